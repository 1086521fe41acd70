import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The real migrations from migrations/, the same files wrangler applies locally and on deploy.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
