import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES } from "../../shared/contracts/launch";
import { PROTOTYPE_TEST_LIMITS, prototypeTestSchema, prototypeTestSummarySchema } from "../../shared/contracts/prototype-tests";
import { TOO_MANY_TESTS_MESSAGE } from "../../workers/api/prototype-tests";
import { call, signedInUser } from "./auth-helpers";
import { createProduct, listen } from "./product-helpers";
import {
  ABOUT_TASK,
  errorOf,
  freshTestAddress,
  mealBox,
  ORDER_TASK,
  ownerWithTest,
  postTest,
  saveWireframes,
  storageBytesOf,
  testsPath,
} from "./prototype-tests-helpers";
import { until } from "./wait";

describe("an owner makes a prototype test from saved wireframes", () => {
  it("stores its own copy of the screens and the tasks, the shortest path filled in where none was given", async () => {
    const me = await signedInUser("pt-create");
    const before = await storageBytesOf(me.user.id);
    const { test, productId, conversationId } = await ownerWithTest(me, { openingQuestion: "How do you plan meals?", testerCap: 40 });
    expect(test).toMatchObject({ productId, conversationId, open: true, testers: 0, testerCap: 40, easeQuestion: true, sus: true });
    expect(test.url.endsWith(`/t/${test.address}`)).toBe(true);
    expect(test.wireframes).toEqual(mealBox);
    // Home's first-drawn link to Menu is "Order", and Menu's list item leads to Checkout.
    expect(test.tasks.map((task) => task.expectedPath)).toEqual([
      ["home", "menu", "checkout"],
      ["home", "about"],
    ]);
    // The row counts against the owner's storage: at least its copy of the screens.
    expect((await storageBytesOf(me.user.id)) - before).toBeGreaterThan(JSON.stringify(mealBox).length);

    const list = await call("GET", testsPath(productId), { cookie: me.cookie });
    expect(list.status).toBe(200);
    const { tests } = (await list.json()) as { tests: unknown[] };
    expect(tests.map((summary) => prototypeTestSummarySchema.parse(summary).id)).toEqual([test.id]);
  });

  it.each([
    [
      "an unknown start screen",
      { ...ORDER_TASK, startScreenId: "nowhere" },
      "tasks.0.startScreenId",
      "Task 1: The start screen is not one of the wireframes",
    ],
    [
      "an unknown goal screen",
      { ...ORDER_TASK, goalScreenId: "nowhere" },
      "tasks.0.goalScreenId",
      "Task 1: The goal screen is not one of the wireframes",
    ],
    [
      "a goal no link reaches",
      { ...ORDER_TASK, startScreenId: "checkout", goalScreenId: "home" },
      "tasks.0.goalScreenId",
      "Task 1: No links lead from Checkout to Home",
    ],
    [
      "an expected path that skips a link",
      { ...ORDER_TASK, expectedPath: ["home", "checkout"] },
      "tasks.0.expectedPath",
      "Task 1: Nothing on Home links to Checkout",
    ],
    [
      "a goal on the start screen",
      { ...ORDER_TASK, goalScreenId: "home" },
      "tasks.0.goalScreenId",
      "Task 1: The goal screen must be another screen than the start",
    ],
  ])("refuses a task with %s, naming the field, and stores nothing", async (_, task, field, message) => {
    const me = await signedInUser("pt-bad-task");
    const productId = (await createProduct(me)).id;
    const conversationId = await saveWireframes(me, productId);
    const response = await postTest(me, productId, { conversationId, address: freshTestAddress(), tasks: [task] });
    expect(await errorOf(response)).toEqual({ status: 400, code: "validation_error", message, field, fields: { [field]: message } });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM prototype_tests WHERE product_id = ?")
      .bind(productId)
      .first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it("refuses an address another test holds with 409 and a free suggestion; a landing page's address is another namespace", async () => {
    const first = await ownerWithTest(await signedInUser("pt-address-a"));
    const me = await signedInUser("pt-address-b");
    const productId = (await createProduct(me)).id;
    const conversationId = await saveWireframes(me, productId);
    const taken = await postTest(me, productId, { conversationId, address: first.test.address, tasks: [ORDER_TASK] });
    const error = await errorOf(taken);
    expect(error).toMatchObject({ status: 409, code: "conflict", message: ADDRESS_MESSAGES.taken, field: "address" });
    expect(error.suggestion).toMatch(new RegExp(`^${first.test.address}-\\d+$`));
    const check = await call("GET", `/api/tests/addresses/${first.test.address}`, { cookie: me.cookie });
    expect(await check.json()).toEqual({ available: false, message: ADDRESS_MESSAGES.taken, suggestion: error.suggestion });
    // The owner of the test is offered it as available only for that test.
    const own = await call("GET", `/api/tests/addresses/${first.test.address}?testId=${first.test.id}`, { cookie: first.me.cookie });
    expect(await own.json()).toEqual({ available: true });
    const free = await call("GET", `/api/tests/addresses/${error.suggestion}`, { cookie: me.cookie });
    expect(await free.json()).toEqual({ available: true });
    const reserved = await call("GET", "/api/tests/addresses/leave", { cookie: me.cookie });
    expect(((await reserved.json()) as { message: string }).message).toBe(ADDRESS_MESSAGES.reserved);
  });

  it(`holds a product to ${PROTOTYPE_TEST_LIMITS.testsPerProduct} tests`, async () => {
    const me = await signedInUser("pt-cap");
    const productId = (await createProduct(me)).id;
    const conversationId = await saveWireframes(me, productId);
    for (let n = 0; n < PROTOTYPE_TEST_LIMITS.testsPerProduct; n++) {
      const response = await postTest(me, productId, { conversationId, address: freshTestAddress("cap"), tasks: [ABOUT_TASK] });
      expect(response.status).toBe(201);
    }
    const over = await postTest(me, productId, { conversationId, address: freshTestAddress("cap"), tasks: [ABOUT_TASK] });
    expect(await errorOf(over)).toEqual({ status: 409, code: "conflict", message: TOO_MANY_TESTS_MESSAGE });
  });

  it("closes and opens a test, telling the owner's tabs each time", async () => {
    const me = await signedInUser("pt-open");
    const { test, productId } = await ownerWithTest(me);
    const tab = await listen(me.cookie);
    const path = `${testsPath(productId)}/${test.id}`;
    const closed = await call("PATCH", path, { cookie: me.cookie, body: { open: false } });
    expect(prototypeTestSchema.parse(await closed.json()).open).toBe(false);
    const opened = await call("PATCH", path, { cookie: me.cookie, body: { open: true } });
    expect(prototypeTestSchema.parse(await opened.json()).open).toBe(true);
    await until(() => tab.filter((event) => event.type === "prototype-test.updated" && event.testId === test.id).length === 2);
  });

  it("answers another user's product, test, results, CSV and sessions with the same 404 as unknown ones", async () => {
    const { test, productId } = await ownerWithTest(await signedInUser("pt-owner"));
    const stranger = await signedInUser("pt-stranger");
    const strangersProduct = (await createProduct(stranger)).id;
    const conversationId = await saveWireframes(stranger, strangersProduct);
    const base = `${testsPath(productId)}/${test.id}`;
    const requests: [string, string, unknown?][] = [
      ["GET", testsPath(productId)],
      ["PATCH", base, { open: false }],
      ["DELETE", base],
      ["GET", `${base}/results`],
      ["GET", `${base}/events.csv`],
      ["DELETE", `${base}/sessions/some-session`],
      ["POST", testsPath(productId), { conversationId, address: freshTestAddress(), tasks: [ORDER_TASK] }],
    ];
    for (const [method, path, body] of requests) {
      const response = await call(method, path, { cookie: stranger.cookie, body });
      expect(await errorOf(response), `${method} ${path}`).toEqual({ status: 404, code: "not_found", message: "Product not found." });
    }
    // In the stranger's own product, the owner's test is an unknown test.
    const inOwn = await call("GET", `${testsPath(strangersProduct)}/${test.id}/results`, { cookie: stranger.cookie });
    expect(await errorOf(inOwn)).toEqual({ status: 404, code: "not_found", message: "Test not found." });
    // And another user's saved wireframes cannot be tested from the stranger's product.
    const notMine = await postTest(stranger, strangersProduct, {
      conversationId: test.conversationId,
      address: freshTestAddress(),
      tasks: [ORDER_TASK],
    });
    expect(await errorOf(notMine)).toEqual({ status: 404, code: "not_found", message: "Saved wireframes not found." });
    const row = await env.DB.prepare("SELECT open FROM prototype_tests WHERE id = ?").bind(test.id).first<{ open: number }>();
    expect(row!.open).toBe(1);
  });
});
