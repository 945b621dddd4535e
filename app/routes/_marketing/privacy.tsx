import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import { seo } from "~/lib/seo";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy | Namesmith",
    description:
      "How Namesmith collects, uses and protects your data: accounts, generations, cookies, payments, GDPR and CCPA rights, and how to access or delete your data.",
    path: "/privacy",
  });

const LAST_UPDATED = "November 22, 2026";

function useSupportEmail(): string {
  const root = useRouteLoaderData("root") as { site: { supportEmail: string } } | undefined;
  return root?.site.supportEmail || "support@namesmith.app";
}

const Strong = ({ children }: { children: ReactNode }) => (
  <strong className="font-semibold text-slate-900">{children}</strong>
);

export default function Privacy() {
  const email = useSupportEmail();
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Legal</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Privacy Policy</h1>
      <p className="mt-3 text-sm text-slate-500">Last updated: {LAST_UPDATED}</p>

      <div className="prose-page mt-8">
        <p>
          This policy explains what personal data Namesmith collects when you use our website and name generators,
          why we collect it, who we share it with and the choices and rights you have. Namesmith (“we”, “us”) is the
          operator of the service and the controller of the personal data described here. If you have a question
          about this policy, write to {mail}.
        </p>

        <h2>1. Data we collect</h2>
        <h3>When you use Namesmith without an account</h3>
        <ul>
          <li>
            <Strong>Generator inputs and results</Strong>: the description and options you enter into a generator and
            the names that come back, so the service can produce and display them.
          </li>
          <li>
            <Strong>A visitor cookie</Strong>: a signed cookie with a random identifier that counts how many free
            generations you have used today. It does not contain your name or e-mail.
          </li>
          <li>
            <Strong>Technical data</Strong>: like every website, our servers receive your IP address, browser type
            and the pages you request. We use it to deliver pages, enforce usage limits and protect the service from
            abuse.
          </li>
        </ul>
        <h3>When you create an account</h3>
        <ul>
          <li>
            <Strong>Account details</Strong>: your e-mail address and your name. If you sign in with Google, we
            receive your name and e-mail address from Google.
          </li>
          <li>
            <Strong>Your password</Strong>, stored only as a secure one-way hash. We cannot read it. If you turn on
            two-factor authentication, we store the data needed to verify your codes.
          </li>
          <li>
            <Strong>Saved favorites</Strong>: the names you save, with their descriptions.
          </li>
          <li>
            <Strong>Generation history</Strong>: the inputs you entered and the names you received.
          </li>
          <li>
            <Strong>Usage counters</Strong>: how many generations you have run per day and per month, to apply the
            limits of your plan.
          </li>
        </ul>
        <h3>When you subscribe to Premium</h3>
        <ul>
          <li>
            <Strong>Subscription and payment records</Strong>: your plan, its status and renewal date, the amounts and
            dates of payments, and the card brand and last four digits of the card used. Card numbers are entered into
            and processed by our payment processor; Namesmith never stores your full card number or security code.
          </li>
        </ul>

        <h2>2. How we use your data and our legal bases</h2>
        <p>
          We use personal data only for the purposes below. For visitors in the European Economic Area, the United
          Kingdom and Switzerland, each purpose rests on a legal basis under the GDPR:
        </p>
        <ul>
          <li>
            <Strong>Providing the service</Strong> (generating names, saving favorites, showing your dashboard and
            history, running your account and subscription): performance of our contract with you.
          </li>
          <li>
            <Strong>Applying usage limits and preventing abuse</Strong> (counting free generations, the monthly
            fair-use limit, blocking scraping and automated requests, keeping accounts secure): our legitimate
            interest in running a fair, safe and reliable service.
          </li>
          <li>
            <Strong>Processing payments and keeping financial records</Strong>: performance of our contract and
            compliance with our legal obligations under tax and accounting law.
          </li>
          <li>
            <Strong>Service e-mails</Strong> (password resets, security notices, receipts and answers to your support
            requests): performance of our contract and our legitimate interest in keeping you informed about your
            account.
          </li>
          <li>
            <Strong>Improving Namesmith</Strong> (understanding which generators are used and fixing errors, based on
            aggregated usage): our legitimate interest in improving the product.
          </li>
          <li>
            <Strong>Advertising cookies</Strong>, only if advertising is enabled: your consent where the law requires
            it.
          </li>
        </ul>
        <p>We do not use your data to make decisions that have legal or similarly significant effects on you.</p>

        <h2>3. Cookies</h2>
        <p>Namesmith uses a small number of cookies:</p>
        <ul>
          <li>
            <Strong>Session cookie</Strong>: keeps you signed in after you log in. It is strictly necessary and is
            removed when you log out or the session expires.
          </li>
          <li>
            <Strong>Visitor cookie</Strong>: a signed cookie that counts the free generations of visitors without an
            account. It is necessary to apply the daily limit fairly.
          </li>
        </ul>
        <p>
          Namesmith sets no advertising or cross-site tracking cookies of its own. Advertising may be shown on some
          pages only if the operator enables it; in that case the advertising partner may set its own cookies, and we
          will ask for your consent first where the law requires it. Premium subscribers never see ads. You can block
          or delete cookies in your browser settings, but without the session cookie you cannot stay signed in.
        </p>

        <h2>4. Who we share data with</h2>
        <p>
          We share personal data only with service providers (processors) that help us run Namesmith, under contracts
          that limit their use of the data to providing their service to us:
        </p>
        <ul>
          <li>
            <Strong>AI provider</Strong>: when an AI provider is configured, the text you type into a generator and
            the options you choose are sent to an OpenAI-compatible AI service to generate names. Your e-mail and
            account details are not sent. Please do not enter sensitive personal information into a generator. When
            no AI provider is configured, names are generated by our built-in offline engine and your input does not
            leave our servers.
          </li>
          <li>
            <Strong>Payment processor</Strong>: payments are processed by 2Checkout (Verifone), which receives your
            card details, billing name, country and postal code directly to process the payment and prevent fraud.
          </li>
          <li>
            <Strong>E-mail delivery</Strong>: a provider that sends our service e-mails, which receives your e-mail
            address and the content of the message.
          </li>
          <li>
            <Strong>Hosting and infrastructure</Strong>: the providers that host our servers and databases.
          </li>
        </ul>
        <p>
          We may also disclose data when the law requires it, to protect our rights or the safety of others, or as
          part of a merger or sale of the business, in which case this policy continues to apply to your data.
          Namesmith does not sell your personal data and does not share it for cross-context behavioural advertising.
        </p>

        <h2>5. How long we keep data</h2>
        <ul>
          <li>
            <Strong>Account data, favorites and generation history</Strong>: for as long as your account exists. You
            can remove favorites at any time; when you delete your account or ask us to, we delete this data.
          </li>
          <li>
            <Strong>Usage counters and the visitor cookie</Strong>: only as long as needed to apply the daily and
            monthly limits.
          </li>
          <li>
            <Strong>Subscription and payment records</Strong>: for as long as tax and accounting law requires us to
            keep them, even after your account is closed.
          </li>
          <li>
            <Strong>Support e-mails</Strong>: for as long as needed to handle your request and any follow-up.
          </li>
          <li>
            <Strong>Server logs</Strong>: for a short period, for security and troubleshooting.
          </li>
        </ul>

        <h2>6. Your rights</h2>
        <p>Wherever you live, you can ask us to exercise the following rights over your personal data:</p>
        <ul>
          <li>
            <Strong>Right of access</Strong>: get confirmation that we process your data and a copy of it.
          </li>
          <li>
            <Strong>Right to deletion</Strong>: ask us to delete your account and personal data, except records we
            must keep by law.
          </li>
          <li>
            <Strong>Right to correction</Strong>: have inaccurate or incomplete data corrected. You can also change
            your password yourself from your dashboard.
          </li>
          <li>
            <Strong>Right to data portability</Strong>: receive your data in a structured, commonly used format. You
            can export your favorites as a CSV file from your dashboard at any time, and we can send you the rest of
            your data on request.
          </li>
          <li>
            <Strong>Right to opt out</Strong>: opt out of the sale or sharing of your personal data (Namesmith does not
            sell or share it, so there is nothing to opt out of, but you may still tell us your choice), withdraw
            consent to advertising cookies, and object to processing based on our legitimate interests.
          </li>
          <li>
            <Strong>Right to restrict processing</Strong> while a request or complaint is being resolved.
          </li>
        </ul>

        <h3>How to exercise your rights</h3>
        <p>
          Send your request to {mail} from the e-mail address linked to your account, with the subject line “Privacy
          request” and the right you want to exercise. To protect your data, we may ask you to confirm your identity
          before acting. We answer within one month (within 45 days for California requests), and we tell you if we
          need more time and why. Exercising your rights is free.
        </p>

        <h2>7. GDPR: visitors in the EEA, the UK and Switzerland</h2>
        <p>
          Namesmith is the controller of your personal data. In addition to the rights above, you have the right to
          lodge a complaint with the data protection authority of the country where you live or work. We would
          appreciate the chance to address your concern first, so please contact us at {mail}. Some of our service
          providers may process data outside your country; where they do, we rely on safeguards recognised by the
          GDPR, such as adequacy decisions or the European Commission’s standard contractual clauses.
        </p>

        <h2>8. CCPA: California residents</h2>
        <p>
          Under the California Consumer Privacy Act, as amended by the California Privacy Rights Act, you have the
          right to know what personal information we collect, use and disclose; the right to delete it; the right to
          correct it; and the right to opt out of its sale or sharing. In the past 12 months we collected identifiers
          (e-mail address, name, IP address), commercial information (subscription and payment records), internet
          activity (generator inputs, generation history, usage counters) and account login credentials (stored as
          a password hash). We collected them from you and your browser for the purposes in section 2 and disclosed
          them only to the service providers in section 4.
        </p>
        <p>
          <Strong>Namesmith does not sell personal information and does not share it</Strong> for cross-context
          behavioural advertising, and has not done so in the past 12 months. We do not knowingly sell or share the
          personal information of consumers under 16. We will not discriminate against you for exercising any of
          your rights. You may use an authorised agent to submit a request; we may ask the agent for proof of
          authorisation and ask you to confirm your identity.
        </p>

        <h2>9. Children</h2>
        <p>
          Namesmith is not directed at children under 13, and we do not knowingly collect personal data from them.
          Where local law sets a higher age for consenting to online services, such as 16 in parts of the European
          Union, you need that age or a parent’s consent to create an account. If you believe a child has given us
          personal data, contact us and we will delete it.
        </p>

        <h2>10. Security</h2>
        <p>
          We protect your data with encrypted connections (HTTPS), hashed passwords, signed cookies, access controls
          on our systems and limits on automated requests. You can add two-factor authentication to your account for
          extra protection. No online service can be perfectly secure, so please use a strong, unique password and
          tell us right away at {mail} if you suspect someone has accessed your account.
        </p>

        <h2>11. Changes to this policy</h2>
        <p>
          We may update this policy when the service or the law changes. We will change the date at the top of this
          page and, for significant changes, let account holders know by e-mail or with a notice on the website
          before the changes take effect.
        </p>

        <h2>12. Contact</h2>
        <p>
          For any question or request about your privacy, contact Namesmith at {mail}. We reply within 24-48 hours.
          You can also read our <Link to="/terms">Terms of Service</Link> and visit the{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      </div>
    </div>
  );
}
