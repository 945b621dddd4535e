import { Loader2, PlugZap, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { settingsForForm, saveSettingsForm, testAiConnection } from "~/admin/settings.server";
import { validateSettings, type SettingsField } from "~/admin/settings-form";
import { requireAdmin } from "~/auth/session.server";
import { paymentsStatus } from "~/billing/processors.server";
import { adminErrorMeta, AdminErrorBoundary, AdminPage, FieldError } from "~/components/admin/admin-nav";
import { PaymentsBanner } from "~/components/admin/payments-banner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { db } from "~/db/index.server";
import { seo } from "~/lib/seo";
import { typedValues } from "~/lib/typed-values";
import { aiSettings } from "~/settings/settings.server";
import type { Route } from "./+types/settings";
import { readForm } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches, error }) =>
  adminErrorMeta(error) ??
  seo(matches, { title: "Application Settings | Namesmith Admin", description: "Namesmith application settings.", path: "/admin/settings", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [form, payments] = await Promise.all([settingsForForm(db()), paymentsStatus(db())]);
  return { ...form, payments };
}

/** A refused save shows what was typed again, never the secrets. */
const REFUSED_SAVE = { omit: ["aiApiKey", "paymentsSecretKey"], checkboxes: ["paymentsSandbox", "aiFallback"] };

type Result =
  | { intent: "save"; ok: true; message: string }
  | { intent: "save"; ok: false; message: string; fieldErrors: Partial<Record<SettingsField, string>>; typed: Record<string, string> }
  | { intent: "test-ai"; ok: boolean; message: string };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  const check = validateSettings(form);

  if (form.intent === "test-ai") {
    const stored = await aiSettings(db());
    const typed = check.ok ? check.values.ai : { baseUrl: "", model: "", fallback: true };
    const key = typeof form.aiApiKey === "string" && form.aiApiKey.trim() ? form.aiApiKey.trim() : stored.apiKey;
    const result = await testAiConnection({ baseUrl: typed.baseUrl || stored.baseUrl, model: typed.model || stored.model, apiKey: key });
    return data<Result>({ intent: "test-ai", ...result });
  }

  if (!check.ok) {
    return data<Result>({ intent: "save", ok: false, message: "Please correct the highlighted fields.", fieldErrors: check.fieldErrors, typed: typedValues(form, REFUSED_SAVE) }, { status: 400 });
  }
  try {
    await saveSettingsForm(db(), check.values, check.secrets, admin.id);
  } catch (err) {
    // The error itself may carry values; the log gets its kind only.
    log().error({ event: "admin-settings-failed", error: (err as Error)?.name ?? "error" }, "settings: save failed");
    return data<Result>({ intent: "save", ok: false, message: "Failed to save settings", fieldErrors: {}, typed: typedValues(form, REFUSED_SAVE) }, { status: 500 });
  }
  return data<Result>({ intent: "save", ok: true, message: "Settings saved successfully" });
}

