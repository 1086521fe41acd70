import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by wrangler (locally, in tests and on deploy).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/index.ts",
  out: "./migrations",
});
