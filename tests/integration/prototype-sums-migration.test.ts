import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { eventRow } from "../../db/queries/prototype-test-events";
import { readTestFigureSums, SETTLE_CHUNK } from "../../db/queries/prototype-test-figures";
import { readHeatmapDots } from "../../db/queries/prototype-test-results";
import { PROTOTYPE_TEST_LIMITS, type TesterEvent } from "../../shared/contracts/prototype-tests";
import { aggregateResults, linkAt, resultsOfSums, runsOfSession, susScore } from "../../shared/prototype-test-metrics";
import { runFigures } from "../../shared/prototype-test-run-figures";
import { openMigrationD1 } from "./migration-d1";
import { mealBoxTest, numbered, off, on, orderedAnotherWay } from "../unit/prototype-test-fixture";

/**
 * The migration that keeps a test's results as sums (migrations/0022_prototype_sums.sql), against a
 * real local D1 holding testers' rows stored before it: the sums it fills in must give the results
 * the metrics module makes of the same events (with a run idle by then settled as Left on the first
 * read, and one still in progress left out), every stored click a heatmap dot, and the owner's
 * storage must grow by exactly what the test's row now counts for its sums.
 */
const beforeSums = (name: string) => name < "0022";
const NOW = 10_000_000_000;
const SUS = [4, 2, 3, 3, 5, 1, 4, 2, 3, 4];

const sessions = [
  {
    id: "a-another-way",
    startedAt: 5,
    lastEventAt: 90,
    events: numbered([...orderedAnotherWay, { type: "sus", at: 30_000, answers: SUS }, { type: "finish", at: 30_000 }]),
  },
  {
    id: "b-gave-up",
    startedAt: 6,
    lastEventAt: 95,
    events: numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 3_000, task: 0, ...on.homeAbout },
      { type: "screen", at: 3_000, task: 0, screenId: "about" },
      { type: "click", at: 4_000, task: 0, ...off.about },
      { type: "task-end", at: 5_000, task: 0, reason: "gave-up" },
      { type: "task-start", at: 6_000, task: 1 },
    ]),
  },
  // Idle for long by NOW: its run counts as Left once a read settles it.
  {
    id: "c-idle",
    startedAt: 7,
    lastEventAt: 100,
    events: numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 1_000, task: 0, ...off.homeLow },
      { type: "click", at: 1_500, task: 0, ...off.homeLow },
    ]),
  },
  // Still in progress at NOW.
  {
    id: "d-in-progress",
    startedAt: 8,
    lastEventAt: NOW - 1_000,
    events: numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 1_000, task: 0, ...on.homeOrder },
      { type: "screen", at: 1_000, task: 0, screenId: "menu" },
    ]),
  },
].map((session) => {
  const sus = session.events.find((event) => event.type === "sus");
  return {
    ...session,
    events: session.events as TesterEvent[],
    runs: runsOfSession(mealBoxTest, session.events),
    finished: session.events.some((event) => event.type === "finish"),
    sus: sus?.type === "sus" ? sus.answers : null,
  };
});

let local: Awaited<ReturnType<typeof openMigrationD1>> | undefined;
let db: D1Database;
let ownerBefore = 0;
let testBytesBefore = 0;

const hitOf = (event: TesterEvent) => {
  if (event.type !== "click") return null;
  return (
    linkAt(
      mealBoxTest.wireframes.screens.find((screen) => screen.id === event.screenId)!,
      event.x,
      event.y,
    ) !== null
  );
};

