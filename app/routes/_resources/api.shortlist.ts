import { redirectWithAuth } from "~/auth/actions.server";
import { requireUser } from "~/auth/session.server";
import { db } from "~/db/index.server";
import { shareFavorites, stopSharing } from "~/shortlists/shortlist.server";
import { readForm } from "~/lib/form-data.server";
import type { Route } from "./+types/api.shortlist";

// POST /api/shortlist — the dashboard's shortlist forms (native forms):
//   intent=share   shares the picked favorites (favoriteId, repeated) under a
//                  title, or changes what the existing link shows
//   intent=revoke  removes the shortlist: the link no longer works
// Both answer with a redirect back to the favorites tab and a toast.

const DASHBOARD = "/dashboard?tab=favorites";

export function loader() {
  return Response.json({ title: "Error", message: "Use POST to share or stop sharing." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "share") {
    const title = form.get("title");
    const favoriteIds = form.getAll("favoriteId").filter((v): v is string => typeof v === "string");
    const result = await shareFavorites(db(), user.id, { title: typeof title === "string" ? title : "", favoriteIds });
    if (result.kind === "invalid") return redirectWithAuth(DASHBOARD, null, { type: "error", title: "Shortlist not saved", description: result.message });
    return redirectWithAuth(DASHBOARD, null, {
      type: "success",
      title: "Shortlist saved",
      description: `${result.names === 1 ? "1 name is" : `${result.names} names are`} on your shortlist. Send the link to friends so they can vote.`,
    });
  }
  if (intent === "revoke") {
    await stopSharing(db(), user.id);
    return redirectWithAuth(DASHBOARD, null, { type: "success", title: "Shortlist removed", description: "The old link no longer works." });
  }
  return redirectWithAuth(DASHBOARD, null, { type: "error", title: "Something went wrong. Please try again." });
}
