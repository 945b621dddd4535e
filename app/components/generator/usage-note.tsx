import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export interface UsageView {
  kind: "visitor" | "user" | "premium";
  used: number;
  allowance: number;
  remaining: number;
}

export type LimitKind = "visitor" | "ip" | "user" | "premium";

/**
 * How many generations are left, and at the limit the next step: an account
 * for visitors, Premium for free users, the reset date for premium (the
 * message itself comes from the server).
 */
export function UsageNote({ usage, limit, path }: { usage: UsageView; limit: LimitKind | null; path: string }) {
  if (limit === "visitor" || limit === "ip") {
    return (
      <Link to={`/sign-up?redirectTo=${encodeURIComponent(path)}`} className={buttonVariants({ variant: "outline", className: "w-full" })}>
        Create a free account
      </Link>
    );
  }
  if (limit === "user") {
    return (
      <Link to="/pricing" className={buttonVariants({ variant: "outline", className: "w-full" })}>
        Upgrade to Premium
      </Link>
    );
  }
  if (limit === "premium") return null;
  if (usage.kind === "premium") {
    // Premium is presented as unlimited; the fair-use cap only shows near its end.
    if (usage.used < usage.allowance * 0.9) return null;
    return (
      <p className="text-sm text-slate-600" data-testid="usage-note">
        {usage.used} of your {usage.allowance} fair-use generations used this month.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600" data-testid="usage-note">
      {usage.remaining === 1 ? "1 generation left today" : `${usage.remaining} generations left today`}
    </p>
  );
}
