import { useValidatedForm } from "~/components/auth/use-validated-form";
import { Copy, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useLoaderData } from "react-router";
import { toast } from "sonner";
import type { FormResult } from "~/auth/forms";
import { AuthCard, AuthField } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";

/** Where every two-factor settings form posts (app/routes/_account/two-factor.ts). */
export const TWO_FACTOR_ACTION = "/account/two-factor";

export type TwoFactorIntent = "enable" | "verify" | "regenerate" | "disable";

/** What the settings action answers; secrets and backup codes appear in one answer only. */
export interface TwoFactorResult {
  intent: TwoFactorIntent;
  done?: boolean;
  fieldErrors?: Record<string, string>;
  error?: string;
  setup?: { qrSvg: string; secret: string; backupCodes: string[] };
  backupCodes?: string[];
}

// The forms' rules, shared by the browser (instant messages) and the server (the decision).

const str = (form: Record<string, unknown>, key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");

export const INCORRECT_PASSWORD = "Incorrect password.";
export const INVALID_SETUP_CODE = "That code is not valid. Check the time on your device and try again.";

function checked<T>(values: T, fieldErrors: Record<string, string>): FormResult<T> {
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, values };
}

function codeError(code: string): string | null {
  if (!code) return "Authentication code is required";
  if (!/^\d{6}$/.test(code)) return "Enter the 6-digit code from your authenticator app.";
  return null;
}

/** Authenticator codes are often typed or pasted as "123 456". */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function validatePasswordStep(form: Record<string, unknown>): FormResult<{ password: string }> {
  const password = str(form, "password");
  return checked({ password }, password ? {} : { password: "Password is required" });
}

export function validateCodeStep(form: Record<string, unknown>): FormResult<{ code: string }> {
  const code = normalizeCode(str(form, "code"));
  const error = codeError(code);
  return checked({ code }, error ? { code: error } : {});
}

export function validateTurnOff(form: Record<string, unknown>): FormResult<{ password: string; code: string }> {
  const password = str(form, "password");
  const code = normalizeCode(str(form, "code"));
  const errors: Record<string, string> = {};
  if (!password) errors.password = "Password is required";
  const error = codeError(code);
  if (error) errors.code = error;
  return checked({ password, code }, errors);
}

/**
 * Two-factor authentication in dashboard settings. Forms post to the
 * two-factor route; with JavaScript the answer lands here (a fetcher), without
 * it the browser shows that route's page, which renders this component too.
 */
export function TwoFactorSettings({ enabled, result: pageResult }: { enabled: boolean; result?: TwoFactorResult }) {
  const fetcher = useFetcher<TwoFactorResult>();
  const result = (fetcher.data as TwoFactorResult | undefined) ?? pageResult;
  const pending = fetcher.state === "idle" ? null : (fetcher.formData?.get("intent") as TwoFactorIntent | null);

  // The QR code and key stay on screen (in memory only) until a code confirms them.
  const [setup, setSetup] = useState(result?.setup ?? null);
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.setup) setSetup(result.setup);
    else if (result?.intent !== "verify" || result.done) setSetup(null);
  }

  const on = result?.done && result.intent === "verify" ? true : result?.done && result.intent === "disable" ? false : enabled;

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-5">
      <div>
        <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
          Two-factor authentication
        </h2>
        <p className={`mt-2 inline-flex items-center gap-2 text-sm font-medium ${on ? "text-emerald-700" : "text-slate-700"}`}>
          {on ? <ShieldCheck className="size-4" aria-hidden="true" /> : <ShieldOff className="size-4" aria-hidden="true" />}
          {on ? "Two-factor authentication is on" : "Two-factor authentication is off"}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {on
            ? "When you sign in with your password, we also ask for a code from your authenticator app."
            : "Add a second step to signing in: after your password, enter a 6-digit code from an authenticator app on your phone."}
        </p>
      </div>

      {result?.done && result.intent === "verify" ? (
        <Notice>Two-factor authentication is now on. Keep your backup codes somewhere safe.</Notice>
      ) : null}
      {result?.done && result.intent === "disable" ? (
        <Notice>Two-factor authentication is off. You can turn it on again at any time.</Notice>
      ) : null}

      {on ? (
        <ManageTwoFactor fetcher={fetcher} result={result} pending={pending} />
      ) : setup ? (
        <ConfirmSetup fetcher={fetcher} setup={setup} result={result} pending={pending} onCancel={() => setSetup(null)} />
      ) : (
        <>
          {result?.intent === "verify" && !result.done ? (
            // Without JavaScript the QR code is gone after a wrong code; the app already has it.
            <ConfirmForm fetcher={fetcher} result={result} pending={pending} />
          ) : null}
          <StartSetup fetcher={fetcher} result={result} pending={pending} />
        </>
      )}
    </section>
  );
}

