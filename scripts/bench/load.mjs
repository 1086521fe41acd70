// Load on loopback, bounded in time and count: 200 concurrent streaming chats, each appending to
// its own saved conversation, next to concurrent page loads. Reports throughput, time to first
// token and latency percentiles, and errors; then checks that nothing was lost or reordered:
// every saved conversation (GET /api/conversations/:id, ordered by its per-conversation `seq`)
// holds exactly the questions and the replies its client received, in the order it sent them.
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize } from "./measure.mjs";

const DURATION_MS = 30_000;
/** A safety cap only; a 30 s run stays well below it. */
const MAX_REQUESTS = 30_000;
const CHAT_STREAMS = 200;
const PAGE_WORKERS = 12;
// Sign-ups are limited per address and every password hash waits its turn, so a few users
// own many conversations each.
const USERS = 10;
const PAGES = ["/", "/features/startup-builder", "/dashboard", "/auth"];

/** One streamed chat turn: the reply as the client assembled it and when its first token came. */
async function chatOnce(chat, i) {
  const question = `Load question ${i} in conversation ${chat.n}: how do I price a B2B tool?`;
  const start = performance.now();
  const response = await apiCall(chat.account, "POST", "/api/chat/completions", {
    conversationId: chat.id,
    messages: [{ role: "user", content: question }],
  });
  if (response.status !== 200) throw new Error(`chat ${response.status} ${(await response.text()).slice(0, 200)}`);
  const decoder = new TextDecoder();
  let buffered = "";
  let reply = "";
  let firstToken;
  let done = false;
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) {
      if (!line.startsWith("data: ")) continue;
      if (line === "data: [DONE]") {
        done = true;
        continue;
      }
      const event = JSON.parse(line.slice(6));
      if (event.error) throw new Error(`chat stream error ${event.error.code}`);
      const delta = event.choices?.[0]?.delta?.content;
      if (delta) {
        firstToken ??= performance.now() - start;
        reply += delta;
      }
    }
  }
  if (!done) throw new Error("chat stream ended without [DONE]");
  return { question, reply, firstToken };
}

async function pageOnce(url, cookie, i) {
  const path = PAGES[i % PAGES.length];
  const response = await fetch(`${url}${path}`, { headers: path === "/dashboard" ? { Cookie: cookie } : {} });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`page ${path} ${response.status}`);
}

/** Saved messages of one conversation compared with what its client sent and received. */
async function checkStored(chat) {
  const response = await apiCall(chat.account, "GET", `/api/conversations/${chat.id}`);
  if (response.status !== 200) throw new Error(`GET conversation ${response.status}`);
  const stored = (await response.json()).conversation.messages.map((m) => `${m.role}\n${m.content}`);
  const expected = [`user\n${chat.first}`, ...chat.turns.flatMap((t) => [`user\n${t.question}`, `assistant\n${t.reply}`])];
  const storedSet = new Set(stored);
  const lost = expected.filter((m) => !storedSet.has(m)).length;
  // Of the expected messages that were stored, each must sit where the client's order puts it.
  const present = expected.filter((m) => storedSet.has(m));
  const inStoredOrder = stored.filter((m) => present.includes(m));
  const misordered = present.filter((m, index) => inStoredOrder[index] !== m).length;
  return { lost, misordered, extra: stored.length - present.length, expected: expected.length };
}

export async function runLoad(ctx) {
  const { url } = await ctx.server();
  const accounts = [];
  for (let u = 0; u < USERS; u++) accounts.push(await signedInAccount(url, `load-${u}`));
  const chats = [];
  for (let n = 0; n < CHAT_STREAMS; n += 20) {
    const batch = Array.from({ length: Math.min(20, CHAT_STREAMS - n) }, async (_, k) => {
      const account = accounts[(n + k) % accounts.length];
      const first = `load conversation ${n + k}`;
      const saved = await (await apiCall(account, "POST", "/api/conversations", { messages: [{ role: "user", content: first }] })).json();
      return { n: n + k, account, id: saved.conversation.id, first, turns: [] };
    });
    chats.push(...(await Promise.all(batch)));
  }

  let issued = 0;
  const stats = { chat: { latencies: [], errors: [] }, page: { latencies: [], errors: [] } };
  const firstTokens = [];
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
  const chatTurn = async (chat, i) => {
    const turn = await chatOnce(chat, i);
    chat.turns.push(turn);
    firstTokens.push(turn.firstToken);
  };
  await Promise.all([
    ...chats.map((chat) => worker("chat", (i) => chatTurn(chat, i))),
    ...Array.from({ length: PAGE_WORKERS }, (_, w) => worker("page", (i) => pageOnce(url, accounts[0].cookie, i + w))),
  ]);
  const elapsed = (performance.now() - started) / 1000;

  // Replies are stored after their stream ends (waitUntil): give the last ones a moment.
  const settleBy = Date.now() + 15_000;
  let checks = await Promise.all(chats.map(checkStored));
  while (checks.some((c) => c.lost || c.misordered) && Date.now() < settleBy) {
    await new Promise((r) => setTimeout(r, 500));
    checks = await Promise.all(chats.map(checkStored));
  }
  const total = (key) => checks.reduce((sum, c) => sum + c[key], 0);

  console.log(
    `\nLoad on 127.0.0.1: ${CHAT_STREAMS} concurrent streaming chats (${USERS} users) + ${PAGE_WORKERS} concurrent page loads for ${elapsed.toFixed(1)} s (cap ${MAX_REQUESTS} requests)\n`,
  );
  const ttft = summarize(firstTokens);
  console.table(
    Object.entries(stats).map(([kind, s]) => {
      const sum = summarize(s.latencies);
      return {
        kind: kind === "chat" ? "streaming chat (whole reply)" : "page load (SSR)",
        done: sum.n,
        "per second": (sum.n / elapsed).toFixed(1),
        p50: ms(sum.p50),
        p95: ms(sum.p95),
        p99: ms(sum.p99),
        errors: s.errors.length,
      };
    }),
  );
  console.log(`Time to first token: p50 ${ms(ttft.p50)}, p95 ${ms(ttft.p95)}, p99 ${ms(ttft.p99)} (${ttft.n} replies)`);
  const errors = [...stats.chat.errors, ...stats.page.errors];
  if (errors.length) console.log(`First errors: ${[...new Set(errors)].slice(0, 5).join("; ")}`);
  console.log(
    `Saved messages: ${total("expected")} expected, ${total("lost")} lost, ${total("misordered")} out of order, ${total("extra")} unexpected\n`,
  );
  return errors.length === 0 && total("lost") === 0 && total("misordered") === 0 && total("extra") === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runLoad(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
