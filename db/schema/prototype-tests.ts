import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { newId } from "../ids";
import { conversations } from "./conversations";
import { products } from "./products";
import { users } from "./users";

/**
 * Prototype tests with real people (docs/product.md#prototype-tests). A test keeps its own copy
 * of the wireframe set and tasks it was made from, so later edits never change a running test.
 * Testers' sessions store their raw events; each (session, task) keeps the run the metrics module
 * computes from that session's events, so the owner's results read sessions × tasks rows, never
 * every event.
 */
export const prototypeTests = sqliteTable(
  "prototype_tests",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // The saved wireframe result it was made from; the test keeps its own copy when that goes.
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    address: text("address").notNull(),
    open: integer("open", { mode: "boolean" }).notNull().default(true),
    // JSON: the tasks with their expected path filled in (shared/contracts/prototype-tests.ts).
    tasks: text("tasks").notNull(),
    easeQuestion: integer("ease_question", { mode: "boolean" }).notNull().default(true),
    sus: integer("sus", { mode: "boolean" }).notNull().default(false),
    openingQuestion: text("opening_question").notNull().default(""),
    // JSON: the wireframe set testers see (shared/contracts/wireframes.ts wireframeSetSchema).
    wireframes: text("wireframes").notNull(),
    testerCap: integer("tester_cap").notNull(),
    // Kept by triggers on prototype_sessions: the cap is checked without counting rows.
    sessions: integer("sessions").notNull().default(0),
    // What the row itself and its sums' rows count against its owner's storage (its sessions count their own).
    bytes: integer("bytes").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    // Kept by triggers on prototype_sessions (migrations/0022): the results read these, never every session.
    finishedSessions: integer("finished_sessions").notNull().default(0),
    susSum: real("sus_sum").notNull().default(0),
    susAnswers: integer("sus_answers").notNull().default(0),
  },
  (t) => [
    uniqueIndex("prototype_tests_address_idx").on(t.address),
    // A product's tests newest first; also what deleting a product (its cascade) looks tests up by.
    index("prototype_tests_product_created_idx").on(t.productId, t.createdAt),
    index("prototype_tests_user_idx").on(t.userId),
    // Deleting a saved result clears this column: without the index that would read every test.
    index("prototype_tests_conversation_idx").on(t.conversationId),
  ],
);

/** One tester's visit: no account, nothing that identifies them. */
export const prototypeSessions = sqliteTable(
  "prototype_sessions",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    testId: text("test_id")
      .notNull()
      .references(() => prototypeTests.id, { onDelete: "cascade" }),
    // SHA-256 of the session token the tester's page holds; the token itself is never stored.
    tokenHash: text("token_hash").notNull(),
    startedAt: integer("started_at").notNull(),
    lastEventAt: integer("last_event_at").notNull(),
    finished: integer("finished", { mode: "boolean" }).notNull().default(false),
    // Events stored; also the version a batch checks it read before writing (db/queries/prototype-test-events.ts).
    events: integer("events").notNull().default(0),
    // JSON array of the SUS answers once given; null until then.
    sus: text("sus"),
    // The day's hash of the tester's network (never the address): bounds how many sessions one network starts.
    network: text("network").notNull().default(""),
    // Bytes of this row, its events and its runs, counted against the test owner's storage.
    bytes: integer("bytes").notNull().default(0),
    // Batches in the current minute-long window, so one page cannot flood the database.
    batchWindowEnds: integer("batch_window_ends").notNull().default(0),
    batchesInWindow: integer("batches_in_window").notNull().default(0),
    // The SUS score of the answers (0–100), so the results sum it in SQL; null until given.
    susScore: real("sus_score"),
  },
  (t) => [
    index("prototype_sessions_test_started_idx").on(t.testId, t.startedAt, t.id),
    index("prototype_sessions_test_network_idx").on(t.testId, t.network, t.startedAt),
  ],
);

