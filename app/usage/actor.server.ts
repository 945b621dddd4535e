import { randomUUID } from "node:crypto";
import { createCookie, type RouterContextProvider } from "react-router";
import { getUser } from "~/auth/session.server";
import { config } from "~/config.server";
import { requestInfoContext } from "~/lib/request-context";
import type { Actor } from "./usage.server";

// Visitors are told apart by a signed, http-only cookie. Clearing it starts a
// new visitor, which the per-address daily ceiling keeps in check.
let visitorCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  visitorCookie ??= createCookie("ns_visitor", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config().SITE_URL.startsWith("https://"),
    maxAge: 60 * 60 * 24 * 365,
    secrets: [config().APP_SECRET],
  });
  return visitorCookie;
}

export interface ActorResult {
  actor: Actor;
  /** Set-Cookie for a visitor seen for the first time, when `assignVisitor` was asked. */
  setCookie: string | null;
}

/**
 * Who is making this request: the signed-in user, or a visitor. With
 * `assignVisitor`, a visitor without a cookie gets one (generation requests).
 */
export async function actorFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { assignVisitor?: boolean } = {},
): Promise<ActorResult> {
  const { clientIp } = context.get(requestInfoContext);
  const user = await getUser(request);
  if (user) return { actor: { userId: user.id, visitorId: null, ip: clientIp }, setCookie: null };
  const existing = (await cookie().parse(request.headers.get("cookie"))) as unknown;
  if (typeof existing === "string" && /^[0-9a-f-]{36}$/.test(existing)) {
    return { actor: { userId: null, visitorId: existing, ip: clientIp }, setCookie: null };
  }
  if (!options.assignVisitor) return { actor: { userId: null, visitorId: null, ip: clientIp }, setCookie: null };
  const visitorId = randomUUID();
  return { actor: { userId: null, visitorId, ip: clientIp }, setCookie: await cookie().serialize(visitorId) };
}
