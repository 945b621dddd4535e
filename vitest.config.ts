import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { viteAliases } from "./compat/aliases.mjs";

export default defineConfig({
  // React's API on Preact, as in the build (vite.config.ts): aliases for our
  // code, and register.mjs for packages Node loads itself (react-router…).
  resolve: { alias: [{ find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) }, ...viteAliases()] },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./compat/register.mjs", "./tests/setup/fail-on-console-error.ts"],
  },
});