/** A tester's event as sent (shared/contracts/prototype-tests.ts testerEventSchema), plus whether a click hit a link. */
export const prototypeEvents = sqliteTable(
  "prototype_events",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => prototypeSessions.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    // Denormalised so a screen's clicks are read by one index range of its test.
    testId: text("test_id").notNull(),
    type: text("type").notNull(),
    task: integer("task"),
    screenId: text("screen_id"),
    x: integer("x"),
    y: integer("y"),
    // Decided by the server from the test's wireframes, never taken from the page.
    hit: integer("hit", { mode: "boolean" }),
    at: integer("at").notNull(),
    // JSON of what else the event carries: an answer, an ease value, SUS answers, a task end's reason.
    value: text("value"),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.seq] }),
    index("prototype_events_clicks_idx")
      .on(t.testId, t.screenId)
      .where(sql`type = 'click'`),
  ],
);

/** Per session and task: the run (shared/prototype-test-metrics.ts TaskRun) computed from the session's events. */
export const prototypeRuns = sqliteTable(
  "prototype_runs",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => prototypeSessions.id, { onDelete: "cascade" }),
    task: integer("task").notNull(),
    run: text("run").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.task] })],
);

/**
 * Per session and task: what the results sum of its run (shared/prototype-test-run-figures.ts), in
 * plain columns, written with the run. The owner's results are summed by SQL from these rows
 * (db/queries/prototype-test-figures.ts), so a read answers a few rows per task however many testers.
 */
export const prototypeRunFigures = sqliteTable(
  "prototype_run_figures",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => prototypeSessions.id, { onDelete: "cascade" }),
    task: integer("task").notNull(),
    // The session's test and times, copied: a test's rows are read by one index range, and whether
    // an unended run was left depends on the session's newest event (rewritten with every batch).
    testId: text("test_id").notNull(),
    startedAt: integer("started_at").notNull(),
    lastEventAt: integer("last_event_at").notNull(),
    // The run's own end ("direct", "indirect", "gave-up") or null; Left is decided when read.
    outcome: text("outcome"),
    movedOn: integer("moved_on", { mode: "boolean" }).notNull(),
    timeMs: integer("time_ms").notNull(),
    clicks: integer("clicks").notNull(),
    misclicks: integer("misclicks").notNull(),
    ease: integer("ease"),
    // JSON array of the path's first PATH_KEY_SCREENS screens: equal paths have equal text.
    path: text("path").notNull(),
    // The path goes on past those screens.
    more: integer("more", { mode: "boolean" }).notNull(),
    // The outcome the test's sums count the run with: its own end, "left" once moved on or settled
    // as idle, null while in progress (not in the sums but for its tester). Triggers keep the sums.
    counted: text("counted"),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.task] }),
    index("prototype_run_figures_test_idx").on(t.testId, t.task),
    // The runs a read may settle as Left once idle: only those in progress.
    index("prototype_run_figures_unsettled_idx")
      .on(t.testId, t.lastEventAt)
      .where(sql`counted IS NULL`),
    // The counted runs' times on task in order: the median reads its middle one or two, from the index alone.
    index("prototype_run_figures_times_idx")
      .on(t.testId, t.task, t.timeMs, t.counted)
      .where(sql`counted IS NOT NULL`),
    // A path's first taker among the counted runs, when the one that was first goes.
    index("prototype_run_figures_paths_idx")
      .on(t.testId, t.task, t.path, t.more, t.startedAt, t.sessionId)
      .where(sql`counted IS NOT NULL`),
  ],
);

/** Per session, task and screen the run showed or clicked on: its sums there, written with the run. */
export const prototypeScreenFigures = sqliteTable(
  "prototype_screen_figures",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => prototypeSessions.id, { onDelete: "cascade" }),
    task: integer("task").notNull(),
    screenId: text("screen_id").notNull(),
    testId: text("test_id").notNull(),
    // Its place in the run's visits: orders screens no expected path names by when they were first seen.
    place: integer("place").notNull(),
    // Shown on the run's path (a click can name a screen the path never showed).
    onPath: integer("on_path", { mode: "boolean" }).notNull(),
    // The last screen of the path: where a run that was given up or left dropped off.
    last: integer("last", { mode: "boolean" }).notNull(),
    clicks: integer("clicks").notNull(),
    misclicks: integer("misclicks").notNull(),
    timeMs: integer("time_ms").notNull(),
    // The run's counted outcome and its session's start, copied: the screen sums add the row while
    // the run counts, and a screen's first view is one index seek.
    counted: text("counted"),
    startedAt: integer("started_at").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.task, t.screenId] }),
    index("prototype_screen_figures_test_idx").on(t.testId, t.task, t.screenId),
    index("prototype_screen_figures_first_idx")
      .on(t.testId, t.task, t.screenId, t.startedAt, t.sessionId, t.place)
      .where(sql`counted IS NOT NULL AND on_path = 1`),
  ],
);

