// Lighthouse (mobile preset, the default) on the built landing page and the auth page, with
// the system Chromium on loopback. Budget from issue 5 for the landing page: performance ≥ 95,
// accessibility 100, best practices ≥ 95, SEO 100. Performance is simulated (Lighthouse's
// throttling model), so it is comparable across machines.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { createBenchContext } from "./context.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const LANDING_BUDGET = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };

async function audit(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    return Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)]));
  } finally {
    await chrome.kill();
  }
}

export async function runLighthouse(ctx) {
  const app = await ctx.server();
  const rows = [];
  for (const path of ["/", "/auth", "/features/startup-builder"]) rows.push({ page: path, ...(await audit(app.url + path)) });
  console.log("\nLighthouse, mobile preset (simulated throttling)\n");
  console.table(rows);
  const landing = rows[0];
  const within = Object.entries(LANDING_BUDGET).every(([id, min]) => landing[id] >= min);
  console.log(`Landing page within its Lighthouse budget (${Object.entries(LANDING_BUDGET).map(([k, v]) => `${k} ≥ ${v}`).join(", ")}): ${within ? "yes" : "NO"}\n`);
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runLighthouse(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
