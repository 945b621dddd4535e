import { Clock, Mail } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Contact Support | Namesmith",
    description:
      "Contact Namesmith support by e-mail about your account, a generator, billing or your data. We reply within 24-48 hours. See what to include in your message.",
    path: "/contact",
  });

const FALLBACK_EMAIL = "support@namesmith.app";

export default function Contact() {
  const root = useRouteLoaderData("root") as { site: { supportEmail: string } } | undefined;
  const email = root?.site.supportEmail || FALLBACK_EMAIL;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Support</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Contact Us</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600">
        Have a question about Namesmith, your account or your subscription? Write to us and a real person will get
        back to you.
      </p>

      <div className="mt-10 grid max-w-3xl gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-600">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">E-mail support</h2>
          <a
            href={`mailto:${email}`}
            className="mt-1 block break-all font-medium text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {email}
          </a>
          <p className="mt-2 text-sm text-slate-600">For help with accounts, generators, billing and privacy.</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-600">
            <Clock className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">Response time</h2>
          <p className="mt-1 font-medium text-slate-900">24-48 hours</p>
          <p className="mt-2 text-sm text-slate-600">
            We answer every message in the order it arrives, usually well within two days.
          </p>
        </div>
      </div>

      <div className="prose-page mt-8">
        <h2>What to include in your message</h2>
        <p>A few details help us solve your problem on the first reply instead of the third:</p>
        <ul>
          <li>
            <strong className="font-semibold text-slate-900">Your account e-mail</strong>, if you have an account, so
            we can find it. Please never send your password; we will never ask for it.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">The generator you were using</strong>, for example the
            Business Name or Dog Name generator, or the address of the page.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">What happened</strong>: what you did, what you expected
            and what you saw instead, including the exact wording of any error message. A screenshot helps too.
          </li>
          <li>
            For billing questions, the date and amount of the charge and the last four digits of the card used. Never
            send a full card number.
          </li>
        </ul>

        <h2>Before you write</h2>
        <p>You may find your answer faster on one of these pages:</p>
        <ul>
          <li>
            <Link to="/pricing#faq">Pricing FAQ</Link>: daily limits, the monthly fair-use limit and what happens when
            you cancel Premium.
          </li>
          <li>
            <Link to="/refund-policy">Refund policy</Link>: how cancellation works and what we do about duplicate
            charges or billing errors.
          </li>
          <li>
            <Link to="/privacy">Privacy policy</Link>: what data we keep and how to ask for a copy, a correction or the
            deletion of your data. Send data requests to the address above with the subject line “Privacy request”.
          </li>
        </ul>
      </div>
    </div>
  );
}
