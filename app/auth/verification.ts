// The e-mail verification link lands on /email-verified, which says the
// address is verified (or that the link did not work) and then leads on to
// where the person was going (better-auth's callbackURL).

export const VERIFIED_PATH = "/email-verified";

/** better-auth's verification link, with its callbackURL wrapped in the landing page. */
export function verificationLink(url: string): string {
  const link = new URL(url);
  const next = link.searchParams.get("callbackURL") || "/dashboard";
  if (next.startsWith(VERIFIED_PATH)) return url;
  link.searchParams.set("callbackURL", `${VERIFIED_PATH}?next=${encodeURIComponent(next)}`);
  return link.toString();
}
