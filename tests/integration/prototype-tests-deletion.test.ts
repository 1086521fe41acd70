import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFAULT_STORAGE_LIMITS, strangersLimits } from "../../db/queries/storage";
import { DEFAULT_LIMITS } from "../../shared/contracts/limits";
import type { TesterEvent } from "../../shared/contracts/prototype-tests";
import { TESTER_MESSAGES } from "../../workers/prototype-tests/tester-session";
import { call, finishAccountDeletion, signedInUser } from "./auth-helpers";
import { recordQueries } from "./query-recorder";
import {
  errorOf,
  newTester,
  numbered,
  on,
  openTestPage,
  ownerWithTest,
  pageTokenIn,
  postTester,
  sendEvents,
  startTesting,
  saveWireframes,
  storageBytesOf,
  storedEvents,
  testsPath,
  type Setup,
} from "./prototype-tests-helpers";

/** A tester's clicks back and forth between Home and Menu: `count` events, every one stored. */
const wandering = (count: number): TesterEvent[] =>
  numbered([
    { type: "task-start", at: 0, task: 0 },
    ...Array.from({ length: count - 1 }, (_, n) => ({ type: "click", at: n, task: 0, ...on.homeOrder }) as const),
  ]);

/** Testers who each stored `events` events. */
async function testers(setup: Setup, count: number, events: number) {
  const sessions = [];
  for (let n = 0; n < count; n++) {
    const session = await startTesting(setup.test.address);
    const all = wandering(events);
    for (let start = 0; start < all.length; start += 100)
      expect((await sendEvents(setup.test.address, session, all.slice(start, start + 100))).status).toBe(200);
    sessions.push(session);
  }
  return sessions;
}

/** How many rows of the test D1 still holds, table by table. */
async function rowsOf(testId: string, sessionIds: string[]) {
  const count = async (sql: string, ...params: string[]) =>
    (await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>())!.n;
  const marks = sessionIds.map(() => "?").join(",");
  return {
    tests: await count("SELECT count(*) AS n FROM prototype_tests WHERE id = ?", testId),
    sessions: await count("SELECT count(*) AS n FROM prototype_sessions WHERE test_id = ?", testId),
    events: await count(`SELECT count(*) AS n FROM prototype_events WHERE session_id IN (${marks})`, ...sessionIds),
    runs: await count(`SELECT count(*) AS n FROM prototype_runs WHERE session_id IN (${marks})`, ...sessionIds),
  };
}

const none = { tests: 0, sessions: 0, events: 0, runs: 0 };

