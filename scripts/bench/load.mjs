// Load on loopback, bounded in time and count: concurrent streaming chats (each appending to its
// own saved conversation) next to concurrent page loads. Reports throughput, latency
// percentiles and errors, then checks nothing was lost: every completed chat is in D1.
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize } from "./measure.mjs";

const DURATION_MS = 15_000;
const MAX_REQUESTS = 3_000;
const CHAT_WORKERS = 12;
const PAGE_WORKERS = 12;
const PAGES = ["/", "/features/startup-builder", "/dashboard", "/auth"];

async function chatOnce(account, conversationId, i) {
  const response = await apiCall(account, "POST", "/api/chat/completions", { conversationId, messages: [{ role: "user", content: `Load question ${i}: how do I price a B2B tool?` }] });
  if (response.status !== 200) throw new Error(`chat ${response.status}`);
  const text = await response.text();
  if (!text.trimEnd().endsWith("data: [DONE]")) throw new Error("chat stream ended without [DONE]");
}

async function pageOnce(url, cookie, i) {
  const path = PAGES[i % PAGES.length];
  const response = await fetch(`${url}${path}`, { headers: path === "/dashboard" ? { Cookie: cookie } : {} });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`page ${path} ${response.status}`);
}

export async function runLoad(ctx) {
  const { url } = await ctx.server();
  const accounts = await Promise.all([0, 1, 2, 3].map((i) => signedInAccount(url, `load-${i}`)));
  const chats = [];
  for (let w = 0; w < CHAT_WORKERS; w++) {
    const account = accounts[w % accounts.length];
    const saved = await (await apiCall(account, "POST", "/api/conversations", { messages: [{ role: "user", content: `load conversation ${w}` }] })).json();
    chats.push({ account, id: saved.conversation.id, completed: 0 });
  }

  let issued = 0;
  const stats = { chat: { latencies: [], errors: [] }, page: { latencies: [], errors: [] } };
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  const worker = async (kind, job) => {
    for (let i = 0; performance.now() < deadline && issued < MAX_REQUESTS; i++) {
      issued++;
      const start = performance.now();
      try {
        await job(i);
        stats[kind].latencies.push(performance.now() - start);
      } catch (error) {
        stats[kind].errors.push(error.message);
      }
    }
  };
  await Promise.all([
    ...chats.map((chat) => worker("chat", async (i) => (await chatOnce(chat.account, chat.id, i), chat.completed++))),
    ...Array.from({ length: PAGE_WORKERS }, (_, w) => worker("page", (i) => pageOnce(url, accounts[0].cookie, i + w))),
  ]);
  const elapsed = (performance.now() - started) / 1000;

  // Nothing lost: each conversation holds its first message plus two per completed chat.
  const expected = (chat) => 1 + 2 * chat.completed;
  const stored = async (chat) => (await (await apiCall(chat.account, "GET", `/api/conversations/${chat.id}`)).json()).conversation.messages.length;
  const settleBy = Date.now() + 15_000;
  let counts = await Promise.all(chats.map(stored));
  while (counts.some((n, i) => n !== expected(chats[i])) && Date.now() < settleBy) {
    await new Promise((r) => setTimeout(r, 250));
    counts = await Promise.all(chats.map(stored));
  }
  const lost = chats.reduce((sum, chat, i) => sum + Math.max(0, expected(chat) - counts[i]), 0);

  console.log(`\nLoad on 127.0.0.1: ${CHAT_WORKERS} concurrent streaming chats + ${PAGE_WORKERS} concurrent page loads for ${elapsed.toFixed(1)} s (cap ${MAX_REQUESTS} requests)\n`);
  console.table(
    Object.entries(stats).map(([kind, s]) => {
      const sum = summarize(s.latencies);
      return { kind: kind === "chat" ? "streaming chat (whole reply)" : "page load (SSR)", done: sum.n, "per second": (sum.n / elapsed).toFixed(1), p50: ms(sum.p50), p95: ms(sum.p95), p99: ms(sum.p99), errors: s.errors.length };
    }),
  );
  const errors = [...stats.chat.errors, ...stats.page.errors];
  if (errors.length) console.log(`First errors: ${[...new Set(errors)].slice(0, 5).join("; ")}`);
  console.log(`Saved messages missing after the run: ${lost} (of ${chats.reduce((n, c) => n + 2 * c.completed, 0)} expected)\n`);
  return errors.length === 0 && lost === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runLoad(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
