import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { credentialsSchema } from "../../app/lib/auth-schema";
import { chatRequestSchema } from "../../app/lib/contracts/chat";
import { saveConversationRequestSchema } from "../../app/lib/contracts/conversations";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../app/lib/contracts/tools";
import { call, signedInUser } from "./auth-helpers";
import { bodiesFor } from "./fuzz-arbitraries";

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

const idea = "Neighbours lend each other garden tools";
/** One valid body per tool, always tried first, so each handler is reached past validation. */
const validTool: Record<ToolName, unknown> = {
  "validate-ux": { prototypeUrl: "https://example.com/proto", personas: [{ id: "p1", name: "Maya", description: "New gardener" }], tasks: ["Borrow a trimmer"] },
  "generate-workshop": { workshopType: "Discovery", duration: "60 minutes", participants: "4 people", goals: "Agree on scope" },
  "build-startup": { startupIdea: idea },
  "generate-landing-page": { startupIdea: idea, contentSections: ["pitch"] },
  "generate-visual-flow": { appIdea: idea },
  "monetization-strategy": { productIdea: idea },
  "launch-assistant": { productIdea: idea },
  "ux-feedback": { designDescription: "A twelve-field sign-up form" },
  "case-study-generator": { projectDescription: "Redesigned a checkout" },
};

const RUNS = { auth: 40, conversations: 60, chat: 40, tool: 12 } as const;

/** The fuzzing must reach past validation too, or it proves little about the handlers. */
const expectSomeAccepted = (route: string) => expect([...(seen.get(route) ?? [])].some((s) => s < 300), `${route}: ${[...(seen.get(route) ?? [])]}`).toBe(true);

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
        await expectNoServerError(await call("GET", `/api/conversations?cursor=${id}`, { cookie: me.cookie }), `cursor ${raw.slice(0, 200)}`);
      }),
      { numRuns: 60 },
    );
  });
});
