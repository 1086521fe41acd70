// `npm test`: the unit, integration and end-to-end layers, one after another; the first failing
// layer fails it (tests/README.md). The end-to-end layer's build and migrated database do not
// depend on the first two layers, which leave part of the machine's cores idle, so they are made
// beside them and handed to the e2e setup (E2E_APP_BUILT, E2E_MIGRATED_DATABASE).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { buildAppInBackground, migrateLocalInBackground, projectRoot } from "./lib/app-server.mjs";
import { makeScratchDir } from "./lib/scratch-dir.mjs";

/** Runs one layer (an npm script) with its output as it comes; resolves with its exit code. */
function runLayer(script, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn("npm", ["run", script], { cwd: projectRoot, stdio: "inherit", env: { ...process.env, ...env } });
    child.once("close", (status) => resolveRun(status ?? 1));
  });
}

const migratedDatabase = makeScratchDir("ux-twin-e2e-migrated-");
const stopPreparing = new AbortController();
const finish = (status) => {
  stopPreparing.abort();
  rmSync(migratedDatabase, { recursive: true, force: true });
  process.exit(status);
};
// Caught here so a failure is reported after the layers that run beside it, not over their output.
const preparing = Promise.all([
  buildAppInBackground({ quiet: true, signal: stopPreparing.signal }),
  migrateLocalInBackground({ persistTo: migratedDatabase, quiet: true, signal: stopPreparing.signal }),
]).then(
  () => null,
  (error) => error,
);

for (const layer of ["test:unit", "test:integration"]) {
  const status = await runLayer(layer);
  if (status !== 0) finish(status);
}
const preparingError = await preparing;
if (preparingError) {
  console.error(preparingError.message);
  finish(1);
}
finish(await runLayer("test:e2e", { E2E_APP_BUILT: "1", E2E_MIGRATED_DATABASE: migratedDatabase }));
