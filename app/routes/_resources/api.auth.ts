import { data } from "react-router";
import { auth } from "~/auth/auth.server";
import { config } from "~/config.server";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/api.auth";

/**
 * Of better-auth's endpoints only those that need a URL of their own are
 * public: the e-mail verification link and Google's callback. Pages call
 * everything else (sign-in, sign-up, reset, two-factor…) through `auth.api`
 * in their actions, behind the site's own validation and throttles; through
 * /api/auth/* those answer 404. An allow-list, so an endpoint a future
 * version or plugin adds stays private until it is listed here.
 */
function isPublic(method: string, pathname: string): boolean {
  if (method === "GET" && pathname === "/api/auth/verify-email") return true;
  if ((method === "GET" || method === "POST") && pathname === "/api/auth/callback/google") return config().googleSignIn;
  return false;
}

function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!isPublic(request.method, url.pathname)) throw data("Not Found", { status: 404 });
  if (url.pathname === "/api/auth/verify-email") {
    // Anyone can make a verification link; where it leads is ours to decide.
    url.searchParams.set("callbackURL", safeRedirect(url.searchParams.get("callbackURL")));
    return auth().handler(new Request(url, request));
  }
  return auth().handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
