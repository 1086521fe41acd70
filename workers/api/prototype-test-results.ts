import type { Context } from "hono";
import type { Database } from "../../db/client";
import type { StoredTest } from "../../db/queries/prototype-tests";
import {
  CSV_PAGE_EVENTS,
  readEventsPage,
  readHeatmapDots,
  readResultPage,
  type CsvCursor,
  type CsvEventRow,
  type ResultCursor,
  type ResultPage,
  type ResultSession,
} from "../../db/queries/prototype-test-results";
import type { PrototypeTestResults } from "../../shared/contracts/prototype-tests";
import { csvLine } from "../../shared/launch-stats";
import { resultsTallier, type SessionRuns, type TaskRun } from "../../shared/prototype-test-metrics";
import type { AppConfig } from "../config";
import type { AppEnv } from "../hono-env";
import { prototypeTest } from "../prototype-tests/stored-test";
import { predictionFor, savedPredictions } from "./prototype-test-prediction";
import { ServerTiming } from "./server-timing";

/**
 * The owner's results of a test (docs/product.md#prototype-tests): every figure from the stored
 * runs by the metrics module, the heatmaps from the stored clicks, and the raw events as CSV.
 */

/** Clicks each screen's heatmap shows at most: the newest. */
export const HEATMAP_LIMIT = 2_000;

/** A stored session with its runs parsed: what the metrics module sums. */
const parsedSession = (session: ResultSession): SessionRuns => ({
  id: session.id,
  startedAt: session.startedAt,
  lastEventAt: session.lastEventAt,
  finished: session.finished,
  runs: session.runs.map((run) => JSON.parse(run) as TaskRun),
  sus: session.sus === null ? null : (JSON.parse(session.sus) as number[]),
});

/**
 * Every figure of the user's test now, summed a page of sessions at a time (the memory it takes is
 * one page and the sums, however many testers), with each screen's count of clicks as the figures
 * count them: the clicks of every run on it, ended or not.
 */
export async function testFigures(db: Database, config: AppConfig, userId: string, row: StoredTest, timing = new ServerTiming()) {
  const test = prototypeTest(config, row);
  const tallier = resultsTallier(test, Date.now());
  const screenClicks = new Map<string, number>();
  let after: ResultCursor | null = null;
  do {
    const from = after;
    const page: ResultPage = await timing.measure("d1", () => readResultPage(db, userId, row.id, from));
    timing.measureSync("aggregate", () => {
      for (const session of page.sessions.map(parsedSession)) {
        tallier.add(session);
        for (const run of session.runs)
          for (const visit of run.visits) screenClicks.set(visit.screenId, (screenClicks.get(visit.screenId) ?? 0) + visit.clicks);
      }
    });
    after = page.next;
  } while (after);
  return { results: { test, ...timing.measureSync("aggregate", () => tallier.results()) }, screenClicks };
}

export async function testResults(
  db: Database,
  config: AppConfig,
  userId: string,
  row: StoredTest,
  timing = new ServerTiming(),
): Promise<PrototypeTestResults> {
  const test = prototypeTest(config, row);
  const screenIds = test.wireframes.screens.map((screen) => screen.id);
  // The heatmaps and the prediction are read while the figures are: their D1 round trips overlap.
  const [{ results, screenClicks }, dots, saved] = await Promise.all([
    testFigures(db, config, userId, row, timing),
    readHeatmapDots(db, userId, row.id, screenIds, HEATMAP_LIMIT),
    savedPredictions(db, userId, row.productId),
  ]);
  return timing.measureSync("aggregate", () => {
    const heatmaps: PrototypeTestResults["heatmaps"] = {};
    for (const screenId of screenIds) {
      const clicks = dots.get(screenId) ?? [];
      const shown = clicks.reduce((sum, dot) => sum + dot.count, 0);
      heatmaps[screenId] = { clicks, total: Math.max(shown, screenClicks.get(screenId) ?? 0) };
    }
    return { ...results, heatmaps, heatmapLimit: HEATMAP_LIMIT, prediction: predictionFor(test.tasks, saved) };
  });
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
