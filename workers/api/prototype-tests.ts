import { Hono } from "hono";
import type { Context } from "hono";
import { ownsProduct } from "../../db/queries/launch-pages";
import { createTest, deleteTest, findOwnedTest, listTests, setTestOpen } from "../../db/queries/prototype-tests";
import { deleteSession } from "../../db/queries/prototype-test-results";
import {
  createPrototypeTestRequestSchema,
  PROTOTYPE_TEST_LIMITS,
  updatePrototypeTestRequestSchema,
  type PrototypeTestList,
} from "../../shared/contracts/prototype-tests";
import { ADDRESS_MESSAGES } from "../../shared/contracts/launch";
import { requireUser } from "../auth/session-middleware";
import { ApiError, type ErrorBody } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { prototypeTest, testSummary } from "../prototype-tests/stored-test";
import { alternativesTo } from "./launch-address";
import { ownerOnlyRefusal } from "./conversation-refusal";
import { checkedTasks, newTestRow, savedWireframesNotFound, sourceWireframes, TaskFieldError } from "./prototype-test-create";
import { firstFreeTestAddress, testAddressAvailability } from "./prototype-test-address";
import { eventsCsv } from "./prototype-test-results";
import { ownerTestResults } from "./prototype-test-owner-results";
import { readJson } from "./read-json";
import { ServerTiming } from "./server-timing";
import { refusedForStorage } from "./strangers-refused";

/** A create body at its largest (ten tasks with fifty-screen paths, every text at its limit) stays far below this. */
export const MAX_CREATE_BODY_BYTES = 64_000;
/** Longer than any address or id; a longer path segment is only read this far. */
const SEGMENT_READ_CHARS = 200;

export const testNotFound = () => new ApiError(404, "not_found", "Test not found.");
export const TOO_MANY_TESTS_MESSAGE = `A product has at most ${PROTOTYPE_TEST_LIMITS.testsPerProduct} tests. Delete one to make another.`;

/** The user's test named in the path, whole; the one 404 for an unknown product and for someone else's. */
export async function ownedTest(c: Context<AppEnv>, userId: string) {
  const productId = c.req.param("productId")!;
  const test = await findOwnedTest(c.var.db, userId, productId, c.req.param("testId")!);
  if (test) return test;
  throw (await ownsProduct(c.var.db, userId, productId)) ? testNotFound() : await ownerOnlyRefusal(c.var.db, userId, productId);
}

/** Tells the owner's open tabs that a test changed: its card and results page read it again. */
export const testChanged = (env: Env, userId: string, productId: string, testId: string) =>
  notifyUser(env, userId, { type: "prototype-test.updated", productId, testId });

/**
 * Prototype tests, the owner's side (docs/product.md#prototype-tests): the address check, making
 * a test from saved wireframes, listing, opening and closing, deleting, the results, the raw
 * events as CSV and deleting one tester's session. Every route checks in SQL that the product and
 * test are the session user's, and answers anyone else the same 404 as an unknown one.
 */
