// A launch-day crowd in one instant (docs/product.md#launch), on one local server: 200 people,
// each on a network of their own, opened the page and press "Join the waitlist" at the same
// moment. Every one must be stored exactly once and answered with the thank-you page or our own
// page saying what to do (pressed again by the bench, as a person would); never a bare 5xx
// text. Then the refusals a crowd meets, all sent at once: posts from networks already at their
// hourly limit (429), from another site (403) and far too large (413). Each must reach the client
// as itself: a refusal that answered before reading the body used to be replaced by wrangler's
// local proxy with "500 Error: Network connection lost" (docs/launch.md).
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { publishBenchPage } from "./launch-page.mjs";
import { apiCall, ms, summarize } from "./measure.mjs";

const CROWD = 200;
/** Networks filled to the server's default WAITLIST_LIMIT_PER_HOUR first, then posting again. */
const LIMITED_NETWORKS = 20;
const LIMIT_PER_HOUR = 5;
const LIMITED_POSTS = 100;
const CROSS_SITE_POSTS = 50;
const OVERSIZED_POSTS = 50;
/** The server's default WAITLIST_MIN_FILL_MS, plus a margin. */
const MIN_FILL_MS = 2_100;
/** A person presses again after a page that asks them to; a third refusal in a row counts as lost. */
const ATTEMPTS = 3;
const run = Date.now().toString(36);

