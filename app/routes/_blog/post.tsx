import { ArrowLeft, Calendar, User } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { formatDay, isoDay } from "~/blog/dates";
import { PostBody } from "~/blog/markdown-view";
import { publishedPost, relatedPosts } from "~/blog/posts.server";
import { CategoryBadge, PostCard } from "~/components/blog/post-card";
import { PostImage } from "~/components/blog/post-image";
import { buttonVariants } from "~/components/ui/button";
import { db } from "~/db/index.server";
import { absoluteUrl, seo, siteInfo } from "~/lib/seo";
import type { Route } from "./+types/post";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export async function loader({ params }: Route.LoaderArgs) {
  const post = await publishedPost(db(), params.slug);
  // A 404, not a redirect: search engines must drop a removed post, not index /blog under its URL.
  if (!post) throw data("Post Not Found", { status: 404 });
  return { post, related: await relatedPosts(db(), post) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData) {
    const failed = error && !(isRouteErrorResponse(error) && error.status === 404);
    return [{ title: failed ? "Something went wrong | Namesmith" : "Post Not Found | Namesmith Blog" }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const site = siteInfo(matches);
  const url = absoluteUrl(site.siteUrl, `/blog/${post.slug}`);
  return seo(matches, {
    title: `${post.title} | Namesmith Blog`,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    image: post.image ?? undefined,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        datePublished: new Date(post.publishedAt).toISOString(),
        dateModified: new Date(post.updatedAt).toISOString(),
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site.siteUrl, "/") },
        articleSection: post.category,
        keywords: post.tags.join(", "),
        ...(post.image ? { image: absoluteUrl(site.siteUrl, post.image) } : {}),
      },
    ],
  });
};

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Blog
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  // A new post (client-side navigation from another) is a new body.
  const bodyVersion = `${post.slug}@${new Date(post.updatedAt).getTime()}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToBlog />
      {post.image ? <PostImage src={post.image} alt={post.imageAlt} sizes="(min-width: 768px) 720px, 100vw" priority className="mt-6 rounded-xl" /> : null}
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={post.category} />
          {post.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">
              #{tag}
            </span>
          ))}
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-500">
          <span className="inline-flex items-center gap-1.5">
            <User className="size-4" aria-hidden="true" /> {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden="true" />
            <time dateTime={isoDay(post.publishedAt)}>{formatDay(post.publishedAt, "MMMM d, yyyy")}</time>
          </span>
        </div>
        <p className="mt-6 text-lg text-slate-700">{post.excerpt}</p>
      </header>
      <PostBody key={bodyVersion} source={post.content} version={bodyVersion} className="mt-4 border-t border-slate-200 pt-4 text-base leading-relaxed text-slate-700" />

      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="related-posts" className="text-2xl font-bold text-slate-900">
            Related Posts
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <PostCard key={r.id} post={r} headingLevel="h3" />
            ))}
          </div>
        </section>
      ) : null}
      <div className="mt-12">
        <BackToBlog />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Post Not Found" : "Something went wrong"}</h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? "This article does not exist or is no longer published. Browse our other naming guides instead."
          : "We could not load this article. Please try again in a moment."}
      </p>
      <Link to="/blog" className={buttonVariants({ className: "mt-8" })}>
        Back to Blog
      </Link>
    </section>
  );
}
