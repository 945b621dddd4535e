import { AdminTable } from "~/components/admin/admin-table";
import { Eye, EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect } from "react-router";
import { toast } from "sonner";
import { formatDay } from "~/blog/dates";
import { allPosts, deletePost, postById, setPostPublished } from "~/blog/posts.server";
import { requireAdmin } from "~/auth/session.server";
import { adminErrorMeta, AdminErrorBoundary, AdminPage } from "~/components/admin/admin-nav";
import { Button, buttonVariants } from "~/components/ui/button";
import { config } from "~/config.server";
import { db } from "~/db/index.server";
import { flashHeader } from "~/lib/flash.server";
import { seo } from "~/lib/seo";
import { refreshSitemap } from "~/sitemap/sitemap.server";
import type { Route } from "./+types/blog";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches, error }) =>
  adminErrorMeta(error) ??
  seo(matches, { title: "Blog Posts | Namesmith Admin", description: "Manage Namesmith blog posts.", path: "/admin/blog", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const posts = await allPosts(db());
  const deleteId = new URL(request.url).searchParams.get("delete");
  const confirming = deleteId ? (posts.find((p) => p.id === deleteId) ?? null) : null;
  return { posts, confirming };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const post = await postById(db(), id);
  if (!post) return data({ ok: false, message: "This post no longer exists." }, { status: 404 });

  let message: string;
  if (intent === "publish" || intent === "unpublish") {
    await setPostPublished(db(), id, intent === "publish", admin.id);
    message = intent === "publish" ? `“${post.title}” is published` : `“${post.title}” is now a draft`;
  } else if (intent === "delete") {
    await deletePost(db(), id, admin.id);
    message = `“${post.title}” was deleted`;
  } else {
    return data({ ok: false, message: "Unknown action" }, { status: 400 });
  }
  await refreshSitemap(db(), config().SITE_URL);
  throw redirect("/admin/blog", { headers: { "Set-Cookie": await flashHeader({ type: "success", title: message }) } });
}

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, confirming } = loaderData;
  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.message);
  }, [actionData]);

  return (
    <AdminPage title="Blog Posts" description="Drafts are visible here only. Published posts appear on /blog, in the RSS feed and in the sitemap.">
      <div className="mt-6 flex justify-end">
        <Link to="/admin/blog/new" className={buttonVariants()}>
          <Plus aria-hidden="true" /> New Post
        </Link>
      </div>

      {confirming ? (
        <div role="alertdialog" aria-labelledby="confirm-delete-title" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5">
          <h2 id="confirm-delete-title" className="font-semibold text-red-900">
            Delete “{confirming.title}”?
          </h2>
          <p className="mt-1 text-sm text-red-800">The post is removed for good. This cannot be undone.</p>
          <div className="mt-4 flex gap-3">
            <Form method="post">
              <input type="hidden" name="id" value={confirming.id} />
              <Button type="submit" name="intent" value="delete" variant="destructive">
                Yes, Delete
              </Button>
            </Form>
            <Link to="/admin/blog" preventScrollReset className={buttonVariants({ variant: "outline" })}>
              Cancel
            </Link>
          </div>
        </div>
      ) : null}

      <AdminTable columns={["Title", "Category", "Date", "Status"]}>
        {posts.map((p) => (
          <tr key={p.id} data-testid="admin-post-row">
            <td className="px-4 py-3">
              <Link to={`/admin/blog/${p.id}`} className="font-medium text-slate-900 hover:text-brand-700">
                {p.title}
              </Link>
              <div className="text-xs text-slate-500">/blog/{p.slug}</div>
            </td>
            <td className="px-4 py-3 text-slate-700">{p.category}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDay(p.publishedAt, "MMM d, yyyy")}</td>
            <td className="px-4 py-3">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${p.published ? "bg-green-50 text-green-700" : "bg-amber-50 text-amber-800"}`}>
                {p.published ? "Published" : "Draft"}
              </span>
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <Link to={`/admin/blog/${p.id}`} className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={`Edit ${p.title}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <Button type="submit" name="intent" value={p.published ? "unpublish" : "publish"} variant="ghost" size="sm" aria-label={`${p.published ? "Unpublish" : "Publish"} ${p.title}`}>
                    {p.published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />} {p.published ? "Unpublish" : "Publish"}
                  </Button>
                </Form>
                <Link to={`/admin/blog?delete=${p.id}`} preventScrollReset className={buttonVariants({ variant: "ghost", size: "sm", className: "text-red-700" })} aria-label={`Delete ${p.title}`}>
                  <Trash2 aria-hidden="true" /> Delete
                </Link>
              </div>
            </td>
          </tr>
        ))}
        {posts.length === 0 ? (
          <tr>
            <td colSpan={5} className="px-4 py-8 text-center text-slate-600">
              No posts yet. Write the first one with “New Post”.
            </td>
          </tr>
        ) : null}
      </AdminTable>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} title="Blog Posts" message="Failed to load the blog posts" />;
}
