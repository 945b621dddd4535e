import { auth } from "~/auth/auth.server";
import type { Route } from "./+types/api.auth";

// better-auth's own endpoints: e-mail verification links and OAuth callbacks.
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
