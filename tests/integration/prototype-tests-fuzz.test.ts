import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPrototypeTestRequestSchema, testerBatchSchema, testerEventSchema } from "../../shared/contracts/prototype-tests";
import { call, signedInUser } from "./auth-helpers";
import { bodiesFor, jsonSchemaOf, arbitraryFromJsonSchema } from "./fuzz-arbitraries";
import { expectNoServerError } from "./fuzz-expect";
import {
  freshTestAddress,
  ORDER_TASK,
  ownerWithTest,
  postTester,
  startTesting,
  testsPath,
  type TesterSession,
} from "./prototype-tests-helpers";

/** Prototype tests under fuzzed input (docs/product.md#prototype-tests): a success or a clear 4xx, never a 5xx. */
describe("prototype tests under fuzzed input", () => {
  it("answers every fuzzed test to create with a success or a clear 4xx", { timeout: 90_000 }, async () => {
    const setup = await ownerWithTest(await signedInUser("pt-fuzz-create"));
    const statuses = new Set<number>();
    // Half the bodies name the product's real saved wireframes, so they get past the lookup to the task checks.
    const bodies = fc
      .tuple(bodiesFor(createPrototypeTestRequestSchema), fc.boolean())
      .map(([body, real]) =>
        real && typeof body === "object" && body !== null && !Array.isArray(body)
          ? { ...body, conversationId: setup.conversationId }
          : body,
      );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await call("POST", testsPath(setup.productId), { cookie: setup.me.cookie, body });
        statuses.add(await expectNoServerError(response, `POST ${JSON.stringify(body).slice(0, 300)}`));
      }),
      {
        numRuns: 40,
        examples: [[{ conversationId: setup.conversationId, address: freshTestAddress("fuzz"), tasks: [ORDER_TASK] }]],
      },
    );
    expect(
      [...statuses].some((status) => status === 201),
      [...statuses].join(","),
    ).toBe(true);
  });

  it("answers every fuzzed batch of a real session with a success or a clear 4xx", { timeout: 90_000 }, async () => {
    const { test } = await ownerWithTest(await signedInUser("pt-fuzz-batch"));
    let session: TesterSession = await startTesting(test.address);
    let sent = 0;
    const statuses = new Set<number>();
    const events = fc.array(arbitraryFromJsonSchema(jsonSchemaOf(testerEventSchema)), { minLength: 1, maxLength: 8 });
    const bodies = fc.oneof(
      { arbitrary: events.map((list) => ({ batchId: "fuzz", events: list })), weight: 3 },
      { arbitrary: bodiesFor(testerBatchSchema), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        // A fresh session now and then, so the per-session batch limit is not all the fuzzing meets.
        if (++sent % 20 === 0) session = await startTesting(test.address);
        const withSession =
          typeof body === "object" && body !== null && !Array.isArray(body)
            ? { ...body, sessionId: session.sessionId, sessionToken: session.sessionToken }
            : body;
        const response = await postTester(test.address, "events", withSession, session.tester);
        statuses.add(await expectNoServerError(response, `events ${JSON.stringify(withSession).slice(0, 300)}`));
      }),
      { numRuns: 60, examples: [[{ batchId: "fuzz", events: [{ type: "task-start", seq: 0, at: 0, task: 0 }] }]] },
    );
    expect(
      [...statuses].some((status) => status === 200),
      [...statuses].join(","),
    ).toBe(true);
  });
});
