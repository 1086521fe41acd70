import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSseFrames } from "../../app/lib/sse";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import { askPersonaRequestSchema } from "../../shared/contracts/ask-persona";
import { call, signedInUser } from "./auth-helpers";
import { bodiesFor } from "./fuzz-arbitraries";
import { validAskPersona } from "./fuzz-routes";
import { brief, createProduct } from "./product-helpers";
import { PNG_1X1, upload } from "./upload-helpers";

type Me = Awaited<ReturnType<typeof signedInUser>>;
const ask = (me: Me, body: unknown, headers?: Record<string, string>) =>
  call("POST", "/api/functions/ask-persona", { cookie: me.cookie, body, headers });
const usedToday = async (me: Me) => aiStatusSchema.parse(await (await call("GET", "/api/usage", { cookie: me.cookie })).json()).quota.used;

async function uploadedKey(me: Me): Promise<string> {
  const response = await upload(me.cookie, PNG_1X1, { type: "image/png" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { upload: { key: string } }).upload.key;
}

describe("POST /api/functions/ask-persona", () => {
  it("streams an answer in the persona's voice, labelled as simulated, on the question's topic and grounded in the task", async () => {
    const me = await signedInUser("ask-stream");
    const used = await usedToday(me);
    const response = await ask(me, { ...validAskPersona, screens: [await uploadedKey(me)] }, { Accept: "text/event-stream" });
    expect(response.status).toBe(200);
    let streamed = "";
    let done: { answer: string } | null = null;
    for await (const frame of readSseFrames(response.body!)) {
      if (frame.event === "delta") streamed += (JSON.parse(frame.data) as { text: string }).text;
      if (frame.event === "done") done = JSON.parse(frame.data);
    }
    expect(done!.answer).toBe(streamed);
    expect(done!.answer.startsWith("*Simulated answer from Maya.*\n\n")).toBe(true);
    // "What did you expect to see first?" asks about a step: how the step went, from the result.
    expect(done!.answer).toContain("When I tried to borrow a trimmer on the screen I saw, I had to guess.");
    expect(done!.answer).toContain("What would have helped me most: label the borrow button.");
    expect(done!.answer).toMatch(/\bI\b/);
    expect(await usedToday(me)).toBe(used + 1);
  });

  it("answers as JSON when no stream is asked for, the same way every time", async () => {
    const me = await signedInUser("ask-json");
    const first = (await (await ask(me, validAskPersona)).json()) as { answer: string };
    expect(first.answer).toMatch(/^\*Simulated answer from Maya\.\*/);
    expect(await (await ask(me, validAskPersona)).json()).toEqual(first);
  });

  it.each([
    ["an empty question", { question: "  " }, "Type a question first"],
    ["a question of 1,001 characters", { question: "x".repeat(1_001) }, "A question can be at most 1,000 characters"],
    ["no task", { task: "" }, "Say which task the question is about"],
    ["a persona without a description", { persona: { name: "Maya", description: "" } }, "Please fill in persona name and description"],
  ])("refuses %s with a clear 400, before any AI request is counted", async (_label, change, message) => {
    const me = await signedInUser("ask-bad");
    const used = await usedToday(me);
    const response = await ask(me, { ...validAskPersona, ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await usedToday(me)).toBe(used);
  });

  it("answers someone else's screen with 404 before any AI request is counted", async () => {
    const me = await signedInUser("ask-screens");
    const other = await signedInUser("ask-screens-other");
    const theirs = await uploadedKey(other);
    const used = await usedToday(me);
    const response = await ask(me, { ...validAskPersona, screens: [theirs] });
    expect(response.status).toBe(404);
    expect(await usedToday(me)).toBe(used);
  });

  it("inside a product, answers a question about price from the product's brief, and says so when the brief is silent", async () => {
    const me = await signedInUser("ask-product");
    const question = "How much would you pay for it?";
    const priced = await createProduct(me, { ...brief, idea: "Neighbours lend each other garden tools. Borrowing costs 2 € a day." });
    const silent = await createProduct(me);
    const answerIn = async (productId: string) =>
      ((await (await ask(me, { ...validAskPersona, question, productId })).json()) as { answer: string }).answer;
    expect(await answerIn(priced.id)).toContain("All I came across about money was this: “Borrowing costs 2 € a day”.");
    expect(await answerIn(silent.id)).toContain("I didn't see anything about that.");
  });

  it("needs a session", async () => {
    expect((await call("POST", "/api/functions/ask-persona", { body: validAskPersona })).status).toBe(401);
  });

  it("answers fuzzed bodies with a success or a clear 4xx, never a 5xx", { timeout: 60_000 }, async () => {
    const me = await signedInUser("ask-fuzz");
    await fc.assert(
      fc.asyncProperty(bodiesFor(askPersonaRequestSchema), fc.boolean(), async (body, stream) => {
        const response = await ask(me, body, stream ? { Accept: "text/event-stream" } : undefined);
        expect(response.status, JSON.stringify(body).slice(0, 300)).toBeLessThan(500);
        const text = await response.text();
        if (response.status >= 400) expect((JSON.parse(text) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
        else expect(text).not.toMatch(/^event: error/m);
      }),
      { numRuns: 30, examples: [[validAskPersona, true]] },
    );
  });
});
