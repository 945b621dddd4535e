import { CreditCard, KeyRound, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AuthField } from "~/components/auth/auth-layout";
import { useValidatedForm } from "~/components/auth/use-validated-form";
import { TwoFactorSettings } from "~/components/account/two-factor-settings";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PASSWORD_MIN_LENGTH } from "~/auth/forms";
import { validateChangePassword, validateProfile } from "./account-forms";

export interface SettingsActionData {
  intent: "profile" | "password";
  fieldErrors: Record<string, string>;
}

function Section({ id, title, icon: Icon, children }: { id?: string; title: string; icon: typeof KeyRound; children: React.ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-28 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="size-5 text-brand-600" aria-hidden="true" /> {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function errorsFor(actionData: SettingsActionData | undefined, intent: SettingsActionData["intent"]) {
  return actionData?.intent === intent ? actionData.fieldErrors : undefined;
}

function ProfileForm({ name, serverErrors }: { name: string; serverErrors?: Record<string, string> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const { errors, handlers } = useValidatedForm(validateProfile, serverErrors);
  return (
    <Form method="post" noValidate {...handlers} className="max-w-md space-y-4" aria-label="Profile">
      <input type="hidden" name="intent" value="profile" />
      <AuthField label="Full name" name="fullName" autoComplete="name" defaultValue={name} maxLength={100} error={errors.fullName} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save profile"}
      </Button>
    </Form>
  );
}

function PasswordForm({ serverErrors, focus }: { serverErrors?: Record<string, string>; focus: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const { errors, handlers } = useValidatedForm(validateChangePassword, serverErrors);
  const formRef = useRef<HTMLFormElement>(null);
  // /dashboard?tab=password opens straight at this form.
  useEffect(() => {
    if (!focus) return;
    formRef.current?.scrollIntoView({ block: "center" });
    formRef.current?.querySelector<HTMLInputElement>("input[name=currentPassword]")?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <Form ref={formRef} method="post" noValidate {...handlers} className="max-w-md space-y-4" aria-label="Change password">
      <input type="hidden" name="intent" value="password" />
      <AuthField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
      <AuthField label="New password" name="newPassword" type="password" autoComplete="new-password" error={errors.newPassword} />
      <AuthField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
      <p className="text-xs text-slate-500">At least {PASSWORD_MIN_LENGTH} characters. Changing it signs you out on your other devices.</p>
      <Button type="submit" disabled={busy}>
        {busy ? "Changing..." : "Change password"}
      </Button>
    </Form>
  );
}

/** The settings tab: name, password, two-factor authentication and subscription. */
export function SettingsPanel({
  user,
  actionData,
  focusPassword,
}: {
  user: { name: string; email: string; twoFactorEnabled: boolean };
  actionData?: SettingsActionData;
  focusPassword: boolean;
}) {
  // Each answer of the server remounts the forms: passwords never linger, messages are fresh.
  const { key } = useLocation();
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Update your name, <Link to="?tab=password" preventScrollReset className="font-medium text-brand-600 hover:text-brand-700">change your password</Link>,
        secure your account with a second step, or manage your subscription.
      </p>
      <Section title="Profile" icon={UserRound}>
        <p className="mb-4 text-sm text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{user.email}</span>
        </p>
        <ProfileForm key={key} name={user.name} serverErrors={errorsFor(actionData, "profile")} />
      </Section>
      <Section id="change-password" title="Change password" icon={KeyRound}>
        <PasswordForm key={key} serverErrors={errorsFor(actionData, "password")} focus={focusPassword} />
      </Section>
      {/* The two-factor section brings its own heading. */}
      <Card className="p-6">
        <TwoFactorSettings enabled={user.twoFactorEnabled} />
      </Card>
      <Section title="Subscription" icon={CreditCard}>
        <p className="text-sm text-slate-600">See your plan, its renewal date, or upgrade to Premium.</p>
        <Link to="/subscription" className="mt-3 inline-block text-sm font-medium text-brand-600 hover:text-brand-700">
          Manage subscription
        </Link>
      </Section>
    </div>
  );
}
