import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { requireUser } from "~/auth/session.server";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-success";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Subscription Activated | Namesmith",
    description: "Your Namesmith Premium subscription is active.",
    path: "/subscription/success",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function SubscriptionSuccess() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card className="p-8 text-center">
        <CheckCircle2 className="mx-auto size-14 text-green-600" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Subscription Activated!</h1>
        <p className="mt-3 text-slate-600">
          Welcome to Namesmith Premium. You can now generate names without the daily limit, across every generator.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/generators" className={buttonVariants()}>
            Start Generating Names
          </Link>
          <Link to="/subscription" className={buttonVariants({ variant: "outline" })}>
            View Subscription
          </Link>
        </div>
      </Card>
    </div>
  );
}
