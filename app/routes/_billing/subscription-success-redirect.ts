import { redirect } from "react-router";
import type { Route } from "./+types/subscription-success-redirect";

// The other reading of the confirmation address: one page, one canonical URL.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/subscription/success${new URL(request.url).search}`, 301);
}
