import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Timings for `npm run bench`; they print numbers and never fail on speed.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { include: ["app/**/*.bench.ts"], testTimeout: 120_000 },
});
