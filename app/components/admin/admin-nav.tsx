import { useEffect } from "react";
import { toast } from "sonner";
import { BookOpen, LayoutDashboard, Settings, Users } from "lucide-react";
import { isRouteErrorResponse, Link, NavLink, type MetaDescriptor } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

const LINKS = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/settings", label: "Settings", icon: Settings, end: false },
  { to: "/admin/blog", label: "Blog", icon: BookOpen, end: false },
  { to: "/admin/users", label: "Users", icon: Users, end: false },
];

/** The administrator area's own navigation, above each admin page. */
export function AdminNav() {
  return (
    <nav aria-label="Administration" className="flex flex-wrap gap-2 border-b border-slate-200 pb-4">
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) =>
            cn(
              "inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium",
              isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
            )
          }
        >
          <l.icon className="size-4" aria-hidden="true" /> {l.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function AdminPage({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <AdminNav />
      <h1 className="mt-8 text-3xl font-bold text-slate-900">{title}</h1>
      {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
      {children}
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  );
}

/**
 * The head of an admin page that shows AdminErrorBoundary's refusal (a
 * <title> in the body would be invalid HTML, and Preact does not move it).
 */
export function adminErrorMeta(error: unknown): MetaDescriptor[] | null {
  if (!isRouteErrorResponse(error) || ![400, 403, 404, 415].includes(error.status)) return null;
  const title = error.status === 403 ? "403 | Namesmith" : error.status === 404 ? "Page not found | Namesmith" : "Not saved | Namesmith";
  return [{ title }, { name: "robots", content: "noindex" }];
}

/**
 * An admin page's error view: a refused role keeps the "Access Denied" page;
 * anything else says which data could not be loaded.
 */
export function AdminErrorBoundary({ error, title, message }: { error: unknown; title: string; message: string }) {
  // 403, 404, and a form the server could not read (400/415): the thrown message, not a load failure.
  if (isRouteErrorResponse(error) && [400, 403, 404, 415].includes(error.status)) {
    const denied = error.status === 403;
    const unreadable = error.status === 400 || error.status === 415;
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-6xl font-bold text-brand-600">{error.status}</p>
        <h1 className="mt-4 text-2xl font-semibold">{denied ? "Access Denied" : unreadable ? "Nothing was changed" : "Not found"}</h1>
        <p className="mt-3 text-slate-600">{typeof error.data === "string" && error.data ? error.data : "This page does not exist."}</p>
        <Link to={denied ? "/" : "/admin"} className={buttonVariants({ className: "mt-8" })}>
          {denied ? "Return Home" : "Back to Admin Dashboard"}
        </Link>
      </section>
    );
  }
  return <LoadFailure title={title} message={message} error={error} />;
}

function LoadFailure({ title, message, error }: { title: string; message: string; error: unknown }) {
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
    toast.error(message);
  }, [error, message]);
  return (
    <AdminPage title={title}>
      <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {message}. Please reload the page in a moment.
      </p>
    </AdminPage>
  );
}
