import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/terms";
import { seo } from "~/lib/seo";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Terms of Service | Namesmith",
    description:
      "The terms for using Namesmith: accounts, generated names and trademarks, fair use, Premium subscriptions and billing, prohibited use and limits of liability.",
    path: "/terms",
  });

const LAST_UPDATED = "November 22, 2026";

function useSupportEmail(): string {
  const root = useRouteLoaderData("root") as { site: { supportEmail: string } } | undefined;
  return root?.site.supportEmail || "support@namesmith.app";
}

const Strong = ({ children }: { children: ReactNode }) => (
  <strong className="font-semibold text-slate-900">{children}</strong>
);

export default function Terms() {
  const email = useSupportEmail();
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Legal</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Terms of Service</h1>
      <p className="mt-3 text-sm text-slate-500">Last updated: {LAST_UPDATED}</p>

      <div className="prose-page mt-8">
        <p>
          These terms govern your use of the Namesmith website, its name generators and its paid plans (together,
          the “service”), operated by Namesmith (“we”, “us”). By using the service or creating an account, you agree
          to these terms. If you do not agree, please do not use Namesmith. Our{" "}
          <Link to="/privacy">Privacy Policy</Link> explains how we handle your personal data.
        </p>

        <h2>1. The service</h2>
        <p>
          Namesmith generates name suggestions for businesses, brands, products, domains, characters, books, games,
          usernames, podcasts, pets and more, each with a meaning, personality traits, the reasons it fits and its
          origin. Names are produced by an AI provider (an OpenAI-compatible service) or, when none is configured, by
          our built-in offline name engine. We may add, change or remove generators and features over time.
        </p>
        <p>
          The service is provided <Strong>“as is” and “as available”</Strong>, without warranties of any kind,
          whether express or implied, including warranties of merchantability, fitness for a particular purpose,
          accuracy and non-infringement. We do not guarantee that the service will be uninterrupted or error-free,
          or that any generated name, meaning or origin is accurate, original or suitable for your purpose.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>You must give accurate information when you sign up and keep your e-mail address up to date.</li>
          <li>
            You are responsible for keeping your account secure: choose a strong password, do not share your login,
            and consider turning on two-factor authentication. You are responsible for activity under your account.
          </li>
          <li>Tell us right away at {mail} if you believe someone else has accessed your account.</li>
          <li>
            You must be old enough to consent to online services where you live (at least 13) to create an account.
          </li>
        </ul>

        <h2>3. Using Namesmith lawfully</h2>
        <p>
          You must obey all laws that apply to you when you use Namesmith and the names it generates. You may not use
          the service to create names or content that is unlawful, defamatory, hateful, harassing, deceptive or that
          infringes anyone else’s rights, such as names meant to impersonate another person or brand.
        </p>

        <h2>4. Generated names: no trademark or domain guarantee</h2>
        <p>
          Generated names are suggestions. <Strong>Namesmith does not guarantee that any name is available</Strong>{" "}
          as a trademark, business name, domain name or social media handle, or that it is free of third-party
          rights. Because many people use name generators, the same or a similar name may be suggested to others or
          may already be in use.
        </p>
        <p>
          <Strong>Check every name before you use it.</Strong> The domain availability checks and trademark search
          links we offer are starting points only. They may be incomplete or out of date, and they are not legal
          advice. Before you register a company, file a trademark, buy a domain or print anything, search the
          official registries in the countries where you will operate and, for important decisions, consult a
          qualified trademark attorney.
        </p>

        <h2>5. Who owns the names</h2>
        <p>
          As between you and Namesmith, you may freely use the names and descriptions you generate for any lawful
          purpose, personal or commercial, without paying us anything more or crediting us. We claim no ownership of
          them. However, <Strong>you do not get exclusive rights</Strong>: the same name may be generated for other
          users, and any rights you acquire in a name come from your own use, registration or filings, not from
          these terms. The text you enter into a generator remains yours; you give us permission to process it to
          provide the service.
        </p>
        <p>
          The Namesmith website, brand, software and design, apart from the names you generate, belong to Namesmith
          and may not be copied or reused without our permission.
        </p>

        <h2>6. Plans, limits and fair use</h2>
        <ul>
          <li>Visitors without an account can run 3 generations per day.</li>
          <li>A free account can run 15 generations per day and includes saved favorites and a dashboard.</li>
          <li>
            Premium ($5 per month or $50 per year) is offered as unlimited generations for normal personal and
            professional use, under a <Strong>fair-use limit of 750 generations per month</Strong>. This soft cap
            protects the service for everyone. If you reach it, we may slow down or pause further generations until the
            next month, and we may contact you about unusual use.
          </li>
        </ul>
        <p>
          The daily limits reset each day. We may adjust limits for the free tiers in the future and will show the
          current ones on the <Link to="/pricing">pricing page</Link>.
        </p>

        <h2>7. Subscriptions and billing</h2>
        <ul>
          <li>
            <Strong>Payment.</Strong> Premium is paid in advance, monthly or yearly, at the price shown at checkout.
            Payments are processed by 2Checkout (Verifone), and their terms also apply to the payment.
          </li>
          <li>
            <Strong>Automatic renewal.</Strong> Your subscription renews automatically at the end of each billing
            period, and the card on file is charged for the next period, until you cancel.
          </li>
          <li>
            <Strong>Cancellation.</Strong> You can cancel at any time from the{" "}
            <Link to="/subscription">Subscription page</Link>. Cancelling stops future renewals; you keep Premium
            access until the end of the period you have already paid for.
          </li>
          <li>
            <Strong>No refunds.</Strong> All purchases are final and we do not refund partial or unused periods.
            Duplicate charges and billing errors are always corrected. See our{" "}
            <Link to="/refund-policy">Refund Policy</Link>.
          </li>
          <li>
            <Strong>Price changes.</Strong> If we change the price of Premium, we will tell you in advance, and the
            new price applies only from your next renewal after the notice. You may cancel before then.
          </li>
        </ul>

        <h2>8. Prohibited use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>
            scrape, crawl or harvest the service or its results, or use bots, scripts or other automated means to
            send requests beyond the limits of your plan;
          </li>
          <li>
            get around usage limits, for example by creating multiple accounts, clearing or forging cookies or
            rotating IP addresses;
          </li>
          <li>
            overload, attack, probe or disrupt the service, or try to access accounts, data or systems that are not
            yours;
          </li>
          <li>
            resell, rent or offer the service, or access to it, as part of another product without our written
            permission;
          </li>
          <li>use the service to send spam or to create content that is illegal or harmful to others.</li>
        </ul>

        <h2>9. Suspension and termination</h2>
        <p>
          You may stop using Namesmith and ask us to delete your account at any time. We may suspend or close an
          account, or block access, if you break these terms, abuse the service or put other users or the service at
          risk. Where reasonable, we will warn you first and give you a chance to fix the problem. Sections that by
          their nature should survive termination, including sections 4, 5, 10 and 11, continue to apply.
        </p>

        <h2>10. Limitation of liability</h2>
        <p>
          To the fullest extent permitted by law, Namesmith will not be liable for any indirect, incidental, special,
          consequential or punitive damages, or for lost profits, revenue, data or goodwill, arising from your use of
          the service or of any generated name, including costs of rebranding, trademark disputes or domain
          purchases. Our total liability for any claim relating to the service is limited to the amount you paid us
          in the 12 months before the claim.
        </p>
        <p>
          Some jurisdictions do not allow certain warranties to be excluded or liability to be limited; in those
          places, these limits apply only as far as the law allows, and nothing in these terms affects rights you
          have as a consumer that cannot be waived.
        </p>

        <h2>11. Indemnity</h2>
        <p>
          You agree to cover Namesmith against claims, losses and costs brought by third parties that result from
          your unlawful use of the service or of a generated name, or from your breach of these terms.
        </p>

        <h2>12. Changes to these terms</h2>
        <p>
          We may update these terms when the service or the law changes. We will change the date at the top of this
          page and, for significant changes, tell account holders by e-mail or with a notice on the website before
          the changes take effect. If you keep using Namesmith after the changes take effect, the new terms apply; if
          you do not agree, you can stop using the service and cancel your subscription.
        </p>

        <h2>13. Contact</h2>
        <p>
          Questions about these terms? Write to {mail} or visit the <Link to="/contact">contact page</Link>. We reply
          within 24-48 hours.
        </p>
      </div>
    </div>
  );
}