beforeAll(async () => {
  local = await openMigrationD1(env.SUMS_MIGRATION_DB);
  db = local.db;
  await local.apply(beforeSums);
  const session = db.prepare(
    "INSERT INTO prototype_sessions (id, test_id, token_hash, started_at, last_event_at, finished, events, sus, sus_score, bytes) VALUES (?, 't', 'h', ?, ?, ?, ?, ?, ?, 500)",
  );
  const event = db.prepare(
    "INSERT INTO prototype_events (session_id, seq, test_id, type, task, screen_id, x, y, hit, at, value) VALUES (?, ?, 't', ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const run = db.prepare(
    "INSERT INTO prototype_run_figures (session_id, task, test_id, started_at, last_event_at, outcome, moved_on, time_ms, clicks, misclicks, ease, path, more) VALUES (?, ?, 't', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const screen = db.prepare(
    "INSERT INTO prototype_screen_figures (session_id, task, screen_id, test_id, place, on_path, last, clicks, misclicks, time_ms) VALUES (?, ?, ?, 't', ?, ?, ?, ?, ?, ?)",
  );
  await db.batch([
    db.prepare("INSERT INTO users (id, email) VALUES ('u', 'u@example.com')"),
    db.prepare("INSERT INTO products (id, user_id, name, idea) VALUES ('p', 'u', 'Meal box', 'x')"),
    db
      .prepare(
        "INSERT INTO prototype_tests (id, user_id, product_id, title, address, tasks, wireframes, tester_cap, bytes) VALUES ('t', 'u', 'p', 'T', 'a', '[]', '{}', 500, 1000)",
      )
      .bind(),
    ...sessions.flatMap((s) => {
      const answers = s.sus;
      return [
        session.bind(
          s.id,
          s.startedAt,
          s.lastEventAt,
          s.finished ? 1 : 0,
          s.events.length,
          answers && JSON.stringify(answers),
          answers && susScore(answers),
        ),
        ...s.events.map((e) => {
          const row = eventRow(e, hitOf(e));
          return event.bind(
            s.id,
            row.seq,
            row.type,
            row.task,
            row.screenId,
            row.x,
            row.y,
            row.hit === null ? null : row.hit ? 1 : 0,
            row.at,
            row.value,
          );
        }),
        ...s.runs.flatMap((r) => {
          const figures = runFigures(r);
          const f = figures.run;
          return [
            run.bind(
              s.id,
              f.task,
              s.startedAt,
              s.lastEventAt,
              f.outcome,
              f.movedOn ? 1 : 0,
              f.timeMs,
              f.clicks,
              f.misclicks,
              f.ease,
              f.path,
              f.more ? 1 : 0,
            ),
            ...figures.screens.map((v) =>
              screen.bind(s.id, v.task, v.screenId, v.place, v.onPath ? 1 : 0, v.last ? 1 : 0, v.clicks, v.misclicks, v.timeMs),
            ),
          ];
        }),
      ];
    }),
  ]);
  ownerBefore = (await db.prepare("SELECT storage_bytes AS bytes FROM users WHERE id = 'u'").first<{ bytes: number }>())!.bytes;
  testBytesBefore = (await db.prepare("SELECT bytes FROM prototype_tests WHERE id = 't'").first<{ bytes: number }>())!.bytes;
  await local.apply((name) => name.startsWith("0022"));
}, 60_000);

