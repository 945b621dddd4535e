import type { Database } from "~/db/client.server";
import { adSettings, aiSettings, domainSettings, maskSecret, paymentSettings, prices, saveSecret, saveSettings, siteSettings, usageLimits } from "~/settings/settings.server";
import type { SecretChanges, SettingsValues } from "./settings-form";
import { logAdminAction } from "~/lib/log.server";

/** What the settings form shows: every public value, and secrets only as masks. */
export async function settingsForForm(db: Database) {
  const [ai, payments, price, limits, ads, site, domains] = await Promise.all([
    aiSettings(db),
    paymentSettings(db),
    prices(db),
    usageLimits(db),
    adSettings(db),
    siteSettings(db),
    domainSettings(db),
  ]);
  const values: SettingsValues = {
    ai: { baseUrl: ai.baseUrl, model: ai.model },
    payments: { processor: payments.processor, merchantCode: payments.merchantCode, publishableKey: payments.publishableKey, sandbox: payments.sandbox },
    prices: price,
    limits,
    ads,
    site,
    domains,
  };
  // The secrets themselves stay here: the browser gets a mask to recognise them by.
  return { values, masks: { aiApiKey: maskSecret(ai.apiKey), paymentsSecretKey: maskSecret(payments.secretKey) } };
}

export async function saveSettingsForm(db: Database, values: SettingsValues, secrets: SecretChanges, actorId: string): Promise<void> {
  await saveSettings(db, values, actorId);
  if (secrets.aiApiKey !== undefined) await saveSecret(db, "ai.apiKey", secrets.aiApiKey ?? "", actorId);
  if (secrets.paymentsSecretKey !== undefined) await saveSecret(db, "payments.secretKey", secrets.paymentsSecretKey ?? "", actorId);
  // Which secrets changed, never their values.
  const changedSecrets = Object.entries(secrets).filter(([, v]) => v !== undefined).map(([k]) => k);
  logAdminAction("settings.update", actorId, Object.keys(values).join(","), { changedSecrets });
}

export type ConnectionResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * One tiny chat-completions request (a single token) to check the base URL,
 * model and key. The key is sent to the provider only, never echoed back.
 */
export async function testAiConnection(settings: { baseUrl: string; model: string; apiKey: string | null }, timeoutMs = 10_000): Promise<ConnectionResult> {
  if (!settings.apiKey) return { ok: false, message: "No API key is set: the built-in name engine is in use. Enter a key and save it first." };
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({ model: settings.model, max_tokens: 1, messages: [{ role: "user", content: "Reply with OK." }] }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (err) {
    const name = (err as Error)?.name;
    if (name === "TimeoutError" || name === "AbortError") return { ok: false, message: `The AI provider did not answer within ${timeoutMs / 1000} seconds.` };
    return { ok: false, message: `Could not reach ${safeOrigin(settings.baseUrl)}. Check the base URL.` };
  }
  const body = await response.text().catch(() => "");
  if (!response.ok) return { ok: false, message: `The AI provider answered ${response.status}: ${errorMessage(body, settings.apiKey)}` };
  try {
    const parsed = JSON.parse(body) as { choices?: unknown[] };
    if (!Array.isArray(parsed.choices)) throw new Error("no choices");
  } catch {
    return { ok: false, message: "The AI provider answered, but not with a chat completion. Check the base URL." };
  }
  return { ok: true, message: `Connection successful: ${settings.model} answered at ${safeOrigin(settings.baseUrl)}.` };
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "the configured address";
  }
}

function errorMessage(body: string, apiKey: string): string {
  let message = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    message = (typeof parsed.error === "string" ? parsed.error : parsed.error?.message) ?? parsed.message ?? body;
  } catch {
    // not JSON
  }
  // Some providers quote the key they were given: never pass it on.
  return message.split(apiKey).join("[key]").replace(/\s+/g, " ").slice(0, 200) || "no details";
}
