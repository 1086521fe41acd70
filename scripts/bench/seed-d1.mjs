// Seeding a bench part's local D1 straight with SQL (through `wrangler d1 execute`), for data
// sets too large to create through the API in reasonable time. Run it while no server is using
// that D1: a running wrangler dev drops its connections when triggers fill tables behind it.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { indexedWords } from "../../db/search-text.ts";
import { projectRoot } from "../lib/app-server.mjs";

export const newRowId = () => randomBytes(20).toString("hex");

const quote = (value) => (value === null ? "NULL" : typeof value === "number" ? value : `'${String(value).replaceAll("'", "''")}'`);

/** INSERT statements of at most 100 rows each (`rows` are value arrays in `columns` order). */
export function insertRows(table, columns, rows) {
  const statements = [];
  for (let i = 0; i < rows.length; i += 100) {
    statements.push(
      `INSERT INTO ${table} (${columns.join(",")}) VALUES\n${rows
        .slice(i, i + 100)
        .map((row) => `(${row.map(quote).join(",")})`)
        .join(",\n")};`,
    );
  }
  return statements;
}

/**
 * INSERT statements for the search index rows of seeded titles (`[conversationId, title]`) and
 * messages (`[messageId, conversationId, content]`) of one user, written the way the app writes
 * them (db/search-text.ts): seeded data is searched like saved data.
 */
export function searchIndexRows(userId, titles, messages) {
  return insertRows(
    "search_words",
    ["words", "conversation_id", "row_key"],
    [
      ...titles.map(([conversationId, title]) => [indexedWords(userId, title), conversationId, conversationId]),
      ...messages.map(([messageId, conversationId, content]) => [indexedWords(userId, content), conversationId, messageId]),
    ],
  );
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

/**
 * The local D1 at `persistTo` opened as a plain SQLite file (node:sqlite, Node 22+), for data sets
 * too large for one `wrangler d1 execute` file (a million conversations are gigabytes of SQL
 * text): prepared statements, no quoting, no process per chunk. Only while no server uses that
 * D1; the schema's triggers and foreign keys apply as they do in D1.
 */
export async function openLocalD1(persistTo) {
  const { DatabaseSync } = await import("node:sqlite");
  const dir = join(persistTo, "v3/d1/miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one local D1 database in ${dir}, found ${files.length}`);
  const path = join(dir, files[0]);
  const db = new DatabaseSync(path);
  db.exec("PRAGMA foreign_keys = ON");
  return { db, path };
}

/** An id shaped like the app's (db/ids.ts: 160 random bits, lower-case base32), so index pages see the same keys. */
export const newAppId = () => encodeBase32LowerCaseNoPadding(randomBytes(20));

/** One search index row (`[words, conversationId, rowKey]`) written as searchIndexRows writes it, for prepared statements. */
export const searchIndexValues = (userId, text, conversationId, rowKey) => [indexedWords(userId, text), conversationId, rowKey];
