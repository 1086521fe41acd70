// `npm run eval`: runs every tool, chat, refine and ask-persona over the corpus in
// tests/fixtures/eval/cases.json against the configured model (or, with --replay, every recorded
// answer of real open models), and prints one table: how often answers were usable as they came,
// after repair, after the re-ask, failed or cut off; latency; tokens; quality checks. Writes
// eval-report.md and eval-report.json. Builds the app first, so the eval measures the code as it
// is (--no-build reuses build/).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildApp, projectRoot } from "./lib/app-server.mjs";
import { startReplayServer } from "./lib/replay-model-server.mjs";
import { loadRecordings } from "./eval/corpus.mjs";
import { describeProvider, readOptions, USAGE } from "./eval/options.mjs";
import { renderProblems } from "./eval/report.mjs";
import { runEval, startEvalApp, unusableRecordings } from "./eval/run-eval.mjs";

const options = readOptions();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (options.build || !existsSync(join(projectRoot, "build/server"))) {
  console.log("building the app…");
  buildApp({ quiet: true });
}

const recordings = options.replay ? loadRecordings() : undefined;
const replay = options.replay ? await startReplayServer({ recordings }) : undefined;
const providerVars = replay
  ? { AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${replay.url}/v1`, AI_MODEL: "replay-model", AI_MAX_RETRIES: "0" }
  : options.providerVars;
const provider = describeProvider(options);
const started = Date.now();
let app;
try {
  app = await startEvalApp({ providerVars });
  console.log(`eval against ${provider}, app at ${app.url}`);
  const { calls, table, files, repairLogSeen } = await runEval({
    origin: app.url,
    readLogs: app.readLogs,
    replay,
    recordings,
    outDir: options.outDir,
    provider,
  });
  console.log(`\n${table}\n`);
  if (!repairLogSeen) console.log("(no repair log): the server logged no ai_answer lines; successes count as usable first time.");
  const problems = renderProblems(calls);
  if (problems) console.log(`\nProblems:\n${problems}`);
  console.log(`\nreport: ${files.markdown}, ${files.json} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const unusable = replay ? unusableRecordings(calls) : [];
  if (unusable.length) console.log(`\n${unusable.length} recording(s) that were not cut off were not usable.`);
  process.exitCode = unusable.length ? 1 : 0;
} catch (error) {
  console.error(`eval failed: ${error.stack ?? error}`);
  process.exitCode = 2;
} finally {
  await app?.close();
  await replay?.stop();
}
