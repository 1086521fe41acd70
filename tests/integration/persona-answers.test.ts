import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { createDb } from "../../db/client";
import { findAnswerableVersion, replaceVersionAnswers } from "../../db/queries/persona-answers";
import { DEFAULT_STORAGE_LIMITS } from "../../db/queries/storage";
import { readSseFrames } from "../../app/lib/sse";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import { PERSONA_ANSWERS_PER_RESULT, type ValidateUxResponse } from "../../shared/contracts/validate-ux";
import { ANSWERS_HEADING, personaAnswersMarkdown, withPersonaAnswer } from "../../shared/persona-answers";
import { resultBrief, resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { call, fetchWithVars, ORIGIN, signedInUser } from "./auth-helpers";
import { gatedEnv, gatedProvider } from "./gated-provider";
import { until } from "./wait";
import { validAskPersona } from "./fuzz-routes";

type Me = Awaited<ReturnType<typeof signedInUser>>;

const request = toolContracts["validate-ux"].request.parse({
  prototypeUrl: "https://example.com/proto",
  personas: [{ id: "p1", name: "Maya", description: "New gardener" }],
  tasks: ["Borrow a trimmer"],
});
const report: ValidateUxResponse = { results: [validAskPersona.result as ValidateUxResponse["results"][number]] };

/** A validation report saved like the validator saves it: its Markdown and its structured result. */
async function savedReport(me: Me, response: ValidateUxResponse = report): Promise<string> {
  const messages = [
    { role: "user", content: resultBrief("validate-ux", request) },
    ...resultMarkdownParts("validate-ux", request, response).map((content) => ({ role: "assistant", content })),
  ];
  const saved = await call("POST", "/api/conversations", {
    cookie: me.cookie,
    body: { tool: "validate-ux", messages, responses: [response] },
  });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { conversation: { id: string } }).conversation.id;
}

const askAbout = (me: Me, conversationId: string, question: string, stream = false) =>
  call("POST", "/api/functions/ask-persona", {
    cookie: me.cookie,
    body: { ...validAskPersona, question, keep: { conversationId, version: 1, result: 0 } },
    headers: stream ? { Accept: "text/event-stream" } : undefined,
  });

/** The report's card `result`, asked as the page asks it: that card's persona and task. */
const askCard = (me: Me, conversationId: string, card: ValidateUxResponse["results"][number], result: number, question: string) =>
  call("POST", "/api/functions/ask-persona", {
    cookie: me.cookie,
    body: {
      ...validAskPersona,
      persona: { name: card.persona, description: "A synthetic user" },
      task: card.task,
      result: card,
      question,
      keep: { conversationId, version: 1, result },
    },
  });

/** Whether searching the owner's saved results for `word` finds the report. */
async function searchFinds(me: Me, id: string, word: string): Promise<boolean> {
  const found = (await (await call("GET", `/api/conversations?q=${word}`, { cookie: me.cookie })).json()) as {
    conversations: { id: string }[];
  };
  return found.conversations.some((conversation) => conversation.id === id);
}

async function storedVersion(id: string) {
  const row = await env.DB.prepare("SELECT response, parts FROM result_versions WHERE conversation_id = ? AND number = 1")
    .bind(id)
    .first<{ response: string; parts: string }>();
  return { response: JSON.parse(row!.response) as ValidateUxResponse, parts: JSON.parse(row!.parts) as string[] };
}
const heldPlaces = async (id: string) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM answer_reservations WHERE version_id IN (SELECT id FROM result_versions WHERE conversation_id = ?)",
  )
    .bind(id)
    .first<{ n: number }>())!.n;
const storedBytes = async (id: string) =>
  (await env.DB.prepare("SELECT stored_bytes AS bytes FROM conversations WHERE id = ?").bind(id).first<{ bytes: number }>())!.bytes;
const usedToday = async (me: Me) => aiStatusSchema.parse(await (await call("GET", "/api/usage", { cookie: me.cookie })).json()).quota.used;