function Field({
  label,
  name,
  defaultValue,
  error,
  hint,
  ...props
}: { label: string; name: SettingsField; defaultValue?: string | number; error?: string; hint?: string } & Omit<React.ComponentProps<"input">, "name" | "defaultValue">) {
  const id = `settings-${name}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...props}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function SecretField({ label, name, mask, error }: { label: string; name: "aiApiKey" | "paymentsSecretKey"; mask: string; error?: string }) {
  return (
    <div>
      <Field
        label={label}
        name={name}
        type="password"
        autoComplete="off"
        placeholder={mask || "Not set"}
        error={error}
        hint={mask ? `Stored: ${mask}. Leave empty to keep it; type a new key to replace it.` : "Not set. Type a key to store it encrypted."}
      />
      {mask ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={`${name}Clear`} className="size-4 rounded border-slate-300" /> Remove the stored key
        </label>
      ) : null}
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { values, masks, payments } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<SettingsField, string>> | null>(null);
  const serverErrors = actionData?.intent === "save" && !actionData.ok ? actionData.fieldErrors : {};
  const errors = clientErrors ?? serverErrors;
  const refused = actionData?.intent === "save" && !actionData.ok ? actionData.typed : null;
  const shown = <T,>(name: string, stored: T): T | string => refused?.[name] ?? stored;

  useEffect(() => {
    if (!actionData) return;
    setClientErrors(null);
    if (actionData.ok) toast.success(actionData.message);
    else if (actionData.intent === "test-ai") toast.error("Connection failed", { description: actionData.message });
    else toast.error("Failed to save settings", { description: actionData.message === "Failed to save settings" ? undefined : actionData.message });
    // Secrets typed into the form are cleared once sent.
    formRef.current?.querySelectorAll<HTMLInputElement>("input[type=password]").forEach((i) => (i.value = ""));
  }, [actionData]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "save") return;
    const check = validateSettings(Object.fromEntries(new FormData(event.currentTarget)));
    if (!check.ok) {
      event.preventDefault();
      setClientErrors(check.fieldErrors);
      toast.error("Failed to save settings", { description: "Please correct the highlighted fields." });
    }
  };
  const onChange = () => {
    if (!formRef.current || Object.keys(errors).length === 0) return;
    const check = validateSettings(Object.fromEntries(new FormData(formRef.current)));
    setClientErrors(check.ok ? {} : check.fieldErrors);
  };

  return (
    <AdminPage title="Application Settings" description="Changes apply to every visitor within a few seconds. Secrets are stored encrypted and never shown again.">
      <PaymentsBanner status={payments} linkToSettings={false} />
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-6 rounded-lg border p-3 text-sm ${actionData.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"}`}
          data-testid="settings-result"
        >
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} onInput={onChange} className="mt-6 space-y-6">
        <Section title="AI provider" description="Any OpenAI-compatible chat-completions service. Without an API key the built-in name engine is used.">
          <Field label="Base URL" name="aiBaseUrl" type="url" defaultValue={shown("aiBaseUrl", values.ai.baseUrl)} error={errors.aiBaseUrl} />
          <Field label="Model" name="aiModel" defaultValue={shown("aiModel", values.ai.model)} error={errors.aiModel} />
          <SecretField label="API key" name="aiApiKey" mask={masks.aiApiKey} error={errors.aiApiKey} />
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" name="aiFallback" defaultChecked={refused ? refused.aiFallback === "on" : values.ai.fallback} className="size-4 rounded border-slate-300" /> When the AI provider
            fails, give visitors built-in names with a short note instead of an error
          </label>
          <div className="flex items-end">
            <Button type="submit" name="intent" value="test-ai" variant="outline" disabled={Boolean(busyIntent)}>
              {busyIntent === "test-ai" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PlugZap aria-hidden="true" />}
              {busyIntent === "test-ai" ? "Testing..." : "Test connection"}
            </Button>
          </div>
        </Section>

        <Section title="Payments" description="The test processor accepts the documented test cards only; 2Checkout charges real cards.">
          <div>
            <Label htmlFor="settings-paymentsProcessor">Processor</Label>
            <NativeSelect id="settings-paymentsProcessor" name="paymentsProcessor" defaultValue={shown("paymentsProcessor", values.payments.processor)}>
              <option value="test">Test mode</option>
              <option value="2checkout">2Checkout</option>
            </NativeSelect>
            <FieldError message={errors.paymentsProcessor} />
          </div>
          <Field label="2Checkout merchant code" name="paymentsMerchantCode" defaultValue={shown("paymentsMerchantCode", values.payments.merchantCode)} error={errors.paymentsMerchantCode} />
          <Field label="2Checkout publishable key" name="paymentsPublishableKey" defaultValue={shown("paymentsPublishableKey", values.payments.publishableKey)} error={errors.paymentsPublishableKey} />
          <SecretField label="2Checkout secret key" name="paymentsSecretKey" mask={masks.paymentsSecretKey} error={errors.paymentsSecretKey} />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="paymentsSandbox" defaultChecked={refused ? refused.paymentsSandbox === "on" : values.payments.sandbox} className="size-4 rounded border-slate-300" /> 2Checkout sandbox (no real charges)
          </label>
        </Section>

        <Section title="Prices" description="In US dollars, shown on the pricing and checkout pages.">
          <Field label="Monthly price" name="priceMonthly" inputMode="decimal" defaultValue={shown("priceMonthly", values.prices.monthly)} error={errors.priceMonthly} />
          <Field label="Yearly price" name="priceYearly" inputMode="decimal" defaultValue={shown("priceYearly", values.prices.yearly)} error={errors.priceYearly} />
        </Section>

        <Section title="Usage limits" description="Generations allowed before the limit message appears.">
          <Field label="Visitors per day" name="limitVisitorDaily" inputMode="numeric" defaultValue={shown("limitVisitorDaily", values.limits.visitorDaily)} error={errors.limitVisitorDaily} />
          <Field label="Signed-in users per day" name="limitUserDaily" inputMode="numeric" defaultValue={shown("limitUserDaily", values.limits.userDaily)} error={errors.limitUserDaily} />
          <Field label="Premium per month (fair use)" name="limitPremiumMonthly" inputMode="numeric" defaultValue={shown("limitPremiumMonthly", values.limits.premiumMonthly)} error={errors.limitPremiumMonthly} />
          <Field label="Per IP address per day (without an account)" name="limitIpDaily" inputMode="numeric" defaultValue={shown("limitIpDaily", values.limits.ipDaily)} error={errors.limitIpDaily} />
        </Section>

        <Section title="Ads" description="Shown on generator pages to visitors and free users, never to premium subscribers. Leave both empty for no ads and no third-party script.">
          <Field label="Ad network client ID" name="adsClient" placeholder="ca-pub-0000000000000000" defaultValue={shown("adsClient", values.ads.client)} error={errors.adsClient} />
          <Field label="Ad network script URL" name="adsScriptUrl" type="url" placeholder="https://" defaultValue={shown("adsScriptUrl", values.ads.scriptUrl)} error={errors.adsScriptUrl} />
        </Section>

        <Section title="Site" description="The name used in e-mails and the address visitors can write to.">
          <Field label="Site name" name="siteName" defaultValue={shown("siteName", values.site.name)} error={errors.siteName} />
          <Field label="Support e-mail" name="siteSupportEmail" type="email" defaultValue={shown("siteSupportEmail", values.site.supportEmail)} error={errors.siteSupportEmail} />
        </Section>

        <Section title="Domain checks" description="Where a name's available domain links to, so visitors can register it.">
          <Field
            label="Registrar search URL"
            name="domainsRegistrarSearchUrl"
            // Not type="url": "{domain}" is no valid URL character; the server checks the address.
            type="text"
            inputMode="url"
            spellCheck={false}
            defaultValue={shown("domainsRegistrarSearchUrl", values.domains.registrarSearchUrl)}
            error={errors.domainsRegistrarSearchUrl}
            hint="{domain} is replaced by the domain, for example lunabay.com."
          />
        </Section>

        <div className="flex justify-end">
          <Button type="submit" name="intent" value="save" size="lg" disabled={Boolean(busyIntent)}>
            {busyIntent === "save" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {busyIntent === "save" ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} title="Application Settings" message="Failed to load admin settings" />;
}
