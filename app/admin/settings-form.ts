// Validation of the application settings form, shared by the browser (instant
// messages) and the server (the real decision). Secrets are handled apart:
// an empty secret field means "keep the stored value".

import { isRegistrarSearchUrl } from "~/domains/registrar";

export interface SettingsValues {
  ai: { baseUrl: string; model: string; fallback: boolean };
  payments: { processor: "test" | "2checkout"; merchantCode: string; publishableKey: string; sandbox: boolean };
  prices: { monthly: number; yearly: number };
  limits: { visitorDaily: number; userDaily: number; premiumMonthly: number; ipDaily: number };
  ads: { client: string; scriptUrl: string };
  site: { name: string; supportEmail: string };
  domains: { registrarSearchUrl: string };
}

/** What to do with each secret: a new value, remove it, or keep what is stored (undefined). */
export interface SecretChanges {
  aiApiKey?: string | null;
  paymentsSecretKey?: string | null;
}

export const SETTINGS_FIELDS = [
  "aiBaseUrl",
  "aiModel",
  "aiFallback",
  "aiApiKey",
  "paymentsProcessor",
  "paymentsMerchantCode",
  "paymentsPublishableKey",
  "paymentsSecretKey",
  "priceMonthly",
  "priceYearly",
  "limitVisitorDaily",
  "limitUserDaily",
  "limitPremiumMonthly",
  "limitIpDaily",
  "adsClient",
  "adsScriptUrl",
  "siteName",
  "siteSupportEmail",
  "domainsRegistrarSearchUrl",
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export type SettingsCheck =
  | { ok: true; values: SettingsValues; secrets: SecretChanges }
  | { ok: false; fieldErrors: Partial<Record<SettingsField, string>> };

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const checked = (v: unknown) => v === "on" || v === "true";

export function isHttpUrl(value: string, httpsOnly = false): boolean {
  try {
    const url = new URL(value);
    if (httpsOnly ? url.protocol !== "https:" : url.protocol !== "http:" && url.protocol !== "https:") return false;
    return Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSettings(form: Record<string, unknown>): SettingsCheck {
  const errors: Partial<Record<SettingsField, string>> = {};

  const amount = (field: SettingsField) => {
    const raw = str(form[field]).replace(/^\$/, "");
    const n = Number(raw);
    if (!AMOUNT.test(raw) || !(n > 0)) {
      errors[field] = "Enter a positive amount, such as 5 or 4.99";
      return 0;
    }
    if (n > 100_000) errors[field] = "Enter an amount of at most 100000";
    return n;
  };
  const whole = (field: SettingsField) => {
    const raw = str(form[field]);
    const n = Number(raw);
    if (!WHOLE.test(raw) || n < 1) {
      errors[field] = "Enter a whole number of at least 1";
      return 0;
    }
    if (n > 1_000_000) errors[field] = "Enter a number of at most 1000000";
    return n;
  };
  const url = (field: SettingsField, httpsOnly: boolean) => {
    const raw = str(form[field]);
    if (raw && !isHttpUrl(raw, httpsOnly)) errors[field] = httpsOnly ? "Enter a URL starting with https://" : "Enter a URL such as https://api.groq.com/openai/v1";
    return raw;
  };

  const ai = { baseUrl: url("aiBaseUrl", false), model: str(form.aiModel), fallback: checked(form.aiFallback) };
  if (ai.model.length > 200) errors.aiModel = "The model name must be at most 200 characters";

  const processor = str(form.paymentsProcessor) || "test";
  if (processor !== "test" && processor !== "2checkout") errors.paymentsProcessor = "Choose the test processor or 2Checkout";
  const payments = {
    processor: processor === "2checkout" ? ("2checkout" as const) : ("test" as const),
    merchantCode: str(form.paymentsMerchantCode),
    publishableKey: str(form.paymentsPublishableKey),
    sandbox: checked(form.paymentsSandbox),
  };
  if (payments.processor === "2checkout" && !payments.merchantCode) errors.paymentsMerchantCode = "The merchant code is required for 2Checkout";
  if (payments.merchantCode.length > 100) errors.paymentsMerchantCode = "The merchant code must be at most 100 characters";
  if (payments.publishableKey.length > 200) errors.paymentsPublishableKey = "The publishable key must be at most 200 characters";

  const prices = { monthly: amount("priceMonthly"), yearly: amount("priceYearly") };
  const limits = {
    visitorDaily: whole("limitVisitorDaily"),
    userDaily: whole("limitUserDaily"),
    premiumMonthly: whole("limitPremiumMonthly"),
    ipDaily: whole("limitIpDaily"),
  };

  const ads = { client: str(form.adsClient), scriptUrl: url("adsScriptUrl", true) };
  if (ads.client && !/^[A-Za-z0-9_.:-]{1,100}$/.test(ads.client)) errors.adsClient = "The client ID may contain only letters, digits, dots, colons, dashes and underscores";
  if (ads.client && !ads.scriptUrl) errors.adsScriptUrl = "Enter the ad network's script URL to show ads";

  const site = { name: str(form.siteName), supportEmail: str(form.siteSupportEmail) };
  if (!site.name) errors.siteName = "The site name is required";
  else if (site.name.length > 60) errors.siteName = "The site name must be at most 60 characters";
  if (!EMAIL.test(site.supportEmail)) errors.siteSupportEmail = "Enter a valid email address";

  // Where an available domain links to: the name goes where {domain} stands.
  const domains = { registrarSearchUrl: str(form.domainsRegistrarSearchUrl) };
  if (!isRegistrarSearchUrl(domains.registrarSearchUrl)) {
    errors.domainsRegistrarSearchUrl = "Enter an https address with {domain} where the domain goes";
  } else if (domains.registrarSearchUrl.length > 500) errors.domainsRegistrarSearchUrl = "The address must be at most 500 characters";

  const secret = (field: "aiApiKey" | "paymentsSecretKey", clear: string): string | null | undefined => {
    if (checked(form[clear])) return null;
    const raw = str(form[field]);
    if (!raw) return undefined;
    if (raw.length > 500 || /\s/.test(raw)) errors[field] = "The key must be one word of at most 500 characters";
    return raw;
  };
  const secrets: SecretChanges = { aiApiKey: secret("aiApiKey", "aiApiKeyClear"), paymentsSecretKey: secret("paymentsSecretKey", "paymentsSecretKeyClear") };

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, values: { ai, payments, prices, limits, ads, site, domains }, secrets };
}
