import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { appSettings, auditLog } from "~/db/schema";
import { isRegistrarSearchUrl } from "~/domains/registrar";

// Application settings live in the database (the admin area edits them); the
// defaults here apply until an administrator changes a value. Secrets are
// stored encrypted with a key derived from APP_SECRET and never leave the
// server: readers get them decrypted, the browser only ever sees a mask.

export interface UsageLimits {
  /** Generations per day for visitors without an account. */
  visitorDaily: number;
  /** Generations per day for signed-in free users. */
  userDaily: number;
  /** Fair-use cap per month for premium subscribers. */
  premiumMonthly: number;
  /** Generations per day from one IP address without an account, whatever the cookies say. */
  ipDaily: number;
}

export interface Prices {
  monthly: number;
  yearly: number;
}

export interface AiSettings {
  baseUrl: string;
  model: string;
  /** When the AI provider fails, visitors get built-in names with a note instead of an error. */
  fallback: boolean;
}

export interface PaymentSettings {
  processor: "test" | "2checkout";
  /** 2Checkout (Verifone) merchant code / seller id. */
  merchantCode: string;
  /** Publishable key for the browser tokenizer. */
  publishableKey: string;
  sandbox: boolean;
}

export interface AdSettings {
  /** Ad network client id, e.g. ca-pub-…; empty means no ads. */
  client: string;
  /** URL of the ad network's script (https). */
  scriptUrl: string;
}

export interface SiteSettings {
  name: string;
  supportEmail: string;
}

export interface DomainSettings {
  /** Registrar search for an available domain; {domain} is replaced by e.g. "lunabay.com". */
  registrarSearchUrl: string;
}

export const DEFAULT_DOMAIN_SETTINGS: DomainSettings = {
  registrarSearchUrl: "https://www.namecheap.com/domains/registration/results/?domain={domain}",
};

export const DEFAULT_LIMITS: UsageLimits = { visitorDaily: 3, userDaily: 15, premiumMonthly: 750, ipDaily: 20 };
export const DEFAULT_PRICES: Prices = { monthly: 5, yearly: 50 };

/** The secret settings; each is stored encrypted under its own key. */
export type SecretKey = "ai.apiKey" | "payments.secretKey";

const PUBLIC_KEYS = ["limits", "prices", "ai", "payments", "ads", "site", "domains"] as const;
type PublicKey = (typeof PUBLIC_KEYS)[number];

// A few seconds of caching keeps settings off the hot path; a change made on
// one instance reaches the others within this time.
const CACHE_MS = 10_000;
let cache: { at: number; db: Database; values: Map<string, unknown> } | undefined;

async function readAll(db: Database): Promise<Map<string, unknown>> {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache.values;
  const keys: string[] = [...PUBLIC_KEYS, "ai.apiKey", "payments.secretKey"];
  const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings).where(inArray(appSettings.key, keys));
  const values = new Map(rows.map((r) => [r.key, r.value]));
  cache = { at: Date.now(), db, values };
  return values;
}

/** Forget cached values (after the admin saves, and in tests). */
export function invalidateSettings(): void {
  cache = undefined;
}

function positiveNumbers<T extends object>(defaults: T, value: unknown): T {
  if (typeof value !== "object" || value === null) return defaults;
  const out = { ...defaults } as Record<string, number>;
  for (const [k, v] of Object.entries(value)) {
    if (k in out && typeof v === "number" && Number.isFinite(v) && v > 0) out[k] = v;
  }
  return out as T;
}

function strings<T extends object>(defaults: T, value: unknown): T {
  if (typeof value !== "object" || value === null) return defaults;
  const out = { ...defaults } as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) {
    if (k in out && typeof v === typeof out[k]) out[k] = v;
  }
  return out as T;
}

export async function usageLimits(db: Database): Promise<UsageLimits> {
  return positiveNumbers(DEFAULT_LIMITS, (await readAll(db)).get("limits"));
}

export async function prices(db: Database): Promise<Prices> {
  return positiveNumbers(DEFAULT_PRICES, (await readAll(db)).get("prices"));
}

