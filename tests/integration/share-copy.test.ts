import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES_PER_STATEMENT } from "../../db/queries/message-rows";
import { VERSIONS_PER_STATEMENT } from "../../db/queries/version-rows";
import { call, fetchWithVars, ORIGIN, signedInUser } from "./auth-helpers";
import { SHARE_ID_ROUTES } from "./fuzz-routes";
import { storedVersions } from "./stored-result";
import { until } from "./wait";

type Me = Awaited<ReturnType<typeof signedInUser>>;
type Copied = { conversation: { id: string; title: string; shared: boolean; tool: string | null } };

async function saveAndShare(me: Me, body: unknown): Promise<{ id: string; shareId: string }> {
  const saved = await call("POST", "/api/conversations", { cookie: me.cookie, body });
  expect(saved.status).toBe(201);
  const { id } = ((await saved.json()) as Copied).conversation;
  const shared = await call("POST", `/api/conversations/${id}/share`, { cookie: me.cookie });
  expect(shared.status).toBe(200);
  return { id, shareId: ((await shared.json()) as { shareId: string }).shareId };
}

async function storedMessages(conversationId: string) {
  const rows = await env.DB.prepare("SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY seq").bind(conversationId).all();
  return rows.results;
}

/** Everything about the owner's row and messages, to prove a copy leaves them as they were. */
async function snapshot(id: string) {
  const row = await env.DB.prepare("SELECT * FROM conversations WHERE id = ?").bind(id).first();
  return { row, messages: await storedMessages(id) };
}

const countOf = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM conversations WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

const copy = (shareId: string, me?: Me) => call("POST", `/api/shares/${shareId}/copy`, { cookie: me?.cookie });

async function listen(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const events: { type: string; conversation?: { id: string } }[] = [];
  response.webSocket!.addEventListener("message", (message) => events.push(JSON.parse(String(message.data))));
  response.webSocket!.accept();
  return events;
}

let owner: Me;
let visitor: Me;
beforeAll(async () => {
  owner = await signedInUser("copy-owner");
  visitor = await signedInUser("copy-visitor");
});

