import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PROTOTYPE_TEST_LIMITS } from "../../shared/contracts/prototype-tests";
import { SESSIONS_PER_NETWORK, TESTER_MESSAGES } from "../../workers/prototype-tests/tester-session";
import { call, signedInUser } from "./auth-helpers";
import {
  errorOf,
  newTester,
  numbered,
  off,
  on,
  openTestPage,
  ownerWithTest,
  pageTokenIn,
  postTester,
  sendEvents,
  startTesting,
  storageBytesOf,
  storedEvents,
  testsPath,
} from "./prototype-tests-helpers";

const directRun = numbered([
  { type: "task-start", at: 0, task: 0 },
  { type: "screen", at: 0, task: 0, screenId: "home" },
  { type: "click", at: 1_000, task: 0, ...off.home },
  { type: "click", at: 2_000, task: 0, ...on.homeOrder },
  { type: "screen", at: 2_000, task: 0, screenId: "menu" },
]);

describe("a tester takes a prototype test without an account", () => {
  it("gets the page with a signed token and no cookie, starts a session and stores a batch once however often it is sent", async () => {
    const { test, me } = await ownerWithTest(await signedInUser("pt-tester"));
    const page = await openTestPage(test.address);
    expect(page.status).toBe(200);
    expect(page.headers.get("set-cookie")).toBeNull();
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.headers.get("cache-control")).toBe("no-store");

    const session = await startTesting(test.address);
    const before = await storageBytesOf(me.user.id);
    const sent = await sendEvents(test.address, session, directRun);
    expect(sent.status, await sent.clone().text()).toBe(200);
    const stored = await storedEvents(session.sessionId);
    expect(stored.map((row) => [row.seq, row.type, row.hit])).toEqual([
      [0, "task-start", null],
      [1, "screen", null],
      [2, "click", 0],
      [3, "click", 1],
      [4, "screen", null],
    ]);
    const afterFirst = await storageBytesOf(me.user.id);
    expect(afterFirst).toBeGreaterThan(before);

    // A retry, then the leave beacon (text/plain) with the same and one more event: each stored once.
    expect((await sendEvents(test.address, session, directRun)).status).toBe(200);
    const beacon = numbered([
      ...directRun.map(({ seq: _, ...event }) => event),
      { type: "click", at: 3_000, task: 0, ...on.menuBox },
    ] as never);
    expect((await sendEvents(test.address, session, beacon, "text/plain;charset=UTF-8")).status).toBe(200);
    expect((await storedEvents(session.sessionId)).map((row) => row.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    const row = await env.DB.prepare("SELECT events FROM prototype_sessions WHERE id = ?")
      .bind(session.sessionId)
      .first<{ events: number }>();
    expect(row!.events).toBe(6);
    const runs = await env.DB.prepare("SELECT task, run FROM prototype_runs WHERE session_id = ?")
      .bind(session.sessionId)
      .all<{ task: number; run: string }>();
    expect(runs.results.map((run) => [run.task, (JSON.parse(run.run) as { path: string[] }).path])).toEqual([[0, ["home", "menu"]]]);
  });

  it("answers an unknown address 404 and a closed test 410, and a closed test starts and stores nothing", async () => {
    const { test, me, productId } = await ownerWithTest(await signedInUser("pt-closed"));
    expect((await openTestPage(`${test.address}-nothing`)).status).toBe(404);
    const session = await startTesting(test.address);
    const tester = newTester();
    const token = pageTokenIn(await (await openTestPage(test.address, tester)).text());
    await call("PATCH", `${testsPath(productId)}/${test.id}`, { cookie: me.cookie, body: { open: false } });

    const page = await openTestPage(test.address);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This test is closed");
    expect(await errorOf(await postTester(test.address, "sessions", { token }, tester))).toEqual({
      status: 409,
      code: "conflict",
      message: TESTER_MESSAGES.closed,
    });
    expect((await sendEvents(test.address, session, directRun)).status).toBe(409);
    expect(await storedEvents(session.sessionId)).toEqual([]);
  });

  it("refuses a session without the page's token, with a forged one, or from another network", async () => {
    const { test } = await ownerWithTest(await signedInUser("pt-token"));
    const tester = newTester();
    const token = pageTokenIn(await (await openTestPage(test.address, tester)).text());
    const [body, mac] = token.split(".");
    const forged = `${body}.${mac!.slice(0, -2)}${mac!.endsWith("AA") ? "BA" : "AA"}`;
    expect((await postTester(test.address, "sessions", {}, tester)).status).toBe(400);
    expect(await errorOf(await postTester(test.address, "sessions", { token: forged }, tester))).toMatchObject({
      status: 403,
      message: TESTER_MESSAGES.staleToken,
    });
    expect((await postTester(test.address, "sessions", { token }, newTester())).status).toBe(403);
    // Another test's token is not this test's.
    const other = await ownerWithTest(await signedInUser("pt-token-other"));
    expect((await postTester(other.test.address, "sessions", { token }, tester)).status).toBe(403);
    expect((await postTester(test.address, "sessions", { token }, tester)).status).toBe(201);
  });

  it("holds a test to its tester cap and one network to its sessions per hour", async () => {
    const { test } = await ownerWithTest(await signedInUser("pt-tester-cap"), { testerCap: 2 });
    await startTesting(test.address);
    await startTesting(test.address);
    const tester = newTester();
    const token = pageTokenIn(await (await openTestPage(test.address, tester)).text());
    expect(await errorOf(await postTester(test.address, "sessions", { token }, tester))).toEqual({
      status: 409,
      code: "conflict",
      message: TESTER_MESSAGES.full,
    });

    const busy = await ownerWithTest(await signedInUser("pt-network"));
    const office = newTester();
    const officeToken = pageTokenIn(await (await openTestPage(busy.test.address, office)).text());
    for (let n = 0; n < SESSIONS_PER_NETWORK; n++)
      expect((await postTester(busy.test.address, "sessions", { token: officeToken }, office)).status).toBe(201);
    const limited = await postTester(busy.test.address, "sessions", { token: officeToken }, office);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await startTesting(busy.test.address)).sessionId).toBeTruthy();
    const counted = await env.DB.prepare("SELECT sessions FROM prototype_tests WHERE id = ?")
      .bind(busy.test.id)
      .first<{ sessions: number }>();
    expect(counted!.sessions).toBe(SESSIONS_PER_NETWORK + 1);
  });
});

