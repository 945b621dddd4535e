// Smaller, modern copies of the blog pictures, made at build time: for every
// public/blog/<name>.jpg (1200×675) the client build gets
// /blog/<name>-<width>.webp at each width of PICTURE_WIDTHS, which
// app/components/blog/post-image.tsx offers the browser in a srcset. A phone
// then fetches about 12 kB instead of 40 kB before its largest paint. The JPEG
// stays: link previews and browsers without WebP use it. `react-router dev`
// makes the same files on request. Decision 0022.
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PICTURE_WIDTHS } from "../app/components/blog/picture-widths.ts";

const SOURCE_DIR = path.resolve(import.meta.dirname, "../public/blog");
const VARIANT = /^\/blog\/([a-z0-9-]+)-(\d+)\.webp$/;

function webp(source, width) {
  return sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 75 });
}

/** @returns {import("vite").Plugin} */
export function blogPictures() {
  return {
    name: "namesmith:blog-pictures",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const match = VARIANT.exec(req.url?.split("?")[0] ?? "");
        const source = match && path.join(SOURCE_DIR, `${match[1]}.jpg`);
        if (!match || !PICTURE_WIDTHS.includes(Number(match[2])) || !existsSync(source)) return next();
        res.setHeader("Content-Type", "image/webp");
        res.end(await webp(source, Number(match[2])).toBuffer());
      });
    },
    async writeBundle() {
      if (this.environment.name !== "client") return;
      const outDir = path.join(this.environment.config.build.outDir, "blog");
      mkdirSync(outDir, { recursive: true });
      const pictures = readdirSync(SOURCE_DIR).filter((file) => file.endsWith(".jpg"));
      await Promise.all(
        pictures.flatMap((file) =>
          PICTURE_WIDTHS.map((width) => webp(path.join(SOURCE_DIR, file), width).toFile(path.join(outDir, `${file.slice(0, -4)}-${width}.webp`))),
        ),
      );
    },
  };
}
