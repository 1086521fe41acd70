import type { Context } from "hono";
import type { Database } from "../../db/client";
import type { StoredTest } from "../../db/queries/prototype-tests";
import {
  CSV_PAGE_EVENTS,
  readEventsPage,
  readHeatmapDots,
  type CsvCursor,
  type CsvEventRow,
} from "../../db/queries/prototype-test-results";
import { readTestFigureSums } from "../../db/queries/prototype-test-figures";
import type { PrototypeTestResults } from "../../shared/contracts/prototype-tests";
import { WIREFRAME_DEVICES } from "../../shared/contracts/wireframes";
import { csvLine } from "../../shared/launch-stats";
import { resultsOfSums } from "../../shared/prototype-test-metrics";
import type { AppConfig } from "../config";
import type { AppEnv } from "../hono-env";
import { prototypeTest } from "../prototype-tests/stored-test";
import { predictionFor, savedPredictions } from "./prototype-test-prediction";
import { ServerTiming } from "./server-timing";

/**
 * The owner's results of a test (docs/product.md#prototype-tests): every figure from the stored
 * runs by the metrics module, the heatmaps from every stored click, and the raw events as CSV.
 */

/**
 * Every figure of the user's test now, summed by D1 from the sums its rows keep (a few rows per
 * task and screen, however many testers).
 */
export async function testFigures(db: Database, config: AppConfig, userId: string, row: StoredTest, timing = new ServerTiming()) {
  const test = prototypeTest(config, row);
  const sums = await timing.measure("d1", () => readTestFigureSums(db, userId, row.id, test.tasks.length, Date.now()));
  return { results: { test, ...timing.measureSync("aggregate", () => resultsOfSums(test, sums)) } };
}

export async function testResults(
  db: Database,
  config: AppConfig,
  userId: string,
  row: StoredTest,
  timing = new ServerTiming(),
): Promise<PrototypeTestResults> {
  const test = prototypeTest(config, row);
  const { width, height } = WIREFRAME_DEVICES[test.wireframes.device];
  const screens = test.wireframes.screens.map((screen) => ({ id: screen.id, width, height }));
  // The heatmaps and the prediction are read while the figures are: their D1 round trips overlap.
  const [{ results }, dots, saved] = await Promise.all([
    testFigures(db, config, userId, row, timing),
    readHeatmapDots(db, userId, row.id, screens),
    savedPredictions(db, userId, row.productId),
  ]);
  return timing.measureSync("aggregate", () => {
    const heatmaps: PrototypeTestResults["heatmaps"] = {};
    for (const { id } of screens) {
      const { dots: clicks, merged } = dots.get(id) ?? { dots: [], merged: null };
      heatmaps[id] = { clicks, total: clicks.reduce((sum, dot) => sum + dot.count, 0), merged };
    }
    return { ...results, heatmaps, prediction: predictionFor(test.tasks, saved) };
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
