// Seeding a bench part's local D1 straight with SQL (through `wrangler d1 execute`), for data
// sets too large to create through the API in reasonable time. Run it while no server is using
// that D1: a running wrangler dev drops its connections when triggers fill tables behind it.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { indexedWords } from "../../db/search-text.ts";
import { projectRoot } from "../lib/app-server.mjs";

export const newRowId = () => randomBytes(20).toString("hex");

const quote = (value) => (value === null ? "NULL" : typeof value === "number" ? value : `'${String(value).replaceAll("'", "''")}'`);

/** INSERT statements of at most 100 rows each (`rows` are value arrays in `columns` order). */
export function insertRows(table, columns, rows) {
  const statements = [];
  for (let i = 0; i < rows.length; i += 100) {
    statements.push(`INSERT INTO ${table} (${columns.join(",")}) VALUES\n${rows.slice(i, i + 100).map((row) => `(${row.map(quote).join(",")})`).join(",\n")};`);
  }
  return statements;
}

/**
 * INSERT statements for the search index rows of seeded titles (`[conversationId, title]`) and
 * messages (`[messageId, conversationId, content]`) of one user, written the way the app writes
 * them (db/search-text.ts): seeded data is searched like saved data.
 */
export function searchIndexRows(userId, titles, messages) {
  return insertRows("search_words", ["words", "conversation_id", "row_key"], [
    ...titles.map(([conversationId, title]) => [indexedWords(userId, title), conversationId, conversationId]),
    ...messages.map(([messageId, conversationId, content]) => [indexedWords(userId, content), conversationId, messageId]),
  ]);
}

/** Runs the statements against the local D1 persisted at `persistTo`; throws with wrangler's error output. */
export function executeLocalSql(statements, persistTo) {
  const file = join(tmpdir(), `ux-twin-bench-seed-${process.pid}-${Date.now()}.sql`);
  writeFileSync(file, statements.join("\n"));
  try {
    const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file], {
      cwd: projectRoot,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    });
    if (result.status !== 0) throw new Error(`seeding failed:\n${result.stderr.slice(-2000)}`);
  } finally {
    rmSync(file, { force: true });
  }
}
