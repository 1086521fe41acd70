// The eval itself, against an app that is already serving (scripts/eval.mjs starts one; the e2e
// test starts its own next to a replay server): sign up once, run every case — or, replaying, every
// recording through a case of its tool — one after another, judge each call, write the report.
import { join } from "node:path";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { findFreePort, migrateLocal, projectRoot, serveBuiltApp } from "../lib/app-server.mjs";
import { callTool, signUpAndIn } from "./api-client.mjs";
import { caseForRecording, loadCorpus, loadRecordings } from "./corpus.mjs";
import { judgeCall } from "./judge.mjs";
import { createBodyPreparer } from "./prepare-body.mjs";
import { createRepairLogReader, summariseLines } from "./repair-log.mjs";
import { renderReport, renderTable, summarise, writeReportFiles } from "./report.mjs";

/** Vars of the eval's server: no pacing of the offline model, and no quota or sign-up limit in the way. */
export const EVAL_VARS = {
  OFFLINE_TOKEN_DELAY_MS: "0",
  AI_DAILY_REQUEST_LIMIT: "1000000",
  SIGN_UP_LIMIT_PER_HOUR: "1000000",
  PASSWORD_HASHING: "fast-for-tests",
};

/**
 * Serves the already-built app with the eval's vars plus `providerVars` (AI_PROVIDER, AI_BASE_URL,
 * …) on a throw-away database: a copy of `migratedDatabase` when one is handed over (the e2e
 * setup's), else migrated here. `close()` stops it and removes the database.
 */
export async function startEvalApp({ providerVars = {}, migratedDatabase } = {}) {
  const persistTo = mkdtempSync(join(tmpdir(), "ux-twin-eval-"));
  try {
    if (migratedDatabase) cpSync(migratedDatabase, persistTo, { recursive: true });
    else migrateLocal({ persistTo, quiet: true });
    const server = await serveBuiltApp({ port: await findFreePort(), persistTo, quiet: true, vars: { ...EVAL_VARS, ...providerVars } });
    return {
      url: server.url,
      readLogs: () => server.logs.join(""),
      close: async () => {
        await server.stop();
        rmSync(persistTo, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(persistTo, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Runs the eval. `replay` (a started replay server) switches to replaying `recordings` (default:
 * every recording). Returns the calls, the table rows, the printed table and the report paths.
 */
export async function runEval({
  origin,
  readLogs,
  replay,
  recordings,
  corpus = loadCorpus(),
  outDir = projectRoot,
  provider = "offline model",
  log = console.log,
}) {
  const account = await signUpAndIn(origin);
  const prepare = createBodyPreparer({ account, corpus });
  const repairLog = createRepairLogReader(readLogs);
  const plan = replay
    ? (recordings ?? loadRecordings()).map((recording) => ({ testCase: caseForRecording(corpus, recording), recording }))
    : corpus.cases.map((testCase) => ({ testCase }));

  const calls = [];
  for (const [index, { testCase, recording }] of plan.entries()) {
    const body = await prepare.body(testCase);
    const before = replay?.requests.length ?? 0;
    replay?.queue(recording.answers);
    const outcome = await callTool(account, testCase.tool, body);
    const asked = replay ? replay.requests.length - before : undefined;
    if (replay) replay.clear();
    const reachedModel = replay ? asked > 0 : outcome.status === 200 || outcome.status >= 500;
    const repair = summariseLines(await repairLog.linesForCall({ reachedModel }));
    if (!replay && outcome.status === 200) prepare.remember(testCase, outcome.response);
    const verdict = judgeCall({ testCase, outcome, repair, recording, product: prepare.product(testCase) });
    const call = {
      tool: testCase.tool,
      call: testCase.call,
      caseId: testCase.id,
      status: outcome.status,
      latencyMs: outcome.latencyMs,
      cutOffMarked: outcome.cutOff === true,
      error: outcome.error,
      repair,
      ...verdict,
      ...(recording
        ? {
            recording: {
              id: recording.id,
              failureMode: recording.failureMode,
              cutOff: recording.cutOff === true,
              answers: recording.answers,
            },
            replay: { asked },
          }
        : {}),
      response: outcome.response,
    };
    calls.push(call);
    log(
      `  ${String(index + 1).padStart(2)}/${plan.length} ${recording?.id ?? testCase.id}: ${outcome.status} ${call.bucket} (${Math.round(outcome.latencyMs)} ms)`,
    );
  }

  const rows = summarise(calls);
  const title = replay ? "UX Twin eval — replayed model answers" : "UX Twin eval";
  const markdown = renderReport({ title, provider, repairLogSeen: repairLog.seen, rows, calls });
  const json = {
    title,
    provider,
    mode: replay ? "replay" : "live",
    finishedAt: new Date().toISOString(),
    repairLogSeen: repairLog.seen,
    tools: rows,
    calls: calls.map(({ recording, ...call }) => ({
      ...call,
      recording: recording && { id: recording.id, failureMode: recording.failureMode, cutOff: recording.cutOff },
    })),
  };
  const files = writeReportFiles(outDir, { markdown, json });
  return { calls, rows, table: renderTable(rows), markdown, files, repairLogSeen: repairLog.seen };
}

/** Replayed recordings that were not cut off and still not usable: what fails `--replay`. */
export const unusableRecordings = (calls) => calls.filter((call) => call.recording && !call.recording.cutOff && call.bucket === "failed");
