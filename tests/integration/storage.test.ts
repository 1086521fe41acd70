import { env } from "cloudflare:workers";
import { asc, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { conversations, messages, users } from "../../db/schema";

describe("D1 through drizzle, with the real migrations", () => {
  it("stores a user, a conversation and its messages and reads them back in order", async () => {
    const db = createDb(env.DB);
    const [user] = await db.insert(users).values({ email: "founder@example.com" }).returning();
    expect(user!.id).toMatch(/^[a-z2-7]{32}$/);

    const [conversation] = await db.insert(conversations).values({ userId: user!.id, title: "A marketplace for local makers" }).returning();
    await db.insert(messages).values([
      { conversationId: conversation!.id, role: "user", content: "Idea?", seq: 1, createdAt: new Date(1_000) },
      { conversationId: conversation!.id, role: "assistant", content: "Plan.", seq: 2, createdAt: new Date(2_000) },
    ]);

    const listed = await db.select().from(conversations).where(eq(conversations.userId, user!.id)).orderBy(desc(conversations.updatedAt));
    expect(listed.map((c) => c.title)).toEqual(["A marketplace for local makers"]);

    const thread = await db.select().from(messages).where(eq(messages.conversationId, conversation!.id)).orderBy(asc(messages.seq));
    expect(thread.map((m) => [m.role, m.content])).toEqual([
      ["user", "Idea?"],
      ["assistant", "Plan."],
    ]);
  });

  it("gives every row a different random id", async () => {
    const db = createDb(env.DB);
    const rows = await db
      .insert(users)
      .values([{ email: "a@example.com" }, { email: "b@example.com" }])
      .returning({ id: users.id });
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it("uses the indexes for the spec's list queries", async () => {
    const plan = async (sql: string) => JSON.stringify((await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all()).results);
    expect(await plan("SELECT * FROM conversations WHERE user_id = 'u' ORDER BY updated_at DESC")).toContain(
      "conversations_user_updated_idx",
    );
    expect(await plan("SELECT * FROM messages WHERE conversation_id = 'c' ORDER BY seq")).toContain("messages_conversation_seq_idx");
    // The history's page order (newest first, id breaking ties) needs no sort step either.
    expect(await plan("SELECT * FROM conversations WHERE user_id = 'u' ORDER BY updated_at DESC, id DESC LIMIT 21")).not.toContain(
      "TEMP B-TREE",
    );
  });
});

describe("R2", () => {
  it("puts and gets an object under a user's prefix", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await env.BUCKET.put("users/u1/screen.png", bytes, { httpMetadata: { contentType: "image/png" } });
    const object = await env.BUCKET.get("users/u1/screen.png");
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
  });
});
