import { redirect } from "react-router";
import { getUser } from "~/auth/session.server";
import { db } from "~/db/index.server";
import { exportFavoritesCsv } from "~/favorites/favorites.server";
import type { Route } from "./+types/api.favorites-csv";

// GET /api/favorites.csv — the signed-in user's favorites as a spreadsheet.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) throw redirect(`/sign-in?redirectTo=${encodeURIComponent("/dashboard?tab=favorites")}`);
  const csv = await exportFavoritesCsv(db(), user.id);
  // The byte order mark lets spreadsheet programs read accented names as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="namesmith-favorites.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
