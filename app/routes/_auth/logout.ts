import { redirect } from "react-router";
import { auth } from "~/auth/auth.server";
import { redirectWithAuth } from "~/auth/actions.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  return redirectWithAuth("/", response, { type: "success", title: "Logged out" });
}
