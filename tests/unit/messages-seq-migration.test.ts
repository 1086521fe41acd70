import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getPlatformProxy, unstable_splitSqlQuery } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The message-order migration against a real (in-memory) local D1: rows saved before it existed
 * must come out numbered in the order they were said. The integration tests only ever see an
 * empty database migrated in one go, so this is the one place existing rows are upgraded.
 */
const migrationsDir = fileURLToPath(new URL("../../migrations/", import.meta.url));
const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => ({ name, queries: unstable_splitSqlQuery(readFileSync(migrationsDir + name, "utf8")) }));
const beforeSeq = (name: string) => name < "0005";

let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ DB: D1Database }>>> | undefined;
let db: D1Database;
const configDir = mkdtempSync(join(tmpdir(), "ux-twin-seq-migration-"));

async function apply(which: (name: string) => boolean) {
  for (const migration of migrations.filter((m) => which(m.name))) {
    await db.batch(migration.queries.map((query) => db.prepare(query)));
  }
}

beforeAll(async () => {
  // wrangler's own local D1 with nothing persisted, bound by a throwaway config of one database.
  const configPath = join(configDir, "wrangler.json");
  const config = { name: "seq-migration", compatibility_date: "2026-10-01", d1_databases: [{ binding: "DB", database_name: "seq", database_id: "seq" }] };
  writeFileSync(configPath, JSON.stringify(config));
  proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath, persist: false, remoteBindings: false, envFiles: [] });
  db = proxy.env.DB;
  await apply(beforeSeq);
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
  await apply((name) => !beforeSeq(name));
}, 60_000);

afterAll(async () => {
  await proxy?.dispose();
  rmSync(configDir, { recursive: true, force: true });
});

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
