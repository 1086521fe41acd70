import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { readSseFrames } from "../../app/lib/sse";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import { toolContracts, type ToolName } from "../../tools/contracts";
import { appendVersionRequestSchema } from "../../shared/contracts/versions";
import { resultBrief, resultMarkdownParts } from "../../tools/contracts";
import { MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE } from "../../shared/result-versions";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { gatedEnv, gatedProvider } from "./gated-provider";
import { bodiesFor } from "./fuzz-arbitraries";
import { storedConversation, storedVersions } from "./stored-result";
import { until } from "./wait";

type Me = Awaited<ReturnType<typeof signedInUser>>;
const idea = "A marketplace where neighbours lend each other garden tools";

/** Runs a tool and saves its result as the screen's Save button does. */
async function savedResult(me: Me, tool: ToolName, body: Record<string, unknown>) {
  const response = (await (await call("POST", `/api/functions/${tool}`, { cookie: me.cookie, body })).json()) as never;
  const request = toolContracts[tool].request.parse(body) as never;
  const messages = [
    { role: "user", content: resultBrief(tool, request) },
    ...resultMarkdownParts(tool, request, response).map((content) => ({ role: "assistant", content })),
  ];
  const saved = await call("POST", "/api/conversations", { cookie: me.cookie, body: { tool, messages } });
  expect(saved.status).toBe(201);
  const { conversation } = (await saved.json()) as { conversation: { id: string } };
  return { id: conversation.id, response, request };
}

const storedMessages = storedConversation;
const versionsOf = storedVersions;
const usedToday = async (me: Me) => aiStatusSchema.parse(await (await call("GET", "/api/usage", { cookie: me.cookie })).json()).quota.used;
const addVersion = (me: Me, id: string, body: unknown) => call("POST", `/api/conversations/${id}/versions`, { cookie: me.cookie, body });

async function listen(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const events: { type: string; conversation?: { id: string; tool?: string | null } }[] = [];
  response.webSocket!.addEventListener("message", (message) => events.push(JSON.parse(String(message.data))));
  response.webSocket!.accept();
  return events;
}

afterEach(() => vi.restoreAllMocks());

