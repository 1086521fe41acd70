import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { readTestFigureSums } from "../../db/queries/prototype-test-figures";
import { HEATMAP_POINTS, mergeSquare } from "../../db/queries/prototype-test-results";
import { PROTOTYPE_TEST_LIMITS, prototypeTestResultsSchema, type TesterEvent } from "../../shared/contracts/prototype-tests";
import { aggregateResults, resultsOfSums } from "../../shared/prototype-test-metrics";
import { call, signedInUser } from "./auth-helpers";
import {
  ABOUT_TASK,
  numbered,
  off,
  on,
  ORDER_TASK,
  orderedAnotherWay,
  ownerWithTest,
  sendEvents,
  sessionsAsStored,
  startTesting,
  storageBytesOf,
  testsPath,
  type Setup,
  type TesterSession,
} from "./prototype-tests-helpers";

/**
 * The sums a test's results are read from (migrations/0022, db/queries/prototype-test-figures.ts):
 * kept by the rows' triggers as batches rewrite runs and sessions are deleted, with runs that
 * become Left by idling settled by the read, they must give exactly what the metrics module makes
 * of the events; and every click is a heatmap dot, however many.
 */

async function send(setup: Setup, session: TesterSession, events: readonly TesterEvent[]) {
  for (let start = 0; start < events.length; start += PROTOTYPE_TEST_LIMITS.batchEvents) {
    const response = await sendEvents(setup.test.address, session, events.slice(start, start + PROTOTYPE_TEST_LIMITS.batchEvents));
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

/** `testers` sessions, each clicking Home `clicks` times on task 1, the i-th click of each tester at `point(i, tester)`. */
async function clickHome(setup: Setup, testers: number, clicks: number, point: (i: number, tester: number) => { x: number; y: number }) {
  for (let tester = 0; tester < testers; tester++) {
    const session = await startTesting(setup.test.address);
    const events = numbered([
      { type: "task-start", at: 0, task: 0 },
      ...Array.from({ length: clicks }, (_, i) => ({ type: "click", at: 1, task: 0, screenId: "home", ...point(i, tester) }) as const),
    ]);
    await send(setup, session, events);
  }
}

async function results(setup: Setup) {
  const response = await call("GET", `${testsPath(setup.productId)}/${setup.test.id}/results`, { cookie: setup.me.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return prototypeTestResultsSchema.parse(await response.json());
}

/** The results the metrics module makes at `now` of these sessions' events as sent, with their times as the server stored them. */
const expected = async (setup: Setup, sent: { sessionId: string; events: TesterEvent[] }[], now: number) =>
  aggregateResults(setup.test, await sessionsAsStored(setup.test, sent), now);

const sumsAt = async (setup: Setup, now: number) =>
  resultsOfSums(setup.test, await readTestFigureSums(createDb(env.DB), setup.me.user.id, setup.test.id, setup.test.tasks.length, now));

const sumRows = async (testId: string) => {
  const counts = await Promise.all(
    ["prototype_task_sums", "prototype_screen_sums", "prototype_path_sums", "prototype_click_tallies"].map(
      async (table) =>
        (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE test_id = ?`).bind(testId).first<{ n: number }>())!.n,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
};

const gaveUpOnAbout = numbered([
  { type: "task-start", at: 0, task: 0 },
  { type: "click", at: 3_000, task: 0, ...on.homeAbout },
  { type: "screen", at: 3_000, task: 0, screenId: "about" },
  { type: "click", at: 4_000, task: 0, ...off.about },
  { type: "task-end", at: 5_000, task: 0, reason: "gave-up" },
  { type: "finish", at: 6_000 },
]);

describe("a test's results kept as sums", () => {
  it("take back a run's share when a later batch rewrites it: the ease answer after the task's end", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-sums-ease"));
    const events = numbered([...orderedAnotherWay, { type: "finish", at: 20_000 }]);
    const ended = events.findIndex((event) => event.type === "task-end");
    const session = await startTesting(setup.test.address);
    await send(setup, session, events.slice(0, ended + 1));
    const before = await results(setup);
    expect(before.tasks[0]).toMatchObject({ outcomes: { indirect: 1 }, meanEase: null, easeAnswers: 0 });
    expect(before.tasks[0]).toMatchObject(
      (await expected(setup, [{ sessionId: session.sessionId, events: events.slice(0, ended + 1) }], Date.now())).tasks[0]!,
    );
    await send(setup, session, events.slice(ended + 1));
    const after = await results(setup);
    const want = await expected(setup, [{ sessionId: session.sessionId, events }], Date.now());
    expect(after.tasks[0]).toMatchObject({ testers: 1, outcomes: { indirect: 1 }, meanEase: 4, easeAnswers: 1 });
    expect({ ...after, test: undefined, heatmaps: undefined, prediction: undefined }).toEqual({ ...want, test: undefined });
  });

  it("take a deleted session's share back, to nothing once every session is gone, with every byte of the sums", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-sums-delete"));
    const empty = await storageBytesOf(setup.me.user.id);
    const keptEvents = numbered([...orderedAnotherWay, { type: "finish", at: 20_000 }]);
    const kept = await startTesting(setup.test.address);
    await send(setup, kept, keptEvents);
    const gone = await startTesting(setup.test.address);
    await send(setup, gone, gaveUpOnAbout);
    const deleteSession = (sessionId: string) =>
      call("DELETE", `${testsPath(setup.productId)}/${setup.test.id}/sessions/${sessionId}`, { cookie: setup.me.cookie });
    expect((await deleteSession(gone.sessionId)).status).toBe(204);
    const got = await results(setup);
    const want = await expected(setup, [{ sessionId: kept.sessionId, events: keptEvents }], Date.now());
    expect({ ...got, test: undefined, heatmaps: undefined, prediction: undefined }).toEqual({ ...want, test: undefined });
    expect(got.heatmaps.about!.total).toBe(2);
    expect((await deleteSession(kept.sessionId)).status).toBe(204);
    expect(await sumRows(setup.test.id)).toBe(0);
    expect(await storageBytesOf(setup.me.user.id)).toBe(empty);
    expect((await results(setup)).tasks[0]).toMatchObject({ testers: 0, outcomes: { direct: 0, indirect: 0, "gave-up": 0, left: 0 } });
  });

  it("read every task of a test with the most tasks a test may have, each task's figures its own", async () => {
    const tasks = Array.from({ length: PROTOTYPE_TEST_LIMITS.tasks }, (_, task) => (task % 2 === 0 ? ORDER_TASK : ABOUT_TASK));
    const setup = await ownerWithTest(await signedInUser("pt-sums-most-tasks"), { tasks });
    // Each task done the expected way, a task's time on it growing with its place, so a figure read for the wrong task shows.
    const events = numbered(
      tasks.flatMap((task, index): Parameters<typeof numbered>[0][number][] => {
        const at = index * 1_000;
        const route: Parameters<typeof numbered>[0][number][] =
          task === ORDER_TASK
            ? [
                { type: "click", at: at + 10 * (index + 1), task: index, ...on.homeOrder },
                { type: "screen", at: at + 10 * (index + 1), task: index, screenId: "menu" },
                { type: "click", at: at + 20 * (index + 1), task: index, ...on.menuBox },
                { type: "screen", at: at + 20 * (index + 1), task: index, screenId: "checkout" },
              ]
            : [
                { type: "click", at: at + 10 * (index + 1), task: index, ...on.homeAbout },
                { type: "screen", at: at + 10 * (index + 1), task: index, screenId: "about" },
              ];
        const end = route.at(-1)!.at;
        return [{ type: "task-start", at, task: index }, ...route, { type: "task-end", at: end, task: index, reason: "goal" }];
      }),
    );
    const session = await startTesting(setup.test.address);
    await send(setup, session, events);
    const got = await results(setup);
    const want = await expected(setup, [{ sessionId: session.sessionId, events }], Date.now());
    expect(got.tasks).toHaveLength(PROTOTYPE_TEST_LIMITS.tasks);
    expect(got.tasks.at(-1)).toMatchObject({ testers: 1, outcomes: { direct: 1 } });
    expect({ ...got, test: undefined, heatmaps: undefined, prediction: undefined }).toEqual({ ...want, test: undefined });
  });

  it("count a run Left once idle, settled by the read once, and in progress again when its tester comes back", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-sums-idle"));
    const first = numbered([
      { type: "task-start", at: 0, task: 0 },
      { type: "click", at: 1_000, task: 0, ...off.home },
      { type: "click", at: 1_500, task: 0, ...on.homeAbout },
      { type: "screen", at: 1_500, task: 0, screenId: "about" },
    ]);
    const ended = numbered([...gaveUpOnAbout]);
    const session = await startTesting(setup.test.address);
    await send(setup, session, first);
    const other = await startTesting(setup.test.address);
    await send(setup, other, ended);
    const now = Date.now();
    const sent = [
      { sessionId: session.sessionId, events: first },
      { sessionId: other.sessionId, events: ended },
    ];
    expect(await sumsAt(setup, now)).toEqual(await expected(setup, sent, now));
    const idle = now + PROTOTYPE_TEST_LIMITS.idleMs;
    const left = await sumsAt(setup, idle);
    expect(left).toEqual(await expected(setup, sent, idle));
    expect(left.tasks[0]).toMatchObject({ inProgress: 0, outcomes: { "gave-up": 1, left: 1 } });
    const counted = await env.DB.prepare("SELECT counted FROM prototype_run_figures WHERE session_id = ?")
      .bind(session.sessionId)
      .first<{ counted: string | null }>();
    expect(counted!.counted).toBe("left");
    // Read again: settled once, counted once.
    expect(await sumsAt(setup, idle)).toEqual(left);
    // The tester comes back: the run is in progress again, and out of the sums.
    const more = numbered([...first, { type: "click", at: 2_000, task: 0, ...off.about }]);
    await send(setup, session, more.slice(first.length));
    const back = Date.now();
    const again = await sumsAt(setup, back);
    expect(again).toEqual(await expected(setup, [{ sessionId: session.sessionId, events: more }, sent[1]!], back));
    expect(again.tasks[0]).toMatchObject({ inProgress: 1, outcomes: { "gave-up": 1, left: 0 } });
  });

  it("draw every click as a dot: more than 2,000 on one screen all count", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-sums-clicks"));
    const clicks = 1_100;
    const testers = 2;
    await clickHome(setup, testers, clicks, (i) => ({ x: (i * 7) % 390, y: 600 + (i % 200) }));
    const got = await results(setup);
    const home = got.heatmaps.home!;
    expect(home.total).toBe(testers * clicks);
    expect(home.clicks.reduce((sum, dot) => sum + dot.count, 0)).toBe(testers * clicks);
    // Both testers clicked the same pixels: each dot holds one click of each.
    expect(home.clicks.every((dot) => dot.count % testers === 0)).toBe(true);
    expect(home.merged).toBeNull();
  });

  it("merge nearby clicks into one dot a square once a screen has more points than it draws, every click still counted", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-sums-merged"));
    const clicks = 1_100;
    const testers = 2;
    // Every click on a pixel of its own: the two testers click apart.
    await clickHome(setup, testers, clicks, (i, tester) => ({ x: (i * 7) % 390, y: 100 + (i % 200) + 300 * tester }));
    expect(testers * clicks).toBeGreaterThan(HEATMAP_POINTS);
    const home = (await results(setup)).heatmaps.home!;
    const side = mergeSquare(390, 844);
    expect(home.merged).toBe(side);
    expect(home.total).toBe(testers * clicks);
    expect(home.clicks.reduce((sum, dot) => sum + dot.count, 0)).toBe(testers * clicks);
    expect(home.clicks.length).toBeLessThanOrEqual(Math.ceil(390 / side) * Math.ceil(844 / side));
    expect(home.clicks.length).toBeLessThan(testers * clicks);
    // Each dot sits at the mean place of its clicks: inside the screen, and clicks of one square only.
    expect(home.clicks.every((dot) => dot.x >= 0 && dot.x < 390 && dot.y >= 100 && dot.y < 700)).toBe(true);
  });
});
