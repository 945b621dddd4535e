import { Rss } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import { listPublishedPosts, publishedCategories } from "~/blog/posts.server";
import { PostCard, PostCardSkeleton } from "~/components/blog/post-card";
import { buttonVariants } from "~/components/ui/button";
import { db } from "~/db/index.server";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/blog";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData?.category ? `${loaderData.category} Articles | Namesmith Blog` : "Naming Guides, Tips and Ideas | Namesmith Blog",
    description:
      "Practical naming advice from the Namesmith team: how to name a business, check a name is free to use, name a podcast, a dog or a cat, and build fantasy names.",
    path: "/blog",
  });

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "Namesmith Blog", href: "/blog/rss.xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  const category = new URL(request.url).searchParams.get("category")?.trim() || null;
  const [posts, categories] = await Promise.all([listPublishedPosts(db(), category), publishedCategories(db())]);
  return { posts, categories, category };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, categories, category } = loaderData;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The first render comes from the server with the posts in it; the skeleton
  // only stands in while a different category is being fetched.
  const filtering = navigation.state === "loading" && navigation.location.pathname === pathname;
  const chips = [{ label: "All Posts", value: null as string | null }, ...categories.map((c) => ({ label: c, value: c }))];

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Namesmith Blog</h1>
        <p className="mt-4 text-lg text-slate-600">
          Guides for finding a name that fits: businesses and brands, pets, podcasts, stories and fantasy worlds.
        </p>
        <a href="/blog/rss.xml" className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
          <Rss className="size-4" aria-hidden="true" /> RSS feed
        </a>
      </header>

      <nav aria-label="Blog categories" className="mt-8 flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = chip.value === category;
          return (
            <Link
              key={chip.label}
              to={chip.value ? `/blog?category=${encodeURIComponent(chip.value)}` : "/blog"}
              preventScrollReset
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors",
                active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700",
              )}
            >
              {chip.label}
            </Link>
          );
        })}
      </nav>

      <div className="mt-8">
        {filtering ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <PostCardSkeleton key={i} />
            ))}
          </div>
        ) : posts.length === 0 ? (
          <div className="rounded-xl border-2 border-dashed border-slate-200 bg-slate-50 p-12 text-center">
            <h2 className="text-xl font-semibold text-slate-900">No posts found</h2>
            <p className="mt-2 text-slate-600">
              {category
                ? `There are no articles in “${category}” yet. Try another category or browse all posts.`
                : "We have not published any articles yet. Check back soon for naming guides and ideas."}
            </p>
            {category ? (
              <Link to="/blog" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
                View all posts
              </Link>
            ) : null}
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
