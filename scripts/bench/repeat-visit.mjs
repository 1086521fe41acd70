// Repeat visits in Chromium: the hashed build files under /assets/ are served as immutable for a
// year (public/_headers), so a second visit in the same browser must load all of them from the
// browser cache: 0 requests for /assets/* reach the server. The page itself (HTML) is not cached
// and must reach the server on every visit. Requests are classified with the Chrome DevTools
// Protocol: served from the memory cache (`requestServedFromCache`) or the disk cache
// (`fromDiskCache`) stays in the browser; anything else, including a revalidation, hit the server.
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { createBenchContext } from "./context.mjs";
import { signedInAccount } from "./measure.mjs";

/** Requests for /assets/* that may reach the server on a second visit. */
const SECOND_VISIT_ASSET_BUDGET = 0;

/** Opens `url` in a new tab of `context` and sorts every request it made by where it was answered. */
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    requests.set(requestId, { url: new URL(request.url), type, cached: false, bytes: 0 });
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.cached = true;
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (entry && (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker)) entry.cached = true;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await cdp.send("Network.enable");
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status()}`);
  await page.close();

  const all = [...requests.values()];
  const assets = all.filter((r) => r.url.pathname.startsWith("/assets/"));
  const toServer = assets.filter((r) => !r.cached);
  return {
    assets: assets.length,
    assetsToServer: toServer.length,
    assetBytesFromServer: toServer.reduce((sum, r) => sum + r.bytes, 0),
    documentToServer: all.some((r) => r.type === "Document" && !r.cached),
    toServerPaths: toServer.map((r) => r.url.pathname),
  };
}

export async function runRepeatVisit(ctx) {
  const app = await ctx.server();
  const account = await signedInAccount(app.url, "repeat");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  let within = true;
  try {
    for (const [path, signedIn] of [
      ["/", false],
      ["/dashboard", true],
    ]) {
      // One context per page: a first-time visitor, then the same browser coming back.
      const context = await browser.newContext();
      if (signedIn) {
        const [name, value] = account.cookie.split("=");
        await context.addCookies([{ name, value, url: app.url }]);
      }
      const first = await visit(context, app.url + path);
      const second = await visit(context, app.url + path);
      await context.close();
      const ok = first.assetsToServer > 0 && second.assetsToServer <= SECOND_VISIT_ASSET_BUDGET && second.documentToServer;
      within &&= ok;
      rows.push({
        page: path + (signedIn ? " (signed in)" : ""),
        "1st visit: /assets/* to server": `${first.assetsToServer} (${(first.assetBytesFromServer / 1024).toFixed(1)} kB)`,
        "2nd visit: /assets/* requested": second.assets,
        "2nd visit: /assets/* to server": second.assetsToServer,
        "2nd visit: page (HTML) to server": second.documentToServer ? "yes" : "NO (cached)",
      });
      if (second.assetsToServer) console.log(`${path}: second visit still fetched ${second.toServerPaths.join(", ")}`);
    }
  } finally {
    await browser.close();
  }
  console.log("\nRepeat visit in Chromium (same browser context, second visit after the first)\n");
  console.table(rows);
  const worst = Math.max(...rows.map((row) => row["2nd visit: /assets/* to server"]));
  console.log(
    `Second visit: at most ${worst} /assets/* requests reached the server (budget ${SECOND_VISIT_ASSET_BUDGET}), the page itself always did: ${within ? "within budget" : "OVER BUDGET"}\n`,
  );
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runRepeatVisit(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
