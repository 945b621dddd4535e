// A stand-in origin: only paths are accepted, so resolving against it is the
// same as resolving against the site's own origin, without needing the config.
const ORIGIN = "http://same.site";
// Backslashes (browsers read them as slashes) and control characters (tabs and
// newlines are dropped by URL parsers, so "/\t/x" becomes "//x").
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * The path to send someone to after sign-in, sign-up, two-factor or Google:
 * only a path on this site ("/checkout?plan=yearly") comes out; anything that
 * could leave the origin ("//evil", "/.//evil", "/\\evil", "/%2F%2Fevil",
 * "https:evil", tabs or newlines) gives `fallback`.
 */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2048 || UNSAFE.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  // "/.//x" and "/a/..//x" normalize to "//x"; "/%2F%2Fx" becomes "//x" for
  // any server or router that decodes the path before matching.
  if (url.pathname.startsWith("//") || /^\/[/\\]/.test(decoded) || UNSAFE.test(decoded)) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Belt and braces: what comes out must itself stay on the site when followed.
  return new URL(path, ORIGIN).origin === ORIGIN ? path : fallback;
}
