import { createCookie } from "react-router";

/** A toast to show on the next page, set by an action that redirects. */
export interface Flash {
  type: "success" | "error";
  title: string;
  description?: string;
}

const cookie = createCookie("ns_flash", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

export async function flashHeader(flash: Flash): Promise<string> {
  return cookie.serialize({ ...flash, id: Math.random().toString(36).slice(2) });
}

/** Reads the flash of this request; the Set-Cookie header clears it. */
export async function readFlash(request: Request): Promise<{ flash: (Flash & { id: string }) | null; clear: string | null }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("ns_flash=")) return { flash: null, clear: null };
  const value = (await cookie.parse(header)) as (Flash & { id: string }) | null;
  return { flash: value && typeof value.title === "string" ? value : null, clear: await cookie.serialize("", { maxAge: 0 }) };
}