describe("a test's stored rows get their sums", () => {
  it("that give the results the metrics module makes of the events, the idle run settled as Left", async () => {
    const drizzleDb = createDb(db);
    const want = aggregateResults(mealBoxTest, sessions, NOW);
    expect(want.tasks[0]!.outcomes).toEqual({ direct: 0, indirect: 1, "gave-up": 1, left: 1 });
    expect(want.tasks[0]!.inProgress).toBe(1);
    const before = await db
      .prepare("SELECT counted FROM prototype_run_figures WHERE session_id = 'c-idle'")
      .first<{ counted: string | null }>();
    expect(before!.counted).toBeNull();
    expect(resultsOfSums(mealBoxTest, await readTestFigureSums(drizzleDb, "u", "t", 2, NOW))).toEqual(want);
    const after = await db
      .prepare("SELECT counted FROM prototype_run_figures WHERE session_id = 'c-idle'")
      .first<{ counted: string | null }>();
    expect(after!.counted).toBe("left");
    // Read again: the settled run is counted once.
    expect(resultsOfSums(mealBoxTest, await readTestFigureSums(drizzleDb, "u", "t", 2, NOW))).toEqual(want);
    // Much later the run in progress is idle too.
    const later = NOW + PROTOTYPE_TEST_LIMITS.idleMs;
    expect(resultsOfSums(mealBoxTest, await readTestFigureSums(drizzleDb, "u", "t", 2, later))).toEqual(
      aggregateResults(mealBoxTest, sessions, later),
    );
  });

  it("every stored click as a heatmap dot, and the sum rows counted against the owner's storage", async () => {
    const phone = ["home", "about", "menu", "checkout"].map((id) => ({ id, width: 390, height: 844 }));
    const dots = await readHeatmapDots(createDb(db), "u", "t", phone);
    const clicks = sessions.flatMap((s) => s.events.filter((e) => e.type === "click"));
    for (const screenId of ["home", "about", "menu", "checkout"]) {
      const mine = clicks.filter((click) => click.screenId === screenId);
      expect((dots.get(screenId)?.dots ?? []).reduce((sum, dot) => sum + dot.count, 0)).toBe(mine.length);
    }
    expect(dots.get("home")?.dots).toContainEqual({ task: 0, x: off.homeLow.x, y: off.homeLow.y, hit: false, count: 2 });
    const test = await db.prepare("SELECT bytes FROM prototype_tests WHERE id = 't'").first<{ bytes: number }>();
    const grown = test!.bytes - testBytesBefore;
    expect(grown).toBeGreaterThan(2 * 96);
    const owner = await db.prepare("SELECT storage_bytes AS bytes FROM users WHERE id = 'u'").first<{ bytes: number }>();
    expect(owner!.bytes).toBe(ownerBefore + grown);
  });

  it("settles more idle runs than one read batch holds, every one counted once", async () => {
    const idle = sessions.find((session) => session.id === "c-idle")!;
    const more = Array.from({ length: SETTLE_CHUNK + 5 }, (_, i) => ({
      ...idle,
      id: `e-idle-${String(i).padStart(4, "0")}`,
      startedAt: 9 + i,
    }));
    const run = runFigures(idle.runs[0]!);
    await db.batch(
      more.flatMap((session) => [
        db
          .prepare(
            "INSERT INTO prototype_sessions (id, test_id, token_hash, started_at, last_event_at, events, bytes) VALUES (?, 't', 'h', ?, ?, ?, 160)",
          )
          .bind(session.id, session.startedAt, session.lastEventAt, session.events.length),
        db
          .prepare(
            "INSERT INTO prototype_run_figures (session_id, task, test_id, started_at, last_event_at, outcome, moved_on, time_ms, clicks, misclicks, ease, path, more) VALUES (?, 0, 't', ?, ?, NULL, 0, ?, ?, ?, NULL, ?, 0)",
          )
          .bind(session.id, session.startedAt, session.lastEventAt, run.run.timeMs, run.run.clicks, run.run.misclicks, run.run.path),
        ...run.screens.map((screen) =>
          db
            .prepare(
              "INSERT INTO prototype_screen_figures (session_id, task, screen_id, test_id, place, on_path, last, clicks, misclicks, time_ms, started_at) VALUES (?, 0, ?, 't', ?, ?, ?, ?, ?, ?, ?)",
            )
            .bind(
              session.id,
              screen.screenId,
              screen.place,
              screen.onPath ? 1 : 0,
              screen.last ? 1 : 0,
              screen.clicks,
              screen.misclicks,
              screen.timeMs,
              session.startedAt,
            ),
        ),
      ]),
    );
    const later = NOW + PROTOTYPE_TEST_LIMITS.idleMs;
    const want = aggregateResults(mealBoxTest, [...sessions, ...more], later);
    expect(want.tasks[0]!.outcomes.left).toBe(SETTLE_CHUNK + 7);
    expect(resultsOfSums(mealBoxTest, await readTestFigureSums(createDb(db), "u", "t", 2, later))).toEqual(want);
    const unsettled = await db.prepare("SELECT count(*) AS n FROM prototype_run_figures WHERE counted IS NULL").first<{ n: number }>();
    expect(unsettled!.n).toBe(0);
  });
});
