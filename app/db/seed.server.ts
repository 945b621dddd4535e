import { eq } from "drizzle-orm";
import { SEED_POSTS } from "~/blog/seed-posts";
import type { Database } from "./client.server";
import { appSettings, blogPosts } from "./schema";

const BLOG_SEEDED = "seed.blog";

/**
 * Demo content for a fresh database, added once: a marker in the settings
 * table means posts an admin later deletes or edits stay that way.
 */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const marker = await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, BLOG_SEEDED));
    if (marker.length > 0) return;
    await tx
      .insert(blogPosts)
      .values(
        SEED_POSTS.map((p) => ({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          content: p.content,
          image: p.image,
          imageAlt: p.imageAlt,
          category: p.category,
          tags: p.tags,
          author: p.author,
          publishedAt: new Date(`${p.publishedAt}T09:00:00Z`),
          published: true,
        })),
      )
      .onConflictDoNothing({ target: blogPosts.slug });
    await tx.insert(appSettings).values({ key: BLOG_SEEDED, value: true }).onConflictDoNothing();
  });
}
