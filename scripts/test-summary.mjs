import { existsSync, readFileSync } from "node:fs";

/** Adds up the Vitest JSON reports of the unit/integration and end-to-end runs. */
export function summarize(dir = "test-results") {
  let passed = 0;
  let failed = 0;
  for (const file of ["unit.json", "e2e.json"]) {
    const path = `${dir}/${file}`;
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that fails before its tests run (an import error, a failing hook) has no failed test of its own.
    for (const file of report.testResults ?? []) {
      const anyFailed = (file.assertionResults ?? []).some((t) => t.status === "failed");
      if (file.status === "failed" && !anyFailed) failed += 1;
    }
  }
  if (existsSync(`${dir}/steps.json`)) failed += JSON.parse(readFileSync(`${dir}/steps.json`, "utf8")).failedSteps.length;
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarize(process.argv[2]);
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
