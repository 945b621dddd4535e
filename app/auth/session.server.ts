import { data, redirect } from "react-router";
import { db } from "~/db/index.server";
import { accountStateFor } from "~/usage/account-state.server";
import { auth } from "./auth.server";

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
