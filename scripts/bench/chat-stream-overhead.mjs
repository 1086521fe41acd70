// Chat streaming overhead. The offline model paces tokens at a fixed interval; its own time for
// a prompt is measured in this process (the same model code, loaded through Vite), and the
// client's time for the same prompt through POST /api/chat/completions on the local production
// server. Target from issue 9: total stream time ≤ 1.05 × the model's own time.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadAppModules } from "../lib/vite-modules.mjs";
import { projectRoot } from "../lib/app-server.mjs";
import { BENCH_TOKEN_DELAY_MS, createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize, timeSequential } from "./measure.mjs";

const RUNS = 8;
const TARGET_RATIO = 1.05;
const PROMPTS = [
  "How should I validate a subscription meal-kit idea for busy parents before building anything?",
  "What belongs in the first usability test of a checkout redesign, and how many people should I invite?",
];

/** The persona's name changes the reply's words, so use the server's (top-level wrangler var). */
const EXPERT_NAME =
  readFileSync(join(projectRoot, "wrangler.toml"), "utf8").match(/^EXPERT_NAME\s*=\s*"([^"]*)"/m)?.[1] ?? "your UX expert";

/** The offline model as a Node module (it is TypeScript written for the Worker). */
export async function loadOfflineModel() {
  const { modules, close } = await loadAppModules(["workers/ai/offline/offline-model.ts", "tools/server.ts"]);
  await close();
  const [{ OfflineLanguageModel }, { workerTools }] = modules;
  // The offline model is handed the tools it writes for, as the Worker hands them (workers/ai/models.ts).
  return class extends OfflineLanguageModel {
    constructor(settings) {
      super({ ...settings, tools: workerTools });
    }
  };
}

/**
 * The offline model's own streaming time for one answer: first token to finish, and how many
 * tokens. `providerOptions` selects a tool writer (refine), none a chat reply.
 */
export async function modelTime(OfflineLanguageModel, prompt, providerOptions) {
  const model = new OfflineLanguageModel({ tokenDelayMs: BENCH_TOKEN_DELAY_MS, expertName: EXPERT_NAME });
  const { stream } = await model.doStream({
    prompt: [{ role: "user", content: [{ type: "text", text: prompt }] }],
    maxOutputTokens: 2048,
    providerOptions,
  });
  let first;
  let tokens = 0;
  for await (const part of stream) {
    if (part.type === "text-delta") {
      first ??= performance.now();
      tokens++;
    }
  }
  return { ms: performance.now() - first, tokens };
}

/** One chat through the server: time to the first content byte, and to [DONE]. */
async function clientTime(account, prompt) {
  const start = performance.now();
  const response = await apiCall(account, "POST", "/api/chat/completions", { messages: [{ role: "user", content: prompt }] });
  if (response.status !== 200) throw new Error(`chat answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let firstContent;
  let deltas = 0;
  let done = false;
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const data = buffer.slice(0, cut).replace(/^data: /, "");
      buffer = buffer.slice(cut + 2);
      if (data === "[DONE]") done = true;
      else if (JSON.parse(data).choices?.[0]?.delta?.content) {
        firstContent ??= performance.now();
        deltas++;
      }
    }
  }
  if (!done) throw new Error("the chat stream ended without [DONE]");
  const end = performance.now();
  return { firstByte: firstContent - start, total: end - start, streaming: end - firstContent, deltas };
}

export async function runChatStreamOverhead(ctx) {
  const { url } = await ctx.server();
  const account = await signedInAccount(url, "chat-overhead");
  const OfflineLanguageModel = await loadOfflineModel();
  const rows = [];
  let worst = 0;
  for (const prompt of PROMPTS) {
    await clientTime(account, prompt); // warm-up
    const model = [];
    const client = [];
    for (let i = 0; i < RUNS; i++) {
      model.push(await modelTime(OfflineLanguageModel, prompt));
      client.push(await clientTime(account, prompt));
    }
    const tokens = model[0].tokens;
    if (client.some((c) => c.deltas !== tokens))
      throw new Error(`the server streamed ${client.map((c) => c.deltas)} tokens, the model ${tokens}`);
    const m = summarize(model.map((r) => r.ms)).p50;
    const total = summarize(client.map((r) => r.total)).p50;
    const streaming = summarize(client.map((r) => r.streaming)).p50;
    worst = Math.max(worst, total / m);
    rows.push({
      tokens,
      "model first→last token": ms(m),
      "client request→[DONE]": ms(total),
      "client first token→[DONE]": ms(streaming),
      "first token latency": ms(summarize(client.map((r) => r.firstByte)).p50),
      "total / model": `${(total / m).toFixed(3)}×`,
      "stream / model": `${(streaming / m).toFixed(3)}×`,
      "extra per token": ms((streaming - m) / tokens),
    });
  }
  const usage = await timeSequential(() => apiCall(account, "GET", "/api/usage").then((r) => r.arrayBuffer()), { count: 40 });
  console.log(`\nChat streaming, offline model at ${BENCH_TOKEN_DELAY_MS} ms per token, ${RUNS} runs per prompt (p50)\n`);
  console.table(rows);
  console.log(
    `First token latency includes session check, quota write and model start; for scale, an authenticated GET /api/usage takes ${ms(usage.p50)} (p50).`,
  );
  const within = worst <= TARGET_RATIO;
  console.log(`Worst total / model = ${worst.toFixed(3)}× (target ≤ ${TARGET_RATIO}×): ${within ? "within target" : "OVER TARGET"}\n`);
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runChatStreamOverhead(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
