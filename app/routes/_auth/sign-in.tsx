import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { auth } from "~/auth/auth.server";
import { redirectWithAuth } from "~/auth/actions.server";
import { validateSignIn } from "~/auth/forms";
import { authHeaders, getUser, safeRedirect } from "~/auth/session.server";
import { allowAuthAttempt, THROTTLE_MESSAGE } from "~/auth/throttle.server";
import { AuthCard, AuthField, FormAlert } from "~/components/auth/auth-layout";
import { GoogleButton } from "~/components/auth/google-button";
import { useValidatedForm } from "~/components/auth/use-validated-form";
import { Button } from "~/components/ui/button";
import { config } from "~/config.server";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/sign-in";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sign in | Namesmith",
    description: "Sign in to Namesmith to generate up to 15 names a day, keep your favorites and pick up where you left off on your dashboard.",
    path: "/sign-in",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getUser(request)) return redirectWithAuth(redirectTo, null);
  return { google: config().googleSignIn };
}

const FAILED = { title: "Sign in failed", message: "Please check your credentials and try again." };

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const redirectTo = safeRedirect(form.redirectTo);
  const check = validateSignIn(form);
  if (!check.ok) return data({ fieldErrors: check.fieldErrors, error: null }, { status: 400 });
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAuthAttempt(db(), "sign-in", clientIp, check.values.email))) {
    return data({ fieldErrors: {}, error: { title: "Sign in failed", message: THROTTLE_MESSAGE } }, { status: 429 });
  }
  const response = await auth().api.signInEmail({
    body: { email: check.values.email, password: check.values.password, rememberMe: true },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) return data({ fieldErrors: {}, error: FAILED }, { status: 401 });
  const body = (await response.clone().json().catch(() => ({}))) as { twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) {
    // The password was right; the session starts once the code is checked.
    return redirectWithAuth(`/sign-in/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, response);
  }
  return redirectWithAuth(redirectTo, response, { type: "success", title: "Welcome back!", description: "You have successfully signed in." });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const busy = useNavigation().state === "submitting";
  const { errors, handlers } = useValidatedForm(validateSignIn, actionData?.fieldErrors);
  const signUpHref = redirectTo ? `/sign-up?redirectTo=${encodeURIComponent(redirectTo)}` : "/sign-up";
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Your favorites are waiting.">
      {actionData?.error ? <FormAlert {...actionData.error} /> : null}
      <Form method="post" noValidate {...handlers} className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AuthField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <AuthField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-brand-600 hover:text-brand-700">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
      {loaderData.google ? <GoogleButton mode="sign-in" redirectTo={redirectTo} /> : null}
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Namesmith?{" "}
        <Link to={signUpHref} className="font-medium text-brand-600 hover:text-brand-700">
          Create a free account
        </Link>
      </p>
    </AuthCard>
  );
}