describe("refining a saved result stores the next version on the server", () => {
  it("appends exactly one version: the instruction, then the parts the browser would save", async () => {
    const me = await signedInUser("versions-append");
    const { id, response, request } = await savedResult(me, "generate-visual-flow", { appIdea: idea });
    const before = await storedMessages(id);

    const refined = await call("POST", "/api/functions/generate-visual-flow", {
      cookie: me.cookie,
      body: { appIdea: idea, previous: response, instruction: "Add a referral step", conversationId: id },
    });
    expect(refined.status).toBe(200);
    const next = (await refined.json()) as never;
    await until(async () => (await storedVersions(id)).length > before.versions.length);

    const versions = await versionsOf(id);
    expect(versions.map((v) => [v.number, v.note])).toEqual([
      [1, null],
      [2, "Add a referral step"],
    ]);
    expect(versions[1]!.parts).toEqual(resultMarkdownParts("generate-visual-flow", request, next));
    const after = await storedConversation(id);
    expect(after.messages).toEqual(before.messages);
    expect(after.versions.slice(0, before.versions.length)).toEqual(before.versions);
  });

  it("stores a streamed refine whole, and tells every open tab", async () => {
    const me = await signedInUser("versions-stream");
    const { id, response } = await savedResult(me, "monetization-strategy", { productIdea: idea });
    const otherTab = await listen(me.cookie);

    const refined = await call("POST", "/api/functions/monetization-strategy", {
      cookie: me.cookie,
      body: { productIdea: idea, previous: response, instruction: "Make it shorter", conversationId: id },
      headers: { Accept: "text/event-stream" },
    });
    const text = await refined.text();
    const done = JSON.parse(text.split("event: done\ndata: ")[1]!.split("\n")[0]!) as { strategy: string };
    await until(async () => (await versionsOf(id)).length === 2);
    expect((await versionsOf(id))[1]).toEqual({ number: 2, note: "Make it shorter", restoredFrom: null, parts: [done.strategy] });
    await until(() => otherTab.some((e) => e.type === "conversation.updated" && e.conversation?.id === id));
    expect(otherTab.find((e) => e.type === "conversation.updated")!.conversation).toMatchObject({ id, tool: "monetization-strategy" });
  });

  it("stores a streamed refine whole when the browser closes mid-stream", async () => {
    const me = await signedInUser("versions-abort");
    const { id, response } = await savedResult(me, "launch-assistant", { productIdea: idea });
    // The model streams its first word at once and the rest only once the browser has gone.
    const words = ["Launch", " on", " a", " Tuesday."];
    const { open } = gatedProvider(words);
    const ctx = createExecutionContext();
    const tab = new AbortController();
    const answer = await worker.fetch(
      new Request(`${ORIGIN}/api/functions/launch-assistant`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: me.cookie, "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ productIdea: idea, previous: response, instruction: "Say when to launch", conversationId: id }),
        signal: tab.signal,
      }),
      gatedEnv as unknown as Env,
      ctx,
    );
    const reader = answer.body!.getReader();
    let received = "";
    while (!received.includes("Launch")) received += new TextDecoder().decode((await reader.read()).value);
    // The tab closes mid-answer; the model then finishes.
    tab.abort(new Error("Network connection lost."));
    await reader.cancel(new Error("Network connection lost.")).catch(() => {});
    open();
    await waitOnExecutionContext(ctx);
    await until(async () => (await versionsOf(id)).length === 2);
    expect((await versionsOf(id))[1]).toEqual({ number: 2, note: "Say when to launch", restoredFrom: null, parts: [words.join("")] });
  });

  it("stores a structured refine even when the browser is gone before the answer", async () => {
    const me = await signedInUser("versions-gone");
    const { id, response } = await savedResult(me, "generate-workshop", {
      workshopType: "Design Sprint",
      duration: "2 hours",
      participants: "4 people",
      goals: "Pick a direction",
    });
    const ctx = createExecutionContext();
    const tab = new AbortController();
    const request = new Request(`${ORIGIN}/api/functions/generate-workshop`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: me.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        workshopType: "Design Sprint",
        duration: "2 hours",
        participants: "4 people",
        goals: "Pick a direction",
        previous: response,
        instruction: "Add a retro block",
        conversationId: id,
      }),
      signal: tab.signal,
    });
    const answered = worker.fetch(request, env, ctx);
    tab.abort(new Error("Network connection lost."));
    await Promise.resolve(answered).catch(() => null);
    await waitOnExecutionContext(ctx);
    const versions = await versionsOf(id);
    expect(versions.map((v) => v.note)).toEqual([null, "Add a retro block"]);
    expect(versions[1]!.parts[0]).toContain("Retro");
  });

  it("stores nothing when the refine fails", async () => {
    const me = await signedInUser("versions-fail");
    const { id, response } = await savedResult(me, "ux-feedback", { designDescription: "A checkout with tiny buttons" });
    const before = await storedMessages(id);
    // The model is an OpenAI-compatible server that breaks off once its first words have reached the browser.
    let drop!: () => void;
    const dropped = new Promise<void>((resolve) => (drop = resolve));
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = {
            id: "x",
            object: "chat.completion.chunk",
            created: 1,
            model: "m",
            choices: [{ index: 0, delta: { content: "Half of" }, finish_reason: null }],
          };
          controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(chunk)}\n\n`));
          void dropped.then(() => controller.error(new TypeError("network connection lost")));
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    });
    const brokenEnv = {
      ...env,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://broken.test/v1",
      AI_MODEL: "m",
      AI_MAX_RETRIES: "0",
    };
    const ctx = createExecutionContext();
    const answer = await worker.fetch(
      new Request(`${ORIGIN}/api/functions/ux-feedback`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: me.cookie, "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({
          designDescription: "A checkout with tiny buttons",
          previous: response,
          instruction: "Shorter",
          conversationId: id,
        }),
      }),
      brokenEnv as unknown as Env,
      ctx,
    );
    const events: string[] = [];
    for await (const frame of readSseFrames(answer.body!)) {
      events.push(frame.event);
      if (frame.event === "delta") drop();
    }
    expect(events).toEqual(["delta", "error"]);
    await waitOnExecutionContext(ctx);
    expect(await storedMessages(id)).toEqual(before);
  });

  it("keeps at most 50 versions: then 409 with a clear message, before any AI request is counted", async () => {
    const me = await signedInUser("versions-cap");
    const { id, response } = await savedResult(me, "launch-assistant", { productIdea: idea });
    for (let n = 2; n <= MAX_RESULT_VERSIONS; n++) {
      const added = await addVersion(me, id, {
        note: n % 2 ? "Edited by hand" : `Restored from Version ${n - 1}`,
        parts: [`# Plan v${n}`],
      });
      expect(added.status, `version ${n}`).toBe(201);
      expect(((await added.json()) as { version: number }).version).toBe(n);
    }
    const used = await usedToday(me);
    const before = await storedMessages(id);
    const refine = await call("POST", "/api/functions/launch-assistant", {
      cookie: me.cookie,
      body: { productIdea: idea, previous: response, instruction: "Shorter", conversationId: id },
    });
    expect(refine.status).toBe(409);
    expect(await refine.json()).toEqual({ error: { code: "conflict", message: TOO_MANY_VERSIONS_MESSAGE } });
    const edit = await addVersion(me, id, { note: "Edited by hand", parts: ["# One too many"] });
    expect(edit.status).toBe(409);
    expect(await usedToday(me)).toBe(used);
    expect(await storedMessages(id)).toEqual(before);
    expect(await versionsOf(id)).toHaveLength(MAX_RESULT_VERSIONS);
  });

  it("answers another user's conversation id like an unknown one, before any AI work, and changes nothing", async () => {
    const owner = await signedInUser("versions-owner");
    const intruder = await signedInUser("versions-intruder");
    const { id, response } = await savedResult(owner, "case-study-generator", { projectDescription: "Redesigned a checkout" });
    const before = await storedMessages(id);
    const used = await usedToday(intruder);
    for (const conversationId of [id, "a".repeat(32)]) {
      const refine = await call("POST", "/api/functions/case-study-generator", {
        cookie: intruder.cookie,
        body: { projectDescription: "x", previous: response, instruction: "Shorter", conversationId },
      });
      expect(refine.status).toBe(404);
      expect(await refine.json()).toEqual({ error: { code: "not_found", message: "Conversation not found." } });
    }
    expect(await usedToday(intruder)).toBe(used);
    expect(await storedMessages(id)).toEqual(before);
  });
});

