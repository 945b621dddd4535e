import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// End-to-end: Playwright (playwright-core) drives the system Chromium against
// the production build, started once by the global setup.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
