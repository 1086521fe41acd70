import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { credentialsSchema } from "../../shared/auth-schema";
import { boundedArray } from "../../shared/contracts/bounded-array";
import { chatRequestSchema } from "../../shared/contracts/chat";
import { saveConversationRequestSchema } from "../../shared/contracts/conversations";
import { TOOL_NAMES, toolContracts } from "../../tools/contracts";
import { call, signedInUser } from "./auth-helpers";
import { bodiesFor, fieldsOf, HUGE_ARRAY_LENGTH, jsonSchemaOf, sampleFromJsonSchema, withValueAt } from "./fuzz-arbitraries";
import { BODY_ROUTES, validTool } from "./fuzz-routes";

/**
 * Every API body, fuzzed from its own zod contract: whatever arrives, the answer is a success
 * or a 4xx with the JSON error shape — never a 5xx, never a stream that dies with an error
 * on input the server accepted.
 */
const seen = new Map<string, Set<number>>();

async function expectNoServerError(response: Response, label: string) {
  const route = label.split(" ")[0]!;
  seen.set(route, (seen.get(route) ?? new Set()).add(response.status));
  expect(response.status, label).toBeLessThan(500);
  const text = await response.text();
  if (response.status >= 400) {
    expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, `${label}: ${text}`).toBe("string");
    expect(String(body.error?.message ?? "").length, `${label}: ${text}`).toBeGreaterThan(0);
  } else if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    // Accepted input must not end in a model or server error.
    expect(text, label).not.toMatch(/^data: \{"error"|^event: error/m);
  }
}

/** JSON Schema has no e-mail rule here (it sits behind a trim), so add real addresses by hand. */
const credentialBodies = fc.oneof(
  bodiesFor(credentialsSchema),
  fc.record({ email: fc.emailAddress(), password: fc.string({ minLength: 8, maxLength: 72 }) }),
);

const RUNS = { auth: 40, conversations: 60, chat: 40, tool: 12 } as const;

/** The fuzzing must reach past validation too, or it proves little about the handlers. */
const expectSomeAccepted = (route: string) =>
  expect(
    [...(seen.get(route) ?? [])].some((s) => s < 300),
    `${route}: ${[...(seen.get(route) ?? [])]}`,
  ).toBe(true);

