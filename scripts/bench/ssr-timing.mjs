// Server-side render time: full HTML responses of /, /features/startup-builder and /dashboard
// from the local production build (wrangler + workerd, loopback), sequential requests, against
// the empty React Router page served over HTTP by Node and the app's /api/health (transport floor).
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { getOk, ms, signedInAccount, timeSequential } from "./measure.mjs";

const REQUESTS = 120;
/** Informational budget: a page's median render stays within this of the empty page's. */
const BUDGET_EXTRA_MS = 40;

export async function runSsrTiming(ctx) {
  const app = await ctx.server();
  const empty = await ctx.emptyAppServer();
  const account = await signedInAccount(app.url, "ssr");
  const targets = [
    ["Empty React Router page (Node, HTTP)", `${empty.url}/`, {}],
    ["/api/health (workerd floor, no render)", `${app.url}/api/health`, {}],
    ["/ (landing)", `${app.url}/`, {}],
    ["/features/startup-builder", `${app.url}/features/startup-builder`, {}],
    ["/dashboard (signed in, D1 reads)", `${app.url}/dashboard`, { Cookie: account.cookie }],
  ];
  const rows = [];
  for (const [label, url, headers] of targets) {
    const stats = await timeSequential(() => getOk(url, headers), { count: REQUESTS, warmup: 10 });
    rows.push({ label, ...stats });
  }
  const baseline = rows[0].p50;
  console.log(`\nServer-side render, ${REQUESTS} sequential requests each after 10 warm-up (full response body read)\n`);
  console.table(
    rows.map((r) => ({
      page: r.label,
      p50: ms(r.p50),
      p95: ms(r.p95),
      p99: ms(r.p99),
      "p50 vs empty": `${(r.p50 / baseline).toFixed(2)}×`,
    })),
  );
  const pages = rows.slice(2);
  const within = pages.every((r) => r.p50 - baseline <= BUDGET_EXTRA_MS);
  console.log(`Every page's p50 within ${BUDGET_EXTRA_MS} ms of the empty page: ${within ? "yes" : "NO"}\n`);
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runSsrTiming(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
