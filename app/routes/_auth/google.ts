import { data, redirect } from "react-router";
import { auth } from "~/auth/auth.server";
import { cookiesFrom, safeRedirect } from "~/auth/session.server";
import { config } from "~/config.server";
import type { Route } from "./+types/google";
import { readForm } from "~/lib/form-data.server";

export function loader() {
  return redirect("/sign-in");
}

/** Starts Google sign-in through better-auth and sends the browser to Google. */
export async function action({ request }: Route.ActionArgs) {
  if (!config().googleSignIn) throw data("Google sign-in is not available on this site.", { status: 404 });
  const form = await readForm(request);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const failed = form.get("mode") === "sign-up" ? "Google sign up failed" : "Google sign in failed";
  const response = await auth().api.signInSocial({
    body: { provider: "google", callbackURL: redirectTo, errorCallbackURL: `/sign-in?error=${encodeURIComponent(failed)}` },
    headers: request.headers,
    asResponse: true,
  });
  const body = (await response.json().catch(() => ({}))) as { url?: string };
  if (!response.ok || !body.url) throw data(`${failed}. Please try again.`, { status: 502 });
  return redirect(body.url, { headers: cookiesFrom(response) });
}
