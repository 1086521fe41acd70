import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { openMigrationD1 } from "./migration-d1";

/**
 * The migration that moves saved results' versions out of their messages into rows of their own
 * (migrations/0013_result_versions.sql), against a real local D1 holding results saved the old
 * way: nothing may be lost, parts keep their order, the storage counters stay true.
 */
const beforeVersions = (name: string) => name < "0013";

let local: Awaited<ReturnType<typeof openMigrationD1>> | undefined;
let db: D1Database;

const parts = (n: number) => Array.from({ length: n }, (_, i) => `Use case ${i + 1}`);

beforeAll(async () => {
  local = await openMigrationD1(env.RESULT_VERSIONS_MIGRATION_DB);
  db = local.db;
  await local.apply(beforeVersions);
  const message = db.prepare("INSERT INTO messages (id, conversation_id, role, content, seq, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  const rows: D1PreparedStatement[] = [
    db.prepare("INSERT INTO users (id, email) VALUES ('u', 'u@example.com')"),
    db.prepare(
      "INSERT INTO conversations (id, user_id, title, tool) VALUES ('flow', 'u', 'Flow', 'generate-visual-flow'), ('chat', 'u', 'Chat', NULL), ('odd', 'u', 'Odd', 'ux-feedback')",
    ),
  ];
  // A Visual Flow result: the brief, Version 1 of 12 parts (more than fit one statement), a refine
  // with 2 parts, a note whose reply never came, and a restore of Version 1.
  let seq = 0;
  const add = (conversation: string, role: string, content: string) => {
    seq += 1;
    rows.push(message.bind(`${conversation}-${seq}`, conversation, role, content, seq, 1_000 + seq));
  };
  add("flow", "user", "App idea: a bakery app");
  for (const part of parts(12)) add("flow", "assistant", part);
  add("flow", "user", "Add a referral step");
  add("flow", "assistant", "Refined 1");
  add("flow", "assistant", "Refined 2");
  add("flow", "user", "A refine that failed");
  add("flow", "user", "Restored from Version 1");
  for (const part of parts(12)) add("flow", "assistant", part);
  add("flow", "user", "restored from version 2, please");
  add("flow", "assistant", "Lower case");
  add("flow", "user", "Restored from Version 1 and add a step");
  add("flow", "assistant", "Longer note");
  // Saved without a brief first: the app read the answers before and after it as one Version 1.
  seq = 0;
  add("odd", "assistant", "Answer before");
  add("odd", "user", "The brief");
  add("odd", "assistant", "Answer after");
  add("odd", "user", "Shorter");
  add("odd", "assistant", "Short");
  seq = 0;
  add("chat", "user", "Hello");
  add("chat", "assistant", "Hi there");
  await db.batch(rows);
  await local.apply((name) => !beforeVersions(name));
}, 60_000);

type Row = { number: number; note: string | null; restored_from: number | null; parts: string };

describe("moving saved results' versions into rows of their own", () => {
  it("keeps every version, its note and its parts in order, numbered as they were shown", async () => {
    const { results } = await db
      .prepare("SELECT number, note, restored_from, parts FROM result_versions WHERE conversation_id = 'flow' ORDER BY number")
      .all<Row>();
    expect(results.map((row) => ({ ...row, parts: JSON.parse(row.parts) as string[] }))).toEqual([
      { number: 1, note: null, restored_from: null, parts: parts(12) },
      { number: 2, note: "Add a referral step", restored_from: null, parts: ["Refined 1", "Refined 2"] },
      { number: 3, note: "Restored from Version 1", restored_from: 1, parts: parts(12) },
      // Only a note that is exactly "Restored from Version N" names a version.
      { number: 4, note: "restored from version 2, please", restored_from: null, parts: ["Lower case"] },
      { number: 5, note: "Restored from Version 1 and add a step", restored_from: null, parts: ["Longer note"] },
    ]);
  });

  it("reads a result whose first message was an answer as the app did: one Version 1 around the brief", async () => {
    const { results } = await db
      .prepare("SELECT number, note, parts FROM result_versions WHERE conversation_id = 'odd' ORDER BY number")
      .all<Row>();
    expect(results.map((row) => ({ ...row, parts: JSON.parse(row.parts) as string[] }))).toEqual([
      { number: 1, note: null, parts: ["Answer before", "Answer after"] },
      { number: 2, note: "Shorter", parts: ["Short"] },
    ]);
    expect((await db.prepare("SELECT content FROM messages WHERE conversation_id = 'odd'").all()).results).toEqual([
      { content: "The brief" },
    ]);
  });

  it("leaves a result its brief as its one message, and chats as they were", async () => {
    const messages = async (id: string) =>
      (await db.prepare("SELECT role, content FROM messages WHERE conversation_id = ? ORDER BY seq").bind(id).all()).results;
    expect(await messages("flow")).toEqual([{ role: "user", content: "App idea: a bakery app" }]);
    expect(await messages("chat")).toEqual([
      { role: "user", content: "Hello" },
      { role: "assistant", content: "Hi there" },
    ]);
    expect(await db.prepare("SELECT count(*) AS n FROM result_versions WHERE conversation_id = 'chat'").first("n")).toBe(0);
  });

  it("counts the versions in the account's and the result's storage, and gives them back when the result goes", async () => {
    const counted = await db.prepare("SELECT storage_bytes FROM users WHERE id = 'u'").first<number>("storage_bytes");
    const actual = await db
      .prepare(
        `SELECT 3 * 512
          + (SELECT sum(length(CAST(content AS BLOB)) + 64) FROM messages)
          + (SELECT sum(length(CAST(parts AS BLOB)) + coalesce(length(CAST(note AS BLOB)), 0) + 64) FROM result_versions) AS bytes`,
      )
      .first<number>("bytes");
    expect(counted).toBe(actual);
    await db.batch([db.prepare("DELETE FROM conversations WHERE id = 'flow'"), db.prepare("DELETE FROM conversations WHERE id = 'odd'")]);
    expect(await db.prepare("SELECT count(*) AS n FROM result_versions").first("n")).toBe(0);
    const left = await db.prepare("SELECT storage_bytes, storage_items FROM users WHERE id = 'u'").first();
    expect(left).toEqual({ storage_bytes: 512 + (5 + 64) + (8 + 64), storage_items: 1 });
  });

  it("marks the owner's search to index the versions' words", async () => {
    expect(await db.prepare("SELECT search_backfill FROM users WHERE id = 'u'").first("search_backfill")).toBe("");
  });
});
