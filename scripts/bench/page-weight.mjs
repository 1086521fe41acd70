// Page weight: gzip size of the JavaScript and CSS /, /auth and /dashboard load, against an empty
// React Router page built with the same toolchain (tests/fixtures/empty-app). Budgets (issues 5
// and 13): JS of / and /auth ≤ 1.3 × the empty page's, /dashboard (signed in) ≤ 1.4 ×.
//
// "Loaded" means what the browser fetches for the page, read from its HTML the way the browser
// does: <script src>, <link rel="modulepreload">, the imports of inline module scripts (React
// Router's boot script), stylesheets, and transitively every static import of those modules
// (parsed from the built files). Lazily imported chunks, the modules of other routes that the
// inline route manifest merely lists, and idle-time prefetches (rel="prefetch") are not loaded
// with the page, so they are not counted. CSS inlined into the page is shown on its own.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { parseAst } from "vite";
import { projectRoot } from "../lib/app-server.mjs";
import { createBenchContext } from "./context.mjs";
import { signedInAccount } from "./measure.mjs";

export const JS_BUDGET_RATIOS = { "/": 1.3, "/auth": 1.3, "/dashboard": 1.4 };

/** `<link rel="modulepreload" href="/x.js">` → { rel: "modulepreload", href: "/x.js" } (the tag name is skipped). */
function attributesOf(tag) {
  const pairs = [...tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].slice(1);
  return Object.fromEntries(pairs.map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? ""]));
}

/**
 * Module specifiers a module loads as soon as it runs: static imports and re-exports, plus (in
 * an inline boot script) a top-level `import("…")` statement, which runs at once.
 */
function staticImports(source, { topLevelDynamic = false } = {}) {
  const specifiers = [];
  for (const node of parseAst(source).body) {
    if (node.source && /^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration)$/.test(node.type))
      specifiers.push(node.source.value);
    const expression = node.type === "ExpressionStatement" ? node.expression : null;
    if (topLevelDynamic && expression?.type === "ImportExpression" && expression.source.type === "Literal")
      specifiers.push(expression.source.value);
  }
  return specifiers;
}

/** What the browser loads for this HTML: entry points, then their static imports, transitively. */
export function loadedAssets(html, readAsset) {
  const resolve = (specifier, from) =>
    specifier.startsWith("/") ? posix.normalize(specifier) : posix.join(posix.dirname(from), specifier);
  const queue = [];
  let inlineCss = 0;
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = attributesOf(tag);
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (tag.toLowerCase().startsWith("<script") && attrs.src) queue.push(resolve(attrs.src, "/"));
    else if (rel.includes("modulepreload") || rel.includes("stylesheet")) queue.push(resolve(attrs.href, "/"));
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attributesOf(`<script ${attrs}>`).type !== "module" || !body.trim()) continue;
    for (const specifier of staticImports(body, { topLevelDynamic: true })) queue.push(resolve(specifier, "/"));
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineCss += gzipSync(css, { level: 9 }).length;
  const seen = new Set();
  while (queue.length) {
    const path = queue.shift().split(/[?#]/)[0];
    if (seen.has(path) || !path.startsWith("/assets/")) continue;
    seen.add(path);
    if (path.endsWith(".js")) for (const specifier of staticImports(readAsset(path).toString("utf8"))) queue.push(resolve(specifier, path));
  }
  return { files: [...seen], inlineCss };
}

function measure(label, html, clientDir) {
  const readAsset = (path) => readFileSync(join(clientDir, path));
  const { files, inlineCss } = loadedAssets(html, readAsset);
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSync(readAsset(f), { level: 9 }).length, 0);
  if (process.env.BENCH_VERBOSE) {
    const sizes = files.map((f) => [f, gzipSync(readAsset(f), { level: 9 }).length]).sort((a, b) => b[1] - a[1]);
    console.log(`\n${label}:`);
    for (const [f, size] of sizes) console.log(`  ${kb(size).padStart(9)}  ${f}`);
  }
  return { label, jsFiles: files.filter((f) => f.endsWith(".js")).length, js: sum(".js"), css: sum(".css"), inlineCss, files };
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
    rows.push({ path, ...measure(label, await response.text(), clientDir) });
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

/** Builds both, prints a table, and returns whether every page is within its budget. */
export async function runPageWeight(ctx) {
  const empty = await measureEmptyPage(ctx);
  const pages = await measurePages(ctx);
  console.log("\nPage weight (gzip, level 9; what the browser loads with the page: lazy chunks and other routes' modules excluded)\n");
  console.table(
    [empty, ...pages].map((row) => ({
      page: row.label,
      "JS files": row.jsFiles,
      "JS gzip": kb(row.js),
      "CSS gzip (files + inline)": `${kb(row.css)} + ${kb(row.inlineCss)}`,
      "JS vs empty": `${(row.js / empty.js).toFixed(2)}×`,
      budget: row.path ? `≤ ${JS_BUDGET_RATIOS[row.path]}×` : "",
    })),
  );
  let within = true;
  for (const page of pages) {
    const ratio = page.js / empty.js;
    const ok = ratio <= JS_BUDGET_RATIOS[page.path];
    within &&= ok;
    console.log(
      `${page.path} JS / empty-page JS = ${ratio.toFixed(2)}× (budget ≤ ${JS_BUDGET_RATIOS[page.path]}×): ${ok ? "within budget" : "OVER BUDGET"}`,
    );
  }
  console.log("");
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