describe("the structured result kept with each version", () => {
  const storedResponses = async (id: string) =>
    (
      await env.DB.prepare("SELECT response FROM result_versions WHERE conversation_id = ? ORDER BY number")
        .bind(id)
        .all<{ response: string | null }>()
    ).results.map((row) => (row.response === null ? null : (JSON.parse(row.response) as unknown)));

  async function saveWithResponses(me: Me, responses: unknown[]) {
    const tool = "monetization-strategy" as const;
    const request = toolContracts[tool].request.parse({ productIdea: idea });
    const messages = [
      { role: "user", content: resultBrief(tool, request) },
      ...responses.flatMap((response, i) => [
        ...(i > 0 ? [{ role: "user", content: `Change ${i}` }] : []),
        ...resultMarkdownParts(tool, request, response as never).map((content) => ({ role: "assistant", content })),
      ]),
    ];
    return call("POST", "/api/conversations", { cookie: me.cookie, body: { tool, messages, responses } });
  }

  it("stores what a save sends, refuses a result that is not the tool's or a count that does not match, and a restore copies it", async () => {
    const me = await signedInUser("versions-structured");
    const saved = await saveWithResponses(me, [{ strategy: "# Plan one" }, { strategy: "# Plan two" }]);
    expect(saved.status).toBe(201);
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    expect(await storedResponses(conversation.id)).toEqual([{ strategy: "# Plan one" }, { strategy: "# Plan two" }]);

    const restored = await addVersion(me, conversation.id, {
      note: "Restored from Version 1",
      parts: (await storedVersions(conversation.id))[0]!.parts,
    });
    expect(restored.status).toBe(201);
    expect((await storedResponses(conversation.id))[2]).toEqual({ strategy: "# Plan one" });

    const request = toolContracts["monetization-strategy"].request.parse({ productIdea: idea });
    const saveRaw = (responses: unknown[]) =>
      call("POST", "/api/conversations", {
        cookie: me.cookie,
        body: {
          tool: "monetization-strategy",
          messages: [
            { role: "user", content: resultBrief("monetization-strategy", request) },
            { role: "assistant", content: "# Plan" },
          ],
          responses,
        },
      });
    const wrong = await saveRaw([{ flowchart: "not a strategy" }]);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      "The structured result of Version 1 is not a valid monetization-strategy result",
    );
    const mismatched = await saveRaw([{ strategy: "# Plan" }, { strategy: "# Plan" }]);
    expect(mismatched.status).toBe(400);
    expect(((await mismatched.json()) as { error: { message: string } }).error.message).toBe(
      "Send one structured result per saved version",
    );
  });
});

