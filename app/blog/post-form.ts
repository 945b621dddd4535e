// One validator for the blog editor: the browser uses it for instant
// messages, the server for the real decision.

export interface PostInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  author: string;
  image: string | null;
  /** What the image shows; required with an image. */
  imageAlt: string | null;
  /** ISO date "YYYY-MM-DD". */
  publishedAt: string;
  published: boolean;
}

export type PostField = "title" | "slug" | "excerpt" | "content" | "category" | "tags" | "author" | "image" | "imageAlt" | "publishedAt";

export type PostCheck = { ok: true; values: PostInput } | { ok: false; fieldErrors: Partial<Record<PostField, string>> };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Naming a Podcast: 7 Tips!" → "naming-a-podcast-7-tips" */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

export function validatePost(form: Record<string, unknown>): PostCheck {
  const fieldErrors: Partial<Record<PostField, string>> = {};
  const title = text(form.title);
  const slug = text(form.slug) || slugify(title);
  const excerpt = text(form.excerpt);
  const content = typeof form.content === "string" ? form.content.replace(/\r\n?/g, "\n").trim() : "";
  const category = text(form.category);
  const author = text(form.author);
  const image = text(form.image);
  const imageAlt = text(form.imageAlt).replace(/\s+/g, " ");
  const publishedAt = text(form.publishedAt) || new Date().toISOString().slice(0, 10);
  const tags = [...new Set(text(form.tags).split(",").map((t) => t.trim()).filter(Boolean))];

  if (!title) fieldErrors.title = "Title is required";
  else if (title.length > 160) fieldErrors.title = "Title must be at most 160 characters";
  if (!slug) fieldErrors.slug = "Slug is required";
  else if (!SLUG.test(slug) || slug.length > 100) fieldErrors.slug = "Slug may contain only lowercase letters, digits and single hyphens";
  if (!excerpt) fieldErrors.excerpt = "Excerpt is required";
  else if (excerpt.length > 300) fieldErrors.excerpt = "Excerpt must be at most 300 characters";
  if (!content) fieldErrors.content = "Content is required";
  else if (content.length > 100_000) fieldErrors.content = "Content must be at most 100,000 characters";
  if (!category) fieldErrors.category = "Category is required";
  else if (category.length > 60) fieldErrors.category = "Category must be at most 60 characters";
  if (!author) fieldErrors.author = "Author is required";
  if (tags.length > 12 || tags.some((t) => t.length > 40)) fieldErrors.tags = "Use at most 12 tags of up to 40 characters, separated by commas";
  if (image && !/^https:\/\/\S+$/i.test(image) && !/^\/(?!\/)\S*$/.test(image)) fieldErrors.image = "Image must be an https:// URL or a path on this site";
  else if (image.length > 500) fieldErrors.image = "Image URL must be at most 500 characters";
  if (image && !imageAlt) fieldErrors.imageAlt = "Describe the image for readers who cannot see it";
  else if (imageAlt.length > 200) fieldErrors.imageAlt = "Image description must be at most 200 characters";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publishedAt) || Number.isNaN(Date.parse(`${publishedAt}T00:00:00Z`))) fieldErrors.publishedAt = "Date must be a valid date";

  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    values: { title, slug, excerpt, content, category, tags, author, image: image || null, imageAlt: image ? imageAlt : null, publishedAt, published: form.published === "on" || form.published === "true" },
  };
}
