import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { TesterEvent } from "../../shared/contracts/prototype-tests";
import { runsOfSession, susScore } from "../../shared/prototype-test-metrics";
import { runFigures } from "../../shared/prototype-test-run-figures";
import { openMigrationD1 } from "./migration-d1";
import { mealBoxTest, numbered, off, orderedAnotherWay } from "../unit/prototype-test-fixture";

/**
 * The migration that gives every stored run its figures in plain columns
 * (migrations/0021_prototype_run_figures.sql), against a real local D1 holding runs stored the old
 * way: each run's figures must be what a batch stores now (shared/prototype-test-run-figures.ts),
 * and the sessions' bytes, and so the owner's storage, grow by the new rows.
 */
const beforeFigures = (name: string) => name < "0021";

let local: Awaited<ReturnType<typeof openMigrationD1>> | undefined;
let db: D1Database;
/** The owner's storage before the migration. */
let ownerBefore = 0;

// Task 1 another way with misclicks and an ease answer, task 2 started then left by finishing, the SUS answered.
const events: TesterEvent[] = numbered([
  ...orderedAnotherWay,
  { type: "task-start", at: 20_000, task: 1 },
  { type: "click", at: 21_000, task: 1, ...off.homeLow },
  { type: "sus", at: 30_000, answers: [4, 2, 3, 3, 5, 1, 4, 2, 3, 4] },
  { type: "finish", at: 30_000 },
]);
const runs = runsOfSession(mealBoxTest, events);

beforeAll(async () => {
  local = await openMigrationD1(env.RUN_FIGURES_MIGRATION_DB);
  db = local.db;
  await local.apply(beforeFigures);
  const run = db.prepare("INSERT INTO prototype_runs (session_id, task, run) VALUES ('s', ?, ?)");
  await db.batch([
    db.prepare("INSERT INTO users (id, email) VALUES ('u', 'u@example.com')"),
    db.prepare("INSERT INTO products (id, user_id, name, idea) VALUES ('p', 'u', 'Meal box', 'x')"),
    db.prepare(
      "INSERT INTO prototype_tests (id, user_id, product_id, title, address, tasks, wireframes, tester_cap, bytes) VALUES ('t', 'u', 'p', 'T', 'a', '[]', '{}', 500, 1000)",
    ),
    db
      .prepare(
        "INSERT INTO prototype_sessions (id, test_id, token_hash, started_at, last_event_at, finished, events, sus, bytes) VALUES ('s', 't', 'h', 5, 90, 1, ?, ?, 2000), ('quiet', 't', 'h', 6, 6, 0, 0, NULL, 160)",
      )
      .bind(events.length, JSON.stringify([4, 2, 3, 3, 5, 1, 4, 2, 3, 4])),
    ...runs.map((r) => run.bind(r.task, JSON.stringify(r))),
  ]);
  ownerBefore = (await db.prepare("SELECT storage_bytes AS bytes FROM users WHERE id = 'u'").first<{ bytes: number }>())!.bytes;
  // This migration alone: the next one (0022, its own test) adds sums that count against storage too.
  await local.apply((name) => name.startsWith("0021"));
}, 60_000);

describe("stored runs get their figures", () => {
  it("as a batch stores them now, per run and per screen, with the session's SUS score", async () => {
    const stored = await db.prepare("SELECT * FROM prototype_run_figures ORDER BY task").all<Record<string, unknown>>();
    expect(stored.results).toEqual(
      runs.map((r) => {
        const { run } = runFigures(r);
        return {
          session_id: "s",
          task: run.task,
          test_id: "t",
          started_at: 5,
          last_event_at: 90,
          outcome: run.outcome,
          moved_on: run.movedOn ? 1 : 0,
          time_ms: run.timeMs,
          clicks: run.clicks,
          misclicks: run.misclicks,
          ease: run.ease,
          path: run.path,
          more: run.more ? 1 : 0,
        };
      }),
    );
    const screens = await db
      .prepare(
        "SELECT task, screen_id, place, on_path, last, clicks, misclicks, time_ms FROM prototype_screen_figures ORDER BY task, place",
      )
      .all<Record<string, unknown>>();
    expect(screens.results).toEqual(
      runs.flatMap((r) =>
        runFigures(r).screens.map((screen) => ({
          task: screen.task,
          screen_id: screen.screenId,
          place: screen.place,
          on_path: screen.onPath ? 1 : 0,
          last: screen.last ? 1 : 0,
          clicks: screen.clicks,
          misclicks: screen.misclicks,
          time_ms: screen.timeMs,
        })),
      ),
    );
    const sessions = await db.prepare("SELECT id, sus_score AS sus, bytes FROM prototype_sessions ORDER BY id").all();
    expect(sessions.results).toEqual([
      { id: "quiet", sus: null, bytes: 160 },
      { id: "s", sus: susScore([4, 2, 3, 3, 5, 1, 4, 2, 3, 4]), bytes: expect.any(Number) },
    ]);
    const grown = (sessions.results[1] as { bytes: number }).bytes - 2000;
    expect(grown).toBeGreaterThan(2 * 96);
    const owner = await db.prepare("SELECT storage_bytes AS bytes FROM users WHERE id = 'u'").first<{ bytes: number }>();
    expect(owner!.bytes).toBe(ownerBefore + grown);
  });
});