describe("answers of Ask {persona} kept with a saved validation report", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps a streamed answer in the report's version at once, and says so in the last event", async () => {
    const me = await signedInUser("keep-stream");
    const id = await savedReport(me);
    const before = await storedBytes(id);
    const response = await askAbout(me, id, "Where did you look for the borrow button?", true);
    expect(response.status).toBe(200);
    let done: { answer: string; kept?: unknown } | null = null;
    for await (const frame of readSseFrames(response.body!)) if (frame.event === "done") done = JSON.parse(frame.data);
    expect(done!.kept).toBe(true);

    const stored = await storedVersion(id);
    expect(stored.response.results).toEqual(report.results);
    expect(stored.response.answers).toEqual([{ result: 0, question: "Where did you look for the borrow button?", answer: done!.answer }]);
    // The report part is as it was; the answers are a part of their own, which the saved and shared pages show.
    expect(stored.parts[0]).toBe(resultMarkdownParts("validate-ux", request, report)[0]);
    expect(stored.parts[1]).toContain(ANSWERS_HEADING);
    expect(stored.parts[1]).toContain("**Asked:** Where did you look for the borrow button?");
    expect(stored.parts[1]).toContain("*Simulated answer from Maya.*");
    // The added bytes count for the report (and the account) like any stored text.
    expect(await storedBytes(id)).toBeGreaterThan(before + done!.answer.length);
  });

  it("keeps the whole answer when the browser closes mid-stream", async () => {
    const me = await signedInUser("keep-gone");
    const id = await savedReport(me);
    // The model streams its first words at once and the rest only once the browser has gone.
    const words = ["I looked", " at the top", " first."];
    const { open } = gatedProvider(words);
    const ctx = createExecutionContext();
    const tab = new AbortController();
    const answer = await worker.fetch(
      new Request(`${ORIGIN}/api/functions/ask-persona`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: me.cookie, "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ ...validAskPersona, question: "Where did you look?", keep: { conversationId: id, version: 1, result: 0 } }),
        signal: tab.signal,
      }),
      gatedEnv as unknown as Env,
      ctx,
    );
    const reader = answer.body!.getReader();
    let received = "";
    while (!received.includes("I looked")) received += new TextDecoder().decode((await reader.read()).value);
    tab.abort(new Error("Network connection lost."));
    await reader.cancel(new Error("Network connection lost.")).catch(() => {});
    open();
    await waitOnExecutionContext(ctx);
    await until(async () => (await storedVersion(id)).response.answers !== undefined);
    expect((await storedVersion(id)).response.answers).toEqual([
      { result: 0, question: "Where did you look?", answer: `*Simulated answer from Maya.*\n\n${words.join("")}` },
    ]);
  });

  it("shows the kept answer to the owner's page and through a share link", async () => {
    const me = await signedInUser("keep-share");
    const id = await savedReport(me);
    await askAbout(me, id, "Would you come back?");
    const own = (await (await call("GET", `/api/conversations/${id}`, { cookie: me.cookie })).json()) as {
      conversation: { latestVersion: { parts: string[] } };
    };
    expect(own.conversation.latestVersion.parts[1]).toContain("Would you come back?");
    const { shareId } = (await (await call("POST", `/api/conversations/${id}/share`, { cookie: me.cookie })).json()) as { shareId: string };
    const shared = await call("GET", `/api/shares/${shareId}/versions/1`);
    expect(shared.status).toBe(200);
    expect(JSON.stringify(await shared.json())).toContain("Would you come back?");
  });

  it("keeps answers one after another without losing any", async () => {
    const me = await signedInUser("keep-two");
    const id = await savedReport(me);
    await askAbout(me, id, "First question?");
    await askAbout(me, id, "Second question?");
    const { answers } = (await storedVersion(id)).response;
    expect(answers?.map((a) => a.question)).toEqual(["First question?", "Second question?"]);
  });

  it("keeps both of two answers that finish together", async () => {
    const me = await signedInUser("keep-parallel");
    const id = await savedReport(me);
    const answered = await Promise.all([askAbout(me, id, "Left?"), askAbout(me, id, "Right?")]);
    for (const response of answered) expect(((await response.json()) as { kept?: unknown }).kept).toBe(true);
    const { answers } = (await storedVersion(id)).response;
    expect(answers?.map((a) => a.question).sort()).toEqual(["Left?", "Right?"]);
  });

  it("keeps every answer of many finishing together across a report's cards", async () => {
    const me = await signedInUser("keep-many");
    const card = report.results[0]!;
    const cards = ["Maya", "Leo", "Ana", "Sam"].map((persona, i) => ({ ...card, persona, task: `Task number ${i}` }));
    const id = await savedReport(me, { results: cards });
    const asked = cards.flatMap((card, result) => [0, 1, 2].map((n) => ({ card, result, question: `Card ${result} question ${n}?` })));
    const answered = await Promise.all(asked.map(({ card, result, question }) => askCard(me, id, card, result, question)));
    for (const response of answered) expect(((await response.json()) as { kept?: unknown }).kept).toBe(true);
    const { answers } = (await storedVersion(id)).response;
    expect(answers?.map((a) => a.question).sort()).toEqual(asked.map((a) => a.question).sort());
  });

  it("finds exactly the kept answers in search after answers finish together", async () => {
    const me = await signedInUser("keep-search");
    const id = await savedReport(me);
    const words = ["aardvark", "bison", "camel", "dingo", "emu", "ferret", "gecko", "heron", "ibis", "jackal"];
    await Promise.all(words.map((word) => askAbout(me, id, `Did the ${word} help?`)));
    const kept = ((await storedVersion(id)).response.answers ?? []).map((a) => a.question);
    expect(kept.length).toBe(PERSONA_ANSWERS_PER_RESULT);
    for (const word of words) expect(await searchFinds(me, id, word)).toBe(kept.includes(`Did the ${word} help?`));
  });

  it("leaves the search index as it was when an answer's write loses to another", async () => {
    const me = await signedInUser("keep-lost");
    const id = await savedReport(me);
    const db = createDb(env.DB);
    const read = (await findAnswerableVersion(db, me.user.id, id, 1))!;
    const write = async (question: string) => {
      const added = withPersonaAnswer(report, { result: 0, question, answer: "An answer." });
      if ("refused" in added) throw new Error(added.refused);
      const parts = [read.parts[0]!, ...personaAnswersMarkdown(added.response.results, added.response.answers ?? [])];
      return replaceVersionAnswers(db, me.user.id, read, { response: JSON.stringify(added.response), parts }, DEFAULT_STORAGE_LIMITS);
    };
    expect(await write("Was the walrus there?")).toBe(true);
    // Read before the first was kept, so this one is not written, and neither are its words.
    expect(await write("Was the narwhal there?")).toBe(false);
    expect(await searchFinds(me, id, "walrus")).toBe(true);
    expect(await searchFinds(me, id, "narwhal")).toBe(false);
  });

  it("keeps answers about a card whose persona and task the model wrote untidily", async () => {
    const me = await signedInUser("keep-untidy");
    const card = { ...report.results[0]!, persona: "Dana  Smith", task: "Book a walk " };
    const id = await savedReport(me, { results: [card] });
    const response = await askCard(me, id, card, 0, "Where did you start?");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { kept?: unknown }).kept).toBe(true);
    expect((await storedVersion(id)).response.answers?.map((a) => a.question)).toEqual(["Where did you start?"]);
  });

  it(`refuses a question past ${PERSONA_ANSWERS_PER_RESULT} per card with a 409, before any AI request is counted`, async () => {
    const me = await signedInUser("keep-full");
    const full: ValidateUxResponse = {
      ...report,
      answers: Array.from({ length: PERSONA_ANSWERS_PER_RESULT }, (_, i) => ({ result: 0, question: `Q${i}?`, answer: "A." })),
    };
    const id = await savedReport(me, full);
    const used = await usedToday(me);
    const response = await askAbout(me, id, "One more?");
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      `Each synthetic user can be asked ${PERSONA_ANSWERS_PER_RESULT} questions per result.`,
    );
    expect(await usedToday(me)).toBe(used);
  });

  it("of parallel questions to a card with one place left answers and charges one, refusing the rest before any AI request", async () => {
    const me = await signedInUser("keep-last-place");
    const nearlyFull: ValidateUxResponse = {
      ...report,
      answers: Array.from({ length: PERSONA_ANSWERS_PER_RESULT - 1 }, (_, i) => ({ result: 0, question: `Q${i}?`, answer: "A." })),
    };
    const id = await savedReport(me, nearlyFull);
    const used = await usedToday(me);
    const answered = await Promise.all(["One?", "Two?", "Three?", "Four?", "Five?"].map((q) => askAbout(me, id, q)));
    expect(answered.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await usedToday(me)).toBe(used + 1);
    expect((await storedVersion(id)).response.answers).toHaveLength(PERSONA_ANSWERS_PER_RESULT);
    // The place was given up with the answer that filled it.
    expect(await heldPlaces(id)).toBe(0);
  });

  it("gives the place back when the answer fails, so the card can still be asked", async () => {
    const me = await signedInUser("keep-failed");
    const nearlyFull: ValidateUxResponse = {
      ...report,
      answers: Array.from({ length: PERSONA_ANSWERS_PER_RESULT - 1 }, (_, i) => ({ result: 0, question: `Q${i}?`, answer: "A." })),
    };
    const id = await savedReport(me, nearlyFull);
    const failing = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("down", { status: 500 }));
    const failed = await fetchWithVars(
      { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://failing.test/v1", AI_MODEL: "m", AI_MAX_RETRIES: "0" },
      new Request(`${ORIGIN}/api/functions/ask-persona`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: me.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ ...validAskPersona, question: "Lost?", keep: { conversationId: id, version: 1, result: 0 } }),
      }),
    );
    expect(failed.status).not.toBe(200);
    failing.mockRestore();
    expect(await heldPlaces(id)).toBe(0);
    const response = await askAbout(me, id, "Last one?");
    expect(response.status).toBe(200);
    expect((await storedVersion(id)).response.answers?.at(-1)?.question).toBe("Last one?");
  });

  it("answers someone else's report with the same 404 as an unknown one, and changes nothing", async () => {
    const owner = await signedInUser("keep-owner");
    const other = await signedInUser("keep-other");
    const id = await savedReport(owner);
    const used = await usedToday(other);
    expect((await askAbout(other, id, "Mine now?")).status).toBe(404);
    expect((await askAbout(other, "no-such-report", "Mine now?")).status).toBe(404);
    expect(await usedToday(other)).toBe(used);
    expect((await storedVersion(id)).response.answers).toBeUndefined();
  });

  it("refuses a card the report does not have with a 400", async () => {
    const me = await signedInUser("keep-card");
    const id = await savedReport(me);
    const response = await call("POST", "/api/functions/ask-persona", {
      cookie: me.cookie,
      body: { ...validAskPersona, keep: { conversationId: id, version: 1, result: 3 } },
    });
    expect(response.status).toBe(400);
  });

  it("refuses to keep a question about another persona under this card", async () => {
    const me = await signedInUser("keep-other-card");
    const id = await savedReport(me);
    const response = await call("POST", "/api/functions/ask-persona", {
      cookie: me.cookie,
      body: { ...validAskPersona, persona: { name: "Leo", description: "Retired" }, keep: { conversationId: id, version: 1, result: 0 } },
    });
    expect(response.status).toBe(400);
    expect((await storedVersion(id)).response.answers).toBeUndefined();
  });

  it("refuses a saved report whose answers do not belong to its results", async () => {
    const me = await signedInUser("keep-bad-save");
    const messages = [
      { role: "user", content: resultBrief("validate-ux", request) },
      { role: "assistant", content: "# UX validation report" },
    ];
    const response = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: { tool: "validate-ux", messages, responses: [{ ...report, answers: [{ result: 4, question: "Q?", answer: "A." }] }] },
    });
    expect(response.status).toBe(400);
  });
});
