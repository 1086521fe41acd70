// Lighthouse (mobile preset, simulated throttling) on one page with the system Chromium, the way
// the published pages' parts run it (launch-page, prototype-test-page): several runs and the
// median one, since Lighthouse replays main-thread work measured on this (shared) machine.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function lighthouseOnce(pageUrl) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(pageUrl, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    const failing = Object.values(lhr?.audits ?? {})
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual" &&
          a.scoreDisplayMode !== "notApplicable",
      )
      .map((a) => (a.explanation || a.errorMessage ? `${a.id} (${a.explanation ?? a.errorMessage})` : a.id));
    return {
      ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr?.categories[id]?.score ?? 0) * 100)])),
      fcp: lhr?.audits["first-contentful-paint"]?.numericValue ?? Infinity,
      // What a busy machine costs most: main-thread work after the first paint, replayed ×4.
      tbt: lhr?.audits["total-blocking-time"]?.numericValue ?? Infinity,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** `LIGHTHOUSE_RUNS` (3) runs of the page: the median run by the sum of its scores, and every run. */
export async function lighthouseMedian(pageUrl) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(pageUrl));
  runs.sort((a, b) => CATEGORIES.reduce((sum, id) => sum + a[id], 0) - CATEGORIES.reduce((sum, id) => sum + b[id], 0));
  return { median: runs[Math.floor((runs.length - 1) / 2)], runs, count: RUNS };
}

/** One table row: the median's four scores, its first paint and every run's scores with its total blocking time. */
export function lighthouseRow({ median, runs }) {
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, median[id]])),
    FCP: `${(median.fcp / 1000).toFixed(2)} s`,
    runs: runs.map((r) => `${CATEGORIES.map((id) => r[id]).join("/")} (TBT ${Math.round(r.tbt)} ms)`).join(" | "),
  };
}
