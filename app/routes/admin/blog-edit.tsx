import { ArrowLeft, ExternalLink, Loader2, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { isoDay } from "~/blog/dates";
import { Markdown } from "~/blog/markdown-view";
import { slugify, validatePost, type PostField } from "~/blog/post-form";
import { createPost, postById, SlugTakenError, updatePost } from "~/blog/posts.server";
import { requireAdmin } from "~/auth/session.server";
import { adminErrorMeta, AdminErrorBoundary, AdminPage, FieldError } from "~/components/admin/admin-nav";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, Textarea } from "~/components/ui/input";
import { config } from "~/config.server";
import { db } from "~/db/index.server";
import { flashHeader } from "~/lib/flash.server";
import { seo } from "~/lib/seo";
import { typedValues } from "~/lib/typed-values";
import { refreshSitemap } from "~/sitemap/sitemap.server";
import type { Route } from "./+types/blog-edit";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) =>
  adminErrorMeta(error) ??
  seo(matches, {
    title: `${loaderData?.post ? `Edit: ${loaderData.post.title}` : "New Post"} | Namesmith Admin`,
    description: "Edit a Namesmith blog post.",
    path: "/admin/blog",
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.id) return { post: null };
  const post = await postById(db(), params.id);
  if (!post) throw data("This post does not exist.", { status: 404 });
  return { post };
}

/** A refused save shows what was typed again. */
const REFUSED_SAVE = { checkboxes: ["published"] };

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  const check = validatePost(form);
  if (!check.ok) return data({ fieldErrors: check.fieldErrors, error: "Please correct the highlighted fields.", typed: typedValues(form, REFUSED_SAVE) }, { status: 400 });
  let id = params.id;
  try {
    if (id) {
      if (!(await updatePost(db(), id, check.values, admin.id))) throw data("This post does not exist.", { status: 404 });
    } else {
      id = await createPost(db(), check.values, admin.id);
    }
  } catch (err) {
    if (err instanceof SlugTakenError) {
      return data({ fieldErrors: { slug: err.message } as Partial<Record<PostField, string>>, error: err.message, typed: typedValues(form, REFUSED_SAVE) }, { status: 409 });
    }
    throw err;
  }
  await refreshSitemap(db(), config().SITE_URL);
  const title = params.id ? "Post saved" : "Post created";
  throw redirect(`/admin/blog/${id}`, {
    headers: { "Set-Cookie": await flashHeader({ type: "success", title, description: check.values.published ? "It is live on the blog." : "It is saved as a draft." }) },
  });
}

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const typed = actionData?.typed;
  const shown = (name: string, stored: string | undefined) => typed?.[name] ?? stored;
  const busy = useNavigation().state === "submitting";
  const [content, setContent] = useState(shown("content", post?.content) ?? "");
  const [title, setTitle] = useState(shown("title", post?.title) ?? "");
  const slugRef = useRef<HTMLInputElement>(null);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [clientErrors, setClientErrors] = useState<Partial<Record<PostField, string>> | null>(null);
  const errors = clientErrors ?? actionData?.fieldErrors ?? {};

  useEffect(() => {
    setClientErrors(null);
    if (actionData?.error) toast.error("The post was not saved", { description: actionData.error });
  }, [actionData]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const check = validatePost(Object.fromEntries(new FormData(event.currentTarget)));
    if (!check.ok) {
      event.preventDefault();
      setClientErrors(check.fieldErrors);
      toast.error("The post was not saved", { description: "Please correct the highlighted fields." });
    }
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return;
    const check = validatePost(Object.fromEntries(new FormData(event.currentTarget)));
    setClientErrors(check.ok ? {} : check.fieldErrors);
  };

  const field = (name: PostField, label: string, props: React.ComponentProps<"input"> = {}) => (
    <div>
      <Label htmlFor={`post-${name}`}>{label}</Label>
      <Input id={`post-${name}`} name={name} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `post-${name}-error` : undefined} {...props} />
      <FieldError id={`post-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <AdminPage title={post ? "Edit Post" : "New Post"}>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm">
        <Link to="/admin/blog" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> All posts
        </Link>
        {post?.published ? (
          <a href={`/blog/${post.slug}`} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
            <ExternalLink className="size-4" aria-hidden="true" /> View on the blog
          </a>
        ) : null}
      </div>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} onInput={onChange} className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card className="space-y-5 p-6">
          {field("title", "Title", {
            defaultValue: shown("title", post?.title),
            onChange: (e) => {
              setTitle(e.target.value);
              if (!slugTouched && slugRef.current) slugRef.current.value = slugify(e.target.value);
            },
          })}
          {field("slug", "Slug", { defaultValue: shown("slug", post?.slug), ref: slugRef, onChange: () => setSlugTouched(true), placeholder: "how-to-name-a-podcast" })}
          <div>
            <Label htmlFor="post-excerpt">Excerpt</Label>
            <Textarea id="post-excerpt" name="excerpt" rows={3} defaultValue={shown("excerpt", post?.excerpt)} aria-invalid={errors.excerpt ? true : undefined} />
            <FieldError message={errors.excerpt} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {field("category", "Category", { defaultValue: shown("category", post?.category), placeholder: "Business Naming" })}
            {field("author", "Author", { defaultValue: shown("author", post?.author ?? "Namesmith Team") })}
          </div>
          {field("tags", "Tags (comma-separated)", { defaultValue: shown("tags", post?.tags.join(", ")), placeholder: "branding, startups" })}
          <div className="grid gap-5 sm:grid-cols-2">
            {field("image", "Image URL (optional)", { defaultValue: shown("image", post?.image ?? ""), placeholder: "https:// or /blog/picture.jpg" })}
            {field("publishedAt", "Date", { type: "date", defaultValue: shown("publishedAt", post ? isoDay(post.publishedAt) : isoDay(new Date())) })}
          </div>
          {field("imageAlt", "Image description (alt text)", { defaultValue: shown("imageAlt", post?.imageAlt ?? ""), placeholder: "What the picture shows" })}
          <p className="-mt-3 text-xs text-slate-500">Shown at 16:9 (1200 × 675 works best) above the post and on its card.</p>
          <div>
            <Label htmlFor="post-content">Content (Markdown)</Label>
            <Textarea
              id="post-content"
              name="content"
              rows={18}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={errors.content ? true : undefined}
              className="font-mono"
            />
            <p className="mt-1 text-xs text-slate-500">
              Blank lines separate blocks. “## ” and “### ” headings, **bold**, *italic*, [links](/path), “&gt; ” quotes, “- ” and “1. ” lists.
            </p>
            <FieldError message={errors.content} />
          </div>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name="published" defaultChecked={typed ? typed.published === "on" : (post?.published ?? false)} className="size-4 rounded border-slate-300" /> Published
          </label>
          <Button type="submit" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {busy ? "Saving..." : post ? "Save Post" : "Create Post"}
          </Button>
        </Card>
        <Card role="region" className="p-6" aria-label="Preview">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Live preview</p>
          <h2 className="mt-3 text-2xl font-bold text-slate-900">{title || "Untitled post"}</h2>
          <div data-testid="post-preview">
            <Markdown source={content} className="text-base leading-relaxed text-slate-700" />
          </div>
        </Card>
      </Form>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorBoundary error={error} title="Edit Post" message="Failed to load the post" />;
}
