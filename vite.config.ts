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
});