export const prototypeTestRoutes = new Hono<AppEnv>()
  .get("/tests/addresses/:address", async (c) => {
    const user = requireUser(c);
    const address = c.req.param("address").slice(0, SEGMENT_READ_CHARS);
    const testId = c.req.query("testId")?.slice(0, SEGMENT_READ_CHARS) ?? null;
    return c.json(await testAddressAvailability(c.var.db, user.id, address, testId));
  })
  .post("/products/:productId/tests", async (c) => {
    const user = requireUser(c);
    const productId = c.req.param("productId");
    const request = await readJson(c, createPrototypeTestRequestSchema, { maxBytes: MAX_CREATE_BODY_BYTES });
    const source = await sourceWireframes(c.var.db, user.id, productId, request.conversationId);
    if (!source)
      throw (await ownsProduct(c.var.db, user.id, productId))
        ? savedWireframesNotFound()
        : await ownerOnlyRefusal(c.var.db, user.id, productId);
    let tasks;
    try {
      tasks = checkedTasks(source.set, request.tasks);
    } catch (error) {
      if (!(error instanceof TaskFieldError)) throw error;
      return c.json({ error: { code: error.code, message: error.message, field: error.field, fields: error.fields } }, 400);
    }
    const outcome = await createTest(c.var.db, user.id, productId, newTestRow(request, source, tasks), {
      maxTests: PROTOTYPE_TEST_LIMITS.testsPerProduct,
      storage: c.var.config.storage,
    });
    if (!outcome.ok && outcome.reason === "not_found") throw await ownerOnlyRefusal(c.var.db, user.id, productId);
    if (!outcome.ok && outcome.reason === "too_many") throw new ApiError(409, "conflict", TOO_MANY_TESTS_MESSAGE);
    if (!outcome.ok) {
      const suggestion = await firstFreeTestAddress(c.var.db, user.id, null, alternativesTo(request.address, source.title));
      const body: ErrorBody & { error: { suggestion?: string; field: string } } = {
        error: {
          code: "conflict",
          message: ADDRESS_MESSAGES.taken,
          suggestion,
          field: "address",
          fields: { address: ADDRESS_MESSAGES.taken },
        },
      };
      return c.json(body, 409);
    }
    await testChanged(c.env, user.id, productId, outcome.test.id);
    return c.json(prototypeTest(c.var.config, outcome.test), 201);
  })
  .get("/products/:productId/tests", async (c) => {
    const user = requireUser(c);
    const productId = c.req.param("productId");
    if (!(await ownsProduct(c.var.db, user.id, productId))) throw await ownerOnlyRefusal(c.var.db, user.id, productId);
    const [rows, refused] = await Promise.all([
      listTests(c.var.db, user.id, productId, PROTOTYPE_TEST_LIMITS.testsPerProduct),
      refusedForStorage(c.var.db, user.id, c.var.config.storage),
    ]);
    const list: PrototypeTestList = { tests: rows.map((row) => testSummary(c.var.config, row)), testersRefusedForStorage: refused.testers };
    return c.json(list);
  })
  .patch("/products/:productId/tests/:testId", async (c) => {
    const user = requireUser(c);
    const { open } = await readJson(c, updatePrototypeTestRequestSchema, { maxBytes: 1_000 });
    const productId = c.req.param("productId");
    const row = await setTestOpen(c.var.db, user.id, productId, c.req.param("testId"), open);
    if (!row)
      throw (await ownsProduct(c.var.db, user.id, productId)) ? testNotFound() : await ownerOnlyRefusal(c.var.db, user.id, productId);
    await testChanged(c.env, user.id, productId, row.id);
    return c.json(prototypeTest(c.var.config, row));
  })
  .delete("/products/:productId/tests/:testId", async (c) => {
    const user = requireUser(c);
    const productId = c.req.param("productId");
    const testId = c.req.param("testId");
    if (!(await deleteTest(c.var.db, user.id, productId, testId)))
      throw (await ownsProduct(c.var.db, user.id, productId)) ? testNotFound() : await ownerOnlyRefusal(c.var.db, user.id, productId);
    await testChanged(c.env, user.id, productId, testId);
    return c.body(null, 204);
  })
  .get("/products/:productId/tests/:testId/results", async (c) => {
    const user = requireUser(c);
    // Where the answer's time goes, for the benchmark and the network panel (docs/benchmarks.md).
    const timing = new ServerTiming();
    const test = await timing.measure("d1", () => ownedTest(c, user.id));
    const results = await ownerTestResults(c.var.db, c.var.config, user.id, test, timing);
    const body = timing.measureSync("serialize", () => JSON.stringify(results));
    return c.body(body, 200, { "Content-Type": "application/json", "Server-Timing": timing.header() });
  })
  .get("/products/:productId/tests/:testId/events.csv", async (c) => {
    const user = requireUser(c);
    const test = await ownedTest(c, user.id);
    return eventsCsv(c, user.id, test);
  })
  .delete("/products/:productId/tests/:testId/sessions/:sessionId", async (c) => {
    const user = requireUser(c);
    const test = await ownedTest(c, user.id);
    if (!(await deleteSession(c.var.db, user.id, test.productId, test.id, c.req.param("sessionId"))))
      throw new ApiError(404, "not_found", "Session not found.");
    await testChanged(c.env, user.id, test.productId, test.id);
    return c.body(null, 204);
  });
