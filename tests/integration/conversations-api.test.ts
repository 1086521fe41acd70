import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { until } from "./wait";

async function listen(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const events: { type: string; conversationId?: string; conversation?: { id: string; title: string } }[] = [];
  socket.addEventListener("message", (message) => events.push(JSON.parse(String(message.data))));
  socket.accept();
  return events;
}

const save = (cookie: string, messages: { role: string; content: string }[]) =>
  call("POST", "/api/conversations", { cookie, body: { messages } });

describe("saved conversations API", () => {
  it("requires a session", async () => {
    const response = await call("GET", "/api/conversations");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "No valid session found" } });
  });

  it("saves a chat with its messages and lists it newest first", async () => {
    const me = await signedInUser("conv-save");
    const first = await save(me.cookie, [{ role: "user", content: "First idea" }]);
    expect(first.status).toBe(201);
    const second = (await (
      await save(me.cookie, [
        { role: "user", content: "A booking app for dog walkers in small towns, with reviews" },
        { role: "assistant", content: "Start with scheduling." },
      ])
    ).json()) as { conversation: { id: string; title: string } };
    expect(second.conversation.title).toBe("A booking app for dog walkers in small towns, with…");

    const list = (await (await call("GET", "/api/conversations", { cookie: me.cookie })).json()) as {
      conversations: { title: string }[];
      nextCursor: string | null;
    };
    expect(list.conversations.map((c) => c.title)).toEqual([second.conversation.title, "First idea"]);
    expect(list.nextCursor).toBeNull();

    const opened = (await (await call("GET", `/api/conversations/${second.conversation.id}`, { cookie: me.cookie })).json()) as {
      conversation: { messages: { role: string; content: string }[] };
    };
    expect(opened.conversation.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("refuses to save an empty chat with the spec's rule", async () => {
    const me = await signedInUser("conv-empty");
    const response = await save(me.cookie, []);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Saving a chat needs at least one message");
  });

  it("pages the list with a cursor", async () => {
    const me = await signedInUser("conv-page");
    for (let i = 0; i < 23; i++) await save(me.cookie, [{ role: "user", content: `chat ${i}` }]);
    const page1 = (await (await call("GET", "/api/conversations", { cookie: me.cookie })).json()) as {
      conversations: unknown[];
      nextCursor: string;
    };
    expect(page1.conversations).toHaveLength(20);
    const page2 = (await (
      await call("GET", `/api/conversations?cursor=${encodeURIComponent(page1.nextCursor)}`, { cookie: me.cookie })
    ).json()) as {
      conversations: unknown[];
      nextCursor: string | null;
    };
    expect(page2.conversations).toHaveLength(3);
    expect(page2.nextCursor).toBeNull();
  });

  it("answers 404 for another user's conversation on every route that takes its id", async () => {
    const owner = await signedInUser("conv-owner");
    const intruder = await signedInUser("conv-intruder");
    const { conversation } = (await (await save(owner.cookie, [{ role: "user", content: "secret plan" }])).json()) as {
      conversation: { id: string };
    };
    const id = conversation.id;
    for (const [method, path] of [
      ["GET", `/api/conversations/${id}`],
      ["DELETE", `/api/conversations/${id}`],
      ["POST", `/api/conversations/${id}/share`],
      ["DELETE", `/api/conversations/${id}/share`],
    ] as const) {
      const response = await call(method, path, { cookie: intruder.cookie });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const chat = await call("POST", "/api/chat/completions", {
      cookie: intruder.cookie,
      body: { messages: [{ role: "user", content: "hi" }], conversationId: id },
    });
    expect(chat.status).toBe(404);
    expect((await call("GET", `/api/conversations/${id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it("broadcasts insert, update and delete to every socket of the owner and to nobody else", async () => {
    const me = await signedInUser("conv-rt");
    const stranger = await signedInUser("conv-rt-other");
    const tabA = await listen(me.cookie);
    const tabB = await listen(me.cookie);
    const theirs = await listen(stranger.cookie);

    const { conversation } = (await (await save(me.cookie, [{ role: "user", content: "live" }])).json()) as {
      conversation: { id: string };
    };
    await until(() => tabA.length === 1 && tabB.length === 1);
    expect(tabA[0]).toMatchObject({ type: "conversation.inserted", conversation: { id: conversation.id, title: "live" } });

    expect((await call("POST", `/api/conversations/${conversation.id}/share`, { cookie: me.cookie })).status).toBe(200);
    await until(() => tabB.length === 2);
    expect(tabB[1]).toMatchObject({ type: "conversation.updated" });

    expect((await call("DELETE", `/api/conversations/${conversation.id}`, { cookie: me.cookie })).status).toBe(204);
    await until(() => tabA.length === 3 && tabB.length === 3);
    expect(tabA[2]).toEqual({ type: "conversation.deleted", conversationId: conversation.id });
    expect(theirs).toEqual([]);
  });

  it("creates an unguessable share link and revokes it", async () => {
    const me = await signedInUser("conv-share");
    const { conversation } = (await (await save(me.cookie, [{ role: "user", content: "public" }])).json()) as {
      conversation: { id: string };
    };
    const shared = (await (await call("POST", `/api/conversations/${conversation.id}/share`, { cookie: me.cookie })).json()) as {
      shareId: string;
      url: string;
    };
    expect(shared.shareId).toMatch(/^[a-z2-7]{32}$/);
    // The link is built from APP_ORIGIN, not from the Host the request came to (here http://app.test).
    expect(shared.url).toBe(`${env.APP_ORIGIN}/share/${shared.shareId}`);
    expect(shared.url.startsWith(ORIGIN)).toBe(false);
    const row = await env.DB.prepare("SELECT share_id FROM conversations WHERE id = ?").bind(conversation.id).first<{ share_id: string }>();
    expect(row?.share_id).toBe(shared.shareId);

    expect((await call("DELETE", `/api/conversations/${conversation.id}/share`, { cookie: me.cookie })).status).toBe(204);
    const after = await env.DB.prepare("SELECT share_id FROM conversations WHERE id = ?")
      .bind(conversation.id)
      .first<{ share_id: string | null }>();
    expect(after?.share_id).toBeNull();
  });
});
