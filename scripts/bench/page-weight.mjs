// Page weight: gzip size of the JavaScript and CSS the landing page loads, against an empty
// React Router page built with the same toolchain (tests/fixtures/empty-app). Budget from
// issue 5: landing JS ≤ 1.3 × empty-page JS.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { buildApp, findFreePort, migrateLocal, projectRoot, serveBuiltApp } from "../lib/app-server.mjs";

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

async function measureLanding() {
  buildApp({ quiet: true });
  const persistTo = mkdtempSync(join(tmpdir(), "ux-twin-bench-"));
  migrateLocal({ persistTo, quiet: true });
  const server = await serveBuiltApp({ port: await findFreePort(), persistTo, quiet: true });
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    return measure("Landing page (/)", html, join(projectRoot, "build/client"));
  } finally {
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

async function measureEmptyPage() {
  const fixture = join(projectRoot, "tests/fixtures/empty-app");
  // A temporary directory inside node_modules/.cache, so its server build resolves react-router.
  const cacheDir = join(projectRoot, "node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const buildDir = mkdtempSync(join(cacheDir, "ux-twin-empty-app-"));
  try {
    const result = spawnSync("npx", ["react-router", "build", fixture], {
      cwd: projectRoot,
      env: { ...process.env, EMPTY_APP_BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error("building the empty React Router app failed");
    // Render its page in-process with its own server build, exactly as a request would.
    const { createRequestHandler } = await import("react-router");
    const build = await import(pathToFileURL(join(buildDir, "server/index.js")).href);
    const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
    return measure("Empty React Router page", await response.text(), join(buildDir, "client"));
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Builds both, prints a table, and returns whether the landing page is within budget. */
export async function runPageWeight() {
  const empty = await measureEmptyPage();
  const landing = await measureLanding();
  const ratio = landing.js / empty.js;
  const within = ratio <= JS_BUDGET_RATIO;
  console.log("\nPage weight (gzip, level 9; JS = modules loaded with the page, lazy chunks excluded)\n");
  console.table(
    [empty, landing].map((row) => ({ page: row.label, "JS files": row.jsFiles, "JS gzip": kb(row.js), "CSS gzip": kb(row.css) })),
  );
  console.log(
    `Landing JS / empty-page JS = ${ratio.toFixed(2)}× (budget ≤ ${JS_BUDGET_RATIO}×): ${within ? "within budget" : "OVER BUDGET"}\n`,
  );
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = (await runPageWeight()) ? 0 : 1;
}
