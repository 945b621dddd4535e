import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { blogPosts, users } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { createPost, deletePost, listPublishedPosts, publishedCategories, publishedPost, relatedPosts, setPostPublished, SlugTakenError, updatePost } from "./posts.server";
import type { PostInput } from "./post-form";

function post(slug: string, category: string, day: number, published = true) {
  return {
    slug,
    title: `Post ${slug}`,
    excerpt: "An excerpt.",
    content: "## Heading\n\nBody.",
    category,
    tags: ["naming"],
    author: "Namesmith Team",
    publishedAt: new Date(Date.UTC(2026, 9, day, 9)),
    published,
  };
}

const input = (slug: string, published = true): PostInput => ({
  slug,
  title: `Title ${slug}`,
  excerpt: "Excerpt",
  content: "Body",
  category: "Pets",
  tags: [],
  author: "Ada",
  image: null,
  imageAlt: null,
  publishedAt: "2026-10-20",
  published,
});

describe.each(databaseKinds())("blog queries on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.handle.db.insert(users).values({ id: "admin-1", name: "Admin", email: "admin@example.com" });
    await t.handle.db.insert(blogPosts).values([
      post("pets-1", "Pets", 1),
      post("pets-2", "Pets", 2),
      post("pets-3", "Pets", 3),
      post("pets-4", "Pets", 4),
      post("pets-5", "Pets", 5),
      post("pets-draft", "Pets", 6, false),
      post("brand-1", "Branding", 7),
      post("secret-draft", "Drafts Only", 8, false),
    ]);
  });
  afterAll(async () => t?.drop());

  test("lists published posts only, newest first, optionally by category", async () => {
    const all = await listPublishedPosts(t.handle.db);
    expect(all.map((p) => p.slug)).toEqual(["brand-1", "pets-5", "pets-4", "pets-3", "pets-2", "pets-1"]);
    const pets = await listPublishedPosts(t.handle.db, "Pets");
    expect(pets.map((p) => p.slug)).toEqual(["pets-5", "pets-4", "pets-3", "pets-2", "pets-1"]);
    expect(await listPublishedPosts(t.handle.db, "Nothing here")).toEqual([]);
  });

  test("categories come from published posts only", async () => {
    expect(await publishedCategories(t.handle.db)).toEqual(["Branding", "Pets"]);
  });

  test("a draft is not found by its slug", async () => {
    expect(await publishedPost(t.handle.db, "pets-draft")).toBeNull();
    expect(await publishedPost(t.handle.db, "missing")).toBeNull();
    expect((await publishedPost(t.handle.db, "pets-1"))?.content).toBe("## Heading\n\nBody.");
  });

  test("related posts: same category, published, not itself, at most three", async () => {
    const current = (await publishedPost(t.handle.db, "pets-5"))!;
    const related = await relatedPosts(t.handle.db, current);
    expect(related.map((p) => p.slug)).toEqual(["pets-4", "pets-3", "pets-2"]);
    const brand = (await publishedPost(t.handle.db, "brand-1"))!;
    expect(await relatedPosts(t.handle.db, brand)).toEqual([]);
  });

  test("slugs stay unique; publish, unpublish and delete change what visitors see", async () => {
    const id = await createPost(t.handle.db, input("new-post", false), "admin-1");
    expect(await publishedPost(t.handle.db, "new-post")).toBeNull();
    await expect(createPost(t.handle.db, input("new-post"), "admin-1")).rejects.toBeInstanceOf(SlugTakenError);
    await expect(updatePost(t.handle.db, id, input("pets-1"), "admin-1")).rejects.toBeInstanceOf(SlugTakenError);
    await setPostPublished(t.handle.db, id, true, "admin-1");
    expect((await publishedPost(t.handle.db, "new-post"))?.title).toBe("Title new-post");
    await setPostPublished(t.handle.db, id, false, "admin-1");
    expect(await publishedPost(t.handle.db, "new-post")).toBeNull();
    expect(await deletePost(t.handle.db, id, "admin-1")).toBe(true);
    expect(await deletePost(t.handle.db, id, "admin-1")).toBe(false);
  });
});
