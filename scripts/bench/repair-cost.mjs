// Repair cost (docs/product.md#real-model-answers). Every answer a real model writes goes through
// the server's repair path or text cleaning before the screen sees it; this part times that CPU
// work for each recorded open-model answer (tests/fixtures/model-answers) and sets it beside the
// time the model itself took to write the answer. No server: the server's own TypeScript is
// loaded through Vite and called in this process. Budget: repair CPU ≤ 0.1% of the model's time.
import { pathToFileURL } from "node:url";
import { caseForRecording, loadCorpus, loadRecordings } from "../eval/corpus.mjs";
import { loadAppModules } from "../lib/vite-modules.mjs";
import { percentile } from "./measure.mjs";

/**
 * The model's own time is estimated, not measured (the recordings keep no timings): an answer's
 * tokens ≈ its characters / 4 (English-like text and JSON), written at 50 tokens/s, about what a
 * hosted open 70B model streams (the offline model's 20 ms per token in the other parts).
 */
const CHARS_PER_TOKEN = 4;
const MODEL_TOKENS_PER_SECOND = 50;
/** Each answer is repaired until this much CPU was spent on it, so its percentiles are stable. */
const MIN_CPU_MS_PER_ANSWER = 200;
const MIN_SAMPLES = 20;
/** Calls are timed in batches of at least this much CPU, far above process.cpuUsage()'s resolution. */
const MIN_BATCH_US = 200;
const TARGET_SHARE = 0.001;

/** The server's post-processing (scripts/bench/repair-cost-entry.ts), loaded through Vite. */
async function loadFinisher() {
  const { modules, close } = await loadAppModules(["scripts/bench/repair-cost-entry.ts"]);
  await close();
  return modules[0];
}

/**
 * CPU (user + system, µs) per call of `fn` over `calls` calls: CPU, not wall time, so other load
 * on the machine barely shows. process.cpuUsage() counts every thread of this process, so V8's
 * garbage collection and compiler threads land on whichever calls they overlap: that is what the
 * max shows, while the mean spreads that cost evenly over every call.
 */
function cpuPerCall(fn, calls) {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) fn();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / calls;
}

/** One answer's cost: its first call (cold caches) and, after a warm-up, p50, mean and max per call. */
function timeAnswer(run) {
  const before = process.cpuUsage();
  const step = run();
  const cold = process.cpuUsage(before);
  const first = cold.user + cold.system;
  const warm = cpuPerCall(run, 20);
  // Fast paths (an unwrapped fence) are too quick to time one call against the clock: those are timed many calls at once.
  const batch = Math.max(1, Math.ceil(MIN_BATCH_US / Math.max(warm, 0.01)));
  const samples = [];
  let spent = 0;
  while (spent < MIN_CPU_MS_PER_ANSWER * 1000 || samples.length < MIN_SAMPLES) {
    const perCall = cpuPerCall(run, batch);
    samples.push(perCall);
    spent += perCall * batch;
  }
  samples.sort((a, b) => a - b);
  return {
    step,
    first,
    p50: percentile(samples, 50),
    mean: spent / (samples.length * batch),
    max: samples.at(-1),
    batch,
    calls: samples.length * batch,
  };
}

const us = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} µs`;
const share = (value) => (value < 1e-6 ? "< 0.0001%" : `${(value * 100).toFixed(4)}%`);

export async function runRepairCost() {
  const { finishAnswer, finishPath } = await loadFinisher();
  const corpus = loadCorpus();
  const measured = [];
  for (const recording of loadRecordings()) {
    const { content, finishReason } = recording.answers[0];
    const input = caseForRecording(corpus, recording).body;
    const cutOff = finishReason === "length";
    const run = () => finishAnswer(recording.tool, content, cutOff, input);
    const modelMs = (content.length / CHARS_PER_TOKEN / MODEL_TOKENS_PER_SECOND) * 1000;
    measured.push({ recording, modelMs, path: finishPath(recording.tool), ...timeAnswer(run) });
  }
  // Grouped by tool, then by step, in the order the steps come in the repair path.
  const stepOrder = ["as-is", "extracted", "syntax", "fitted", "re-ask"];
  measured.sort((a, b) => a.recording.tool.localeCompare(b.recording.tool) || stepOrder.indexOf(a.step) - stepOrder.indexOf(b.step));

  console.log(`\nRepair path CPU per answer (process.cpuUsage, user + system), first answer of each of ${measured.length} recordings,`);
  console.log(
    `each repaired until ≥ ${MIN_CPU_MS_PER_ANSWER} ms CPU in batches of ≥ ${MIN_BATCH_US} µs (mean and max include V8's GC threads);`,
  );
  console.log(`model time estimated as characters / ${CHARS_PER_TOKEN} = tokens, written at ${MODEL_TOKENS_PER_SECOND} tokens/s\n`);
  console.table(
    measured.map((m) => ({
      tool: m.recording.tool,
      recording: m.recording.id,
      step: m.step,
      chars: m.recording.answers[0].content.length,
      "model time": `${(m.modelMs / 1000).toFixed(1)} s`,
      "1st call": us(m.first),
      p50: us(m.p50),
      mean: us(m.mean),
      max: us(m.max),
      "mean / model": share(m.mean / 1000 / m.modelMs),
    })),
  );

  const groups = new Map();
  for (const m of measured) {
    const key = `${m.recording.tool}\u0000${m.step}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(m);
  }
  console.log("\nBy tool and step (worst answer of each group)\n");
  console.table(
    [...groups.values()].map((group) => ({
      tool: group[0].recording.tool,
      step: group[0].step,
      answers: group.length,
      "server path": group[0].path,
      "p50 (worst)": us(Math.max(...group.map((m) => m.p50))),
      "mean (worst)": us(Math.max(...group.map((m) => m.mean))),
      "max (worst)": us(Math.max(...group.map((m) => m.max))),
      "mean / model (worst)": share(Math.max(...group.map((m) => m.mean / 1000 / m.modelMs))),
    })),
  );

  // The budget is on the mean, which carries the garbage collection the repair causes.
  const shareOf = (m, key) => m[key] / 1000 / m.modelMs;
  const worstOf = (key) => measured.reduce((a, b) => (shareOf(b, key) > shareOf(a, key) ? b : a));
  const [worstP50, worstMean, worstMax] = [worstOf("p50"), worstOf("mean"), worstOf("max")];
  const slowest = measured.reduce((a, b) => (b.mean > a.mean ? b : a));
  const within = shareOf(worstMean, "mean") <= TARGET_SHARE;
  console.log(`\nSlowest repair: ${us(slowest.p50)} p50, ${us(slowest.mean)} mean (${slowest.recording.id}, ${slowest.step})`);
  console.log(
    `Repair CPU / model time, worst answer: ${share(shareOf(worstP50, "p50"))} at p50 (${worstP50.recording.id}), ${share(shareOf(worstMax, "max"))} at its slowest call (${worstMax.recording.id})`,
  );
  console.log(
    `Worst repair CPU (mean) / model time = ${share(shareOf(worstMean, "mean"))} (${worstMean.recording.id}; target ≤ ${TARGET_SHARE * 100}%): ${within ? "within target" : "OVER TARGET"}\n`,
  );
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = (await runRepairCost()) ? 0 : 1;
}