/*
 * A test's results kept as sums while runs are written (docs/product.md#prototype-tests): triggers
 * on the figures and events rows (migrations/0022) add a row's share when it is written and take it
 * back when it is rewritten or deleted, in the same statement, so sums and rows never disagree and
 * a results read answers a few rows per task, screen, top path and clicked point however many testers.
 * A sum row that drops to nothing is deleted; each row counts against the owner's storage through
 * the test's `bytes`.
 */

/** Per test and task: its runs, and of the counted ones their outcomes, clicks and ease answers. */
export const prototypeTaskSums = sqliteTable(
  "prototype_task_sums",
  {
    testId: text("test_id")
      .notNull()
      .references(() => prototypeTests.id, { onDelete: "cascade" }),
    task: integer("task").notNull(),
    testers: integer("testers").notNull(),
    direct: integer("direct").notNull(),
    indirect: integer("indirect").notNull(),
    gaveUp: integer("gave_up").notNull(),
    left: integer("left").notNull(),
    clicks: integer("clicks").notNull(),
    misclicks: integer("misclicks").notNull(),
    easeSum: integer("ease_sum").notNull(),
    easeAnswers: integer("ease_answers").notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.task] })],
);

/** Per test, task and screen the counted runs' paths showed: visits, clicks, time and drop-offs there. */
export const prototypeScreenSums = sqliteTable(
  "prototype_screen_sums",
  {
    testId: text("test_id")
      .notNull()
      .references(() => prototypeTests.id, { onDelete: "cascade" }),
    task: integer("task").notNull(),
    screenId: text("screen_id").notNull(),
    visits: integer("visits").notNull(),
    clicks: integer("clicks").notNull(),
    misclicks: integer("misclicks").notNull(),
    timeMs: integer("time_ms").notNull(),
    droppedOff: integer("dropped_off").notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.task, t.screenId] })],
);

/** Per test, task and path (as prototype_run_figures keys it): how many counted runs took it, and who first. */
export const prototypePathSums = sqliteTable(
  "prototype_path_sums",
  {
    testId: text("test_id")
      .notNull()
      .references(() => prototypeTests.id, { onDelete: "cascade" }),
    task: integer("task").notNull(),
    path: text("path").notNull(),
    more: integer("more", { mode: "boolean" }).notNull(),
    count: integer("count").notNull(),
    // The first taker's session start (15 digits) and id: text that orders as "first taken first".
    firstSeen: text("first_seen").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.task, t.path, t.more] }),
    // A task's most common paths are the first rows of this index.
    index("prototype_path_sums_top_idx").on(t.testId, t.task, sql`${t.count} DESC`, t.firstSeen),
    // The paths a run's session took first, to find their next first taker when it goes.
    index("prototype_path_sums_first_idx").on(t.testId, t.firstSeen),
  ],
);

/** Per test, screen, task and clicked pixel: how many clicks landed there, on a link or not. Every click counts. */
export const prototypeClickTallies = sqliteTable(
  "prototype_click_tallies",
  {
    testId: text("test_id")
      .notNull()
      .references(() => prototypeTests.id, { onDelete: "cascade" }),
    screenId: text("screen_id").notNull(),
    task: integer("task").notNull(),
    y: integer("y").notNull(),
    x: integer("x").notNull(),
    hit: integer("hit", { mode: "boolean" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.screenId, t.task, t.y, t.x, t.hit] })],
);
