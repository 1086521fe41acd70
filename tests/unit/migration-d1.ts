import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getPlatformProxy, unstable_splitSqlQuery } from "wrangler";

const migrationsDir = fileURLToPath(new URL("../../migrations/", import.meta.url));
const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => ({ name, queries: unstable_splitSqlQuery(readFileSync(migrationsDir + name, "utf8")) }));

/**
 * wrangler's own local D1 with nothing persisted, for testing a migration against rows saved
 * before it: `apply` runs the migrations whose file names pass the test, in order, each as one
 * batch as `wrangler d1 migrations apply` does; `close` disposes of it.
 */
export async function openMigrationD1(label: string) {
  const configDir = mkdtempSync(join(tmpdir(), `ux-twin-${label}-`));
  const configPath = join(configDir, "wrangler.json");
  const config = {
    name: label,
    compatibility_date: "2026-10-01",
    d1_databases: [{ binding: "DB", database_name: label, database_id: label }],
  };
  writeFileSync(configPath, JSON.stringify(config));
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath, persist: false, remoteBindings: false, envFiles: [] });
  const db = proxy.env.DB;
  return {
    db,
    async apply(which: (name: string) => boolean) {
      for (const migration of migrations.filter((m) => which(m.name))) {
        await db.batch(migration.queries.map((query) => db.prepare(query)));
      }
    },
    async close() {
      await proxy.dispose();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
