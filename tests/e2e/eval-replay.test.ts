import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadRecordings } from "../../scripts/eval/corpus.mjs";
import { renderProblems } from "../../scripts/eval/report.mjs";
import { runEval, startEvalApp, unusableRecordings } from "../../scripts/eval/run-eval.mjs";
import { startReplayServer, type ReplayServer } from "../../scripts/lib/replay-model-server.mjs";
import { TOOL_NAMES, toolContracts } from "../../tools/contracts";

/**
 * The app against recorded answers of real open models (tests/fixtures/model-answers/), served by
 * the replay server: the same eval as `npm run eval -- --replay`, in-process, on the build the
 * e2e setup made. Every answer a user could use must come out usable, and every answer the model
 * cut off at its length limit must be kept and say so. Each failure prints the eval's table and the
 * recordings that failed with why.
 */
const STRUCTURED = new Set<string>(TOOL_NAMES.filter((name) => toolContracts[name].modelOutput !== null));

let replay: ReplayServer;
let app: Awaited<ReturnType<typeof startEvalApp>>;
let outDir: string;
let result: Awaited<ReturnType<typeof runEval>>;
const recordings = loadRecordings();

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "ux-twin-eval-report-"));
  replay = await startReplayServer({ recordings });
  app = await startEvalApp({
    providerVars: { AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${replay.url}/v1`, AI_MODEL: "replay-model", AI_MAX_RETRIES: "0" },
    migratedDatabase: inject("migratedDatabase"),
  });
  result = await runEval({ origin: app.url, readLogs: app.readLogs, replay, recordings, outDir, provider: "replay server", log: () => {} });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await replay?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

const explain = (calls: Parameters<typeof renderProblems>[0]) => `\n${result.table}\n\n${renderProblems(calls)}\n`;

describe("the app against recorded answers of open models", () => {
  it("replays every recording once", () => {
    expect(result.calls.map((call) => call.recording?.id)).toEqual(recordings.map((r) => r.id));
  });

  it("turns every answer that was not cut off into a usable result", () => {
    const unusable = unusableRecordings(result.calls);
    expect(
      unusable.map((call) => call.recording!.id),
      explain(unusable),
    ).toEqual([]);
  });

  it("keeps every cut-off text answer and marks it cut off", () => {
    const cutOffText = result.calls.filter((call) => call.recording?.cutOff && !STRUCTURED.has(call.tool));
    expect(cutOffText.length).toBeGreaterThan(0);
    const wrong = cutOffText.filter((call) => call.bucket !== "cutoff");
    expect(
      wrong.map((call) => call.recording!.id),
      explain(wrong),
    ).toEqual([]);
  });

  it("writes the report as Markdown and JSON", () => {
    expect(existsSync(result.files.markdown) && existsSync(result.files.json)).toBe(true);
    expect(readFileSync(result.files.markdown, "utf8")).toContain("| validate-ux ");
    const report = JSON.parse(readFileSync(result.files.json, "utf8"));
    expect(report.calls).toHaveLength(recordings.length);
    expect(report.mode).toBe("replay");
  });
});