describe("reading one version at a time", () => {
  it("answers a result with its newest version whole and the others by number, to its owner and through its share only", async () => {
    const me = await signedInUser("versions-read");
    const other = await signedInUser("versions-read-other");
    const { id } = await savedResult(me, "monetization-strategy", { productIdea: idea });
    expect(
      (
        await addVersion(me, id, {
          note: "Edited by hand",
          parts: ["# Second plan ![Screen](/api/uploads/abcdefghijklmnopqrstuvwxyz234567)"],
        })
      ).status,
    ).toBe(201);

    const page = (await (await call("GET", `/api/conversations/${id}`, { cookie: me.cookie })).json()) as {
      conversation: { messages: unknown[]; versions: unknown[]; latestVersion: { number: number; parts: string[] } };
    };
    expect(page.conversation.messages).toHaveLength(1);
    expect(page.conversation.versions).toEqual([
      { number: 1, note: null, restoredFrom: null },
      { number: 2, note: "Edited by hand", restoredFrom: null },
    ]);
    expect(page.conversation.latestVersion.number).toBe(2);

    const first = await call("GET", `/api/conversations/${id}/versions/1`, { cookie: me.cookie });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { version: { number: number; note: null; parts: string[] } }).version).toMatchObject({
      number: 1,
      note: null,
    });
    for (const [who, path] of [
      [other, `/api/conversations/${id}/versions/1`],
      [me, `/api/conversations/${id}/versions/3`],
      [me, `/api/conversations/${id}/versions/0`],
      [me, `/api/conversations/${id}/versions/x`],
    ] as const) {
      expect((await call("GET", path, { cookie: who.cookie })).status, path).toBe(404);
    }

    // Through the share: the owner's screenshot stays out unless shared; a revoked link is a 404.
    const { shareId } = (await (await call("POST", `/api/conversations/${id}/share`, { cookie: me.cookie, body: {} })).json()) as {
      shareId: string;
    };
    const shared = await call("GET", `/api/shares/${shareId}/versions/2`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("Cache-Control")).toBe("no-store");
    expect(((await shared.json()) as { version: { parts: string[] } }).version.parts[0]).not.toContain("/api/uploads/");
    expect((await call("DELETE", `/api/conversations/${id}/share`, { cookie: me.cookie })).status).toBe(204);
    expect((await call("GET", `/api/shares/${shareId}/versions/2`)).status).toBe(404);
  });

  it("restores by number: the server copies the version it names, parts and structured result, whatever parts are sent", async () => {
    const me = await signedInUser("versions-restore-copy");
    const { id } = await savedResult(me, "monetization-strategy", { productIdea: idea });
    const original = (await storedVersions(id))[0]!;
    expect((await addVersion(me, id, { note: "Edited by hand", parts: ["# Edited"] })).status).toBe(201);
    expect((await addVersion(me, id, { note: "Restored from Version 1" })).status).toBe(201);
    expect((await addVersion(me, id, { note: "Restored from Version 2", parts: ["# Something else"] })).status).toBe(201);
    const versions = await storedVersions(id);
    expect(versions[2]).toEqual({ number: 3, note: "Restored from Version 1", restoredFrom: 1, parts: original.parts });
    expect(versions[3]).toEqual({ number: 4, note: "Restored from Version 2", restoredFrom: 2, parts: ["# Edited"] });
  });
});