/** The AI provider: admin settings first, then the environment. */
export async function aiSettings(db: Database): Promise<AiSettings & { apiKey: string | null }> {
  const c = config();
  const stored = strings({ baseUrl: "", model: "", fallback: true }, (await readAll(db)).get("ai"));
  return {
    baseUrl: stored.baseUrl || c.AI_BASE_URL || "https://api.groq.com/openai/v1",
    model: stored.model || c.AI_MODEL || "llama-3.3-70b-versatile",
    fallback: stored.fallback,
    apiKey: (await secret(db, "ai.apiKey")) ?? c.AI_API_KEY ?? null,
  };
}

export async function paymentSettings(db: Database): Promise<PaymentSettings & { secretKey: string | null }> {
  const stored = strings<PaymentSettings>({ processor: "test", merchantCode: "", publishableKey: "", sandbox: true }, (await readAll(db)).get("payments"));
  return { ...stored, processor: stored.processor === "2checkout" ? "2checkout" : "test", secretKey: await secret(db, "payments.secretKey") };
}

export async function adSettings(db: Database): Promise<AdSettings> {
  return strings({ client: "", scriptUrl: "" }, (await readAll(db)).get("ads"));
}

/** Where "available" domains link to; only an https URL with {domain} is used. */
export async function domainSettings(db: Database): Promise<DomainSettings> {
  const stored = strings(DEFAULT_DOMAIN_SETTINGS, (await readAll(db)).get("domains"));
  return isRegistrarSearchUrl(stored.registrarSearchUrl) ? stored : DEFAULT_DOMAIN_SETTINGS;
}

export async function siteSettings(db: Database): Promise<SiteSettings> {
  const c = config();
  return strings({ name: "Namesmith", supportEmail: c.SUPPORT_EMAIL }, (await readAll(db)).get("site"));
}

/** Saves public settings (whole objects per key) and records who changed them. */
export async function saveSettings(db: Database, values: Partial<Record<PublicKey, object>>, actorId: string | null): Promise<void> {
  const entries = Object.entries(values).filter(([k]) => (PUBLIC_KEYS as readonly string[]).includes(k));
  await db.transaction(async (tx) => {
    for (const [key, value] of entries) {
      await tx
        .insert(appSettings)
        .values({ key, value, secret: false, updatedBy: actorId })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: actorId, updatedAt: sql`now()` } });
    }
    if (entries.length) await tx.insert(auditLog).values({ actorId, action: "settings.update", target: entries.map(([k]) => k).join(","), details: {} });
  });
  invalidateSettings();
}

/** Stores a secret encrypted; an empty value removes it. Never logged, never returned to the browser. */
export async function saveSecret(db: Database, key: SecretKey, value: string, actorId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (!value) {
      await tx.delete(appSettings).where(inArray(appSettings.key, [key]));
    } else {
      const stored = encrypt(value);
      await tx
        .insert(appSettings)
        .values({ key, value: stored, secret: true, updatedBy: actorId })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: stored, secret: true, updatedBy: actorId, updatedAt: sql`now()` } });
    }
    await tx.insert(auditLog).values({ actorId, action: value ? "secret.update" : "secret.remove", target: key, details: {} });
  });
  invalidateSettings();
}

export async function secret(db: Database, key: SecretKey): Promise<string | null> {
  const stored = (await readAll(db)).get(key);
  if (typeof stored !== "string") return null;
  try {
    return decrypt(stored);
  } catch {
    // Encrypted under another APP_SECRET: treat as unset rather than fail.
    return null;
  }
}

/** "••••••••1234": enough for an admin to recognise a key, never enough to use it. */
export function maskSecret(value: string | null): string {
  if (!value) return "";
  return `${"•".repeat(8)}${value.slice(-4)}`;
}

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", config().APP_SECRET, "namesmith-settings", "settings-encryption", 32));
}

function encrypt(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1:${iv.toString("base64")}:${cipher.getAuthTag().toString("base64")}:${body.toString("base64")}`;
}

function decrypt(stored: string): string {
  const [version, iv, tag, body] = stored.split(":");
  if (version !== "v1") throw new Error("unknown format");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
}
