import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { continuedChat } from "../../app/routes/dashboard.server";
import { createDb } from "../../db/client";
import { call, signedInUser } from "./auth-helpers";
import { until } from "./wait";

type Me = Awaited<ReturnType<typeof signedInUser>>;

async function save(me: Me, body: unknown): Promise<string> {
  const response = await call("POST", "/api/conversations", { cookie: me.cookie, body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

const chat = [
  { role: "user", content: "Onboarding for a budgeting app?" },
  { role: "assistant", content: "Three steps, then the first budget." },
];

let owner: Me;
let stranger: Me;
let chatId: string;
beforeAll(async () => {
  owner = await signedInUser("continue-owner");
  stranger = await signedInUser("continue-stranger");
  chatId = await save(owner, { messages: chat });
});

describe("/dashboard?continue=<id> loads a saved chat into Quick Chat", () => {
  it("gives the owner the chat's messages in order, with the id new turns are appended to", async () => {
    const loaded = await continuedChat(createDb(env.DB), owner.user.id, chatId);
    expect(loaded).toMatchObject({ ok: true, conversationId: chatId, title: "Onboarding for a budgeting app?" });
    expect(loaded.ok && loaded.messages.map(({ role, content }) => ({ role, content }))).toEqual(chat);
  });

  it("answers someone else's id exactly like an unknown one, without any of its content", async () => {
    const db = createDb(env.DB);
    const foreign = await continuedChat(db, stranger.user.id, chatId);
    const unknown = await continuedChat(db, stranger.user.id, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    expect(foreign).toEqual(unknown);
    expect(foreign.ok).toBe(false);
    expect(JSON.stringify(foreign)).not.toContain("budgeting");
  });

  it("refuses ids that cannot be one, and tool results, with a readable message", async () => {
    const db = createDb(env.DB);
    for (const id of ["", "x".repeat(5_000), "' OR 1=1 --"]) expect((await continuedChat(db, owner.user.id, id)).ok).toBe(false);
    const toolId = await save(owner, { tool: "build-startup", messages: chat });
    const tool = await continuedChat(db, owner.user.id, toolId);
    expect(tool).toEqual({ ok: false, message: expect.stringMatching(/tool result/) });
  });

  it("after continuing, the next turn is appended to the same saved conversation", async () => {
    const loaded = await continuedChat(createDb(env.DB), owner.user.id, chatId);
    if (!loaded.ok) throw new Error("not loaded");
    const history = [...loaded.messages.map(({ role, content }) => ({ role, content })), { role: "user", content: "And for couples?" }];
    const response = await call("POST", "/api/chat/completions", {
      cookie: owner.cookie,
      body: { conversationId: loaded.conversationId, messages: history },
    });
    expect(response.status).toBe(200);
    await response.text();
    const reread = () => continuedChat(createDb(env.DB), owner.user.id, chatId);
    await until(async () => {
      const now = await reread();
      return now.ok && now.messages.length === 4;
    });
    const after = await reread();
    expect(after.ok && after.messages.map((m) => m.content).slice(0, 3)).toEqual([...chat.map((m) => m.content), "And for couples?"]);
  });
});
