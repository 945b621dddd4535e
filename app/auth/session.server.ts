import { createHmac, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import { db } from "~/db/index.server";
import { accountStateFor, readSessionState, rememberAccountState } from "~/usage/account-state.server";
import { auth, type Auth } from "./auth.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

// The root loader and a page's loader both ask for the user of the same GET
// request; look the session up once. (Not for POSTs: an action may change the
// user, and the loaders that run after it must see the change.)
const usersOfRequests = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null. Costs nothing without a session cookie. */
export function getUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")?.includes("session_token")) return Promise.resolve(null);
  if (request.method !== "GET") return lookUpUser(request);
  let user = usersOfRequests.get(request);
  if (!user) {
    user = lookUpUser(request);
    usersOfRequests.set(request, user);
  }
  return user;
}

async function lookUpUser(request: Request): Promise<SessionUser | null> {
  const read = await readSessionCookie(request);
  if (read) return read;
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  // The profile comes with the rest of the account's state, which the page's
  // loaders of this request then read without asking the database again.
  const profile = await accountStateFor(db(), request, session.user.id);
  return {
    id: session.user.id,
    email: session.user.email,
    name: profile.fullName ?? session.user.name,
    role: profile.role ?? "user",
    emailVerified: session.user.emailVerified,
    twoFactorEnabled: Boolean((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
  };
}

/** What better-auth's getSession needs to know about our sessions, read from its own context once per instance. */
interface SessionRules {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}
const rulesOfInstances = new WeakMap<Auth, Promise<SessionRules>>();

function sessionRules(): Promise<SessionRules> {
  const instance = auth();
  let rules = rulesOfInstances.get(instance);
  if (!rules) {
    rules = instance.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    rulesOfInstances.set(instance, rules);
  }
  return rules;
}

/**
 * The common case of a signed-in page view, read in one statement: a session
 * cookie whose signature holds (checked as better-auth checks it: HMAC-SHA256
 * of the token with the app's secret), a session that exists, has not expired
 * and is not due for better-auth's daily refresh, and its user, with the
 * account's state for this request's loaders. Anything else (no valid cookie,
 * no session, expired, due for refresh) returns null and better-auth's
 * getSession decides, as it always did. Decision 0024.
 */
async function readSessionCookie(request: Request): Promise<SessionUser | null> {
  const rules = await sessionRules();
  const token = signedToken(request.headers.get("cookie") ?? "", rules);
  if (!token) return null;
  const now = new Date();
  const found = await readSessionState(db(), token, now);
  if (!found) return null;
  const expiresAt = found.expiresAt.getTime();
  if (!(expiresAt > now.getTime()) || expiresAt - rules.expiresInMs + rules.updateAgeMs <= now.getTime()) return null;
  rememberAccountState(request, found.user.id, found.state);
  return {
    id: found.user.id,
    email: found.user.email,
    name: found.state.fullName ?? found.user.name,
    role: found.state.role ?? "user",
    emailVerified: found.user.emailVerified,
    twoFactorEnabled: found.user.twoFactorEnabled,
  };
}

/** The session token of a cookie header whose signature is right, or null. */
export function signedToken(cookieHeader: string, rules: Pick<SessionRules, "cookieName" | "secret">): string | null {
  let value: string | null = null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === rules.cookieName) {
      // Two cookies of that name: leave it to better-auth.
      if (value !== null) return null;
      value = part.slice(eq + 1).trim();
    }
  }
  if (!value) return null;
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", rules.secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Pages that need a user send visitors to sign in, and back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(`/sign-in?redirectTo=${encodeURIComponent(pathOf(request))}`);
  return user;
}

/** Admin pages: visitors go to the administrator login; signed-in non-admins get 403. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(`/admin-login?redirectTo=${encodeURIComponent(pathOf(request))}`);
  if (user.role !== "admin") throw data("You don't have permission to access this page", { status: 403 });
  return user;
}

function pathOf(request: Request): string {
  // Client-side navigations fetch "<path>.data?_routes=…"; send people back to the page itself.
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return `${url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/")}${url.search}`;
}

/** Where to go after signing in: only paths on this site (see app/lib/safe-redirect.ts). */
export { safeRedirect } from "~/lib/safe-redirect";

/** Copies the cookies better-auth set on its response onto ours. */
export function cookiesFrom(response: Response, headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Headers for auth.api calls: the browser's, plus the client address for better-auth's records. */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set("x-namesmith-client-ip", clientIp);
  return headers;
}