describe("POST /api/conversations/:id/versions (hand edits and restores)", () => {
  it("appends the parts as the next version and answers with the summary and its number", async () => {
    const me = await signedInUser("versions-edit");
    const { id } = await savedResult(me, "generate-visual-flow", { appIdea: idea });
    const otherTab = await listen(me.cookie);
    const parts = ["## Setup\n\nEdited", "## Core\n\nEdited too"];
    const response = await addVersion(me, id, { note: "Edited by hand", parts });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { conversation: { id: string; tool: string }; version: number };
    expect(body).toMatchObject({ conversation: { id, tool: "generate-visual-flow" }, version: 2 });
    expect((await versionsOf(id))[1]).toEqual({ number: 2, note: "Edited by hand", restoredFrom: null, parts });

    const restored = await addVersion(me, id, { note: "Restored from Version 1", parts: (await versionsOf(id))[0]!.parts });
    expect(((await restored.json()) as { version: number }).version).toBe(3);
    await until(() => otherTab.filter((e) => e.type === "conversation.updated" && e.conversation?.id === id).length === 2);
  });

  it("keeps no control character of the text it is sent, in a save or a hand edit (an SVG drawn from it stays XML)", async () => {
    const me = await signedInUser("versions-controls");
    const saved = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: {
        tool: "generate-wireframes",
        messages: [
          { role: "user", content: "Wireframes (phone): Pay\u0008 now" },
          { role: "assistant", content: "## Pay\n\n- Button: Pay\u0008 now\u001b\t→ Done" },
        ],
      },
    });
    expect(saved.status).toBe(201);
    const { id } = ((await saved.json()) as { conversation: { id: string } }).conversation;
    expect((await versionsOf(id))[0]!.parts).toEqual(["## Pay\n\n- Button: Pay now\t→ Done"]);

    const edited = await addVersion(me, id, { note: "Edited by hand", parts: ["## Pay\n\n- Button: Book\u0000 now\u007f"] });
    expect(edited.status).toBe(201);
    expect((await versionsOf(id))[1]!.parts).toEqual(["## Pay\n\n- Button: Book now"]);
    // A part with nothing but control characters is an empty part.
    const empty = await addVersion(me, id, { note: "Edited by hand", parts: ["\u0008\u0008"] });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe("A part of a version cannot be empty");
  });

  it.each([
    ["an unknown note", { note: "Made by a robot", parts: ["x"] }, 'A version note is "Edited by hand" or "Restored from Version N"'],
    ["a restore of a version that does not exist", { note: "Restored from Version 3", parts: ["x"] }, "There is no Version 3 to restore."],
    [
      "a restore of Version 0",
      { note: "Restored from Version 0", parts: ["x"] },
      'A version note is "Edited by hand" or "Restored from Version N"',
    ],
    ["no parts", { note: "Edited by hand", parts: [] }, "A version needs at least one part"],
    ["an empty part", { note: "Edited by hand", parts: [""] }, "A part of a version cannot be empty"],
    ["25 parts", { note: "Edited by hand", parts: Array.from({ length: 25 }, () => "x") }, "A version has at most 24 parts"],
    ["a part of 32,001 characters", { note: "Edited by hand", parts: ["x".repeat(32_001)] }, "Each part can be at most 32,000 characters"],
  ])("refuses %s with a clear message and changes nothing", async (_label, body, message) => {
    const me = await signedInUser("versions-bad");
    const { id } = await savedResult(me, "ux-feedback", { designDescription: "A form" });
    await addVersion(me, id, { note: "Edited by hand", parts: ["# v2"] });
    const before = await storedMessages(id);
    const response = await addVersion(me, id, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await storedMessages(id)).toEqual(before);
  });

  it("refuses a chat (versions belong to tool results) and someone else's result (404)", async () => {
    const me = await signedInUser("versions-chat");
    const other = await signedInUser("versions-chat-other");
    const chat = await call("POST", "/api/conversations", { cookie: me.cookie, body: { messages: [{ role: "user", content: "hi" }] } });
    const chatId = ((await chat.json()) as { conversation: { id: string } }).conversation.id;
    expect((await addVersion(me, chatId, { note: "Edited by hand", parts: ["x"] })).status).toBe(400);
    const { id } = await savedResult(me, "ux-feedback", { designDescription: "A form" });
    const foreign = await addVersion(other, id, { note: "Edited by hand", parts: ["x"] });
    expect(foreign.status).toBe(404);
    expect(await versionsOf(id)).toHaveLength(1);
  });

  it("answers fuzzed bodies with a success or a clear 4xx, never a 5xx", { timeout: 60_000 }, async () => {
    const me = await signedInUser("versions-fuzz");
    const { id } = await savedResult(me, "ux-feedback", { designDescription: "A form" });
    await fc.assert(
      fc.asyncProperty(bodiesFor(appendVersionRequestSchema), async (body) => {
        const response = await addVersion(me, id, body);
        expect(response.status, JSON.stringify(body).slice(0, 300)).toBeLessThan(500);
        if (response.status >= 400)
          expect(((await response.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
        else await response.body?.cancel();
      }),
      { numRuns: 40, examples: [[{ note: "Edited by hand", parts: ["# Edited"] }]] },
    );
  });
});
