import type { Context } from "hono";
import type { Database } from "../../db/client";
import type { StoredTest } from "../../db/queries/prototype-tests";
import {
  CSV_PAGE_EVENTS,
  readEventsPage,
  readHeatmapClicks,
  type CsvCursor,
  type CsvEventRow,
} from "../../db/queries/prototype-test-results";
import { readResultSessions } from "../../db/queries/prototype-test-results";
import type { PrototypeTestResults } from "../../shared/contracts/prototype-tests";
import { csvLine } from "../../shared/launch-stats";
import { aggregateResults, type TaskRun } from "../../shared/prototype-test-metrics";
import type { AppConfig } from "../config";
import type { AppEnv } from "../hono-env";
import { prototypeTest } from "../prototype-tests/stored-test";
import { predictionFor, savedPredictions } from "./prototype-test-prediction";

/**
 * The owner's results of a test (docs/product.md#prototype-tests): every figure from the stored
 * runs by the metrics module, the heatmaps from the stored clicks, and the raw events as CSV.
 */

/** Clicks each screen's heatmap shows at most: the newest. */
export const HEATMAP_LIMIT = 2_000;

/** The test and every figure of its stored runs (the results without heatmaps or prediction), and the sessions they came from. */
export async function testFigures(db: Database, config: AppConfig, userId: string, row: StoredTest) {
  const test = prototypeTest(config, row);
  const stored = await readResultSessions(db, userId, row.id);
  const sessions = stored.map((session) => ({
    id: session.id,
    startedAt: session.startedAt,
    lastEventAt: session.lastEventAt,
    finished: session.finished,
    runs: session.runs.map((run) => JSON.parse(run) as TaskRun),
    sus: session.sus === null ? null : (JSON.parse(session.sus) as number[]),
  }));
  return { sessions, results: { test, ...aggregateResults(test, sessions, Date.now()) } };
}

export async function testResults(db: Database, config: AppConfig, userId: string, row: StoredTest): Promise<PrototypeTestResults> {
  const { sessions, results } = await testFigures(db, config, userId, row);
  const { test } = results;
  const screenIds = test.wireframes.screens.map((screen) => screen.id);
  const clicks = await readHeatmapClicks(db, userId, row.id, screenIds, HEATMAP_LIMIT);
  // A screen's total is what the figures count: the clicks of every run on it.
  const totals = new Map<string, number>();
  for (const session of sessions)
    for (const run of session.runs)
      for (const visit of run.visits) totals.set(visit.screenId, (totals.get(visit.screenId) ?? 0) + visit.clicks);
  const heatmaps: PrototypeTestResults["heatmaps"] = {};
  for (const screenId of screenIds) {
    const shown = clicks.get(screenId) ?? [];
    heatmaps[screenId] = { clicks: shown, total: Math.max(shown.length, totals.get(screenId) ?? 0) };
  }
  const prediction = predictionFor(test.tasks, await savedPredictions(db, userId, row.productId));
  return { ...results, heatmaps, heatmapLimit: HEATMAP_LIMIT, prediction };
}

export const EVENTS_CSV_COLUMNS = [
  "session",
  "session started",
  "seq",
  "type",
  "task",
  "screen",
  "x",
  "y",
  "hit a link",
  "ms since start",
  "value",
];

/** What else an event says, as one cell: an answer, a task end's reason, an ease score, the SUS answers. */
function valueCell(row: CsvEventRow): string {
  if (!row.value) return "";
  const value = JSON.parse(row.value) as { answer?: string; reason?: string; value?: number; answers?: number[] };
  return value.answer ?? value.reason ?? (value.value !== undefined ? String(value.value) : (value.answers?.join(" ") ?? ""));
}

const cell = (value: number | null) => (value === null ? "" : String(value));

/** An event as a line of the CSV: tasks numbered from 1 as the owner sees them, times in ISO UTC. */
export function eventCsvLine(row: CsvEventRow): string {
  return csvLine([
    row.sessionId,
    new Date(row.startedAt).toISOString(),
    String(row.seq),
    row.type,
    row.task === null ? "" : String(row.task + 1),
    row.screenId ?? "",
    cell(row.x),
    cell(row.y),
    row.hit === null ? "" : row.hit ? "yes" : "no",
    String(row.at),
    valueCell(row),
  ]);
}

/** `GET …/events.csv`: pulled a page of events at a time, as the client reads, so a big test never sits in memory whole. */
export function eventsCsv(c: Context<AppEnv>, userId: string, test: StoredTest): Response {
  const { db } = c.var;
  const encoder = new TextEncoder();
  let after: CsvCursor | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(EVENTS_CSV_COLUMNS)));
    },
    async pull(controller) {
      const rows = await readEventsPage(db, userId, test.id, after);
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(eventCsvLine).join("")));
      const last = rows.at(-1);
      if (!last || rows.length < CSV_PAGE_EVENTS) controller.close();
      else after = { startedAt: last.startedAt, sessionId: last.sessionId, seq: last.seq };
    },
  });
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${test.address}-events.csv"`,
    "Cache-Control": "no-store",
  });
}
