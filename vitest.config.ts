import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { testerScriptPlugin } from "./scripts/lib/tester-script-plugin.mjs";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Unit files that use vi.mock: they run isolated (see the "unit-mocked" project). */
const UNIT_FILES_THAT_MOCK_MODULES = ["tests/unit/saved-result-fallback.test.ts"];

/** D1 bindings of the files that migrate step by step against rows saved before a migration. */
const MIGRATION_TEST_DATABASES = [
  "MESSAGES_SEQ_MIGRATION_DB",
  "RESULT_VERSIONS_MIGRATION_DB",
  "RUN_FIGURES_MIGRATION_DB",
  "SUMS_MIGRATION_DB",
];

/**
 * Three layers, which `npm test` overlaps (scripts/test.mjs):
 * - unit: pure logic in Node;
 * - integration: the Worker inside workerd with real local D1 (migrations applied), R2 and DOs;
 * - e2e: the built app served by wrangler, driven by headless Chromium.
 */
export default defineConfig({
  test: {
    fsModuleCache: false,
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          exclude: UNIT_FILES_THAT_MOCK_MODULES,
          environment: "node",
          // Pure logic that restores what it stubs: one module graph per worker instead of one per
          // file, which is most of this layer's time.
          isolate: false,
          // A hang guard, not a speed target: property tests and real scrypt hashes take seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        // vi.mock replaces a module for the whole worker, so these files keep a module graph of their own.
        resolve: { tsconfigPaths: true },
        test: {
          name: "unit-mocked",
          include: UNIT_FILES_THAT_MOCK_MODULES,
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./workers/app.ts",
            // Workers AI is remote-only; tests use the offline model and never touch the network.
            remoteBindings: false,
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // The offline model streams with no delay here: tests check behaviour, not pacing.
              // Tests create accounts freely; the sign-up limit has its own test with a low limit.
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fromRoot("./migrations")),
                OFFLINE_TOKEN_DELAY_MS: "0",
                SIGN_UP_LIMIT_PER_HOUR: "1000000",
                // Hundreds of accounts; auth-sign-up-in.test.ts checks the production cost.
                PASSWORD_HASHING: "fast-for-tests",
              },
              // One empty D1 per migration test (tests/integration/migration-d1.ts), besides the
              // shared DB that every migration is applied to.
              d1Databases: MIGRATION_TEST_DATABASES,
            },
          })),
          // The prototype tester's page carries its built script (workers/prototype-tests/tester-page.ts).
          testerScriptPlugin(),
        ],
        resolve: {
          tsconfigPaths: true,
          alias: {
            // The page build is exercised end to end; Worker tests only need the API.
            "virtual:react-router/server-build": fromRoot("./tests/fixtures/server-build-stub.ts"),
          },
        },
        test: {
          name: "integration",
          // One workerd and module graph per worker, not per file: most of this layer's time was
          // starting and transforming. Files share that worker's local D1, so every test makes its
          // own accounts and rows (auth-helpers.ts: uniqueEmail, uniqueAddress) and counts only those.
          isolate: false,
          // A hang guard, not a speed target: `npm test` runs this layer beside the e2e layer's Chromium.
          testTimeout: 30_000,
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
        },
      },
      {
        // The tests read the site's tool table (app/lib/features.ts), which is built from the tool folders.
        resolve: { tsconfigPaths: true },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/e2e/global-setup.ts"],
          // Hang guards, not speed targets: `npm test` runs the integration layer beside this one.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time against the one shared server. A file that needs other vars or a
          // log of its own starts its own server (tests/e2e/own-server.ts).
          fileParallelism: true,
          maxWorkers: 2,
          // A worker runs its files one after another in one process, so they share its Chromium
          // (launchBrowser in tests/e2e/browser.ts) instead of launching one each.
          isolate: false,
        },
      },
    ],
  },
});