type Fetcher = ReturnType<typeof useFetcher<TwoFactorResult>>;
interface StepProps {
  fetcher: Fetcher;
  result: TwoFactorResult | undefined;
  pending: TwoFactorIntent | null;
}

function StartSetup({ fetcher, result, pending }: StepProps) {
  const form = useValidatedForm(validatePasswordStep, result?.intent === "enable" ? result.fieldErrors : undefined);
  return (
    <fetcher.Form method="post" action={TWO_FACTOR_ACTION} noValidate aria-label="Set up two-factor authentication" className="space-y-4" {...form.handlers}>
      <IntentFields intent="enable" />
      <FormError result={result} intent="enable" />
      <p className="text-sm text-slate-600">Enter your password to start. You will need an authenticator app such as Google Authenticator, 1Password or Authy.</p>
      <Field label="Password" name="password" type="password" autoComplete="current-password" error={form.errors.password} />
      <Button type="submit" disabled={pending === "enable"}>
        {pending === "enable" ? "Checking..." : "Set up two-factor authentication"}
      </Button>
    </fetcher.Form>
  );
}

function ConfirmSetup({ fetcher, setup, result, pending, onCancel }: StepProps & { setup: NonNullable<TwoFactorResult["setup"]>; onCancel: () => void }) {
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <div>
        <h3 className="font-semibold text-slate-900">1. Scan this QR code with your authenticator app</h3>
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="mt-3 w-44 rounded-lg border border-slate-200 bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <p className="mt-3 text-sm text-slate-600">Can't scan it? Enter this setup key in your app instead:</p>
        <code aria-label="Setup key" className="mt-1 block break-all rounded-md bg-white px-3 py-2 font-mono text-sm tracking-wider text-slate-900">
          {setup.secret.match(/.{1,4}/g)?.join(" ")}
        </code>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">2. Save your backup codes</h3>
        <p className="mt-1 text-sm text-slate-600">
          If you lose your phone, each of these codes signs you in once. Store them somewhere safe, such as a password manager. They are shown only
          this once.
        </p>
        <BackupCodes codes={setup.backupCodes} />
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">3. Enter the 6-digit code from your app</h3>
        <ConfirmForm fetcher={fetcher} result={result} pending={pending} />
        <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={onCancel}>
          Cancel setup
        </Button>
      </div>
    </div>
  );
}

function ConfirmForm({ fetcher, result, pending }: StepProps) {
  const form = useValidatedForm(validateCodeStep, result?.intent === "verify" ? result.fieldErrors : undefined);
  return (
    <fetcher.Form method="post" action={TWO_FACTOR_ACTION} noValidate aria-label="Confirm two-factor authentication" className="mt-3 space-y-4" {...form.handlers}>
      <IntentFields intent="verify" />
      <FormError result={result} intent="verify" />
      <Field label="Authentication code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} error={form.errors.code} />
      <Button type="submit" disabled={pending === "verify"}>
        {pending === "verify" ? "Verifying..." : "Verify and turn on"}
      </Button>
    </fetcher.Form>
  );
}

