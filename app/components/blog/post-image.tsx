import { cn } from "~/lib/utils";

/** Every post picture takes a 16:9 box (1200×675 natural size) before it loads: nothing below it moves. */
export const POST_IMAGE = { width: 1200, height: 675 } as const;

export function PostImage({ src, alt, className, eager = false }: { src: string; alt: string | null; className?: string; eager?: boolean }) {
  return (
    <img
      src={src}
      alt={alt ?? ""}
      width={POST_IMAGE.width}
      height={POST_IMAGE.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-[16/9] h-auto w-full bg-slate-100 object-cover", className)}
    />
  );
}