describe("POST /api/shares/:shareId/copy (Continue in my account)", () => {
  it("copies a shared chat into the visitor's own history and leaves the owner's untouched", async () => {
    const messages = [
      { role: "user", content: "Pricing for a plant-care app?" },
      { role: "assistant", content: "Start with a **freemium** tier." },
      { role: "user", content: "And for teams?" },
      { role: "assistant", content: "Per-seat, billed yearly." },
    ];
    const { id, shareId } = await saveAndShare(owner, { messages });
    const before = await snapshot(id);
    const tab = await listen(visitor.cookie);

    const response = await copy(shareId, visitor);
    expect(response.status).toBe(201);
    const { conversation } = (await response.json()) as Copied;
    expect(conversation).toMatchObject({ title: "Pricing for a plant-care app?", shared: false, tool: null });
    expect(conversation.id).not.toBe(id);
    expect(await storedMessages(conversation.id)).toEqual(messages);

    // It is the visitor's: their API opens it, the owner's does not, and their tabs heard of it.
    expect((await call("GET", `/api/conversations/${conversation.id}`, { cookie: visitor.cookie })).status).toBe(200);
    expect((await call("GET", `/api/conversations/${conversation.id}`, { cookie: owner.cookie })).status).toBe(404);
    await until(() => tab.some((e) => e.type === "conversation.inserted" && e.conversation?.id === conversation.id));
    expect(await snapshot(id)).toEqual(before);

    // Continuing the copy appends to the copy only.
    const next = [...messages, { role: "user", content: "What about a free trial?" }];
    const chat = await call("POST", "/api/chat/completions", {
      cookie: visitor.cookie,
      body: { conversationId: conversation.id, messages: next },
    });
    expect(chat.status).toBe(200);
    await chat.text();
    await until(async () => (await storedMessages(conversation.id)).length === 6);
    expect(await snapshot(id)).toEqual(before);
  });

  it("keeps the tool of a shared tool result with its brief and every version in order, more than one statement holds", async () => {
    const many = Array.from({ length: VERSIONS_PER_STATEMENT * 6 + 5 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `message ${i}`,
    }));
    const { id, shareId } = await saveAndShare(owner, { tool: "build-startup", messages: many });
    const response = await copy(shareId, visitor);
    expect(response.status).toBe(201);
    const { conversation } = (await response.json()) as Copied;
    expect(conversation.tool).toBe("build-startup");
    expect(await storedMessages(conversation.id)).toEqual([many[0]]);
    const versions = await storedVersions(conversation.id);
    // Version 1, then one per later question with an answer (the last question has none).
    expect(versions).toHaveLength(Math.floor(many.length / 2));
    expect(versions).toEqual(await storedVersions(id));
    expect(versions.at(-1)).toEqual({
      number: versions.length,
      note: `message ${many.length - 3}`,
      restoredFrom: null,
      parts: [`message ${many.length - 2}`],
    });
  });

  it("copies a chat of more messages than one statement holds, in order", async () => {
    const many = Array.from({ length: MESSAGES_PER_STATEMENT * 3 + 5 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `message ${i}`,
    }));
    const { shareId } = await saveAndShare(owner, { messages: many });
    const { conversation } = (await (await copy(shareId, visitor)).json()) as Copied;
    expect(await storedMessages(conversation.id)).toEqual(many);
  });

  it("copies the owner's own shared chat too, as a separate conversation", async () => {
    const { id, shareId } = await saveAndShare(owner, { messages: [{ role: "user", content: "mine" }] });
    const response = await copy(shareId, owner);
    expect(response.status).toBe(201);
    expect(((await response.json()) as Copied).conversation.id).not.toBe(id);
  });

  it("answers a revoked link, an unknown link and a conversation id with the same 404, and creates nothing", async () => {
    const { id, shareId } = await saveAndShare(owner, { messages: [{ role: "user", content: "soon revoked" }] });
    expect((await call("DELETE", `/api/conversations/${id}/share`, { cookie: owner.cookie })).status).toBe(204);
    const before = await countOf(visitor.user.id);
    for (const candidate of [shareId, id, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "x".repeat(5_000)]) {
      const response = await copy(candidate, visitor);
      expect(response.status, candidate.slice(0, 40)).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Conversation not found." } });
    }
    expect(await countOf(visitor.user.id)).toBe(before);
  });

  it("limits copies per user and hour, failed ones included, with the time to wait", async () => {
    const copier = await signedInUser("share-copy-limit");
    const { shareId } = await saveAndShare(owner, { messages: [{ role: "user", content: "Copy me" }] });
    const limited = (candidate: string) =>
      fetchWithVars(
        { SHARE_COPY_LIMIT_PER_HOUR: "2" },
        new Request(`${ORIGIN}/api/shares/${candidate}/copy`, { method: "POST", headers: { Origin: ORIGIN, Cookie: copier.cookie } }),
      );
    expect((await limited(shareId)).status).toBe(201);
    expect((await limited("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).status).toBe(404);
    const refused = await limited(shareId);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^You have copied a lot of shared work this hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(await countOf(copier.user.id)).toBe(1);
  });

  it("needs a session and a same-origin request", async () => {
    const { shareId } = await saveAndShare(owner, { messages: [{ role: "user", content: "guarded" }] });
    const anonymous = await copy(shareId);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: "unauthorized", message: "No valid session found" } });
    const before = await countOf(visitor.user.id);
    const forged = await exports.default.fetch(
      new Request(`${ORIGIN}/api/shares/${shareId}/copy`, {
        method: "POST",
        headers: { Origin: "https://evil.example", Cookie: visitor.cookie },
      }),
    );
    expect(forged.status).toBe(403);
    expect(await countOf(visitor.user.id)).toBe(before);
  });

  it("keeps the owner's private screenshots out of the copy unless the share shows them", async () => {
    const report = "# Report\n\n## Screens\n\n![Screen 1](/api/uploads/abcdefghijklmnopqrstuvwxyz234567)\n\nFindings.";
    const { shareId } = await saveAndShare(owner, {
      tool: "validate-ux",
      messages: [
        { role: "user", content: "brief" },
        { role: "assistant", content: report },
      ],
    });
    const { conversation } = (await (await copy(shareId, visitor)).json()) as Copied;
    const [version] = await storedVersions(conversation.id);
    expect(version!.parts[0]).not.toContain("/api/uploads/");
    expect(version!.parts[0]).toContain("Findings.");
  });
});

describe("fuzzed share ids on every share route", () => {
  it("get a clear 4xx, never a 5xx, and never create a conversation", { timeout: 60_000 }, async () => {
    const before = await countOf(visitor.user.id);
    const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.constantFrom("..", "%00", "' OR 1=1 --", "a".repeat(5_000)));
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom(...SHARE_ID_ROUTES), async (raw, route) => {
        const response = await call(route.method, route.path.replace(":shareId", encodeURIComponent(raw)), { cookie: visitor.cookie });
        expect(response.status, `${route.method} ${route.path} ${raw.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBeTypeOf("string");
      }),
      { numRuns: 60 },
    );
    expect(await countOf(visitor.user.id)).toBe(before);
  });
});
