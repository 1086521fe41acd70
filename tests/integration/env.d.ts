declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    // Each migration test's own database (vitest.config.ts, migration-d1.ts).
    MESSAGES_SEQ_MIGRATION_DB: D1Database;
    RESULT_VERSIONS_MIGRATION_DB: D1Database;
    RUN_FIGURES_MIGRATION_DB: D1Database;
    SUMS_MIGRATION_DB: D1Database;
  }
}
