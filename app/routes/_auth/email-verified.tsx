import { CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import { getUser, safeRedirect } from "~/auth/session.server";
import { AuthCard } from "~/components/auth/auth-layout";
import { buttonVariants } from "~/components/ui/button";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/email-verified";

// Where the e-mail verification link lands (see app/auth/verification.ts):
// better-auth has verified the address and signed the person in, or it added
// ?error=… because the link was broken or expired.

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "E-mail verification | Namesmith", description: "Confirm your e-mail address for Namesmith.", path: "/email-verified", noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeRedirect(url.searchParams.get("next"));
  const error = url.searchParams.get("error");
  const user = await getUser(request);
  const state = error ? (error === "TOKEN_EXPIRED" ? "expired" : "invalid") : user?.emailVerified ? "verified" : "unknown";
  return { state, next, email: user?.email ?? null, signedIn: Boolean(user) } as const;
}

export default function EmailVerified({ loaderData }: Route.ComponentProps) {
  const { state, next, email, signedIn } = loaderData;
  if (state === "verified") {
    return (
      <AuthCard title="Your e-mail address is verified" subtitle={email ? `Thank you: ${email} is confirmed.` : undefined}>
        <p className="flex items-center gap-2 text-sm text-emerald-800" role="status">
          <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" /> You are signed in and ready to go.
        </p>
        <Link to={next} className={buttonVariants({ className: "mt-6 w-full" })}>
          Continue
        </Link>
      </AuthCard>
    );
  }
  const title = state === "expired" ? "This link has expired" : state === "invalid" ? "This link does not work" : "Verify your e-mail address";
  const message =
    state === "unknown"
      ? "Open the link in the e-mail we sent you to confirm your address."
      : "The verification link is broken or too old. Sign in and we will send you a new one from your dashboard.";
  return (
    <AuthCard title={title}>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        {state === "unknown" ? null : <CircleX className="size-5 shrink-0 text-red-600" aria-hidden="true" />} {message}
      </p>
      <Link to={signedIn ? "/dashboard" : "/sign-in"} className={buttonVariants({ className: "mt-6 w-full" })}>
        {signedIn ? "Go to Dashboard" : "Sign In"}
      </Link>
    </AuthCard>
  );
}
