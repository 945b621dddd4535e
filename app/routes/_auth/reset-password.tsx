import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { auth } from "~/auth/auth.server";
import { authErrorMessage, redirectWithAuth } from "~/auth/actions.server";
import { PASSWORD_MIN_LENGTH, validateNewPassword } from "~/auth/forms";
import { authHeaders } from "~/auth/session.server";
import { allowAuthAttempt, THROTTLE_MESSAGE } from "~/auth/throttle.server";
import { AuthCard, AuthField, FormAlert } from "~/components/auth/auth-layout";
import { useValidatedForm } from "~/components/auth/use-validated-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/reset-password";
import { readForm } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Choose a new password | Namesmith",
    description: "Choose a new password for your Namesmith account.",
    path: "/reset-password",
    noindex: true,
  });

// The address carries a secret token: keep the page out of caches. (The
// site-wide Referrer-Policy already keeps the query string on this site.)
export function headers() {
  return { "Cache-Control": "no-store" };
}

const FAILED = "Error resetting password";
const INVALID_LINK = "This reset link is invalid or has expired. Request a new one.";

/**
 * Asks better-auth whether the token is still usable without spending it: its
 * link endpoint redirects to the callback with ?token=… or with ?error=….
 */
async function isUsableResetToken(token: string): Promise<boolean> {
  const response = await auth().api.requestPasswordResetCallback({
    params: { token },
    query: { callbackURL: "/reset-password" },
    asResponse: true,
  });
  const location = response.headers.get("location");
  if (!location) return false;
  return new URL(location, "http://same.site").searchParams.get("token") === token;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token || url.searchParams.has("error") || token.length > 256) return { token: null };
  return { token: (await isUsableResetToken(token)) ? token : null };
}

type ActionResult = {
  fieldErrors: Record<string, string>;
  error: { title: string; message: string } | null;
  invalidLink: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const token = typeof form.token === "string" ? form.token : "";
  const check = validateNewPassword(form);
  if (!check.ok) return data<ActionResult>({ fieldErrors: check.fieldErrors, error: null, invalidLink: false }, { status: 400 });
  if (!token) return data<ActionResult>({ fieldErrors: {}, error: { title: FAILED, message: INVALID_LINK }, invalidLink: true }, { status: 400 });
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAuthAttempt(db(), "reset-password", clientIp, null))) {
    return data<ActionResult>({ fieldErrors: {}, error: { title: FAILED, message: THROTTLE_MESSAGE }, invalidLink: false }, { status: 429 });
  }
  let response: Response;
  try {
    response = await auth().api.resetPassword({
      body: { newPassword: check.values.password, token },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    });
  } catch (error) {
    log().error({ err: error }, "password reset failed");
    return data<ActionResult>({ fieldErrors: {}, error: { title: FAILED, message: "Please try again later." }, invalidLink: false }, { status: 500 });
  }
  if (!response.ok) {
    const code = await errorCode(response);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      return data<ActionResult>({ fieldErrors: {}, error: { title: FAILED, message: INVALID_LINK }, invalidLink: true }, { status: 400 });
    }
    const message = (await authErrorMessage(response)) ?? "Please try again later.";
    return data<ActionResult>({ fieldErrors: {}, error: { title: FAILED, message }, invalidLink: false }, { status: response.status });
  }
  return redirectWithAuth("/sign-in", null, {
    type: "success",
    title: "Password reset successful",
    description: "Sign in with your new password.",
  });
}

async function errorCode(response: Response): Promise<string | null> {
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : null;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error.title, { description: actionData.error.message });
    else if (actionData?.fieldErrors.confirmPassword) toast.error(actionData.fieldErrors.confirmPassword);
  }, [actionData]);

  if (!loaderData.token || actionData?.invalidLink) return <InvalidLink />;
  return <NewPasswordForm token={loaderData.token} actionData={actionData} />;
}

function NewPasswordForm({ token, actionData }: { token: string; actionData: ActionResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { errors, handlers } = useValidatedForm(validateNewPassword, actionData?.fieldErrors);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const check = validateNewPassword(Object.fromEntries(new FormData(event.currentTarget)));
    if (!check.ok && check.fieldErrors.confirmPassword) toast.error(check.fieldErrors.confirmPassword);
    handlers.onSubmit(event);
  };
  const describedBy = (name: string, hint?: string) =>
    [errors[name] ? `auth-${name}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you have not used here before. You will sign in with it next.">
      {actionData?.error ? <FormAlert {...actionData.error} /> : null}
      <Form method="post" noValidate onSubmit={submit} onInput={handlers.onInput} className="mt-4 space-y-4">
        <input type="hidden" name="token" value={token} />
        <div>
          <AuthField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password}
            aria-describedby={describedBy("password", "password-hint")}
          />
          <p id="password-hint" className="mt-1.5 text-xs text-slate-500">
            At least {PASSWORD_MIN_LENGTH} characters
          </p>
        </div>
        <AuthField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
          aria-describedby={describedBy("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Reset password"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/sign-in" className="font-medium text-brand-600 hover:text-brand-700">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard title="Reset your password">
      <FormAlert title={FAILED} message={INVALID_LINK} />
      <Link to="/forgot-password" className={buttonVariants({ className: "mt-6 w-full" })}>
        Request a new reset link
      </Link>
      <Link to="/sign-in" className={buttonVariants({ variant: "link", className: "mt-3 w-full" })}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