describe("a batch that could not have happened is refused whole, with nothing stored", () => {
  const good = { type: "task-start", at: 0, task: 0 } as const;
  it.each([
    ["an unknown screen", { type: "screen", at: 10, task: 0, screenId: "nowhere" }, "Event 1 names a screen the test does not have"],
    [
      "a click outside the screen",
      { type: "click", at: 10, task: 0, screenId: "home", x: 390, y: 10 },
      "Event 1 is a click outside the 390 × 844 screen",
    ],
    [
      "a click below the screen",
      { type: "click", at: 10, task: 0, screenId: "home", x: 10, y: 844 },
      "Event 1 is a click outside the 390 × 844 screen",
    ],
    [
      "a time in the future",
      { type: "screen", at: 10 * 60_000, task: 0, screenId: "home" },
      "Event 1 is timed later than the session has lasted",
    ],
    ["a task the test does not have", { type: "task-start", at: 10, task: 2 }, "Event 1 names task 3, but the test has 2"],
  ])("%s", async (_, bad, message) => {
    const { test } = await ownerWithTest(await signedInUser("pt-bad-batch"));
    const session = await startTesting(test.address);
    const response = await sendEvents(test.address, session, numbered([good, bad] as never));
    expect(await errorOf(response)).toEqual({ status: 400, code: "validation_error", message });
    expect(await storedEvents(session.sessionId)).toEqual([]);
  });

  it.each([
    ["an opening answer the test does not ask for", {}, { type: "opening", at: 0, answer: "=HYPERLINK(1)" }, "an opening question"],
    ["an ease answer the test does not ask for", { easeQuestion: false }, { type: "ease", at: 10, task: 0, value: 7 }, "the ease question"],
    [
      "SUS answers the test does not ask for",
      { sus: false },
      { type: "sus", at: 10, answers: [5, 1, 5, 1, 5, 1, 5, 1, 5, 1] },
      "the SUS statements",
    ],
  ])("%s", async (_, settings, bad, what) => {
    const { test, me, productId } = await ownerWithTest(await signedInUser("pt-unasked"), settings);
    const session = await startTesting(test.address);
    const response = await sendEvents(test.address, session, numbered([good, bad] as never));
    expect(await errorOf(response)).toEqual({
      status: 400,
      code: "validation_error",
      message: `Event 1 answers ${what}, which the test does not ask`,
    });
    expect(await storedEvents(session.sessionId)).toEqual([]);
    // So the results never show a SUS score or ease the owner did not ask for.
    const results = await call("GET", `${testsPath(productId)}/${test.id}/results`, { cookie: me.cookie });
    const body = (await results.json()) as { sus: { answers: number } | null; tasks: { easeAnswers: number }[] };
    expect([body.sus?.answers ?? 0, ...body.tasks.map((task) => task.easeAnswers)]).toEqual([0, 0, 0]);
  });

  it("refuses an opening answer or SUS answers a session has given already, in this batch or an earlier one", async () => {
    const { test } = await ownerWithTest(await signedInUser("pt-answer-twice"), { openingQuestion: "What do you cook?" });
    const session = await startTesting(test.address);
    const sus = { type: "sus" as const, at: 30, answers: [5, 1, 5, 1, 5, 1, 5, 1, 5, 1] };
    const first = numbered([{ type: "opening", at: 0, answer: "Pasta" }, good, sus]);
    expect((await sendEvents(test.address, session, first)).status).toBe(200);
    // The same events again (a retry) are still fine: each is stored once.
    expect((await sendEvents(test.address, session, first)).status).toBe(200);
    const again = (event: object) => [{ ...event, seq: 3 }] as never;
    expect(await errorOf(await sendEvents(test.address, session, again({ type: "opening", at: 40, answer: "More pasta" })))).toEqual({
      status: 400,
      code: "validation_error",
      message: "Event 3 answers the opening question again",
    });
    expect(await errorOf(await sendEvents(test.address, session, again({ ...sus, at: 40 })))).toEqual({
      status: 400,
      code: "validation_error",
      message: "Event 3 answers the SUS statements again",
    });
    const twiceInOne = numbered([good, { type: "opening", at: 1, answer: "A" }, { type: "opening", at: 2, answer: "B" }]);
    const other = await startTesting(test.address);
    expect((await sendEvents(test.address, other, twiceInOne)).status).toBe(400);
    expect((await storedEvents(session.sessionId)).map((row) => row.seq)).toEqual([0, 1, 2]);
    expect(await storedEvents(other.sessionId)).toEqual([]);
  });

  it("refuses more events than a batch or a session may hold, and a session token that is not the session's", async () => {
    const { test } = await ownerWithTest(await signedInUser("pt-batch-bounds"));
    const session = await startTesting(test.address);
    const tooMany = numbered(Array.from({ length: PROTOTYPE_TEST_LIMITS.batchEvents + 1 }, () => ({ type: "finish", at: 0 }) as const));
    expect(await errorOf(await sendEvents(test.address, session, tooMany))).toMatchObject({
      status: 400,
      message: `events: A batch holds at most ${PROTOTYPE_TEST_LIMITS.batchEvents} events`,
    });
    const pastBound = [{ type: "finish", at: 0, seq: PROTOTYPE_TEST_LIMITS.eventsPerSession } as const];
    expect((await sendEvents(test.address, session, pastBound)).status).toBe(400);
    const stranger = await startTesting(test.address);
    expect((await sendEvents(test.address, { ...session, sessionToken: stranger.sessionToken }, directRun)).status).toBe(403);
    expect(await storedEvents(session.sessionId)).toEqual([]);
  });
});
