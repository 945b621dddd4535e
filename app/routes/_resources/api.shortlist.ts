import { redirectWithAuth } from "~/auth/actions.server";
import { requireUser } from "~/auth/session.server";
import { db } from "~/db/index.server";
import { shareFavorites, stopSharing } from "~/shortlists/shortlist.server";
import { readForm } from "~/lib/form-data.server";
import type { Route } from "./+types/api.shortlist";

// POST /api/shortlist — the dashboard's share buttons (native forms):
//   intent=share   creates the public link to the user's favorites
//   intent=revoke  stops sharing: the link no longer works
// Both answer with a redirect back to the favorites tab and a toast.

const DASHBOARD = "/dashboard?tab=favorites";

export function loader() {
  return Response.json({ title: "Error", message: "Use POST to share or stop sharing." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const user = await requireUser(request);
  const intent = (await readForm(request)).get("intent");
  if (intent === "share") {
    await shareFavorites(db(), user.id);
    return redirectWithAuth(DASHBOARD, null, { type: "success", title: "Shortlist shared", description: "Send the link to friends so they can vote." });
  }
  if (intent === "revoke") {
    await stopSharing(db(), user.id);
    return redirectWithAuth(DASHBOARD, null, { type: "success", title: "Sharing stopped", description: "The old link no longer works." });
  }
  return redirectWithAuth(DASHBOARD, null, { type: "error", title: "Something went wrong. Please try again." });
}
