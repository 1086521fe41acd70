import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PROTOTYPE_TEST_LIMITS, prototypeTestResultsSchema, type TesterEvent } from "../../shared/contracts/prototype-tests";
import { aggregateResults, PATH_KEY_SCREENS, resultsOfSums } from "../../shared/prototype-test-metrics";
import { createDb } from "../../db/client";
import { readTestFigureSums } from "../../db/queries/prototype-test-figures";
import { EVENTS_CSV_COLUMNS } from "../../workers/api/prototype-test-results";
import { call, signedInUser } from "./auth-helpers";
import { listen } from "./product-helpers";
import { recordRows } from "./query-recorder";
import {
  errorOf,
  numbered,
  off,
  on,
  orderedAnotherWay,
  ownerWithTest,
  sendEvents,
  sessionsAsStored,
  startTesting,
  storageBytesOf,
  storedEvents,
  testsPath,
  type Setup,
} from "./prototype-tests-helpers";
import { until } from "./wait";

/**
 * Three testers whose right answers are known (the meal-box boxes: tests/unit/prototype-test-fixture.ts).
 * Task 1, "order a meal box" (expected Home → Menu → Checkout):
 * - Direct: Order on Home, then the box on Menu. Ease 7; task 2 done too; SUS all best; finished.
 * - Indirect with two misclicks: nothing on Home, More (to About), nothing on About, Menu, the box. Ease 4; finished.
 * - Gave up on About after About us on Home. Ease 2; finished.
 */
const direct = numbered([
  { type: "opening", at: 0, answer: '=HYPERLINK("http://evil.example")' },
  { type: "task-start", at: 1_000, task: 0 },
  { type: "click", at: 4_000, task: 0, ...on.homeOrder },
  { type: "screen", at: 4_000, task: 0, screenId: "menu" },
  { type: "click", at: 10_000, task: 0, ...on.menuBox },
  { type: "screen", at: 10_000, task: 0, screenId: "checkout" },
  { type: "task-end", at: 10_000, task: 0, reason: "goal" },
  { type: "ease", at: 15_000, task: 0, value: 7 },
  { type: "task-start", at: 20_000, task: 1 },
  { type: "click", at: 22_000, task: 1, ...on.homeAbout },
  { type: "screen", at: 22_000, task: 1, screenId: "about" },
  { type: "task-end", at: 22_000, task: 1, reason: "goal" },
  { type: "ease", at: 25_000, task: 1, value: 6 },
  { type: "sus", at: 40_000, answers: [5, 1, 5, 1, 5, 1, 5, 1, 5, 1] },
  { type: "finish", at: 40_000 },
]);
const indirect = numbered([...orderedAnotherWay, { type: "finish", at: 20_000 }]);
const gaveUp = numbered([
  { type: "task-start", at: 0, task: 0 },
  { type: "click", at: 3_000, task: 0, ...on.homeAbout },
  { type: "screen", at: 3_000, task: 0, screenId: "about" },
  { type: "task-end", at: 20_000, task: 0, reason: "gave-up" },
  { type: "ease", at: 21_000, task: 0, value: 2 },
  { type: "finish", at: 26_000 },
]);

/** Sends a tester's events in batches of `size`, as the page does every few seconds. */
async function takeTest(setup: Setup, events: TesterEvent[], size = 4) {
  const session = await startTesting(setup.test.address);
  for (let start = 0; start < events.length; start += size) {
    const response = await sendEvents(setup.test.address, session, events.slice(start, start + size));
    expect(response.status, await response.clone().text()).toBe(200);
  }
  return session;
}

