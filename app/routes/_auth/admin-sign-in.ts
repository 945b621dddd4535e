import { redirect } from "react-router";
import type { Route } from "./+types/admin-sign-in";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/admin-login${new URL(request.url).search}`, 301);
}
