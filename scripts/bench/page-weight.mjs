// Page weight: gzip size of the JavaScript and CSS /, /auth and /dashboard load, against an empty
// React Router page built with the same toolchain (tests/fixtures/empty-app). Budget from
// issue 5: landing JS ≤ 1.3 × empty-page JS.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { projectRoot } from "../lib/app-server.mjs";
import { createBenchContext } from "./context.mjs";
import { signedInAccount } from "./measure.mjs";

export const JS_BUDGET_RATIO = 1.3;

/** Every /assets/*.js|css the HTML references, plus the static imports of those modules. */
function assetClosure(html, readAsset) {
  const seen = new Set();
  const queue = [...html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1]);
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    if (!path.endsWith(".js")) continue;
    const source = readAsset(path).toString("utf8");
    // Static imports only: lazily imported chunks do not load with the page.
    for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(posix.join(posix.dirname(path), m[1]));
    }
  }
  return [...seen];
}

function measure(label, html, clientDir) {
  const readAsset = (path) => readFileSync(join(clientDir, path));
  const files = assetClosure(html, readAsset);
  const sum = (ext) =>
    files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSync(readAsset(f), { level: 9 }).length, 0);
  if (process.env.BENCH_VERBOSE) {
    const sizes = files.map((f) => [f, gzipSync(readAsset(f), { level: 9 }).length]).sort((a, b) => b[1] - a[1]);
    console.log(`\n${label}:`);
    for (const [f, size] of sizes) console.log(`  ${kb(size).padStart(9)}  ${f}`);
  }
  return { label, jsFiles: files.filter((f) => f.endsWith(".js")).length, js: sum(".js"), css: sum(".css"), files };
}

/** /, /auth and /dashboard (signed in) of the app's production build. */
async function measurePages(ctx) {
  const { url } = await ctx.server();
  const account = await signedInAccount(url, "page-weight");
  const clientDir = join(projectRoot, "build/client");
  const rows = [];
  for (const [label, path, headers] of [
    ["Landing page (/)", "/", {}],
    ["Sign-in page (/auth)", "/auth", {}],
    ["Dashboard (/dashboard, signed in)", "/dashboard", { Cookie: account.cookie }],
  ]) {
    const response = await fetch(`${url}${path}`, { headers, redirect: "manual" });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    rows.push(measure(label, await response.text(), clientDir));
  }
  return rows;
}

async function measureEmptyPage(ctx) {
  const buildDir = ctx.emptyAppBuild();
  // Render its page in-process with its own server build, exactly as a request would.
  const { createRequestHandler } = await import("react-router");
  const build = await import(pathToFileURL(join(buildDir, "server/index.js")).href);
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  return measure("Empty React Router page", await response.text(), join(buildDir, "client"));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Builds both, prints a table, and returns whether the landing page is within budget. */
export async function runPageWeight(ctx) {
  const empty = await measureEmptyPage(ctx);
  const pages = await measurePages(ctx);
  const landing = pages[0];
  const ratio = landing.js / empty.js;
  const within = ratio <= JS_BUDGET_RATIO;
  console.log("\nPage weight (gzip, level 9; JS = modules loaded with the page, lazy chunks excluded)\n");
  console.table(
    [empty, ...pages].map((row) => ({
      page: row.label,
      "JS files": row.jsFiles,
      "JS gzip": kb(row.js),
      "CSS gzip": kb(row.css),
      "JS vs empty": `${(row.js / empty.js).toFixed(2)}×`,
    })),
  );
  console.log(
    `Landing JS / empty-page JS = ${ratio.toFixed(2)}× (budget ≤ ${JS_BUDGET_RATIO}×): ${within ? "within budget" : "OVER BUDGET"}\n`,
  );
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runPageWeight(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
