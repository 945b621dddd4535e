/** Widths of the WebP copies the build makes of each picture in public/blog (scripts/blog-pictures.mjs). */
export const PICTURE_WIDTHS: readonly number[] = [480, 800, 1200];