describe("deleting prototype tests", () => {
  it("removes a test with its sessions, events and runs in bounded chunks, gives every byte back and frees its address", async () => {
    const me = await signedInUser("pt-delete-test");
    const before = await storageBytesOf(me.user.id);
    const setup = await ownerWithTest(me);
    const sessions = await testers(setup, 3, 450);
    const ids = sessions.map((session) => session.sessionId);
    expect(await rowsOf(setup.test.id, ids)).toEqual({ tests: 1, sessions: 3, events: 1_350, runs: 3 });
    const recording = recordQueries(env.DB);
    try {
      expect((await call("DELETE", `${testsPath(setup.productId)}/${setup.test.id}`, { cookie: me.cookie })).status).toBe(204);
    } finally {
      recording.stop();
    }
    expect(await rowsOf(setup.test.id, ids)).toEqual(none);
    // No statement deleted more than a chunk of events: two for 1,350.
    const eventDeletes = recording.seen.filter((query) => /^delete from "prototype_events"/i.test(query.sql.trim()));
    expect(eventDeletes.length).toBeGreaterThanOrEqual(2);
    expect(eventDeletes.every((query) => /LIMIT \?/.test(query.sql))).toBe(true);
    // Only the product and the saved wireframes are left of what the owner stored.
    const withoutTest = await storageBytesOf(me.user.id);
    const other = await ownerWithTest(await signedInUser("pt-delete-test-next"), { address: setup.test.address });
    expect(other.test.address).toBe(setup.test.address);
    expect(withoutTest).toBeGreaterThan(before);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM prototype_tests WHERE user_id = ?")
      .bind(me.user.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
    expect((await openTestPage(setup.test.address)).status).toBe(200);
    // The tester of the deleted test is told it is gone; nothing is stored.
    expect((await sendEvents(other.test.address, sessions[0]!, wandering(2))).status).toBe(403);
  });

  it("gives the test's bytes back exactly: the owner's storage is what it was before the test", async () => {
    const me = await signedInUser("pt-delete-bytes");
    const setup = await ownerWithTest(me);
    const withProduct = await storageBytesOf(me.user.id);
    const second = await call("POST", testsPath(setup.productId), {
      cookie: me.cookie,
      body: { conversationId: setup.conversationId, address: `${setup.test.address}-2`, tasks: setup.test.tasks },
    });
    const test = (await second.json()) as { id: string; address: string };
    await testers({ ...setup, test: { ...setup.test, ...test } }, 2, 30);
    expect(await storageBytesOf(me.user.id)).toBeGreaterThan(withProduct);
    expect((await call("DELETE", `${testsPath(setup.productId)}/${test.id}`, { cookie: me.cookie })).status).toBe(204);
    expect(await storageBytesOf(me.user.id)).toBe(withProduct);
  });

  it("removes every test of a deleted product", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-delete-product"));
    const ids = (await testers(setup, 2, 120)).map((session) => session.sessionId);
    expect((await call("DELETE", `/api/products/${setup.productId}?items=delete`, { cookie: setup.me.cookie })).status).toBe(204);
    expect(await rowsOf(setup.test.id, ids)).toEqual(none);
    expect((await openTestPage(setup.test.address)).status).toBe(404);
  });

  it("closes an account's tests at once and removes them in the background; another owner's test stays", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-delete-account"));
    const kept = await ownerWithTest(await signedInUser("pt-delete-account-other"));
    const ids = (await testers(setup, 2, 250)).map((session) => session.sessionId);
    const keptIds = (await testers(kept, 1, 10)).map((session) => session.sessionId);
    const waiting = await startTesting(setup.test.address);

    expect((await call("DELETE", "/api/auth/account", { cookie: setup.me.cookie })).status).toBe(200);
    expect((await openTestPage(setup.test.address)).status).toBe(410);
    expect((await sendEvents(setup.test.address, waiting, wandering(3))).status).toBe(409);
    await finishAccountDeletion(setup.me.user.id);
    expect(await rowsOf(setup.test.id, [...ids, waiting.sessionId])).toEqual(none);
    expect(await rowsOf(kept.test.id, keptIds)).toEqual({ tests: 1, sessions: 1, events: 10, runs: 1 });
  });
});

