import { redirect } from "react-router";
import { flashHeader, type Flash } from "~/lib/flash.server";
import { cookiesFrom } from "./session.server";

/** Redirects with better-auth's cookies and a toast for the next page. */
export async function redirectWithAuth(to: string, authResponse: Response | null, flash?: Flash) {
  const headers = authResponse ? cookiesFrom(authResponse) : new Headers();
  if (flash) headers.append("Set-Cookie", await flashHeader(flash));
  return redirect(to, { headers });
}

/** The message better-auth gave for a failed call, if any. */
export async function authErrorMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { message?: string };
    return typeof body.message === "string" ? body.message : null;
  } catch {
    return null;
  }
}
