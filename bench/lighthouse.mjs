// Lighthouse on the system Chromium, with its standard settings: mobile form
// factor and simulated throttling (a mid-range phone on a slow 4G link), the
// performance category only. Each page is measured RUNS times; every figure is
// the median of its runs, taken on its own.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** What Lighthouse saw as the largest paint: the element and where its time went. */
function lcpDetails(lhr) {
  const breakdown = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const element = breakdown.find((item) => item.type === "node");
  const phases = breakdown.find((item) => item.type === "table")?.items ?? [];
  const blocking = lhr.audits["render-blocking-insight"]?.details?.items ?? [];
  return {
    element: element ? `${element.nodeLabel} (${element.selector})` : "none",
    phases: phases.map((p) => `${p.label} ${Math.round(p.duration)} ms`).join(", "),
    blocking: blocking.map((b) => b.url).filter(Boolean),
  };
}

/**
 * One row per page: LCP, FCP, TBT, CLS and the performance score, each the
 * median of RUNS runs. With `details`, also the LCP element and its phases
 * from the last run, for finding what delays it.
 */
export async function lighthouseTable(base, pages, { details = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless", ...(process.getuid?.() === 0 ? ["--no-sandbox"] : [])],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const runs = [];
      // A busy machine sometimes spoils a trace (NO_NAVSTART, an interstitial): Lighthouse's advice is to run again.
      for (let attempt = 0; runs.length < RUNS; attempt++) {
        const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const error = result ? result.lhr.runtimeError : { message: "no result" };
        if (!error) runs.push(result.lhr);
        else if (attempt >= RUNS + 2) throw new Error(`lighthouse: ${page.path}: ${error.message}`);
      }
      const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
      rows.push({
        page,
        lcp: metric("largest-contentful-paint"),
        fcp: metric("first-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        score: median(runs.map((lhr) => lhr.categories.performance.score * 100)),
        details: lcpDetails(runs.at(-1)),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\n## Lighthouse, mobile (simulated throttling), median of ${RUNS} runs`);
  console.log(`| page | LCP s | FCP s | TBT ms | CLS | score |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const r of rows) {
    console.log(`| ${r.page.name} (${r.page.path}) | ${(r.lcp / 1000).toFixed(2)} | ${(r.fcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.score)} |`);
  }
  if (details) {
    for (const r of rows) {
      console.log(`\n${r.page.path}: largest paint ${r.details.element}`);
      if (r.details.phases) console.log(`  phases: ${r.details.phases}`);
      if (r.details.blocking.length) console.log(`  render-blocking: ${r.details.blocking.join(", ")}`);
    }
  }
  return rows;
}
