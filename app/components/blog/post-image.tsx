import { cn } from "~/lib/utils";
import { PICTURE_WIDTHS } from "./picture-widths";

/** Every post picture takes a 16:9 box (1200×675 natural size) before it loads: nothing below it moves. */
export const POST_IMAGE = { width: 1200, height: 675 } as const;

// A picture of this site's public/blog folder has WebP copies made at build time.
const LOCAL_PICTURE = /^\/blog\/[a-z0-9-]+\.jpg$/;

/** The WebP copies of a picture in public/blog, for a srcset; null for any other address. */
export function webpSources(src: string): string | null {
  if (!LOCAL_PICTURE.test(src)) return null;
  return PICTURE_WIDTHS.map((width) => `${src.slice(0, -".jpg".length)}-${width}.webp ${width}w`).join(", ");
}

/**
 * `sizes` says how wide the picture is shown, so the browser takes the
 * smallest copy that fills it. `priority` is for the picture at the top of a
 * page (the largest paint): fetched first, never lazily.
 */
export function PostImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
}: {
  src: string;
  alt: string | null;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const webp = webpSources(src);
  const img = (
    <img
      src={src}
      alt={alt ?? ""}
      width={POST_IMAGE.width}
      height={POST_IMAGE.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("aspect-[16/9] h-auto w-full bg-slate-100 object-cover", className)}
    />
  );
  if (!webp) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
