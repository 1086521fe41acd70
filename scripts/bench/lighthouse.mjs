// Lighthouse (mobile preset, the default) on the built landing page, the auth page and a feature
// page, with the system Chromium on loopback. Budgets: issue 5 for the landing page (accessibility
// 100, best practices ≥ 95, SEO 100) and issue 13 for / and /auth (performance 100, First
// Contentful Paint ≤ 1.2 s). Performance is simulated (Lighthouse's throttling model), so it is
// comparable across machines.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { createBenchContext } from "./context.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const LANDING_BUDGET = { accessibility: 100, "best-practices": 95, seo: 100 };
/** Pages that must score performance 100 with a first paint within FCP_BUDGET_MS. */
const FAST_PAGES = ["/", "/auth"];
const FCP_BUDGET_MS = 1200;
/**
 * Lighthouse's own advice for noisy machines: run a page several times and keep the median run.
 * Its simulation replays main-thread work measured in this run (×4), so other work on a shared
 * 2-core machine can cost a single run several points.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function auditOnce(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    const audits = result?.lhr.audits ?? {};
    return {
      ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)])),
      fcp: audits["first-contentful-paint"]?.numericValue ?? Infinity,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? Infinity,
      tbt: audits["total-blocking-time"]?.numericValue ?? Infinity,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Infinity,
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median performance score (the lower middle one for an even count). */
async function audit(url, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(url));
  results.sort((a, b) => a.performance - b.performance || b.fcp - a.fcp);
  return { ...results[Math.floor((results.length - 1) / 2)], runs: results.map((r) => r.performance).join("/") };
}

export async function runLighthouse(ctx) {
  const app = await ctx.server();
  const rows = [];
  for (const path of ["/", "/auth", "/features/startup-builder"])
    rows.push({ page: path, ...(await audit(app.url + path, FAST_PAGES.includes(path) ? RUNS : 1)) });
  console.log(`\nLighthouse, mobile preset (simulated throttling; / and /auth: median of ${RUNS} runs)\n`);
  console.table(
    rows.map(({ fcp, lcp, tbt, cls, ...scores }) => ({
      ...scores,
      FCP: seconds(fcp),
      LCP: seconds(lcp),
      TBT: `${Math.round(tbt)} ms`,
      CLS: cls.toFixed(3),
    })),
  );
  const landing = rows[0];
  const landingWithin = Object.entries(LANDING_BUDGET).every(([id, min]) => landing[id] >= min);
  console.log(
    `Landing page within its Lighthouse budget (${Object.entries(LANDING_BUDGET)
      .map(([k, v]) => `${k} ≥ ${v}`)
      .join(", ")}): ${landingWithin ? "yes" : "NO"}`,
  );
  let fastWithin = true;
  for (const row of rows.filter((r) => FAST_PAGES.includes(r.page))) {
    const ok = row.performance === 100 && row.fcp <= FCP_BUDGET_MS;
    fastWithin &&= ok;
    console.log(
      `${row.page}: performance ${row.performance} (budget 100), FCP ${seconds(row.fcp)} (budget ≤ ${seconds(FCP_BUDGET_MS)}): ${ok ? "within budget" : "OVER BUDGET"}`,
    );
  }
  console.log("");
  return landingWithin && fastWithin;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runLighthouse(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