describe("fuzzed API bodies get a success or a clear 4xx, never a 5xx", () => {
  it("sign-up and sign-in", { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(credentialBodies, fc.constantFrom("sign-up", "sign-in"), async (body, route) => {
        await expectNoServerError(await call("POST", `/api/auth/${route}`, { body }), `${route} ${JSON.stringify(body)}`);
      }),
      { numRuns: RUNS.auth, examples: [[{ email: "fuzz-seed@example.com", password: "correct horse battery" }, "sign-up"]] },
    );
    expectSomeAccepted("sign-up");
  });

  it("saving a conversation", { timeout: 60_000 }, async () => {
    const me = await signedInUser("fuzz-save");
    await fc.assert(
      fc.asyncProperty(bodiesFor(saveConversationRequestSchema), async (body) => {
        await expectNoServerError(await call("POST", "/api/conversations", { cookie: me.cookie, body }), `save ${JSON.stringify(body)}`);
      }),
      { numRuns: RUNS.conversations, examples: [[{ messages: [{ role: "user", content: "hi" }] }]] },
    );
    expectSomeAccepted("save");
  });

  it("chat completions", { timeout: 60_000 }, async () => {
    const me = await signedInUser("fuzz-chat");
    await fc.assert(
      fc.asyncProperty(bodiesFor(chatRequestSchema), async (body) => {
        await expectNoServerError(await call("POST", "/api/chat/completions", { cookie: me.cookie, body }), `chat ${JSON.stringify(body)}`);
      }),
      { numRuns: RUNS.chat, examples: [[{ messages: [{ role: "user", content: "hi" }] }]] },
    );
    expectSomeAccepted("chat");
  });

  for (const name of TOOL_NAMES) {
    it(`the ${name} tool function, as JSON and as a stream`, { timeout: 60_000 }, async () => {
      const me = await signedInUser(`fuzz-${name}`);
      await fc.assert(
        fc.asyncProperty(bodiesFor(toolContracts[name].request), fc.boolean(), async (body, stream) => {
          const headers = stream ? { Accept: "text/event-stream" } : undefined;
          const response = await call("POST", `/api/functions/${name}`, { cookie: me.cookie, body, headers });
          await expectNoServerError(response, `${name} ${JSON.stringify(body).slice(0, 500)}`);
        }),
        { numRuns: RUNS.tool, examples: [[validTool[name], false]] },
      );
      expectSomeAccepted(name);
    });
  }

  it("ids and cursors in the URL", { timeout: 60_000 }, async () => {
    const me = await signedInUser("fuzz-ids");
    const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.constantFrom("..", "%00", "' OR 1=1 --", "a".repeat(5_000)));
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom("GET", "DELETE", "POST"), async (raw, method) => {
        const id = encodeURIComponent(raw);
        const path = method === "POST" ? `/api/conversations/${id}/share` : `/api/conversations/${id}`;
        await expectNoServerError(await call(method, path, { cookie: me.cookie }), `${method} ${path.slice(0, 200)}`);
        await expectNoServerError(
          await call("GET", `/api/conversations?cursor=${id}`, { cookie: me.cookie }),
          `cursor ${raw.slice(0, 200)}`,
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe("every request contract bounds its arrays and strings", () => {
  it("gives every array and string field of every route a maximum", () => {
    for (const route of BODY_ROUTES) {
      for (const field of fieldsOf(jsonSchemaOf(route.schema))) {
        expect(field.max, `${route.path} ${field.type} ${field.path.join(".") || "(body)"}`).toBeTypeOf("number");
      }
    }
  });

  it("never looks at an element of an array that is over its limit", () => {
    let seenElements = 0;
    const counted = z.custom<number>(() => ++seenElements > 0);
    const schema = z.object({ list: boundedArray(counted, { max: 3, tooMany: "At most 3" }) });
    expect(schema.safeParse({ list: [1, 2, 3] }).success).toBe(true);
    expect(seenElements).toBe(3);
    const parsed = schema.safeParse({ list: new Array<number>(HUGE_ARRAY_LENGTH).fill(1) });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["list", "At most 3"]]);
    expect(seenElements).toBe(3);
  });

  it("checks an array's length before its elements, so 200,000 wrong elements make one issue", () => {
    for (const route of BODY_ROUTES) {
      for (const field of fieldsOf(jsonSchemaOf(route.schema)).filter((f) => f.type === "array")) {
        const body = withValueAt(route.valid, field.path, new Array<number>(HUGE_ARRAY_LENGTH).fill(1));
        const parsed = route.schema.safeParse(body);
        expect(parsed.success, `${route.path} ${field.path.join(".")}`).toBe(false);
        expect(parsed.error!.issues, `${route.path} ${field.path.join(".")}`).toHaveLength(1);
      }
    }
  });

  it("answers oversized arrays in every array field of every route with a clear 4xx", { timeout: 60_000 }, async () => {
    const me = await signedInUser("fuzz-arrays");
    let checked = 0;
    for (const route of BODY_ROUTES) {
      for (const field of fieldsOf(jsonSchemaOf(route.schema)).filter((f) => f.type === "array")) {
        const element = sampleFromJsonSchema(field.items ?? {});
        const variants: Array<[string, unknown[]]> = [
          [`${HUGE_ARRAY_LENGTH} numbers`, new Array<number>(HUGE_ARRAY_LENGTH).fill(1)],
          [`${HUGE_ARRAY_LENGTH} elements`, new Array<unknown>(HUGE_ARRAY_LENGTH).fill(element)],
        ];
        // A missing maximum already fails the test above; here it leaves only the huge variants.
        if (field.max !== undefined) variants.push(["one over the limit", new Array<unknown>(field.max + 1).fill(element)]);
        for (const [what, value] of variants) {
          const label = `${route.path} ${field.path.join(".")}: ${what}`;
          const response = await call("POST", route.path, {
            cookie: route.signedIn ? me.cookie : undefined,
            body: withValueAt(route.valid, field.path, value),
          });
          expect([400, 413], label).toContain(response.status);
          const { error } = (await response.json()) as { error: { code: string; message: string } };
          expect(error.message.length, label).toBeGreaterThan(0);
          // Only the length is wrong here: the answer names it in the contract's words, not zod's default.
          if (what === "one over the limit")
            expect(`${response.status} ${error.code} ${error.message}`, label).toMatch(/^400 validation_error (?!Too big|Invalid input)/);
          checked += 1;
        }
      }
    }
    // chat and conversation messages (and a saved result's structured responses), the validator's images, personas and tasks, the landing page's sections;
    // a refine's previous validation (results, their recommendations), startup diagram (nodes, edges) and use
    // cases (the list, each diagram's nodes and edges); a version's parts; a persona question's recommendations and screens;
    // a product's personas; a case study's sources; the wireframes' flow (nodes, edges) and a refine's previous screens and their components; the text of wireframe screens sent to the validator;
    // a refine's previous landing page (its sections, their items and steps); a comment's and a reply's mentions, the notifications marked read.
    expect(checked).toBe(30 * 3);
  });
});
