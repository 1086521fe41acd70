// What the benchmark parts share in one `npm run bench`: one production build, one local
// server (loopback only, throw-away database) and one build of the empty React Router app.
// Everything is created on first use and removed by close().
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, findFreePort, migrateLocal, projectRoot, serveBuiltApp } from "../lib/app-server.mjs";
import { waitForUrl } from "./measure.mjs";

/**
 * Vars of the benchmark server: the offline model paces tokens at a fixed interval (the chat
 * overhead is measured against it; 20 ms = 50 tokens/s, about what a hosted 70B model streams)
 * and the daily AI quota and the per-address sign-up limit (every bench account signs up from
 * 127.0.0.1) are lifted so load runs never hit 429.
 */
export const BENCH_TOKEN_DELAY_MS = 20;
const BENCH_VARS = {
  OFFLINE_TOKEN_DELAY_MS: String(BENCH_TOKEN_DELAY_MS),
  AI_DAILY_REQUEST_LIMIT: "1000000",
  SIGN_UP_LIMIT_PER_HOUR: "1000000",
};

export function createBenchContext() {
  let built = false;
  let server;
  let emptyBuildDir;
  let emptyServer;
  const cleanups = [];

  return {
    build() {
      if (built) return;
      // BENCH_SKIP_BUILD=1 reuses build/ (e.g. right after `npm run build`, under the same lock).
      if (!(process.env.BENCH_SKIP_BUILD && existsSync(join(projectRoot, "build/server")))) buildApp({ quiet: true });
      built = true;
    },

    /** The app's production build under wrangler (local D1/R2/DO), started once. */
    async server() {
      if (server) return server;
      this.build();
      const persistTo = mkdtempSync(join(tmpdir(), "ux-twin-bench-"));
      cleanups.push(() => rmSync(persistTo, { recursive: true, force: true }));
      migrateLocal({ persistTo, quiet: true });
      const started = await serveBuiltApp({ port: await findFreePort(), persistTo, quiet: true, vars: BENCH_VARS });
      cleanups.unshift(() => started.stop());
      server = { url: started.url, persistTo, workerUrl: started.workerUrl };
      return server;
    },

    /** The empty React Router app's build directory (same Vite + React Router toolchain). */
    emptyAppBuild() {
      if (emptyBuildDir) return emptyBuildDir;
      // Inside node_modules/.cache, so its server build resolves react-router.
      const cacheDir = join(projectRoot, "node_modules/.cache");
      mkdirSync(cacheDir, { recursive: true });
      emptyBuildDir = mkdtempSync(join(cacheDir, "ux-twin-empty-app-"));
      cleanups.push(() => rmSync(emptyBuildDir, { recursive: true, force: true }));
      const result = spawnSync("npx", ["react-router", "build", join(projectRoot, "tests/fixtures/empty-app")], {
        cwd: projectRoot,
        env: { ...process.env, EMPTY_APP_BUILD_DIR: emptyBuildDir },
        stdio: ["ignore", "ignore", "inherit"],
      });
      if (result.status !== 0) throw new Error("building the empty React Router app failed");
      return emptyBuildDir;
    },

    /** The empty app served over HTTP on loopback by a separate Node process (SSR baseline). */
    async emptyAppServer() {
      if (emptyServer) return emptyServer;
      const buildDir = this.emptyAppBuild();
      const port = await findFreePort();
      const child = spawn(process.execPath, [join(projectRoot, "scripts/bench/empty-app-server.mjs"), buildDir, String(port)], {
        stdio: ["ignore", "ignore", "inherit"],
      });
      cleanups.unshift(
        () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")))),
      );
      emptyServer = { url: `http://127.0.0.1:${port}` };
      await waitForUrl(`${emptyServer.url}/`, 20_000);
      return emptyServer;
    },

    async close() {
      for (const cleanup of cleanups.splice(0)) {
        try {
          await cleanup();
        } catch (error) {
          console.error(`cleanup failed: ${error.message}`);
        }
      }
    },
  };
}
