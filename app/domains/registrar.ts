/**
 * A registrar search address an available domain may link to: https, no
 * spaces, with {domain} where the domain goes (e.g. "lunabay.com"). Shared by
 * the settings form (the admin's message) and the settings reader (which
 * falls back to the default for anything else).
 */
export function isRegistrarSearchUrl(value: string): boolean {
  if (!value.includes("{domain}") || /\s/.test(value)) return false;
  try {
    const url = new URL(value.replaceAll("{domain}", "example.com"));
    return url.protocol === "https:" && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}
