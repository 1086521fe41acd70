// Search: "Search saved conversations" (docs/product.md#search-and-rename) over a history of
// 10,000 saved conversations of two messages each, seeded through wrangler's local D1 with
// their search index rows written as the app writes them. Times the first page of the
// plain list, a search for a word in 1% of replies, and a prefix that matches every one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findFreePort, migrateLocal, serveBuiltApp } from "../lib/app-server.mjs";
import { createBenchContext } from "./context.mjs";
import { executeLocalSql, insertRows, newRowId, searchIndexRows } from "./seed-d1.mjs";
import { apiCall, ms, signedInAccount, timeSequential } from "./measure.mjs";

const CONVERSATIONS = 10_000;
const REQUESTS = 80;
/** Budget: a typical search's p50 is at most this many times the list's first-page p50. */
const SEARCH_RATIO = 1.5;
const TOPICS = ["pricing", "research", "checkout", "retention", "landing", "interviews", "personas", "roadmap"];

export async function seed(account, persistTo) {
  const base = Date.now() - 10_000_000;
  const conversations = [];
  const messages = [];
  for (let i = 0; i < CONVERSATIONS; i += 1) {
    const id = newRowId();
    const topic = TOPICS[i % TOPICS.length];
    conversations.push([id, account.userId, `Conversation ${i} about ${topic}`, base + i, base + i]);
    messages.push([newRowId(), id, "user", `How should we approach ${topic} for product ${i}?`, 1, base + i]);
    // Every reply mentions onboarding; one in a hundred mentions a zeppelin.
    const rare = i % 100 === 7 ? " Think of it as a zeppelin tour: slow, visible, memorable." : "";
    messages.push([
      newRowId(),
      id,
      "assistant",
      `Start with onboarding interviews, then measure ${topic} weekly.${rare} ${"Keep the scope small and write down what you learn. ".repeat(3)}`,
      2,
      base + i,
    ]);
  }
  const statements = [
    ...insertRows("conversations", ["id", "user_id", "title", "created_at", "updated_at"], conversations),
    ...insertRows("messages", ["id", "conversation_id", "role", "content", "seq", "created_at"], messages),
    ...searchIndexRows(
      account.userId,
      conversations.map(([id, , title]) => [id, title]),
      messages.map(([id, conversationId, , content]) => [id, conversationId, content]),
    ),
  ];
  const started = performance.now();
  executeLocalSql(statements, persistTo);
  return { seedMs: performance.now() - started };
}

const readJson = async (response) => {
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.json();
};

/**
 * Its own server on its own local D1: a wrangler dev already running while `d1 execute` fills
 * the FTS5 tables behind its back drops its connections, so the rows go in while it is stopped.
 */
export async function runSearch(ctx) {
  ctx.build();
  const persistTo = mkdtempSync(join(tmpdir(), "ux-twin-bench-search-"));
  const serve = async () =>
    serveBuiltApp({ port: await findFreePort(), persistTo, quiet: true, vars: { SIGN_UP_LIMIT_PER_HOUR: "1000000" } });
  try {
    migrateLocal({ persistTo, quiet: true });
    const first = await serve();
    const account = await signedInAccount(first.url, "search");
    await first.stop();
    const { seedMs } = await seed(account, persistTo);
    const server = await serve();
    try {
      // Same session cookie, new port: the session lives in the D1 the new server reads.
      return await measure({ ...account, origin: server.url }, seedMs);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
}

export async function measure(account, seedMs) {
  const cases = [
    ["list, first page", "/api/conversations"],
    ["search “zeppelin” (1% of replies)", "/api/conversations?q=zeppelin"],
    ["search “onboard” (prefix; every reply)", "/api/conversations?q=onboard"],
    ["search “pricing onboard”, kind=chat", "/api/conversations?q=pricing%20onboard&kind=chat"],
  ];
  const rows = [];
  for (const [name, path] of cases) {
    let found = 0;
    const timing = await timeSequential(async () => (found = (await apiCall(account, "GET", path).then(readJson)).conversations.length), {
      count: REQUESTS,
    });
    rows.push({ case: name, p50: ms(timing.p50), p95: ms(timing.p95), "rows on page": found, timing });
  }
  console.log(
    `\nSearch over ${CONVERSATIONS.toLocaleString("en-US")} conversations (${(2 * CONVERSATIONS).toLocaleString("en-US")} messages, seeded in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} sequential requests per case)\n`,
  );
  console.table(rows.map(({ timing, ...shown }) => shown));
  const list = rows[0].timing.p50;
  const typical = rows[1].timing.p50;
  const ok = rows[1]["rows on page"] === 20 && typical <= list * SEARCH_RATIO;
  console.log(`Search p50 ≤ ${SEARCH_RATIO}× the list's first-page p50 (${ms(typical)} vs ${ms(list)}): ${ok ? "yes" : "NO"}\n`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runSearch(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
