import { ShieldCheck } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { redirectWithAuth } from "~/auth/actions.server";
import type { FormResult } from "~/auth/forms";
import { authHeaders, getUser, safeRedirect } from "~/auth/session.server";
import { allowAuthAttempt, THROTTLE_MESSAGE } from "~/auth/throttle.server";
import { completeSignIn, hasPendingSignIn } from "~/auth/two-factor.server";
import { normalizeCode } from "~/components/account/two-factor-settings";
import { useValidatedForm } from "~/components/auth/use-validated-form";
import { AuthCard, FormAlert } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/two-factor";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Two-factor authentication | Namesmith",
    description: "Enter the code from your authenticator app to finish signing in to Namesmith.",
    path: "/sign-in/two-factor",
    noindex: true,
  });

type Method = "totp" | "backup";

interface ChallengeValues {
  method: Method;
  code: string;
  trustDevice: boolean;
  redirectTo: string;
}

function validateChallenge(form: Record<string, unknown>): FormResult<ChallengeValues> {
  const method: Method = form.method === "backup" ? "backup" : "totp";
  const raw = typeof form.code === "string" ? form.code.trim() : "";
  const values = {
    method,
    code: method === "totp" ? normalizeCode(raw) : raw,
    trustDevice: form.trustDevice === "on",
    redirectTo: typeof form.redirectTo === "string" ? form.redirectTo : "",
  };
  let error: string | null = null;
  if (method === "totp" && !values.code) error = "Authentication code is required";
  else if (method === "totp" && !/^\d{6}$/.test(values.code)) error = "Enter the 6-digit code from your authenticator app.";
  else if (method === "backup" && !values.code) error = "Backup code is required";
  return error ? { ok: false, fieldErrors: { code: error } } : { ok: true, values };
}

const EXPIRED = { type: "error", title: "Your sign-in expired. Please sign in again." } as const;

function signInAgain(redirectTo: string | null, flash: { type: "error"; title: string; description?: string }) {
  const to = redirectTo ? `/sign-in?redirectTo=${encodeURIComponent(safeRedirect(redirectTo))}` : "/sign-in";
  return redirectWithAuth(to, null, flash);
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getUser(request)) return redirectWithAuth(safeRedirect(redirectTo), null);
  // Only the password step leads here; without its pending challenge there is nothing to verify.
  if (!(await hasPendingSignIn(request))) return signInAgain(redirectTo, EXPIRED);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const check = validateChallenge(form);
  if (!check.ok) return data({ fieldErrors: check.fieldErrors, error: null }, { status: 400 });
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAuthAttempt(db(), "two-factor", clientIp, null))) {
    return data({ fieldErrors: {}, error: { title: "Verification failed", message: THROTTLE_MESSAGE } }, { status: 429 });
  }
  const { method, code, trustDevice, redirectTo } = check.values;
  const outcome = await completeSignIn(authHeaders(request, clientIp), { method, code, trustDevice });
  if (outcome.ok) {
    const to = safeRedirect(redirectTo);
    const title = to.startsWith("/admin") ? "Welcome, Administrator" : "Welcome back!";
    return redirectWithAuth(to, outcome.response, { type: "success", title, description: "You have successfully signed in." });
  }
  switch (outcome.reason) {
    case "code":
      return data({ fieldErrors: { code: "Invalid code. Please try again." }, error: null }, { status: 401 });
    case "locked":
      return data({ fieldErrors: {}, error: { title: "Verification failed", message: THROTTLE_MESSAGE } }, { status: 429 });
    case "too-many":
      // better-auth has ended this challenge after too many wrong codes.
      return signInAgain(redirectTo, { type: "error", title: "Too many attempts. Please sign in again." });
    default:
      return signInAgain(redirectTo, EXPIRED);
  }
}

export default function TwoFactorChallenge({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const method: Method = params.get("method") === "backup" ? "backup" : "totp";
  const switchTo = new URLSearchParams(params);
  if (method === "backup") switchTo.delete("method");
  else switchTo.set("method", "backup");
  const busy = useNavigation().state === "submitting";
  const { errors, handlers } = useValidatedForm(validateChallenge, actionData?.fieldErrors);
  const id = method === "backup" ? "two-factor-backup-code" : "two-factor-code";
  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle={
        method === "backup"
          ? "Enter one of the backup codes you saved when you set up two-factor authentication. Each code works once."
          : "Enter the 6-digit code from your authenticator app to finish signing in."
      }
    >
      {actionData?.error ? <FormAlert {...actionData.error} /> : null}
      {/* The key resets the form when switching between an app code and a backup code. */}
      <Form key={method} method="post" noValidate className="mt-4 space-y-4" {...handlers}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="method" value={method} />
        <div>
          <Label htmlFor={id}>{method === "backup" ? "Backup code" : "Authentication code"}</Label>
          <Input
            id={id}
            name="code"
            autoFocus
            autoComplete={method === "backup" ? "off" : "one-time-code"}
            inputMode={method === "backup" ? "text" : "numeric"}
            spellCheck={false}
            maxLength={method === "backup" ? 32 : 7}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${id}-error` : undefined}
          />
          {errors.code ? (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
              {errors.code}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="trustDevice" className="size-4 rounded border-slate-300 accent-brand-600" />
          Trust this device for 30 days
        </label>
        <Button type="submit" className="w-full" disabled={busy}>
          <ShieldCheck aria-hidden="true" />
          {busy ? "Verifying..." : "Verify"}
        </Button>
      </Form>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm">
        <Link to={`?${switchTo.toString()}`} replace className="font-medium text-brand-600 hover:text-brand-700">
          {method === "backup" ? "Use your authenticator app instead" : "Use a backup code instead"}
        </Link>
        <Link to="/sign-in" className="text-slate-600 hover:text-slate-900">
          Back to sign in
        </Link>
      </div>
    </AuthCard>
  );
}