describe("the runs' figures the results are summed from", () => {
  /** How many figure rows of these sessions D1 holds: per run, and per run and screen. */
  async function figuresOf(sessionIds: string[]) {
    const marks = sessionIds.map(() => "?").join(",");
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE session_id IN (${marks})`)
        .bind(...sessionIds)
        .first<{ n: number }>())!.n;
    return { runs: await count("prototype_run_figures"), screens: await count("prototype_screen_figures") };
  }

  it("are written with each batch and go with their session, their test and their owner's account", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-figures-delete"));
    const [gone, kept] = (await testers(setup, 2, 30)).map((session) => session.sessionId);
    // One run each (task 1), clicking on Home.
    expect(await figuresOf([gone!])).toEqual({ runs: 1, screens: 1 });
    const sessionPath = `${testsPath(setup.productId)}/${setup.test.id}/sessions/${gone}`;
    expect((await call("DELETE", sessionPath, { cookie: setup.me.cookie })).status).toBe(204);
    expect(await figuresOf([gone!])).toEqual({ runs: 0, screens: 0 });
    expect((await call("DELETE", `${testsPath(setup.productId)}/${setup.test.id}`, { cookie: setup.me.cookie })).status).toBe(204);
    expect(await figuresOf([kept!])).toEqual({ runs: 0, screens: 0 });

    const closing = await ownerWithTest(await signedInUser("pt-figures-account"));
    const ids = (await testers(closing, 2, 20)).map((session) => session.sessionId);
    expect(await figuresOf(ids)).toEqual({ runs: 2, screens: 2 });
    expect((await call("DELETE", "/api/auth/account", { cookie: closing.me.cookie })).status).toBe(200);
    await finishAccountDeletion(closing.me.user.id);
    expect(await figuresOf(ids)).toEqual({ runs: 0, screens: 0 });
  });
});

describe("a tester's batches", () => {
  it("sent at once with overlapping events store each event once, with the runs of all of them", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-race"));
    const session = await startTesting(setup.test.address);
    const events = wandering(30);
    const batches = [events.slice(0, 20), events.slice(10, 30), events.slice(5, 25)];
    const answers = await Promise.all(batches.map((batch) => sendEvents(setup.test.address, session, batch)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await storedEvents(session.sessionId)).map((row) => row.seq)).toEqual(events.map((event) => event.seq));
    const run = await env.DB.prepare("SELECT run FROM prototype_runs WHERE session_id = ?")
      .bind(session.sessionId)
      .first<{ run: string }>();
    const visits = (JSON.parse(run!.run) as { visits: { screenId: string; clicks: number }[] }).visits;
    expect(visits.find((visit) => visit.screenId === "home")?.clicks).toBe(29);
  });

  it("store nothing once the owner's storage is full, and neither does a new session", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-full"));
    const session = await startTesting(setup.test.address);
    const tester = newTester();
    const token = pageTokenIn(await (await openTestPage(setup.test.address, tester)).text());
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?")
      .bind(DEFAULT_LIMITS.storageBytes - 10, setup.me.user.id)
      .run();
    expect(await errorOf(await sendEvents(setup.test.address, session, wandering(5)))).toEqual({
      status: 409,
      code: "conflict",
      message: TESTER_MESSAGES.full,
    });
    expect(await storedEvents(session.sessionId)).toEqual([]);
    expect((await postTester(setup.test.address, "sessions", { token }, tester)).status).toBe(409);
    expect(await storageBytesOf(setup.me.user.id)).toBe(DEFAULT_LIMITS.storageBytes - 10);
  });
});

describe("the owner's own room", () => {
  it("stops testers at the strangers' share of the owner's storage, and the owner still saves their own work", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-share"));
    const session = await startTesting(setup.test.address);
    const tester = newTester();
    const token = pageTokenIn(await (await openTestPage(setup.test.address, tester)).text());
    // Just under the share strangers may fill: a batch or a session would take the owner past it.
    const nearShare = strangersLimits(DEFAULT_STORAGE_LIMITS).bytes - 10;
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(nearShare, setup.me.user.id).run();
    expect(await errorOf(await sendEvents(setup.test.address, session, wandering(5)))).toEqual({
      status: 409,
      code: "conflict",
      message: TESTER_MESSAGES.full,
    });
    expect((await postTester(setup.test.address, "sessions", { token }, tester)).status).toBe(409);
    expect(await storageBytesOf(setup.me.user.id)).toBe(nearShare);
    // What is left is the owner's: saving their own wireframes still works.
    await saveWireframes(setup.me, setup.productId);
    expect(await storageBytesOf(setup.me.user.id)).toBeGreaterThan(nearShare);
  });
});

describe("with PUBLISH_ORIGIN set", () => {
  const PAGES = "http://pages.test";
  const where = { vars: { PUBLISH_ORIGIN: PAGES }, origin: PAGES };

  it("serves the test and takes its sessions there, and sends the app's /t/ addresses there", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-publish-origin"));
    const redirected = await openTestPage(setup.test.address, newTester(), { vars: where.vars });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("location")).toBe(`${PAGES}/t/${setup.test.address}`);
    const tester = newTester();
    const page = await openTestPage(setup.test.address, tester, where);
    expect(page.status).toBe(200);
    const started = await postTester(setup.test.address, "sessions", { token: pageTokenIn(await page.text()) }, tester, undefined, where);
    expect(started.status).toBe(201);
  });
});
