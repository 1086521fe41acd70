// Realtime: one client saves a conversation (POST /api/conversations); a second WebSocket of the
// same user receives conversation.inserted. Measures request start → event on the other socket.
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize } from "./measure.mjs";

const SAVES = 60;
/** Informational budget for the local server. */
const P95_BUDGET_MS = 100;

function openSocket(url, account) {
  const socket = new WebSocket(url.replace(/^http/, "ws") + "/api/realtime", { headers: { Authorization: `Bearer ${account.token}` } });
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(socket), { once: true });
    socket.addEventListener("error", () => reject(new Error("the realtime socket did not open")), { once: true });
  });
}

export async function runRealtimeLatency(ctx) {
  const { url } = await ctx.server();
  const account = await signedInAccount(url, "realtime");
  const listener = await openSocket(url, account);
  const waiting = new Map();
  listener.addEventListener("message", (message) => {
    const event = JSON.parse(String(message.data));
    if (event.type === "conversation.inserted") waiting.get(event.conversation.title)?.(performance.now());
  });
  const toEvent = [];
  const toResponse = [];
  let lost = 0;
  for (let i = 0; i < SAVES + 5; i++) {
    const title = `latency probe ${i} ${Date.now()}`;
    const arrived = new Promise((resolve) => {
      waiting.set(title, resolve);
      setTimeout(() => resolve(null), 5_000);
    });
    const start = performance.now();
    const response = await apiCall(account, "POST", "/api/conversations", { messages: [{ role: "user", content: title }] });
    const answered = performance.now();
    if (response.status !== 201) throw new Error(`save answered ${response.status}`);
    const at = await arrived;
    waiting.delete(title);
    if (i < 5) continue; // warm-up
    if (at === null) lost++;
    else toEvent.push(at - start);
    toResponse.push(answered - start);
  }
  listener.close();
  const event = summarize(toEvent);
  const save = summarize(toResponse);
  console.log(`\nRealtime fan-out, ${SAVES} saves by one client, events on a second socket of the same user\n`);
  console.table([
    { measure: "save request → 201 response", p50: ms(save.p50), p95: ms(save.p95), p99: ms(save.p99) },
    { measure: "save request → event on the other socket", p50: ms(event.p50), p95: ms(event.p95), p99: ms(event.p99) },
  ]);
  const ok = lost === 0 && event.p95 <= P95_BUDGET_MS;
  console.log(`Events lost: ${lost}. p95 within ${P95_BUDGET_MS} ms: ${event.p95 <= P95_BUDGET_MS ? "yes" : "NO"}\n`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runRealtimeLatency(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
