import QRCode from "qrcode";
import { auth } from "./auth.server";

/**
 * Two-factor authentication (TOTP) over better-auth's twoFactor plugin.
 * Every call forwards the browser's cookies and hands back better-auth's
 * response, whose cookies the route must pass on: enabling, confirming and
 * turning off replace the session. Secrets and backup codes are returned to
 * the caller only, never logged.
 */

export interface TwoFactorSetup {
  /** The otpauth URI as an SVG QR code, rendered here so the secret never leaves through a third party. */
  qrSvg: string;
  /** The same secret in base32, for apps that cannot scan. */
  secret: string;
  backupCodes: string[];
}

type Outcome<T extends object = object> = ({ ok: true } & T) | { ok: false; reason: FailureReason };
export type FailureReason = "password" | "code" | "not-started" | "expired" | "too-many" | "locked" | "unknown";

/** The code better-auth put on a failed response ("INVALID_CODE", …), if any. */
async function errorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : null;
  } catch {
    return null;
  }
}

const REASONS: Record<string, FailureReason> = {
  INVALID_PASSWORD: "password",
  INVALID_CODE: "code",
  INVALID_BACKUP_CODE: "code",
  TOTP_NOT_ENABLED: "not-started",
  TWO_FACTOR_NOT_ENABLED: "not-started",
  BACKUP_CODES_NOT_ENABLED: "not-started",
  INVALID_TWO_FACTOR_COOKIE: "expired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "too-many",
  ACCOUNT_TEMPORARILY_LOCKED: "locked",
};

async function failure(response: Response): Promise<{ ok: false; reason: FailureReason }> {
  return { ok: false, reason: REASONS[(await errorCode(response)) ?? ""] ?? "unknown" };
}

/** The base32 secret inside an otpauth:// URI. */
export function secretFromURI(totpURI: string): string {
  return new URL(totpURI).searchParams.get("secret") ?? "";
}

/**
 * Starts enrolment: checks the password, stores a new (unconfirmed) secret and
 * backup codes. Two-factor is on only once `confirmEnrolment` accepts a code.
 */
export async function startEnrolment(headers: Headers, password: string): Promise<Outcome<{ setup: TwoFactorSetup }> & { response: Response }> {
  const response = await auth().api.enableTwoFactor({ body: { password }, headers, asResponse: true });
  if (!response.ok) return { ...(await failure(response)), response };
  const body = (await response.clone().json()) as { totpURI: string; backupCodes: string[] };
  const qrSvg = await QRCode.toString(body.totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { ok: true, setup: { qrSvg, secret: secretFromURI(body.totpURI), backupCodes: body.backupCodes }, response };
}

/** A code from the signed-in user's app: confirms enrolment, or proves possession before a change. */
export async function checkCode(headers: Headers, code: string): Promise<Outcome & { response: Response }> {
  const response = await auth().api.verifyTOTP({ body: { code }, headers, asResponse: true });
  if (!response.ok) return { ...(await failure(response)), response };
  return { ok: true, response };
}

export async function regenerateBackupCodes(headers: Headers, password: string): Promise<Outcome<{ backupCodes: string[] }> & { response: Response }> {
  const response = await auth().api.generateBackupCodes({ body: { password }, headers, asResponse: true });
  if (!response.ok) return { ...(await failure(response)), response };
  const body = (await response.clone().json()) as { backupCodes: string[] };
  return { ok: true, backupCodes: body.backupCodes, response };
}

/** Turning off needs both factors: a current code first, then the password. */
export async function turnOff(headers: Headers, password: string, code: string): Promise<Outcome & { response: Response | null }> {
  const check = await checkCode(headers, code);
  if (!check.ok) return { ...check, response: null };
  const response = await auth().api.disableTwoFactor({ body: { password }, headers, asResponse: true });
  if (!response.ok) return { ...(await failure(response)), response };
  return { ok: true, response };
}

/** The second step of signing in, against the pending challenge in better-auth's two-factor cookie. */
export async function completeSignIn(
  headers: Headers,
  input: { method: "totp" | "backup"; code: string; trustDevice: boolean },
): Promise<Outcome & { response: Response }> {
  const body = { code: input.code, trustDevice: input.trustDevice };
  const response =
    input.method === "backup"
      ? await auth().api.verifyBackupCode({ body, headers, asResponse: true })
      : await auth().api.verifyTOTP({ body, headers, asResponse: true });
  if (!response.ok) return { ...(await failure(response)), response };
  return { ok: true, response };
}

/**
 * Whether this browser is between the password and the code: better-auth's
 * two-factor cookie is present and its challenge has not expired. Only a
 * courtesy for the page; better-auth checks the signed cookie itself.
 */
export async function hasPendingSignIn(request: Request): Promise<boolean> {
  const header = request.headers.get("cookie");
  if (!header) return false;
  const ctx = await auth().$context;
  const name = ctx.createAuthCookie("two_factor").name;
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return false;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  // A signed cookie reads "<identifier>.<signature>".
  const identifier = value.slice(0, value.lastIndexOf("."));
  if (!identifier) return false;
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier);
  return Boolean(challenge && new Date(challenge.expiresAt) > new Date());
}
