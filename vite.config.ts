import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { viteAliases } from "./compat/aliases.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // React's API on Preact (preact/compat), in the client and the server bundle.
  resolve: { tsconfigPaths: true, alias: viteAliases() },
  build: { assetsInlineLimit: 0 },
  ssr: { noExternal: ["date-fns", "lucide-react", /^better-auth/, /^@better-auth\//, "drizzle-orm", "ai", /^@ai-sdk\//, "zod", "radix-ui", /^@radix-ui\//] },
});
