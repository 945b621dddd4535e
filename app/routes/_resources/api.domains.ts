import { db } from "~/db/index.server";
import { allowDomainLookup, checkDomains } from "~/domains/domains.server";
import { DEFAULT_TLDS, parseTlds } from "~/domains/tlds";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/api.domains";

// GET /api/domains?name=Luna%20Bay&tlds=com,net — whether the name is free as
// a domain in each TLD: { name, label, problem, results: [{tld, domain, status, checkedAt, registerUrl?}] }.
// Result cards call it after their names have arrived.

const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const name = (params.get("name") ?? "").replace(/\s+/g, " ").trim();
  if (!name || name.length > 80) {
    return Response.json({ title: "Error", message: "Send the name to check (at most 80 characters)." }, { status: 400, headers });
  }
  const tlds = params.has("tlds") ? parseTlds(params.get("tlds")) : [...DEFAULT_TLDS];
  if (tlds.length === 0) return Response.json({ title: "Error", message: "Choose at least one domain ending, such as .com." }, { status: 400, headers });
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowDomainLookup(db(), clientIp))) {
    return Response.json(
      { title: "Too many checks", message: "Too many domain checks at once. Please wait a minute and try again." },
      { status: 429, headers: { ...headers, "Retry-After": "60" } },
    );
  }
  return Response.json(await checkDomains(db(), name, tlds), { headers });
}
