// The tester page (docs/product.md#prototype-tests) as a tester's phone gets it: the bytes of its
// script and styles and of the whole HTML, gzip-compressed as Cloudflare serves text, and
// Lighthouse's mobile performance. Budget: ≤ 35 kB transferred for the JS + CSS and for the whole
// page, nothing else fetched, and performance ≥ 95 (median of the runs).
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { lighthouseMedian, lighthouseRow } from "./lighthouse-runs.mjs";
import { createBenchTest } from "./prototype-test-setup.mjs";

const SIZE_BUDGET_BYTES = 35 * 1024;
const PERFORMANCE_BUDGET = 95;
const gzip = (text) => gzipSync(Buffer.from(text, "utf8"), { level: 6 }).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The page's inline script and styles (the test's JSON data block is content, not code) and anything it would fetch next. */
function weigh(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const subresources = [
    ...html.matchAll(/<(?:script|img|iframe)[^>]+src="(?!data:)([^"]+)"|<link(?![^>]*rel="canonical")[^>]+href="(?!data:)([^"]+)"/g),
  ].map((m) => m[1] ?? m[2]);
  return {
    js: { raw: scripts.join("").length, gzip: gzip(scripts.join("")) },
    css: { raw: styles.join("").length, gzip: gzip(styles.join("")) },
    html: { raw: Buffer.byteLength(html), gzip: gzip(html) },
    subresources,
  };
}

export async function runPrototypeTestPage(ctx) {
  const { url } = await ctx.server();
  const { address } = await createBenchTest(url, { label: "page" });
  const pageUrl = `${url}/t/${address}`;
  const response = await fetch(pageUrl, { headers: { "User-Agent": "Mozilla/5.0 (bench size check)" } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET /t/${address} answered ${response.status}`);
  const weight = weigh(html);
  const codeGzip = gzip(
    html.match(/<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>|<style[^>]*>[\s\S]*?<\/style>/g)?.join("") ?? "",
  );
  console.log(`\nTester page /t/{address} (5 tasks, 4 screens), bytes a tester downloads (gzip level 6)\n`);
  console.table([
    {
      "JS raw / gzip": `${kB(weight.js.raw)} / ${kB(weight.js.gzip)}`,
      "CSS raw / gzip": `${kB(weight.css.raw)} / ${kB(weight.css.gzip)}`,
      "JS + CSS gzip": kB(codeGzip),
      "whole HTML raw / gzip": `${kB(weight.html.raw)} / ${kB(weight.html.gzip)}`,
      "other requests": weight.subresources.length,
    },
  ]);
  const sizeWithin = codeGzip <= SIZE_BUDGET_BYTES && weight.html.gzip <= SIZE_BUDGET_BYTES && weight.subresources.length === 0;
  console.log(`JS + CSS and the whole page within 35 kB transferred, nothing else fetched: ${sizeWithin ? "yes" : "NO"}`);

  const lighthouse = await lighthouseMedian(pageUrl);
  console.log(`\nLighthouse on /t/{address}, mobile preset (simulated throttling; median of ${lighthouse.count} runs)\n`);
  console.table([lighthouseRow(lighthouse)]);
  if (lighthouse.median.failing.length) console.log(`Audits not passed: ${lighthouse.median.failing.join(", ")}`);
  const fastEnough = lighthouse.median.performance >= PERFORMANCE_BUDGET;
  console.log(`Performance ≥ ${PERFORMANCE_BUDGET}: ${fastEnough ? "yes" : "NO"}\n`);
  return sizeWithin && fastEnough;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runPrototypeTestPage(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
