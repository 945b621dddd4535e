import { redirectWithAuth } from "~/auth/actions.server";
import { getUser } from "~/auth/session.server";
import { db } from "~/db/index.server";
import { FavoriteInputError, removeFavorite, savedNames, toggleFavorite } from "~/favorites/favorites.server";
import { readForm, readJson } from "~/lib/form-data.server";
import type { Route } from "./+types/api.favorites";

// /api/favorites — the heart on result cards and the remove button of the dashboard.
//   GET    ?generator=dog&name=Luna&name=Rex  → { names: [...] } already saved
//   POST   JSON {generator, name, description?, details?}  → { favorited }
//   DELETE ?id=…  → { removed: true }, or 404 when it is not the user's
//   POST   form intent=remove&id=…  (the dashboard without JavaScript) → back to the dashboard

const SIGN_IN = { title: "Authentication Required", message: "Please sign in to save favorites" };
const NOT_FOUND = { title: "Not Found", message: "This favorite does not exist." };
const DASHBOARD = "/dashboard?tab=favorites";
const noStore = { "Cache-Control": "no-store" };

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) return json(SIGN_IN, 401);
  const params = new URL(request.url).searchParams;
  const names = await savedNames(db(), user.id, params.get("generator") ?? "", params.getAll("name"));
  return json({ names });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method === "DELETE") return deleteFavorite(request);
  if (request.method !== "POST") {
    return Response.json({ title: "Error", message: "Use POST or DELETE." }, { status: 405, headers: { Allow: "GET, POST, DELETE" } });
  }
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) return formPost(request);

  const user = await getUser(request);
  if (!user) return json(SIGN_IN, 401);
  const body = await readJson(request);
  try {
    return json(await toggleFavorite(db(), user.id, body));
  } catch (err) {
    if (err instanceof FavoriteInputError) return json({ title: "Error", message: err.message }, 400);
    throw err;
  }
}

async function deleteFavorite(request: Request) {
  const user = await getUser(request);
  if (!user) return json(SIGN_IN, 401);
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!(await removeFavorite(db(), user.id, id))) return json(NOT_FOUND, 404);
  return json({ removed: true });
}

/** The dashboard's remove button when JavaScript is off: a form post, answered with a redirect. */
async function formPost(request: Request) {
  const user = await getUser(request);
  if (!user) return redirectWithAuth(`/sign-in?redirectTo=${encodeURIComponent(DASHBOARD)}`, null);
  const form = await readForm(request);
  const id = form.get("id");
  if (form.get("intent") !== "remove" || typeof id !== "string" || !(await removeFavorite(db(), user.id, id))) {
    return redirectWithAuth(DASHBOARD, null, { type: "error", title: "Failed to remove favorite. Please try again." });
  }
  return redirectWithAuth(DASHBOARD, null, { type: "success", title: "Favorite Removed." });
}
