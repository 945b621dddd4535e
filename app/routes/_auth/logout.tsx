import { Form, Link, useNavigation } from "react-router";
import { auth } from "~/auth/auth.server";
import { redirectWithAuth } from "~/auth/actions.server";
import { getUser } from "~/auth/session.server";
import { AuthCard } from "~/components/auth/auth-layout";
import { Button, buttonVariants } from "~/components/ui/button";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/logout";

// GET /logout shows a page with a "Log out" button; only the POST signs out.
// A GET that signed out could be triggered by any other site (an image tag),
// while the POST goes through the same-origin checks every form post gets.

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Log out | Namesmith", description: "Log out of your Namesmith account.", path: "/logout", noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  return { email: user?.email ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  return redirectWithAuth("/", response, { type: "success", title: "Logged out" });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.email) {
    return (
      <AuthCard title="You are logged out" subtitle="You are not signed in on this browser.">
        <div className="flex flex-wrap gap-3">
          <Link to="/sign-in" className={buttonVariants()}>
            Sign In
          </Link>
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            Go to the home page
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Log out of Namesmith?" subtitle={`You are signed in as ${loaderData.email}.`}>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/logout">
          <Button type="submit" disabled={busy}>
            {busy ? "Logging out..." : "Log out"}
          </Button>
        </Form>
        <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
          Stay signed in
        </Link>
      </div>
    </AuthCard>
  );
}
