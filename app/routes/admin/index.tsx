import { BookOpen, CreditCard, Loader2, Map as MapIcon, Settings, Sparkles, Users } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { generationsPerDay, type DayCount } from "~/admin/activity.server";
import { providerHealth, siteStatistics, type ProviderHealth } from "~/admin/stats.server";
import { requireAdmin } from "~/auth/session.server";
import { paymentsStatus } from "~/billing/processors.server";
import { adminErrorMeta, AdminErrorBoundary, AdminPage } from "~/components/admin/admin-nav";
import { PaymentsBanner } from "~/components/admin/payments-banner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { config } from "~/config.server";
import { db } from "~/db/index.server";
import { seo } from "~/lib/seo";
import { generateSitemap, sitemapGeneratedAt } from "~/sitemap/sitemap.server";
import type { Route } from "./+types/index";
import { readForm } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches, error }) =>
  adminErrorMeta(error) ??
  seo(matches, { title: "Admin Dashboard | Namesmith", description: "Namesmith site administration.", path: "/admin", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [stats, days, sitemapAt, payments, ai] = await Promise.all([
    siteStatistics(db()),
    generationsPerDay(db(), 30),
    sitemapGeneratedAt(db()),
    paymentsStatus(db()),
    providerHealth(db()),
  ]);
  return { stats, days, sitemapAt, payments, ai };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  if (form.get("intent") !== "generate-sitemap") return data({ ok: false as const, message: "Unknown action" }, { status: 400 });
  try {
    const { urls } = await generateSitemap(db(), config().SITE_URL, admin.id);
    return { ok: true as const, message: "Sitemap generated successfully", urls };
  } catch (err) {
    log().error({ error: (err as Error)?.message ?? "error" }, "sitemap: generation failed");
    return data({ ok: false as const, message: "Failed to generate sitemap" }, { status: 500 });
  }
}

function formatWhen(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date) + " UTC";
}

/** Thirty bars of CSS: no chart library for one small picture. */
function DailyChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((n, d) => n + d.count, 0);
  return (
    <figure>
      <div className="flex h-40 items-end gap-1" role="img" aria-label={`Name generations per day over the last 30 days: ${total} in total`}>
        {days.map((d) => (
          <div key={d.day} className="group relative flex h-full flex-1 items-end" title={`${d.day}: ${d.count}`}>
            <div className="w-full rounded-t bg-brand-500 group-hover:bg-brand-700" style={{ height: `${Math.max(d.count ? 4 : 1, (d.count / max) * 100)}%` }} />
          </div>
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between text-xs text-slate-500">
        <span>{days[0]?.day}</span>
        <span>{total.toLocaleString("en-US")} in 30 days</span>
        <span>{days.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}

/** The AI provider over the last 24 hours: how often it failed, how long a call took. */
function ProviderHealthCard({ ai }: { ai: ProviderHealth }) {
  return (
    <Card className="p-6" data-testid="provider-health">
      <h2 className="text-lg font-semibold text-slate-900">AI provider, last 24 hours</h2>
      {ai.calls === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No calls to the AI provider in the last 24 hours.</p>
      ) : (
        <dl className="mt-3 grid grid-cols-3 gap-4 text-sm">
          <div>
            <dt className="text-slate-600">Calls</dt>
            <dd className="text-2xl font-bold text-slate-900">{ai.calls.toLocaleString("en-US")}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Error rate</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="provider-error-rate">
              {((ai.errorRate ?? 0) * 100).toFixed(1)}%
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Median latency</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="provider-median-latency">
              {ai.medianLatencyMs === null ? "—" : `${(ai.medianLatencyMs / 1000).toFixed(1)} s`}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, days, sitemapAt, payments, ai } = loaderData;
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) toast.success(actionData.message);
    else toast.error(actionData.message);
  }, [actionData]);

  const cards = [
    { label: "Profiles", value: stats.profiles, icon: Users },
    { label: "Name generations", value: stats.nameGenerations, icon: Sparkles },
    { label: "Active subscriptions", value: stats.activeSubscriptions, icon: CreditCard },
    { label: "Blog posts", value: stats.blogPosts, icon: BookOpen },
    { label: "Generations today", value: days.at(-1)?.count ?? 0, icon: Sparkles },
  ];
  const sections = [
    { to: "/admin/settings", title: "Application settings", text: "AI provider, payments, prices, limits, ads and site details.", icon: Settings },
    { to: "/admin/blog", title: "Blog posts", text: "Write, edit, publish and remove articles.", icon: BookOpen },
    { to: "/admin/users", title: "Users", text: "Find accounts, manage administrators and premium access.", icon: Users },
  ];
  return (
    <AdminPage title="Admin Dashboard">
      <PaymentsBanner status={payments} />
      <dl className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((c) => (
          <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <c.icon className="size-4 text-brand-600" aria-hidden="true" /> {c.label}
            </dt>
            <dd className="mt-2 text-3xl font-bold text-slate-900" data-testid={`stat-${c.label}`}>
              {c.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-8">
        <ProviderHealthCard ai={ai} />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">Name generations, last 30 days</h2>
          <div className="mt-4">
            <DailyChart days={days} />
          </div>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <MapIcon className="size-5 text-brand-600" aria-hidden="true" /> Sitemap
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            /sitemap.xml updates itself when posts change. Regenerate it now after other changes.
          </p>
          <p className="mt-3 text-sm text-slate-700" data-testid="sitemap-generated">
            {sitemapAt ? `Last generated ${formatWhen(new Date(sitemapAt))}` : "Not generated yet"}
          </p>
          {actionData ? (
            <p role={actionData.ok ? "status" : "alert"} className={`mt-3 text-sm ${actionData.ok ? "text-green-700" : "text-red-700"}`}>
              {actionData.message}
            </p>
          ) : null}
          <Form method="post" className="mt-4">
            <Button type="submit" name="intent" value="generate-sitemap" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? "Generating..." : "Generate Sitemap"}
            </Button>
          </Form>
        </Card>
      </div>

      <div className="mt-8 grid gap-5 sm:grid-cols-3">
        {sections.map((s) => (
          <Link key={s.to} to={s.to} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-300 hover:shadow-md">
            <s.icon className="size-6 text-brand-600" aria-hidden="true" />
            <h2 className="mt-3 font-semibold text-slate-900">{s.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{s.text}</p>
          </Link>
        ))}
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} title="Admin Dashboard" message="Failed to load site statistics" />;
}
