import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { viteAliases } from "./compat/aliases.mjs";
import { blogPictures } from "./scripts/blog-pictures.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), blogPictures()],
  // React's API on Preact (preact/compat), in the client and the server bundle.
  resolve: { tsconfigPaths: true, alias: viteAliases() },
  build: { assetsInlineLimit: 0 },
  // The server bundle takes in these packages instead of importing them from
  // node_modules at start: only what the site uses is loaded (date-fns alone
  // cost ~100 MB resident as 1,500 separate modules). Resident memory at start
  // on PostgreSQL: 338 MB → 136 MB (issue 16). PGlite, pg, pino and
  // nodemailer stay external (WASM files, optional native parts).
  // The server bundle is written in ASCII (other characters as escapes): V8
  // keeps a script's source text, one byte a character when all of it is
  // Latin-1 and two otherwise, so one curly quote doubled the 5 MB it holds.
  environments: { ssr: { build: { rolldownOptions: { output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } } } } } },
  ssr: { noExternal: ["date-fns", "lucide-react", /^better-auth/, /^@better-auth\//, "drizzle-orm", "ai", /^@ai-sdk\//, "zod", "radix-ui", /^@radix-ui\//] },
});
