import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Database } from "../../db/client";
import {
  appendMessages,
  createConversation,
  deleteConversation,
  deleteEmptyConversations,
  getConversation,
  getSharedConversation,
  listConversations,
  setShareId,
} from "../../db/queries/conversations";
import { conversations, users } from "../../db/schema";

let db: Database;
let alice: string;
let bob: string;

beforeEach(async () => {
  db = createDb(env.DB);
  const rows = await db
    .insert(users)
    .values([{ email: `alice-${crypto.randomUUID()}@example.com` }, { email: `bob-${crypto.randomUUID()}@example.com` }])
    .returning({ id: users.id });
  alice = rows[0]!.id;
  bob = rows[1]!.id;
});

describe("conversation queries", () => {
  it("saves a conversation and its messages together, titled by its first 50 characters cut at a word", async () => {
    const first = "I want to build a marketplace that connects local makers with nearby buyers";
    const saved = await createConversation(db, alice, [
      { role: "user", content: first },
      { role: "assistant", content: "Great idea." },
    ]);
    expect(saved.title).toBe("I want to build a marketplace that connects local…");
    const loaded = await getConversation(db, alice, saved.id);
    expect(loaded?.messages.map((m) => m.content)).toEqual([first, "Great idea."]);
  });

  it("appends later exchanges in order and moves the conversation to the top of the list", async () => {
    const older = await createConversation(db, alice, [{ role: "user", content: "older" }]);
    const newer = await createConversation(db, alice, [{ role: "user", content: "newer" }]);
    expect((await listConversations(db, alice)).map((c) => c.id)).toEqual([newer.id, older.id]);

    await new Promise((r) => setTimeout(r, 5));
    await appendMessages(db, alice, older.id, [
      { role: "user", content: "follow-up" },
      { role: "assistant", content: "answer" },
    ]);
    expect((await listConversations(db, alice)).map((c) => c.id)).toEqual([older.id, newer.id]);
    const loaded = await getConversation(db, alice, older.id);
    expect(loaded?.messages.map((m) => m.content)).toEqual(["older", "follow-up", "answer"]);
  });

  it("pages through a long history without repeats or gaps", async () => {
    for (let i = 0; i < 7; i++) await createConversation(db, alice, [{ role: "user", content: `chat ${i}` }]);
    const seen: string[] = [];
    let before: { updatedAt: Date; id: string } | undefined;
    for (;;) {
      const page = await listConversations(db, alice, { limit: 3, before });
      if (page.length === 0) break;
      seen.push(...page.map((c) => c.title));
      before = page.at(-1)!;
    }
    expect(seen).toEqual(["chat 6", "chat 5", "chat 4", "chat 3", "chat 2", "chat 1", "chat 0"]);
  });

  it("never lets one user read, append to, share or delete another user's conversation", async () => {
    const mine = await createConversation(db, alice, [{ role: "user", content: "private" }]);
    expect(await getConversation(db, bob, mine.id)).toBeNull();
    expect(await appendMessages(db, bob, mine.id, [{ role: "user", content: "intrusion" }])).toBeNull();
    expect(await setShareId(db, bob, mine.id, "x".repeat(26))).toBeNull();
    expect(await deleteConversation(db, bob, mine.id)).toBeNull();
    expect(await listConversations(db, bob)).toEqual([]);
    expect((await getConversation(db, alice, mine.id))?.messages).toHaveLength(1);
  });

  it("deletes only the user's conversations that have no messages", async () => {
    const [emptyMine] = await db.insert(conversations).values({ userId: alice, title: "empty" }).returning();
    const [emptyTheirs] = await db.insert(conversations).values({ userId: bob, title: "empty" }).returning();
    const full = await createConversation(db, alice, [{ role: "user", content: "hello" }]);

    expect(await deleteEmptyConversations(db, alice)).toEqual([emptyMine!.id]);
    expect((await listConversations(db, alice)).map((c) => c.id)).toEqual([full.id]);
    expect((await listConversations(db, bob)).map((c) => c.id)).toEqual([emptyTheirs!.id]);
  });

  it("serves a shared conversation by its link id until the link is revoked", async () => {
    const saved = await createConversation(db, alice, [{ role: "user", content: "share me" }]);
    await setShareId(db, alice, saved.id, "share-link-id-123");
    expect((await getSharedConversation(db, "share-link-id-123"))?.messages[0]?.content).toBe("share me");
    await setShareId(db, alice, saved.id, null);
    expect(await getSharedConversation(db, "share-link-id-123")).toBeNull();
  });

  it("removes the messages with their conversation", async () => {
    const saved = await createConversation(db, alice, [{ role: "user", content: "bye" }]);
    expect(await deleteConversation(db, alice, saved.id)).toEqual({ productId: null });
    const left = await env.DB.prepare("SELECT count(*) AS n FROM messages WHERE conversation_id = ?").bind(saved.id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
