// npm test: typecheck, unit and integration tests, production build, end-to-end.
// Each runner writes a JSON report to test-results/; the summary line counts from them.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { summarize } from "./test-summary.mjs";

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

const steps = [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc"]],
  ["unit and integration tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/unit.json"]],
  ["production build", "npx", ["react-router", "build"]],
  ["end-to-end tests", "npx", ["vitest", "run", "-c", "vitest.e2e.config.ts", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/e2e.json"]],
];

let failedStep = null;
const failedSteps = [];
for (const [label, cmd, args] of steps) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    failedStep = label;
    if (!label.endsWith("tests")) failedSteps.push(label);
    console.error(`\n✖ ${label} failed`);
    // Tests still run after a failed typecheck so the report is complete.
    if (label === "production build") break;
  }
}

// A step that is not a test runner (typecheck, build) counts as one failure when it fails.
writeFileSync("test-results/steps.json", JSON.stringify({ failedSteps }));
const { passed, failed } = summarize();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