const ipv4 = (base, n) => `${base}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const sleep = (msToWait) => new Promise((resolve) => setTimeout(resolve, msToWait));
const tokenIn = (html) => html.match(/name="token" value="([^"]+)"/)?.[1];
/** Our pages (the page, its form again, a notice) all render inside `.lp`; the local proxy's 500 is plain text. */
const isOurPage = (html) => html.includes('class="lp"');
const isThanks = (status, html) => status === 200 && html.includes("re on the list");

async function openForm(pageUrl, ip) {
  const response = await fetch(pageUrl, { headers: { "User-Agent": `Mozilla/5.0 (burst ${ip})`, "CF-Connecting-IP": ip } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`page ${response.status}`);
  return tokenIn(html);
}

function post(pageUrl, origin, ip, fields, extraHeaders = {}) {
  return fetch(pageUrl, {
    method: "POST",
    headers: {
      "User-Agent": `Mozilla/5.0 (burst ${ip})`,
      "CF-Connecting-IP": ip,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      ...extraHeaders,
    },
    body: typeof fields === "string" ? fields : new URLSearchParams({ answer: "", leave_empty: "", ...fields }).toString(),
  });
}

/** Opens a form for each network, in batches (the burst is the POSTs, not the page views). */
async function openForms(pageUrl, ips) {
  const tokens = new Array(ips.length);
  for (let next = 0; next < ips.length; next += 50)
    await Promise.all(ips.slice(next, next + 50).map(async (ip, k) => (tokens[next + k] = await openForm(pageUrl, ip))));
  return tokens;
}

export async function runLaunchBurst(ctx) {
  const { url } = await ctx.server();
  const { account, productId, pageUrl, address } = await publishBenchPage(url, { label: "burst" });

  // 1. The crowd: 200 fresh networks, every form sent at the same moment.
  const crowdIps = Array.from({ length: CROWD }, (_, n) => ipv4(172, n));
  const emails = crowdIps.map((_, n) => `burst-${run}-${n}@example.com`);
  const tokens = await openForms(pageUrl, crowdIps);
  await sleep(MIN_FILL_MS);
  const crowd = { thanked: 0, retryablePages: 0, bare5xx: 0, lost: 0, other: [] };
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    crowdIps.map(async (ip, n) => {
      let token = tokens[n] ?? "";
      const start = performance.now();
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const response = await post(pageUrl, url, ip, { email: emails[n], token });
        const html = await response.text();
        if (isThanks(response.status, html)) {
          crowd.thanked += 1;
          latencies.push(performance.now() - start);
          return;
        }
        if (!isOurPage(html)) {
          if (response.status >= 500) crowd.bare5xx += 1;
          else crowd.other.push(`${response.status} ${html.slice(0, 60)}`);
          return;
        }
        // Our own page asking to try again (the form again keeps a token to send with it).
        crowd.retryablePages += 1;
        token = tokenIn(html) ?? token;
      }
      crowd.lost += 1;
    }),
  );
  const crowdSeconds = (performance.now() - started) / 1000;

  // 2. Refusals at once: networks past their limit, another site's form, far too much text.
  const limitedIps = Array.from({ length: LIMITED_NETWORKS }, (_, n) => ipv4(173, n));
  const limitedTokens = await openForms(pageUrl, limitedIps);
  await sleep(MIN_FILL_MS);
  for (let round = 0; round < LIMIT_PER_HOUR; round++)
    await Promise.all(
      limitedIps.map((ip, n) =>
        post(pageUrl, url, ip, { email: `fill-${run}-${n}-${round}@example.com`, token: limitedTokens[n] ?? "" }).then((r) => r.text()),
      ),
    );
  const refusals = { expected: 0, asItself: 0, bare5xx: 0, other: [] };
  const refused = async (expectedStatus, request) => {
    refusals.expected += 1;
    const response = await request;
    const html = await response.text();
    if (response.status === expectedStatus && isOurPage(html)) refusals.asItself += 1;
    else if (response.status >= 500 && !isOurPage(html)) refusals.bare5xx += 1;
    else refusals.other.push(`${response.status} (wanted ${expectedStatus}) ${html.slice(0, 60)}`);
  };
  const oversized = new URLSearchParams({ email: "big@example.com", answer: "x".repeat(200_000) }).toString();
  await Promise.all([
    ...Array.from({ length: LIMITED_POSTS }, (_, k) =>
      refused(
        429,
        post(pageUrl, url, limitedIps[k % LIMITED_NETWORKS], {
          email: `over-${run}-${k}@example.com`,
          token: limitedTokens[k % LIMITED_NETWORKS] ?? "",
        }),
      ),
    ),
    ...Array.from({ length: CROSS_SITE_POSTS }, (_, k) =>
      refused(403, post(pageUrl, "https://elsewhere.example", ipv4(174, k), { email: `cross-${k}@example.com`, token: "" })),
    ),
    ...Array.from({ length: OVERSIZED_POSTS }, (_, k) => refused(413, post(pageUrl, url, ipv4(175, k), oversized))),
  ]);

  // What the owner's list holds.
  const exported = await apiCall(account, "GET", `/api/products/${productId}/launch/signups.csv`);
  if (exported.status !== 200) throw new Error(`the sign-ups CSV answered ${exported.status}`);
  const csv = await exported.text();
  const stored = new Map();
  for (const match of csv.matchAll(/burst-[a-z0-9]+-\d+@example\.com/g)) stored.set(match[0], (stored.get(match[0]) ?? 0) + 1);
  const missing = emails.filter((email) => !stored.has(email)).length;
  const twice = [...stored.values()].filter((count) => count > 1).length;
  const overLimit = (csv.match(/over-[a-z0-9]+-\d+@example\.com/g) ?? []).length;

  const latency = summarize(latencies);
  console.log(`\nLaunch burst on 127.0.0.1 (/p/${address}): ${CROWD} sign-ups from ${CROWD} networks sent at once\n`);
  console.table([
    {
      "sent at once": CROWD,
      stored: stored.size,
      "stored twice": twice,
      missing,
      "answered thank-you": crowd.thanked,
      "our retry pages (pressed again)": crowd.retryablePages,
      "bare 5xx": crowd.bare5xx,
      lost: crowd.lost + crowd.other.length,
      seconds: crowdSeconds.toFixed(1),
      "p50 / p95": `${ms(latency.p50)} / ${ms(latency.p95)}`,
    },
  ]);
  console.log(
    `Refusals sent at once: ${LIMITED_POSTS} over a network's limit (429), ${CROSS_SITE_POSTS} cross-site (403), ${OVERSIZED_POSTS} oversized (413)`,
  );
  console.table([
    {
      sent: refusals.expected,
      "answered as itself": refusals.asItself,
      "bare 5xx": refusals.bare5xx,
      other: refusals.other.length,
      "stored past the limit": overLimit,
    },
  ]);
  for (const line of [...new Set([...crowd.other, ...refusals.other])].slice(0, 5)) console.log(`  unexpected: ${line}`);
  console.log("");
  return (
    stored.size === CROWD &&
    missing === 0 &&
    twice === 0 &&
    crowd.thanked === CROWD &&
    crowd.bare5xx === 0 &&
    refusals.asItself === refusals.expected &&
    overLimit === 0
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runLaunchBurst(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
