import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { auth } from "~/auth/auth.server";
import { authErrorMessage, redirectWithAuth } from "~/auth/actions.server";
import { validateSignUp } from "~/auth/forms";
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
import type { Route } from "./+types/sign-up";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Create your free account | Namesmith",
    description: "Sign up for a free Namesmith account: 15 name generations a day, saved favorites and a dashboard of everything you have generated.",
    path: "/sign-up",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getUser(request)) return redirectWithAuth(redirectTo, null);
  return { google: config().googleSignIn };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const redirectTo = safeRedirect(form.redirectTo);
  const check = validateSignUp(form);
  if (!check.ok) return data({ fieldErrors: check.fieldErrors, error: null }, { status: 400 });
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAuthAttempt(db(), "sign-up", clientIp, check.values.email))) {
    return data({ fieldErrors: {}, error: { title: "Sign up failed", message: THROTTLE_MESSAGE } }, { status: 429 });
  }
  const response = await auth().api.signUpEmail({
    body: { name: check.values.fullName, email: check.values.email, password: check.values.password, callbackURL: redirectTo },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) {
    const message = (await authErrorMessage(response)) ?? "An error occurred during sign up.";
    return data({ fieldErrors: {}, error: { title: "Sign up failed", message } }, { status: response.status === 422 ? 400 : response.status });
  }
  return redirectWithAuth(redirectTo, response, {
    type: "success",
    title: "Account created",
    description: "You have successfully signed up. Please check your email for verification.",
  });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const busy = useNavigation().state === "submitting";
  const { errors, handlers } = useValidatedForm(validateSignUp, actionData?.fieldErrors);
  const signInHref = redirectTo ? `/sign-in?redirectTo=${encodeURIComponent(redirectTo)}` : "/sign-in";
  return (
    <AuthCard title="Create your account" subtitle="Free forever: 15 generations a day and saved favorites.">
      {actionData?.error ? <FormAlert {...actionData.error} /> : null}
      <Form method="post" noValidate {...handlers} className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AuthField label="Full name" name="fullName" autoComplete="name" error={errors.fullName} />
        <AuthField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <AuthField label="Password" name="password" type="password" autoComplete="new-password" error={errors.password} />
        <AuthField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating account..." : "Sign Up"}
        </Button>
      </Form>
      {loaderData.google ? <GoogleButton mode="sign-up" redirectTo={redirectTo} /> : null}
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to={signInHref} className="font-medium text-brand-600 hover:text-brand-700">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
