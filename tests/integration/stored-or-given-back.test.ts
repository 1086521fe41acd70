import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { MAX_CONVERSATION_BYTES } from "../../db/queries/storage";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import { CONVERSATION_FULL_MESSAGE, STORAGE_FULL_MESSAGE } from "../../shared/contracts/storage";
import type { ValidateUxResponse } from "../../shared/contracts/validate-ux";
import { resultBrief, resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { consumeQuota, giveBackQuota, MAX_GIVEN_BACK_PER_DAY } from "../../workers/ai/quota";
import { call, fetchWithVars, ORIGIN, signedInUser } from "./auth-helpers";
import { validAskPersona } from "./fuzz-routes";
import { storedConversation } from "./stored-result";

type Me = Awaited<ReturnType<typeof signedInUser>>;

const usedToday = async (me: Me) => aiStatusSchema.parse(await (await call("GET", "/api/usage", { cookie: me.cookie })).json()).quota.used;
const accountBytes = async (me: Me) =>
  (await env.DB.prepare("SELECT storage_bytes AS bytes FROM users WHERE id = ?").bind(me.user.id).first<{ bytes: number }>())!.bytes;

/** A call to the Worker deployed with this storage limit (none: the default), its background work finished. */
function post(me: Me, path: string, body: unknown, { bytes, stream = false }: { bytes?: number; stream?: boolean } = {}) {
  return fetchWithVars(
    { STORAGE_LIMIT_BYTES: bytes?.toString() },
    new Request(ORIGIN + path, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        Cookie: me.cookie,
        "Content-Type": "application/json",
        ...(stream ? { Accept: "text/event-stream" } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

async function savedChat(me: Me): Promise<string> {
  const saved = await call("POST", "/api/conversations", {
    cookie: me.cookie,
    body: {
      messages: [
        { role: "user", content: "Pricing for a café app" },
        { role: "assistant", content: "Start with a free tier." },
      ],
    },
  });
  return ((await saved.json()) as { conversation: { id: string } }).conversation.id;
}

/** The saved chat made to hold `bytes` as far as its own 2 MB bound is concerned (filling it for real takes minutes). */
const chatHolding = (id: string, bytes: number) =>
  env.DB.prepare("UPDATE conversations SET stored_bytes = ? WHERE id = ?").bind(bytes, id).run();

const chatAppend = (id: string) => ({ conversationId: id, stream: true, messages: [{ role: "user", content: "And for a bakery?" }] });

/** The data lines of an OpenAI-format stream, parsed ("[DONE]" kept as text). */
function dataLines(text: string): unknown[] {
  return text
    .split("\n\n")
    .filter((frame) => frame.startsWith("data: "))
    .map((frame) => frame.slice(6))
    .map((data) => (data === "[DONE]" ? data : JSON.parse(data)));
}

describe("a chat reply is stored, or refused before it is paid for, or given back", () => {
  it("refuses a reply to a saved chat at its 2 MB cap before any AI request is spent", async () => {
    const me = await signedInUser("given-back-chat-full");
    const id = await savedChat(me);
    await chatHolding(id, MAX_CONVERSATION_BYTES);
    const before = { used: await usedToday(me), stored: await storedConversation(id) };
    const refused = await post(me, "/api/chat/completions", chatAppend(id));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: "conflict", message: CONVERSATION_FULL_MESSAGE } });
    expect(await usedToday(me)).toBe(before.used);
    expect(await storedConversation(id)).toEqual(before.stored);
  });

  it("ends a reply the chat has no room for with an error event, stores nothing and gives the request back", async () => {
    const me = await signedInUser("given-back-chat-near");
    const id = await savedChat(me);
    await chatHolding(id, MAX_CONVERSATION_BYTES - 10);
    const before = { used: await usedToday(me), stored: await storedConversation(id) };
    const streamed = await post(me, "/api/chat/completions", chatAppend(id), { stream: true });
    expect(streamed.status).toBe(200);
    const lines = dataLines(await streamed.text());
    expect(lines).not.toContain("[DONE]");
    expect(lines.at(-1)).toEqual({ error: { code: "conflict", message: CONVERSATION_FULL_MESSAGE } });

    const asJson = await post(me, "/api/chat/completions", { ...chatAppend(id), stream: false });
    expect(asJson.status).toBe(409);
    expect(await asJson.json()).toEqual({ error: { code: "conflict", message: CONVERSATION_FULL_MESSAGE } });
    expect(await usedToday(me)).toBe(before.used);
    expect(await storedConversation(id)).toEqual(before.stored);
  });

  it("near a full account, a chat reply is refused in its stream and not charged", async () => {
    const me = await signedInUser("given-back-chat-account");
    const id = await savedChat(me);
    const before = { used: await usedToday(me), stored: await storedConversation(id) };
    const streamed = await post(me, "/api/chat/completions", chatAppend(id), { bytes: (await accountBytes(me)) + 10, stream: true });
    expect(dataLines(await streamed.text()).at(-1)).toEqual({ error: { code: "storage_full", message: STORAGE_FULL_MESSAGE } });
    expect(await usedToday(me)).toBe(before.used);
    expect(await storedConversation(id)).toEqual(before.stored);
  });
});

describe("near a full account, a refine or a persona question that cannot be kept is not charged", () => {
  it("gives back the request of a refined version that could not be stored", async () => {
    const me = await signedInUser("given-back-refine");
    const saved = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: {
        tool: "monetization-strategy",
        messages: [
          { role: "user", content: "Pricing" },
          { role: "assistant", content: "# Plan" },
        ],
      },
    });
    const resultId = ((await saved.json()) as { conversation: { id: string } }).conversation.id;
    const used = await usedToday(me);
    const refined = await post(
      me,
      "/api/functions/monetization-strategy",
      { productIdea: "A bakery app", previous: { strategy: "# Plan" }, instruction: "Cheaper", conversationId: resultId },
      { bytes: (await accountBytes(me)) + 10 },
    );
    expect(((await refined.json()) as { savedVersion: unknown }).savedVersion).toEqual({ error: STORAGE_FULL_MESSAGE });
    expect(await usedToday(me)).toBe(used);
  });

  it("gives back the request of a persona's answer that could not be kept with the report", async () => {
    const me = await signedInUser("given-back-persona");
    const request = toolContracts["validate-ux"].request.parse({
      prototypeUrl: "https://example.com/proto",
      personas: [{ id: "p1", name: "Maya", description: "New gardener" }],
      tasks: ["Borrow a trimmer"],
    });
    const report: ValidateUxResponse = { results: [validAskPersona.result as ValidateUxResponse["results"][number]] };
    const messages = [
      { role: "user", content: resultBrief("validate-ux", request) },
      ...resultMarkdownParts("validate-ux", request, report).map((content) => ({ role: "assistant", content })),
    ];
    const saved = await call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: { tool: "validate-ux", messages, responses: [report] },
    });
    const reportId = ((await saved.json()) as { conversation: { id: string } }).conversation.id;
    const used = await usedToday(me);
    const asked = await post(
      me,
      "/api/functions/ask-persona",
      { ...validAskPersona, keep: { conversationId: reportId, version: 1, result: 0 } },
      { bytes: (await accountBytes(me)) + 10 },
    );
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as { kept: unknown }).kept).toEqual({ error: STORAGE_FULL_MESSAGE });
    expect(await usedToday(me)).toBe(used);
  });

  it(`gives back at most ${MAX_GIVEN_BACK_PER_DAY} requests a day, so results that never fit cannot buy free requests`, async () => {
    const me = await signedInUser("given-back-bound");
    const db = createDb(env.DB);
    const spent = [];
    for (let n = 0; n < MAX_GIVEN_BACK_PER_DAY + 2; n += 1) spent.push(await consumeQuota(db, me.user.id, 300));
    const given = [];
    for (const quota of spent) given.push(await giveBackQuota(db, me.user.id, quota));
    expect(given.filter(Boolean)).toHaveLength(MAX_GIVEN_BACK_PER_DAY);
    expect(await usedToday(me)).toBe(2);
  });
});
