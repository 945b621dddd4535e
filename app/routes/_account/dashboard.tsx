import { format } from "date-fns";
import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect } from "react-router";
import { toast } from "sonner";
import { accountSummary, updateFullName } from "~/account/profile.server";
import { auth } from "~/auth/auth.server";
import { redirectWithAuth } from "~/auth/actions.server";
import { authHeaders, requireUser } from "~/auth/session.server";
import { allowAuthAttempt, THROTTLE_MESSAGE } from "~/auth/throttle.server";
import { validateChangePassword, validateProfile } from "~/components/account/account-forms";
import { FavoritesPanel, type FavoriteRow } from "~/components/account/favorites-panel";
import { GeneratorsPanel } from "~/components/account/generators-panel";
import { SettingsPanel } from "~/components/account/settings-panel";
import { SummaryCards } from "~/components/account/summary-cards";
import { Button } from "~/components/ui/button";
import { db } from "~/db/index.server";
import { generatorTitle, listFavorites } from "~/favorites/favorites.server";
import { generatorBySlug } from "~/generation/catalog/catalog.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import { ownerShortlist } from "~/shortlists/shortlist.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/dashboard";
import { readForm } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";

const TABS = [
  { id: "favorites", label: "Favorites" },
  { id: "generators", label: "Generators" },
  { id: "settings", label: "Settings" },
] as const;
type Tab = (typeof TABS)[number]["id"];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Dashboard | Namesmith",
    description: "Your Namesmith dashboard: saved favorite names, monthly usage and account settings.",
    path: "/dashboard",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A date as the dashboard shows it, the same on the server and in every browser (UTC). */
function savedOn(date: Date): string {
  return format(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), "MMM d, yyyy");
}

async function favoriteRows(userId: string): Promise<FavoriteRow[] | null> {
  try {
    return (await listFavorites(db(), userId)).map((f) => ({
      id: f.id,
      name: f.name,
      generatorTitle: generatorTitle(f.generator),
      generatorPath: generatorBySlug(f.generator)?.path ?? "/generators",
      description: f.description,
      savedOn: savedOn(f.createdAt),
    }));
  } catch (err) {
    log().error({ err }, "loading favorites failed");
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (user.role === "admin") throw redirect("/admin");
  const requested = new URL(request.url).searchParams.get("tab");
  const focusPassword = requested === "password";
  const tab: Tab = focusPassword ? "settings" : TABS.find((t) => t.id === requested)?.id ?? "favorites";
  const now = new Date();
  const [summary, favorites, shortlist] = await Promise.all([
    accountSummary(db(), user.id, now),
    tab === "favorites" ? favoriteRows(user.id) : Promise.resolve([]),
    tab === "favorites" ? ownerShortlist(db(), user.id) : Promise.resolve(null),
  ]);
  return {
    user: { name: user.name, email: user.email, twoFactorEnabled: user.twoFactorEnabled },
    summary: { ...summary, month: format(new Date(now.getUTCFullYear(), now.getUTCMonth(), 1), "MMMM yyyy") },
    tab,
    focusPassword,
    favorites: favorites ?? [],
    favoritesFailed: favorites === null,
    shortlist: shortlist ? { path: `/s/${shortlist.token}`, voters: shortlist.voters, title: shortlist.title, favoriteIds: shortlist.favoriteIds } : null,
    votes: shortlist?.votes ?? {},
  };
}

const PASSWORD_ERRORS: Record<string, Record<string, string>> = {
  INVALID_PASSWORD: { currentPassword: "Your current password is incorrect." },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { currentPassword: "Your account signs in with Google, so it has no password to change." },
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (user.role === "admin") throw redirect("/admin");
  const form = Object.fromEntries(await readForm(request));

  if (form.intent === "profile") {
    const check = validateProfile(form);
    if (!check.ok) return data({ intent: "profile" as const, fieldErrors: check.fieldErrors }, { status: 400 });
    await updateFullName(db(), user.id, check.values.fullName);
    return redirectWithAuth("/dashboard?tab=settings", null, { type: "success", title: "Profile updated" });
  }

  if (form.intent === "password") {
    const check = validateChangePassword(form);
    if (!check.ok) return data({ intent: "password" as const, fieldErrors: check.fieldErrors }, { status: 400 });
    const { clientIp } = context.get(requestInfoContext);
    if (!(await allowAuthAttempt(db(), "change-password", clientIp, user.email))) {
      return data({ intent: "password" as const, fieldErrors: { currentPassword: THROTTLE_MESSAGE } }, { status: 429 });
    }
    const response = await auth().api.changePassword({
      body: { currentPassword: check.values.currentPassword, newPassword: check.values.newPassword, revokeOtherSessions: true },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      const fieldErrors = PASSWORD_ERRORS[body.code ?? ""] ?? { newPassword: "Your password could not be changed. Please try again." };
      return data({ intent: "password" as const, fieldErrors }, { status: 400 });
    }
    return redirectWithAuth("/dashboard?tab=settings", response, { type: "success", title: "Password changed" });
  }

  return data({ intent: "profile" as const, fieldErrors: {} }, { status: 400 });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, summary, tab, favorites, favoritesFailed, focusPassword, shortlist, votes } = loaderData;

  useEffect(() => {
    if (favoritesFailed) toast.error("Failed to load favorites. Please try again.");
  }, [favoritesFailed]);
  // The server's answer to a settings form, also as a toast.
  useEffect(() => {
    const first = actionData && Object.values(actionData.fieldErrors)[0];
    if (first) toast.error(first);
  }, [actionData]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Welcome, {user.name}</h1>
          <p className="mt-1 text-slate-600">Your names, your usage and your account in one place.</p>
        </div>
        <Form method="post" action="/logout">
          <Button type="submit" variant="outline">
            <LogOut aria-hidden="true" /> Log out
          </Button>
        </Form>
      </div>

      <div className="mt-8">
        <SummaryCards summary={summary} />
      </div>

      <nav aria-label="Dashboard sections" className="mt-10 flex gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <Link
            key={t.id}
            to={`?tab=${t.id}`}
            preventScrollReset
            aria-current={tab === t.id ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2.5 text-sm font-medium",
              tab === t.id ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        {tab === "favorites" ? <FavoritesPanel favorites={favorites} failed={favoritesFailed} shortlist={shortlist} votes={votes} /> : null}
        {tab === "generators" ? <GeneratorsPanel /> : null}
        {tab === "settings" ? <SettingsPanel user={user} actionData={actionData} focusPassword={focusPassword} /> : null}
      </div>
    </div>
  );
}
