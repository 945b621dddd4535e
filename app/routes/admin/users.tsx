import { AdminTable } from "~/components/admin/admin-table";
import { Crown, Search, Shield, ShieldOff } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { formatDay } from "~/blog/dates";
import { AdminRuleError, grantPremium, recentAdminChanges, revokePremium, searchUsers, setRole } from "~/admin/users.server";
import { requireAdmin } from "~/auth/session.server";
import { adminErrorMeta, AdminErrorBoundary, AdminPage } from "~/components/admin/admin-nav";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { db } from "~/db/index.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/users";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches, error }) =>
  adminErrorMeta(error) ??
  seo(matches, { title: "Users | Namesmith Admin", description: "Namesmith user administration.", path: "/admin/users", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [found, changes] = await Promise.all([searchUsers(db(), q), recentAdminChanges(db())]);
  return { q, users: found, changes, me: admin.id };
}

const DONE: Record<string, string> = {
  "make-admin": "is now an administrator",
  "remove-admin": "is no longer an administrator",
  "grant-premium": "has premium for one month",
  "revoke-premium": "no longer has the premium granted by support",
};

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const userId = String(form.get("userId") ?? "");
  const email = String(form.get("email") ?? "The account");
  try {
    if (intent === "make-admin" || intent === "remove-admin") await setRole(db(), admin.id, userId, intent === "make-admin" ? "admin" : "user");
    else if (intent === "grant-premium") await grantPremium(db(), admin.id, userId);
    else if (intent === "revoke-premium") await revokePremium(db(), admin.id, userId);
    else return data({ ok: false, message: "Unknown action" }, { status: 400 });
  } catch (err) {
    if (err instanceof AdminRuleError) return data({ ok: false, message: err.message }, { status: 400 });
    throw err;
  }
  return { ok: true, message: `${email} ${DONE[intent]}` };
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { q, users, changes, me } = loaderData;
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) toast.success(actionData.message);
    else toast.error(actionData.message);
  }, [actionData]);

  return (
    <AdminPage title="Users" description="Find an account by e-mail to see its plan and usage, manage administrators and grant premium for support cases.">
      <Form method="get" className="mt-6 flex max-w-xl items-end gap-3" role="search">
        <div className="flex-1">
          <Label htmlFor="user-search">E-mail</Label>
          <Input id="user-search" name="q" type="search" defaultValue={q} placeholder="name@example.com" />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> Search
        </Button>
      </Form>
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={`mt-4 rounded-lg border p-3 text-sm ${actionData.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"}`}>
          {actionData.message}
        </p>
      ) : null}

      <AdminTable columns={["Account", "Role", "Plan", "Generations this month"]}>
        {users.map((u) => (
          <tr key={u.id} data-testid="admin-user-row">
            <td className="px-4 py-3">
              <div className="font-medium text-slate-900">{u.email}</div>
              <div className="text-xs text-slate-500">
                {u.name} · joined {formatDay(u.createdAt, "MMM d, yyyy")}
              </div>
            </td>
            <td className="px-4 py-3">{u.role === "admin" ? "Administrator" : "User"}</td>
            <td className="px-4 py-3">
              {u.premium
                ? `Premium ${u.premium.plan}${u.premium.processor === "support" ? " (support)" : ""}${u.premium.status === "cancelled" ? ", cancelled" : ""}, until ${formatDay(u.premium.until, "MMM d, yyyy")}`
                : "Free"}
            </td>
            <td className="px-4 py-3">{u.generationsThisMonth.toLocaleString("en-US")}</td>
            <td className="px-4 py-3">
              <Form method="post" className="flex flex-wrap justify-end gap-2">
                <input type="hidden" name="userId" value={u.id} />
                <input type="hidden" name="email" value={u.email} />
                {u.role === "admin" ? (
                  <Button type="submit" name="intent" value="remove-admin" variant="ghost" size="sm" disabled={busy} aria-label={`${u.id === me ? "Remove my admin role" : "Remove admin"}: ${u.email}`}>
                    <ShieldOff aria-hidden="true" /> {u.id === me ? "Remove my admin role" : "Remove admin"}
                  </Button>
                ) : (
                  <Button type="submit" name="intent" value="make-admin" variant="ghost" size="sm" disabled={busy} aria-label={`Make admin: ${u.email}`}>
                    <Shield aria-hidden="true" /> Make admin
                  </Button>
                )}
                {u.premium?.processor === "support" ? (
                  <Button type="submit" name="intent" value="revoke-premium" variant="ghost" size="sm" disabled={busy} aria-label={`Revoke premium from ${u.email}`}>
                    <Crown aria-hidden="true" /> Revoke premium
                  </Button>
                ) : !u.premium ? (
                  <Button type="submit" name="intent" value="grant-premium" variant="ghost" size="sm" disabled={busy} aria-label={`Grant premium to ${u.email}`}>
                    <Crown aria-hidden="true" /> Grant premium
                  </Button>
                ) : null}
              </Form>
            </td>
          </tr>
        ))}
        {users.length === 0 ? (
          <tr>
            <td colSpan={5} className="px-4 py-8 text-center text-slate-600">
              No accounts match “{q}”.
            </td>
          </tr>
        ) : null}
      </AdminTable>

      <Card className="mt-8 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Recent admin changes</h2>
        {changes.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No changes recorded yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {changes.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-slate-800">
                  <span className="font-medium">{c.action}</span>
                  {c.target ? <span className="text-slate-500"> · {c.target}</span> : null}
                </span>
                <span className="text-slate-500">
                  {c.actor ?? "system"} · {new Date(c.createdAt).toISOString().replace("T", " ").slice(0, 16)} UTC
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} title="Users" message="Failed to load the accounts" />;
}
