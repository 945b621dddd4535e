import { useEffect } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { MailCheck } from "lucide-react";
import { auth } from "~/auth/auth.server";
import { validateEmailOnly } from "~/auth/forms";
import { authHeaders } from "~/auth/session.server";
import { allowAuthAttempt, THROTTLE_MESSAGE } from "~/auth/throttle.server";
import { AuthCard, AuthField, FormAlert } from "~/components/auth/auth-layout";
import { useValidatedForm } from "~/components/auth/use-validated-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Forgot your password? | Namesmith",
    description: "Reset the password of your Namesmith account: enter your e-mail address and we will send you a link to choose a new one.",
    path: "/forgot-password",
  });

type ActionResult = {
  sent: boolean;
  email: string;
  fieldErrors: Record<string, string>;
  error: { title: string; message: string } | null;
};

const FAILED = "Error sending reset email";

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const check = validateEmailOnly(form);
  if (!check.ok) return data<ActionResult>({ sent: false, email: "", fieldErrors: check.fieldErrors, error: null }, { status: 400 });
  const { email } = check.values;
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAuthAttempt(db(), "reset", clientIp, email))) {
    return data<ActionResult>({ sent: false, email, fieldErrors: {}, error: { title: FAILED, message: THROTTLE_MESSAGE } }, { status: 429 });
  }
  // better-auth answers the same for unknown addresses (and sends nothing),
  // so this page never tells whether an account exists.
  try {
    const response = await auth().api.requestPasswordReset({
      body: { email, redirectTo: "/reset-password" },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    });
    if (response.status === 400) {
      // better-auth's e-mail rule is a little stricter than ours.
      return data<ActionResult>({ sent: false, email, fieldErrors: { email: "Please enter a valid email address." }, error: null }, { status: 400 });
    }
    if (!response.ok) throw new Error(`requestPasswordReset answered ${response.status}`);
  } catch (error) {
    log().error({ err: error }, "password reset request failed");
    return data<ActionResult>({ sent: false, email, fieldErrors: {}, error: { title: FAILED, message: "Please try again later." } }, { status: 500 });
  }
  return data<ActionResult>({ sent: true, email, fieldErrors: {}, error: null });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.sent) toast.success("Reset email sent", { description: "Check your inbox for the password reset link." });
    else if (actionData?.error) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  if (actionData?.sent) return <EmailSent email={actionData.email} />;
  return <RequestForm actionData={actionData} />;
}

function RequestForm({ actionData }: { actionData: ActionResult | undefined }) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const { errors, handlers } = useValidatedForm(validateEmailOnly, actionData?.fieldErrors);
  const email = actionData?.email || params.get("email") || "";
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      {actionData?.error ? <FormAlert {...actionData.error} /> : null}
      <Form method="post" noValidate {...handlers} className="mt-4 space-y-4">
        <AuthField label="Email" name="email" type="email" autoComplete="email" required defaultValue={email} error={errors.email} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/sign-in" className="font-medium text-brand-600 hover:text-brand-700">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function EmailSent({ email }: { email: string }) {
  return (
    <AuthCard title="Check your email">
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-slate-700">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <p>
          If <strong className="font-semibold text-slate-900">{email}</strong> belongs to a Namesmith account, a link to choose a new
          password is on its way. It works once and expires in one hour.
        </p>
      </div>
      <p className="mt-4 text-sm text-slate-600">Nothing arrived after a few minutes? Look in your spam folder, or check the address and send a new link.</p>
      {/* A plain GET back to the form, so it works without JavaScript too. */}
      <Form method="get" action="/forgot-password" className="mt-6">
        <input type="hidden" name="email" value={email} />
        <Button type="submit" variant="outline" className="w-full">
          Resend reset link
        </Button>
      </Form>
      <Link to="/sign-in" className={buttonVariants({ variant: "link", className: "mt-3 w-full" })}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
