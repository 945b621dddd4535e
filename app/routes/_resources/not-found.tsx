import { data, redirect } from "react-router";
import { NotFound } from "~/root";
import { redirectFor } from "~/generation/catalog/aliases.server";
import type { Route } from "./+types/not-found";

export function loader({ url }: Route.LoaderArgs) {
  const target = redirectFor(url.pathname);
  if (target) throw redirect(`${target}${url.search}`, 301);
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
