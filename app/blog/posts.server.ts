import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, blogPosts } from "~/db/schema";
import type { PostInput } from "./post-form";
import { logAdminAction } from "~/lib/log.server";

// Blog queries. Visitors only ever see published posts: every public query
// has `published = true` in its where clause.

const summary = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
  imageAlt: blogPosts.imageAlt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

export type PostSummary = Awaited<ReturnType<typeof listPublishedPosts>>[number];

/** Published posts, newest first, optionally of one category. */
export async function listPublishedPosts(db: Database, category?: string | null) {
  return db
    .select(summary)
    .from(blogPosts)
    .where(category ? and(eq(blogPosts.published, true), eq(blogPosts.category, category)) : eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
}

/** The categories that have at least one published post, alphabetically. */
export async function publishedCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(asc(blogPosts.category));
  return rows.map((r) => r.category);
}

/** A published post by its slug, or null (drafts are not found). */
export async function publishedPost(db: Database, slug: string) {
  const [post] = await db
    .select({ ...summary, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
  return post ?? null;
}

/** Up to three other published posts of the same category, newest first. */
export async function relatedPosts(db: Database, post: { id: string; category: string }, limit = 3) {
  return db
    .select(summary)
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}

// ---------------------------------------------------------------------------
// Administration

/** Every post, drafts included, for the admin list. */
export async function allPosts(db: Database) {
  return db
    .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, category: blogPosts.category, published: blogPosts.published, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
}

export async function postById(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return post ?? null;
}

export class SlugTakenError extends Error {
  constructor() {
    super("This slug is already used by another post");
    this.name = "SlugTakenError";
  }
}

function row(input: PostInput) {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    image: input.image,
    imageAlt: input.imageAlt,
    category: input.category,
    tags: input.tags,
    author: input.author,
    publishedAt: new Date(`${input.publishedAt}T09:00:00Z`),
    published: input.published,
  };
}

async function slugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug));
  return rows.length > 0;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Creates a post; throws SlugTakenError when the slug is in use. */
export async function createPost(db: Database, input: PostInput, actorId: string): Promise<string> {
  if (await slugTaken(db, input.slug)) throw new SlugTakenError();
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx.insert(blogPosts).values(row(input)).returning({ id: blogPosts.id });
      await tx.insert(auditLog).values({ actorId, action: "blog.create", target: created.id, details: { slug: input.slug, published: input.published } });
      return created.id;
    });
    logAdminAction("blog.create", actorId, id, { slug: input.slug });
    return id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlugTakenError();
    throw err;
  }
}

/** Updates a post; false when it does not exist. */
export async function updatePost(db: Database, id: string, input: PostInput, actorId: string): Promise<boolean> {
  if (await slugTaken(db, input.slug, id)) throw new SlugTakenError();
  try {
    const updated = await db.transaction(async (tx) => {
      const rows = await tx.update(blogPosts).set(row(input)).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      if (rows.length === 0) return false;
      await tx.insert(auditLog).values({ actorId, action: "blog.update", target: id, details: { slug: input.slug, published: input.published } });
      return true;
    });
    if (updated) logAdminAction("blog.update", actorId, id, { slug: input.slug });
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlugTakenError();
    throw err;
  }
}

export async function setPostPublished(db: Database, id: string, published: boolean, actorId: string): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const updated = await tx.update(blogPosts).set({ published }).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug });
    if (updated.length === 0) return false;
    await tx.insert(auditLog).values({ actorId, action: published ? "blog.publish" : "blog.unpublish", target: id, details: { slug: updated[0].slug } });
    return true;
  });
  if (done) logAdminAction(published ? "blog.publish" : "blog.unpublish", actorId, id);
  return done;
}

export async function deletePost(db: Database, id: string, actorId: string): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const deleted = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug, title: blogPosts.title });
    if (deleted.length === 0) return false;
    await tx.insert(auditLog).values({ actorId, action: "blog.delete", target: id, details: { slug: deleted[0].slug, title: deleted[0].title } });
    return true;
  });
  if (done) logAdminAction("blog.delete", actorId, id);
  return done;
}

/** Published posts with their last change, for the sitemap and the feed. */
export async function publishedForFeeds(db: Database, limit?: number) {
  const query = db
    .select({ slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, category: blogPosts.category, author: blogPosts.author, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedAt));
  return limit ? query.limit(limit) : query;
}