function ManageTwoFactor({ fetcher, result, pending }: StepProps) {
  const regenerate = useValidatedForm(validatePasswordStep, result?.intent === "regenerate" ? result.fieldErrors : undefined);
  const turnOff = useValidatedForm(validateTurnOff, result?.intent === "disable" ? result.fieldErrors : undefined);
  const regenerateForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.intent === "regenerate" && result.done) regenerateForm.current?.reset();
  }, [result]);
  const newCodes = result?.intent === "regenerate" && result.done ? result.backupCodes : undefined;
  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-slate-200 p-5">
        <h3 className="font-semibold text-slate-900">Backup codes</h3>
        <p className="mt-1 text-sm text-slate-600">Lost your codes or used most of them? Generate a new set; the old codes stop working.</p>
        {newCodes ? (
          <div className="mt-4">
            <p className="text-sm font-medium text-slate-900">Your new backup codes. Store them somewhere safe: they are shown only this once.</p>
            <BackupCodes codes={newCodes} />
          </div>
        ) : null}
        <fetcher.Form
          ref={regenerateForm}
          method="post"
          action={TWO_FACTOR_ACTION}
          noValidate
          aria-label="Generate new backup codes"
          className="mt-4 space-y-4"
          {...regenerate.handlers}
        >
          <IntentFields intent="regenerate" />
          <FormError result={result} intent="regenerate" />
          <Field label="Password" name="password" type="password" autoComplete="current-password" error={regenerate.errors.password} />
          <Button type="submit" variant="outline" disabled={pending === "regenerate"}>
            {pending === "regenerate" ? "Generating..." : "Generate new backup codes"}
          </Button>
        </fetcher.Form>
      </div>

      <details className="group rounded-xl border border-red-200 p-5" open={result?.intent === "disable" && !result.done ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-red-700">Turn off two-factor authentication</summary>
        <p className="mt-2 text-sm text-slate-600">
          Your account will then be protected by your password only. To confirm, enter your password and a current code from your authenticator app.
        </p>
        <fetcher.Form method="post" action={TWO_FACTOR_ACTION} noValidate aria-label="Turn off two-factor authentication" className="mt-4 space-y-4" {...turnOff.handlers}>
          <IntentFields intent="disable" />
          <FormError result={result} intent="disable" />
          <Field label="Password" name="password" type="password" autoComplete="current-password" error={turnOff.errors.password} />
          <Field label="Authentication code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} error={turnOff.errors.code} />
          <Button type="submit" variant="destructive" disabled={pending === "disable"}>
            {pending === "disable" ? "Turning off..." : "Yes, turn off two-factor authentication"}
          </Button>
        </fetcher.Form>
      </details>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Backup codes copied", { description: "Paste them somewhere safe, such as a password manager." });
    } catch {
      toast.error("Could not copy the codes", { description: "Select them and copy them by hand." });
    }
  }
  return (
    <div className="mt-3">
      <ul aria-label="Backup codes" className="grid max-w-sm grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-white p-3 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={copy}>
        <Copy aria-hidden="true" /> Copy codes
      </Button>
    </div>
  );
}

/**
 * The intent, and whether JavaScript sent the form: a plain form post gets a
 * redirect after a change that renews the session cookie.
 */
function IntentFields({ intent }: { intent: TwoFactorIntent }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
    </>
  );
}

function FormError({ result, intent }: { result: TwoFactorResult | undefined; intent: TwoFactorIntent }) {
  if (result?.intent !== intent || !result.error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {result.error}
    </p>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800">
      {children}
    </p>
  );
}

/** A labelled input; several forms here share field names, so ids come from useId. */
function Field(props: React.ComponentProps<typeof AuthField>) {
  const id = useId();
  return <AuthField id={id} className="max-w-sm" {...props} />;
}

/**
 * The page behind the forms: without JavaScript a submission lands here and
 * the answer (the QR code, new backup codes, a message) shows on this page.
 */
export function TwoFactorPage() {
  const { enabled } = useLoaderData() as { enabled: boolean };
  const result = useActionData() as TwoFactorResult | undefined;
  return (
    <AuthCard title="Account security">
      <TwoFactorSettings enabled={enabled} result={result} />
      <p className="mt-8 text-sm">
        <Link to="/dashboard?tab=settings" className="font-medium text-brand-600 hover:text-brand-700">
          Back to your dashboard
        </Link>
      </p>
    </AuthCard>
  );
}
