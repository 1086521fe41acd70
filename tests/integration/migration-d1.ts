import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

/** What a migration made that has to be dropped by name: indexes go with their tables. */
type SchemaItem = { type: "trigger" | "view" | "table"; name: string; sql: string };

const schemaItems = async (db: D1Database) =>
  (
    await db
      .prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
      )
      .all<SchemaItem>()
  ).results;

/** The tables each table's foreign keys point at (D1 refuses the pragma as a table function). */
async function parentsOf(db: D1Database, tables: SchemaItem[]) {
  if (tables.length === 0) return new Map<string, string[]>();
  const lists = await db.batch<{ table: string }>(
    tables.map((table) => db.prepare(`PRAGMA foreign_key_list("${table.name.replaceAll('"', '""')}")`)),
  );
  return new Map(tables.map((table, i) => [table.name, lists[i]!.results.map((key) => key.table)]));
}

const dropOf = (db: D1Database, item: SchemaItem) =>
  db.prepare(`DROP ${item.type.toUpperCase()} IF EXISTS "${item.name.replaceAll('"', '""')}"`);

/**
 * Drops everything, so a file starts from an empty database even when its worker ran it before.
 * SQLite refuses to drop a table while something still names one already gone, so triggers and
 * views go first; then virtual tables, which take their shadow tables with them (those refuse to
 * be dropped on their own); then each table after every table whose foreign keys point at it.
 */
async function emptyD1(db: D1Database) {
  const items = await schemaItems(db);
  const first = items.filter((item) => item.type !== "table" || /^CREATE VIRTUAL TABLE/i.test(item.sql));
  first.sort((a, b) => Number(a.type === "table") - Number(b.type === "table"));
  if (first.length > 0) await db.batch(first.map((item) => dropOf(db, item)));
  let tables = await schemaItems(db);
  const parents = await parentsOf(db, tables);
  const ordered: SchemaItem[] = [];
  while (tables.length > 0) {
    const pointedAt = (table: SchemaItem) => tables.some((child) => child !== table && parents.get(child.name)!.includes(table.name));
    const free = tables.filter((table) => !pointedAt(table));
    // A cycle of foreign keys: drop the rest together, checked at the end of the batch.
    const next = free.length > 0 ? free : tables;
    ordered.push(...next);
    tables = tables.filter((table) => !next.includes(table));
  }
  if (ordered.length > 0) await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...ordered.map((item) => dropOf(db, item))]);
}

/**
 * A D1 binding of the file's own (vitest.config.ts), emptied, for testing a migration against
 * rows saved before it: `apply` runs the migrations from migrations/ whose file names pass the
 * test, in order, each as one batch as `wrangler d1 migrations apply` does. Each file has its own
 * binding because the two integration workers may run two of these files at once.
 */
export async function openMigrationD1(db: D1Database) {
  await emptyD1(db);
  return {
    db,
    apply: (which: (name: string) => boolean) =>
      applyD1Migrations(
        db,
        env.TEST_MIGRATIONS.filter((migration) => which(migration.name)),
      ),
  };
}
