import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error -- plain ESM helper shared with `npm start` and the benchmarks.
import { findFreePort, serveBuiltApp } from "../../scripts/lib/app-server.mjs";
import { inject } from "vitest";
// @ts-expect-error -- plain ESM helper shared with `npm test`.
import { makeScratchDir } from "../../scripts/lib/scratch-dir.mjs";

export type OwnServer = {
  url: string;
  /** The server's stdout and stderr (the Worker's console lines). */
  logFile: string;
  stop: () => Promise<void>;
};

/**
 * The build the e2e setup made, served a second time with vars of a file's own (a low quota, a
 * small output limit) and a throw-away copy of the migrated database; `stop()` ends it and
 * removes the copy.
 */
export async function startOwnServer(label: string, vars: Record<string, string>): Promise<OwnServer> {
  const persistTo = makeScratchDir(`ux-twin-${label}-`);
  try {
    cpSync(inject("migratedDatabase"), persistTo, { recursive: true });
    const logFile = join(persistTo, "server.log");
    const server = await serveBuiltApp({
      port: await findFreePort(),
      persistTo,
      quiet: true,
      logFile,
      vars: { SIGN_UP_LIMIT_PER_HOUR: "1000000", PASSWORD_HASHING: "fast-for-tests", ...vars },
    });
    return {
      url: server.url,
      logFile,
      stop: async () => {
        await server.stop();
        rmSync(persistTo, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(persistTo, { recursive: true, force: true });
    throw error;
  }
}
