import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText } from "ai";
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
    ai: { baseUrl: ai.baseUrl, model: ai.model, fallback: ai.fallback },
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
 * One tiny request through the same client the generators use (the AI SDK),
 * to check the base URL, model and key. The administrator sees the cause of a
 * failure, with the key redacted wherever the provider quoted it.
 */
export async function testAiConnection(settings: { baseUrl: string; model: string; apiKey: string | null }, timeoutMs = 10_000): Promise<ConnectionResult> {
  if (!settings.apiKey) return { ok: false, message: "No API key is set: the built-in name engine is in use. Enter a key and save it first." };
  const redact = (text: string) => redactKey(text, settings.apiKey ?? "");
  try {
    const provider = createOpenAICompatible({ name: "ai", baseURL: settings.baseUrl.replace(/\/+$/, ""), apiKey: settings.apiKey });
    await generateText({
      model: provider.chatModel(settings.model),
      prompt: "Reply with OK.",
      maxOutputTokens: 5,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const name = (err as Error)?.name;
    if (name === "TimeoutError" || name === "AbortError" || (err as { cause?: Error })?.cause?.name === "TimeoutError") {
      return { ok: false, message: `The AI provider did not answer within ${timeoutMs / 1000} seconds.` };
    }
    if (APICallError.isInstance(err)) {
      if (err.statusCode === undefined) return { ok: false, message: `Could not reach ${safeOrigin(settings.baseUrl)}. Check the base URL.` };
      return { ok: false, message: `The AI provider answered ${err.statusCode}: ${redact(errorMessage(err.responseBody ?? err.message))}` };
    }
    return { ok: false, message: `The AI provider answered, but not with a chat completion (${redact(String((err as Error)?.message ?? err)).slice(0, 160)}). Check the base URL and the model.` };
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

function errorMessage(body: string): string {
  let message = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    message = (typeof parsed.error === "string" ? parsed.error : parsed.error?.message) ?? parsed.message ?? body;
  } catch {
    // not JSON
  }
  return message.replace(/\s+/g, " ").slice(0, 200) || "no details";
}

/** Some providers quote the key they were given, whole or in part: never pass it on. */
export function redactKey(text: string, apiKey: string): string {
  if (!apiKey) return text;
  let out = text.split(apiKey).join("[key]");
  // A long enough piece of the key (a provider may show its start or end) is redacted too.
  for (let size = Math.min(apiKey.length - 1, 24); size >= 8; size--) {
    for (let i = 0; i + size <= apiKey.length; i++) out = out.split(apiKey.slice(i, i + size)).join("[key]");
  }
  return out;
}
