import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renameConversationRequestSchema } from "../../shared/contracts/conversations";
import { bodiesFor } from "./fuzz-arbitraries";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { until } from "./wait";

type Summary = { id: string; title: string; updatedAt: number };

async function save(cookie: string, content: string): Promise<Summary> {
  const response = await call("POST", "/api/conversations", { cookie, body: { messages: [{ role: "user", content }] } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: Summary }).conversation;
}

const rename = (cookie: string, id: string, title: unknown) => call("PATCH", `/api/conversations/${id}`, { cookie, body: { title } });

async function list(cookie: string): Promise<Summary[]> {
  return ((await (await call("GET", "/api/conversations", { cookie })).json()) as { conversations: Summary[] }).conversations;
}

async function listen(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie } }),
  );
  expect(response.status).toBe(101);
  const events: { type: string; conversation?: Summary }[] = [];
  response.webSocket!.addEventListener("message", (message) => events.push(JSON.parse(String(message.data))));
  response.webSocket!.accept();
  return events;
}

describe("renaming a saved conversation", () => {
  it("stores the cleaned title, keeps the History order and tells every open tab", async () => {
    const me = await signedInUser("rename-ok");
    const older = await save(me.cookie, "Older idea");
    const newer = await save(me.cookie, "Newer idea");
    const events = await listen(me.cookie);

    const response = await rename(me.cookie, older.id, "  Pricing\u202e plan\n v2  ");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { conversation: Summary };
    expect(body.conversation).toMatchObject({ id: older.id, title: "Pricing plan v2", updatedAt: older.updatedAt });

    expect((await list(me.cookie)).map((c) => c.title)).toEqual([newer.title, "Pricing plan v2"]);
    await until(() => events.some((e) => e.type === "conversation.updated" && e.conversation?.title === "Pricing plan v2"));
    // The search index follows the title.
    const found = (await (await call("GET", "/api/conversations?q=pricing", { cookie: me.cookie })).json()) as { conversations: Summary[] };
    expect(found.conversations.map((c) => c.id)).toEqual([older.id]);
  });

  it.each([
    ["", "A title cannot be empty"],
    ["   \u200f ", "A title cannot be empty"],
    ["\u200b\ufeff\u00ad", "A title cannot be empty"],
    ["x".repeat(101), "A title must be at most 100 characters"],
    [42, "A title must be text"],
    [undefined, "A title is required"],
  ])("refuses %j with a clear message and changes nothing", async (title, message) => {
    const me = await signedInUser("rename-bad");
    const saved = await save(me.cookie, "Keep this title");
    const response = await rename(me.cookie, saved.id, title);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "validation_error",
      message,
      // A body without a title is refused as a whole, so no field is named.
      ...(title !== undefined && { fields: { title: message } }),
    });
    expect((await list(me.cookie)).map((c) => c.title)).toEqual(["Keep this title"]);
  });

  it("accepts exactly 100 characters, counted as characters not UTF-16 units", async () => {
    const me = await signedInUser("rename-edge");
    const saved = await save(me.cookie, "Edge");
    const title = "🚀".repeat(100);
    expect((await rename(me.cookie, saved.id, title)).status).toBe(200);
    expect((await list(me.cookie))[0]!.title).toBe(title);
  });

  it("answers another user's conversation like an unknown one, and changes nothing", async () => {
    const owner = await signedInUser("rename-owner");
    const other = await signedInUser("rename-other");
    const saved = await save(owner.cookie, "Owner's title");

    const foreign = await rename(other.cookie, saved.id, "Hijacked");
    const unknown = await rename(other.cookie, "nosuchconversation", "Hijacked");
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await list(owner.cookie)).map((c) => c.title)).toEqual(["Owner's title"]);
  });

  it("requires a session and the same origin", async () => {
    const me = await signedInUser("rename-auth");
    const saved = await save(me.cookie, "Mine");
    expect((await call("PATCH", `/api/conversations/${saved.id}`, { body: { title: "x" } })).status).toBe(401);
    const crossSite = await call("PATCH", `/api/conversations/${saved.id}`, {
      cookie: me.cookie,
      body: { title: "x" },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await list(me.cookie)).map((c) => c.title)).toEqual(["Mine"]);
  });

  it("answers fuzzed bodies and ids with a success or a clear 4xx", { timeout: 60_000 }, async () => {
    const me = await signedInUser("rename-fuzz");
    const saved = await save(me.cookie, "Fuzz me");
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        bodiesFor(renameConversationRequestSchema),
        fc.oneof(fc.constant(saved.id), fc.string({ minLength: 1, maxLength: 80 })),
        async (body, id) => {
          const response = await call("PATCH", `/api/conversations/${encodeURIComponent(id)}`, { cookie: me.cookie, body });
          statuses.add(response.status);
          expect(response.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
          if (response.status >= 400)
            expect(((await response.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60, examples: [[{ title: "Fine" }, saved.id]] },
    );
    expect(statuses.has(200)).toBe(true);
  });
});
