import { Calendar, User } from "lucide-react";
import { Link } from "react-router";
import { formatDay, isoDay } from "~/blog/dates";
import { PostImage } from "./post-image";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  imageAlt: string | null;
  category: string;
  author: string;
  publishedAt: Date;
}

export function CategoryBadge({ category }: { category: string }) {
  return <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">{category}</span>;
}

export function PostCard({ post, headingLevel = "h2" }: { post: PostCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md" data-testid="post-card">
      {post.image ? <PostImage src={post.image} alt={post.imageAlt} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" /> : null}
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <Heading className="mt-3 text-lg font-semibold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{post.excerpt}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
          <span className="inline-flex items-center gap-1">
            <User className="size-3.5" aria-hidden="true" /> {post.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden="true" />
            <time dateTime={isoDay(post.publishedAt)}>{formatDay(post.publishedAt, "MMM d, yyyy")}</time>
          </span>
        </div>
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="animate-pulse rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="post-skeleton" aria-hidden="true">
      <div className="h-5 w-24 rounded-full bg-slate-200" />
      <div className="mt-4 h-5 w-4/5 rounded bg-slate-200" />
      <div className="mt-3 h-3 w-full rounded bg-slate-100" />
      <div className="mt-2 h-3 w-full rounded bg-slate-100" />
      <div className="mt-2 h-3 w-2/3 rounded bg-slate-100" />
      <div className="mt-6 h-3 w-1/2 rounded bg-slate-100" />
    </div>
  );
}
