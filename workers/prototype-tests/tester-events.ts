import type { Context } from "hono";
import { admitBatch, findTestStateByAddress, SESSION_ROW_BYTES, type TestState } from "../../db/queries/prototype-test-public";
import {
  eventRow,
  eventRowBytes,
  readSessionEvents,
  rowEvent,
  runFiguresRowBytes,
  runRowBytes,
  screenFiguresRowBytes,
  sessionGone,
  sessionMovedOn,
  storeBatch,
  type EventRow,
} from "../../db/queries/prototype-test-events";
import { refusedBy, strangersLimits } from "../../db/queries/storage";
import { testerBatchSchema, type TesterBatch, type TesterEvent } from "../../shared/contracts/prototype-tests";
import { linkAt, runsOfSession, susScore } from "../../shared/prototype-test-metrics";
import { runFigures } from "../../shared/prototype-test-run-figures";
import { ApiError } from "../errors";
import type { PublicEnv } from "../launch/public-env";
import { sha256Hex } from "../launch/removal-token";
import { notifyUser } from "../realtime/notify";
import { batchProblem, repeatedAnswer, uniqueBySeq } from "./batch-check";
import { loadTestContent } from "./stored-test";
import { openTestAt, readTesterBody, TESTER_MESSAGES, testerError, testerJson } from "./tester-session";

type Content = NonNullable<Awaited<ReturnType<typeof loadTestContent>>>;

/**
 * `POST /t/:address/events` (docs/product.md#prototype-tests): one batch of a tester's events,
 * stored whole or not at all. A batch that names an unknown screen or task, a click outside the
 * screen or a time the session has not reached is refused with nothing stored; an event whose
 * `seq` is stored already is left as it is, so a retry or the leave beacon stores each event once.
 */

/** A full batch with every text at its limit stays far below this. */
export const BATCH_BODY_MAX_BYTES = 64_000;
/** Batches one session may send per minute: a page sends one every few seconds, plus a beacon. */
export const BATCHES_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
/** Batches racing on one session are stored one after another: each retry reads what the other stored. */
const MAX_ATTEMPTS = 4;

export async function storeTesterBatch(c: Context<PublicEnv>, address: string): Promise<Response> {
  try {
    const test = await openTestAt(c, address);
    const batch = await readTesterBody(c, testerBatchSchema, BATCH_BODY_MAX_BYTES);
    const now = Date.now();
    const admitted = await admitBatch(c.var.db, test.id, batch.sessionId, await sha256Hex(batch.sessionToken), {
      perWindow: BATCHES_PER_MINUTE,
      windowMs: MINUTE_MS,
    });
    if (!admitted) throw new ApiError(403, "forbidden", TESTER_MESSAGES.staleToken);
    if (admitted.limited !== null) {
      const seconds = String(Math.max(1, Math.ceil((admitted.limited - now) / 1000)));
      throw new ApiError(429, "rate_limited", "Too many requests from this page. Please wait a moment.", { "Retry-After": seconds });
    }
    const content = await loadTestContent(c.var.db, test.id);
    if (!content) throw new ApiError(404, "not_found", TESTER_MESSAGES.notFound);
    const events = uniqueBySeq(batch.events);
    const problem = batchProblem({ ...content, ...test }, events, now - admitted.session.startedAt);
    if (problem) throw new ApiError(400, "validation_error", problem);
    const stored = await store(c, test, content, batch, events, now);
    if (stored.some((row) => row.type === "task-end" || row.type === "finish"))
      c.executionCtx.waitUntil(
        notifyUser(c.env, test.userId, { type: "prototype-test.updated", productId: test.productId, testId: test.id }),
      );
    return testerJson({ ok: true }, 200);
  } catch (error) {
    return testerError(error);
  }
}

/** Whether a click landed on a link, decided from the test's own screens (the page never says). */
function hitOf(content: Content, event: TesterEvent): boolean | null {
  if (event.type !== "click") return null;
  const screen = content.wireframes.screens.find((s) => s.id === event.screenId);
  return screen ? linkAt(screen, event.x, event.y) !== null : false;
}

/**
 * Merges the batch into what the session holds and stores the new events with every run
 * recomputed, in one transaction that checks nothing was stored meanwhile; a batch that lost that
 * race reads again. Answers the rows it stored (none when every `seq` was there already).
 */
async function store(c: Context<PublicEnv>, test: TestState, content: Content, batch: TesterBatch, events: TesterEvent[], now: number) {
  const { db, config } = c.var;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const held = await readSessionEvents(db, batch.sessionId);
    const seqs = new Set(held.map((row) => row.seq));
    const fresh: EventRow[] = events.filter((event) => !seqs.has(event.seq)).map((event) => eventRow(event, hitOf(content, event)));
    if (fresh.length === 0) return fresh;
    const repeated = repeatedAnswer(held, fresh);
    if (repeated) throw new ApiError(400, "validation_error", repeated);
    const all = [...held, ...fresh].sort((a, b) => a.seq - b.seq);
    const replayed = all.map(rowEvent);
    const taskRuns = runsOfSession(content, replayed);
    const runs = taskRuns.map((run) => ({ task: run.task, run: JSON.stringify(run) }));
    const figured = taskRuns.map(runFigures);
    const figures = { runs: figured.map((f) => f.run), screens: figured.flatMap((f) => f.screens) };
    const sus = replayed.findLast((event) => event.type === "sus");
    const bytes =
      SESSION_ROW_BYTES +
      all.reduce((sum, row) => sum + eventRowBytes(row), 0) +
      runs.reduce((sum, run) => sum + runRowBytes(run.run), 0) +
      figures.runs.reduce((sum, run) => sum + runFiguresRowBytes(run), 0) +
      figures.screens.reduce((sum, screen) => sum + screenFiguresRowBytes(screen), 0);
    try {
      await storeBatch(db, {
        ownerId: test.userId,
        testId: test.id,
        sessionId: batch.sessionId,
        readEvents: held.length,
        newEvents: fresh,
        runs,
        figures,
        session: {
          lastEventAt: now,
          finished: replayed.some((event) => event.type === "finish"),
          sus: sus?.type === "sus" ? JSON.stringify(sus.answers) : null,
          susScore: sus?.type === "sus" ? susScore(sus.answers) : null,
          bytes,
        },
        storage: strangersLimits(config.storage),
      });
      return fresh;
    } catch (error) {
      // The owner's storage is full: to a tester that is a test that takes no more answers.
      if (refusedBy(error) === "storage") throw new ApiError(409, "conflict", TESTER_MESSAGES.full);
      // The owner deleted the session while this batch was on its way: its events have nowhere to go.
      if (sessionGone(error)) throw new ApiError(403, "forbidden", TESTER_MESSAGES.staleToken);
      if (!sessionMovedOn(error)) throw error;
      const now = await findTestStateByAddress(db, test.address);
      if (!now || now.id !== test.id || !now.open) throw new ApiError(409, "conflict", TESTER_MESSAGES.closed);
    }
  }
  throw new ApiError(503, "internal_error", "This page sent several requests at once. Please send again.", { "Retry-After": "1" });
}
