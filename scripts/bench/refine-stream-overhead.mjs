// Refine streaming overhead (docs/product.md#refine). A refine of a text result streams like a
// first run; refining a saved result also tees the stream to store the new version once complete
// (docs/product.md#versions). Both are timed here against the offline model's own time for the
// same answer (measured in this process, as for chat). Budget: request → done ≤ 1.05 × the model's time.
import { pathToFileURL } from "node:url";
import { loadOfflineModel, modelTime } from "./chat-stream-overhead.mjs";
import { BENCH_TOKEN_DELAY_MS, createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize } from "./measure.mjs";
import { sseFrames } from "../lib/sse-frames.mjs";

const RUNS = 8;
const TARGET_RATIO = 1.05;
const CASES = [
  {
    tool: "monetization-strategy",
    field: "strategy",
    body: { productIdea: "A marketplace where neighbours lend each other garden tools, with deposits and reviews" },
    instruction: "Make it shorter",
  },
  {
    tool: "ux-feedback",
    field: "feedback",
    body: { designDescription: "A sign-up form with twelve fields on one screen and a small grey submit button" },
    instruction: "Add a section on keyboard users",
  },
];

/** One refine through the server as a browser streams it: time to the first delta and to `done`. */
async function clientTime(account, tool, body) {
  const start = performance.now();
  const response = await fetch(`${account.origin}/api/functions/${tool}`, {
    method: "POST",
    headers: { Cookie: account.cookie, Origin: account.origin, "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${tool} refine answered ${response.status}: ${await response.text()}`);
  let firstDelta;
  let deltas = 0;
  let done = false;
  for await (const frame of sseFrames(response)) {
    if (frame.event === "delta") {
      firstDelta ??= performance.now();
      deltas++;
    } else if (frame.event === "done") done = true;
    else if (frame.event === "error") throw new Error(`${tool} refine ended with ${frame.data}`);
  }
  if (!done) throw new Error(`the ${tool} refine stream ended without done`);
  const end = performance.now();
  return { firstByte: firstDelta - start, total: end - start, streaming: end - firstDelta, deltas };
}

/** A first run of the tool, saved as the screen's Save does: the previous result and its conversation. */
async function firstRunSaved(account, { tool, field, body }) {
  const response = await apiCall(account, "POST", `/api/functions/${tool}`, body);
  if (response.status !== 200) throw new Error(`${tool} answered ${response.status}`);
  const previous = await response.json();
  const saved = await apiCall(account, "POST", "/api/conversations", {
    tool,
    messages: [
      { role: "user", content: Object.values(body)[0] },
      { role: "assistant", content: previous[field] },
    ],
  });
  if (saved.status !== 201) throw new Error(`saving answered ${saved.status}`);
  return { previous, conversationId: (await saved.json()).conversation.id };
}

export async function runRefineStreamOverhead(ctx) {
  const { url } = await ctx.server();
  const account = await signedInAccount(url, "refine-overhead");
  const OfflineLanguageModel = await loadOfflineModel();
  const rows = [];
  let worst = 0;
  for (const testCase of CASES) {
    const { previous, conversationId } = await firstRunSaved(account, testCase);
    const refine = { ...testCase.body, previous, instruction: testCase.instruction };
    for (const [mode, body] of [
      ["unsaved", refine],
      ["saved (stored as a version)", { ...refine, conversationId }],
    ]) {
      await clientTime(account, testCase.tool, body); // warm-up
      const model = [];
      const client = [];
      for (let i = 0; i < RUNS; i++) {
        model.push(await modelTime(OfflineLanguageModel, "refine", { offline: { tool: testCase.tool, input: refine } }));
        client.push(await clientTime(account, testCase.tool, body));
      }
      const tokens = model[0].tokens;
      if (client.some((c) => c.deltas !== tokens))
        throw new Error(`the server streamed ${client.map((c) => c.deltas)} tokens, the model ${tokens}`);
      const m = summarize(model.map((r) => r.ms)).p50;
      const total = summarize(client.map((r) => r.total)).p50;
      const streaming = summarize(client.map((r) => r.streaming)).p50;
      worst = Math.max(worst, total / m);
      rows.push({
        tool: testCase.tool,
        mode,
        tokens,
        "model first→last token": ms(m),
        "client request→done": ms(total),
        "first token latency": ms(summarize(client.map((r) => r.firstByte)).p50),
        "total / model": `${(total / m).toFixed(3)}×`,
        "stream / model": `${(streaming / m).toFixed(3)}×`,
      });
    }
  }
  console.log(`\nRefine streaming, offline model at ${BENCH_TOKEN_DELAY_MS} ms per token, ${RUNS} runs each (p50)\n`);
  console.table(rows);
  const within = worst <= TARGET_RATIO;
  console.log(`Worst total / model = ${worst.toFixed(3)}× (target ≤ ${TARGET_RATIO}×): ${within ? "within target" : "OVER TARGET"}\n`);
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runRefineStreamOverhead(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