async function results(setup: Setup) {
  const response = await call("GET", `${testsPath(setup.productId)}/${setup.test.id}/results`, { cookie: setup.me.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return prototypeTestResultsSchema.parse(await response.json());
}

describe("the owner's results are computed from the stored events", () => {
  it("counts each outcome, misclick, path and heatmap dot of three known testers, live on the owner's tabs", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-results"), { openingQuestion: "How do you plan meals?" });
    const tab = await listen(setup.me.cookie);
    const sessions = [];
    for (const events of [direct, indirect, gaveUp]) sessions.push({ ...(await takeTest(setup, events)), events });
    // Each finished session told the owner's tabs (a task end or the finish).
    await until(() => tab.filter((event) => event.type === "prototype-test.updated" && event.testId === setup.test.id).length >= 3);

    const got = await results(setup);
    const order = got.tasks[0]!;
    expect(got.sessions).toBe(3);
    expect(got.finishedSessions).toBe(3);
    expect(order).toMatchObject({ testers: 3, inProgress: 0, outcomes: { direct: 1, indirect: 1, "gave-up": 1, left: 0 } });
    // 8 clicks on task 1: 2 of them hit nothing.
    expect(order.misclickRate).toBe(2 / 8);
    expect(order.meanEase).toBe((7 + 4 + 2) / 3);
    expect(order.paths.map((path) => [path.screens, path.count])).toEqual(
      expect.arrayContaining([
        [["home", "menu", "checkout"], 1],
        [["home", "about", "menu", "checkout"], 1],
        [["home", "about"], 1],
      ]),
    );
    expect(got.sus).toEqual({ score: 100, answers: 1 });
    const dots = (screenId: string) => got.heatmaps[screenId]!.clicks.map(({ x, y, hit }) => [x, y, hit]).sort();
    expect(dots("home")).toEqual(
      [
        [on.homeOrder.x, on.homeOrder.y, true],
        [off.home.x, off.home.y, false],
        [on.homeMore.x, on.homeMore.y, true],
        [on.homeAbout.x, on.homeAbout.y, true],
        [on.homeAbout.x, on.homeAbout.y, true],
      ].sort(),
    );
    expect(got.heatmaps.home!.total).toBe(5);
    expect(dots("about")).toEqual(
      [
        [off.about.x, off.about.y, false],
        [on.aboutMenu.x, on.aboutMenu.y, true],
      ].sort(),
    );
    expect(got.heatmaps.checkout).toEqual({ clicks: [], total: 0, merged: null });

    // Every figure is what the metrics module makes of the events as they were sent.
    const want = aggregateResults(setup.test, await sessionsAsStored(setup.test, sessions), Date.now());
    expect({ ...got, test: undefined, heatmaps: undefined, prediction: undefined }).toEqual({
      ...want,
      test: undefined,
      heatmaps: undefined,
    });
  });

  it("draws clicks of one task on one point as one dot with their count, none left out", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-dots"));
    for (let i = 0; i < 3; i++) await takeTest(setup, gaveUp);
    const got = await results(setup);
    const { x, y } = on.homeAbout;
    expect(got.heatmaps.home).toEqual({ clicks: [{ task: 0, x, y, hit: true, count: 3 }], total: 3, merged: null });
  });

  it("sums every figure in D1 as the metrics module sums the runs: ended, in progress, moved on, left when idle, long paths", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-sums"), { openingQuestion: "How do you plan meals?" });
    // Back and forth between Home and About past the paths' key, so two of these share a path with "more".
    const wandering = (steps: number, last: "menu" | "home") =>
      numbered([
        { type: "task-start", at: 0, task: 0 },
        ...Array.from(
          { length: steps },
          (_, i) => ({ type: "screen", at: 100 * (i + 1), task: 0, screenId: i % 2 === 0 ? "about" : "home" }) as const,
        ),
        { type: "click", at: 100 * steps + 50, task: 0, ...off.homeLow },
        { type: "screen", at: 100 * steps + 100, task: 0, screenId: last },
        { type: "task-end", at: 100 * steps + 200, task: 0, reason: "gave-up" },
      ]);
    const inProgress = numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 1_000, task: 0, ...off.home },
    ]);
    const movedOn = numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 1_000, task: 0, ...on.homeAbout },
      { type: "screen", at: 1_000, task: 0, screenId: "about" },
      { type: "task-start", at: 2_000, task: 1 },
      { type: "sus", at: 3_000, answers: [4, 2, 3, 3, 5, 1, 4, 2, 3, 4] },
    ]);
    const all = [
      direct,
      indirect,
      gaveUp,
      inProgress,
      movedOn,
      wandering(PATH_KEY_SCREENS + 4, "menu"),
      wandering(PATH_KEY_SCREENS + 6, "home"),
      direct,
    ];
    const sent = [];
    for (const events of all) sent.push({ ...(await takeTest(setup, events, 30)), events });
    const sessions = await sessionsAsStored(setup.test, sent);
    const db = createDb(env.DB);
    const now = Date.now();
    // Now, and once every session has been idle long enough for its unended runs to count as Left.
    for (const at of [now, now + PROTOTYPE_TEST_LIMITS.idleMs]) {
      const sums = await readTestFigureSums(db, setup.me.user.id, setup.test.id, 2, at);
      const want = aggregateResults(setup.test, sessions, at);
      expect(resultsOfSums(setup.test, sums)).toEqual(want);
      expect(want.tasks[0]!.inProgress).toBe(at === now ? 1 : 0);
      expect(want.tasks[0]!.paths).toContainEqual(expect.objectContaining({ more: true, count: 2 }));
    }
    // Another user's test sums to nothing.
    const stranger = await signedInUser("pt-sums-stranger");
    const theirs = await readTestFigureSums(db, stranger.user.id, setup.test.id, 2, now);
    expect(theirs).toMatchObject({ sessions: 0, finishedSessions: 0, susAnswers: 0, recentSessions: [] });
    expect(resultsOfSums(setup.test, theirs).tasks.map((task) => task.testers)).toEqual([0, 0]);
  });

  it("reads as many rows from D1 for twelve testers as for two, but for the list of newest sessions", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-constant"), { openingQuestion: "How do you plan meals?" });
    const read = async () => {
      const recording = recordRows(env.DB);
      try {
        await results(setup);
      } finally {
        recording.stop();
      }
      // The list the owner deletes sessions from holds up to RECENT_SESSIONS of them, by design.
      return recording.seen.filter((statement) => !/\bWITH recent AS\b/.test(statement.sql)).map((statement) => statement.rows);
    };
    for (const events of [direct, gaveUp]) await takeTest(setup, events, 30);
    const two = await read();
    // Four more take both tasks and six give the first up: each task's ended runs stay as many, odd or even, so its median reads as many.
    for (let n = 0; n < 10; n++) await takeTest(setup, n % 5 < 2 ? direct : gaveUp, 30);
    const twelve = await read();
    expect((await results(setup)).tasks[0]!.testers).toBe(12);
    expect(twelve).toEqual(two);
  });

  it("gives the raw events as CSV, a cell that a spreadsheet would run made text", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-csv"), { openingQuestion: "How do you plan meals?" });
    const session = await takeTest(setup, direct, 100);
    const response = await call("GET", `${testsPath(setup.productId)}/${setup.test.id}/events.csv`, { cookie: setup.me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${setup.test.address}-events.csv"`);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(EVENTS_CSV_COLUMNS.map((column) => `"${column}"`).join(","));
    expect(lines).toHaveLength(direct.length + 2);
    const started = lines[1]!.split(",")[1];
    expect(lines[1]).toBe(`"${session.sessionId}",${started},"0","opening","","","","","","0","'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[3]).toBe(
      `"${session.sessionId}",${started},"2","click","1","home","${on.homeOrder.x}","${on.homeOrder.y}","yes","4000",""`,
    );
    expect(lines[14]).toBe(`"${session.sessionId}",${started},"13","sus","","","","","","40000","5 1 5 1 5 1 5 1 5 1"`);
  });

  it("deletes one tester's session with its events and runs, giving its bytes back", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-delete-session"));
    const before = await storageBytesOf(setup.me.user.id);
    const kept = await takeTest(setup, indirect);
    const afterKept = await storageBytesOf(setup.me.user.id);
    const gone = await takeTest(setup, gaveUp);
    const path = `${testsPath(setup.productId)}/${setup.test.id}/sessions/${gone.sessionId}`;
    expect((await call("DELETE", path, { cookie: setup.me.cookie })).status).toBe(204);
    expect(await errorOf(await call("DELETE", path, { cookie: setup.me.cookie }))).toEqual({
      status: 404,
      code: "not_found",
      message: "Session not found.",
    });
    expect(await storedEvents(gone.sessionId)).toEqual([]);
    expect(await storedEvents(kept.sessionId)).toHaveLength(indirect.length);
    const runs = await env.DB.prepare("SELECT count(*) AS n FROM prototype_runs WHERE session_id = ?")
      .bind(gone.sessionId)
      .first<{ n: number }>();
    expect(runs!.n).toBe(0);
    expect(await storageBytesOf(setup.me.user.id)).toBe(afterKept);
    expect(afterKept).toBeGreaterThan(before);
    const got = await results(setup);
    expect(got.sessions).toBe(1);
    expect(got.tasks[0]!.outcomes).toEqual({ direct: 0, indirect: 1, "gave-up": 0, left: 0 });
  });
});
