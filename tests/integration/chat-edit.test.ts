import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { until } from "./wait";

type Me = Awaited<ReturnType<typeof signedInUser>>;

async function save(me: Me, messages: { role: string; content: string }[]): Promise<string> {
  const response = await call("POST", "/api/conversations", { cookie: me.cookie, body: { messages } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

async function stored(conversationId: string) {
  const rows = await env.DB.prepare("SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY seq")
    .bind(conversationId)
    .all<{ role: string; content: string }>();
  return rows.results;
}

/** The streamed reply's text (OpenAI chunks). */
async function replyText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  let text = "";
  for (const line of (await response.text()).split("\n")) {
    if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
    text += (JSON.parse(line.slice(6)) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? "";
  }
  return text;
}

const first = [
  { role: "user", content: "Name my bakery app" },
  { role: "assistant", content: "Crumb." },
];

describe("edit and resend the last message (editLast)", () => {
  it("replaces the stored last question and its reply with the edited question and the new reply", async () => {
    const me = await signedInUser("edit-saved");
    const id = await save(me, [...first, { role: "user", content: "Shorter nmae?" }, { role: "assistant", content: "old answer" }]);
    const edited = [...first, { role: "user", content: "Shorter name?" }];
    const reply = await replyText(
      await call("POST", "/api/chat/completions", { cookie: me.cookie, body: { conversationId: id, editLast: true, messages: edited } }),
    );
    await until(async () => (await stored(id)).at(-2)?.content === "Shorter name?");
    expect(await stored(id)).toEqual([...edited, { role: "assistant", content: reply }]);
  });

  it("replaces a last question that never got a reply", async () => {
    const me = await signedInUser("edit-unanswered");
    const id = await save(me, [...first, { role: "user", content: "typo qestion" }]);
    const edited = [...first, { role: "user", content: "typo question" }];
    const reply = await replyText(
      await call("POST", "/api/chat/completions", { cookie: me.cookie, body: { conversationId: id, editLast: true, messages: edited } }),
    );
    await until(async () => (await stored(id)).length === 4);
    expect(await stored(id)).toEqual([...edited, { role: "assistant", content: reply }]);
  });

  it("takes precedence over replaceLastReply, so a question is never left twice", async () => {
    const me = await signedInUser("edit-precedence");
    const id = await save(me, [...first]);
    const edited = [{ role: "user", content: "Name my cake app" }];
    await replyText(
      await call("POST", "/api/chat/completions", {
        cookie: me.cookie,
        body: { conversationId: id, editLast: true, replaceLastReply: true, messages: edited },
      }),
    );
    await until(async () => (await stored(id))[0]?.content === "Name my cake app");
    expect((await stored(id)).map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("tells the owner's other tabs the conversation changed", async () => {
    const me = await signedInUser("edit-live");
    const id = await save(me, [...first]);
    const socket = await exports.default.fetch(
      new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: me.cookie } }),
    );
    const events: { type: string; conversation?: { id: string } }[] = [];
    socket.webSocket!.addEventListener("message", (m) => events.push(JSON.parse(String(m.data))));
    socket.webSocket!.accept();
    await replyText(
      await call("POST", "/api/chat/completions", {
        cookie: me.cookie,
        body: { conversationId: id, editLast: true, messages: [{ role: "user", content: "Name my pie app" }] },
      }),
    );
    await until(() => events.some((e) => e.type === "conversation.updated" && e.conversation?.id === id));
  });

  it("without a conversation only streams: nothing is stored", async () => {
    const me = await signedInUser("edit-unsaved");
    const reply = await replyText(
      await call("POST", "/api/chat/completions", {
        cookie: me.cookie,
        body: { editLast: true, messages: [{ role: "user", content: "hi" }] },
      }),
    );
    expect(reply.length).toBeGreaterThan(0);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM conversations WHERE user_id = ?").bind(me.user.id).first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it("on someone else's conversation is the same 404 as an unknown id, and changes nothing", async () => {
    const owner = await signedInUser("edit-owner");
    const intruder = await signedInUser("edit-intruder");
    const id = await save(owner, [...first]);
    for (const target of [id, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) {
      const response = await call("POST", "/api/chat/completions", {
        cookie: intruder.cookie,
        body: { conversationId: target, editLast: true, messages: [{ role: "user", content: "mine now" }] },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Conversation not found." } });
    }
    expect(await stored(id)).toEqual(first);
  });

  it("refuses a non-boolean flag with a clear 400", async () => {
    const me = await signedInUser("edit-bad");
    const response = await call("POST", "/api/chat/completions", {
      cookie: me.cookie,
      body: { editLast: "yes", messages: [{ role: "user", content: "hi" }] },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("validation_error");
  });
});
