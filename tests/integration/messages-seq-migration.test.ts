import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { openMigrationD1 } from "./migration-d1";

/**
 * The message-order migration against a local D1 of its own: rows saved before it existed
 * must come out numbered in the order they were said. The integration tests only ever see an
 * empty database migrated in one go, so this is the one place existing rows are upgraded.
 */
const beforeSeq = (name: string) => name < "0005";

let local: Awaited<ReturnType<typeof openMigrationD1>> | undefined;
let db: D1Database;

beforeAll(async () => {
  local = await openMigrationD1(env.MESSAGES_SEQ_MIGRATION_DB);
  db = local.db;
  await local.apply(beforeSeq);
  const message = db.prepare("INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)");
  await db.batch([
    db.prepare("INSERT INTO users (id, email) VALUES ('u', 'u@example.com')"),
    db.prepare("INSERT INTO conversations (id, user_id, title) VALUES ('a', 'u', 'A'), ('b', 'u', 'B')"),
    // Inserted out of time order, with a tie that only insertion order can break.
    message.bind("m1", "a", "user", "first", 1_000),
    message.bind("m3", "a", "user", "third", 3_000),
    message.bind("m2", "a", "assistant", "second", 2_000),
    message.bind("m4", "a", "assistant", "fourth, same millisecond as third", 3_000),
    message.bind("n1", "b", "user", "other chat", 500),
  ]);
  await local.apply((name) => !beforeSeq(name));
}, 60_000);

const numbered = async (conversationId: string) =>
  (await db.prepare("SELECT content, seq FROM messages WHERE conversation_id = ? ORDER BY seq").bind(conversationId).all()).results;

describe("the message-order migration", () => {
  it("numbers existing messages per conversation in the order they were saved", async () => {
    expect(await numbered("a")).toEqual([
      { content: "first", seq: 1 },
      { content: "second", seq: 2 },
      { content: "third", seq: 3 },
      { content: "fourth, same millisecond as third", seq: 4 },
    ]);
    expect(await numbered("b")).toEqual([{ content: "other chat", seq: 1 }]);
  });

  it("refuses a second message at the same position of a conversation", async () => {
    await expect(
      db.prepare("INSERT INTO messages (id, conversation_id, role, content, seq) VALUES ('dup', 'a', 'user', 'x', 2)").run(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it("still removes the messages with their conversation", async () => {
    await db.prepare("DELETE FROM conversations WHERE id = 'b'").run();
    expect(await numbered("b")).toEqual([]);
  });
});
