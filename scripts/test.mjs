// `npm test`: the unit, integration and end-to-end layers, one after another; the first failing
// layer fails it (tests/README.md). The end-to-end layer's build does not depend on the first two
// layers, which leave part of the machine's cores idle, so it is made beside them and the e2e
// setup is told it is ready (E2E_APP_BUILT) instead of building again.
import { spawn } from "node:child_process";
import { buildAppInBackground, projectRoot } from "./lib/app-server.mjs";

/** Runs one layer (an npm script) with its output as it comes; resolves with its exit code. */
function runLayer(script, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn("npm", ["run", "--silent", script], { cwd: projectRoot, stdio: "inherit", env: { ...process.env, ...env } });
    child.once("close", (status) => resolveRun(status ?? 1));
  });
}

// Caught here so a failed build is reported after the layer that runs beside it, not over its output.
const stopBuild = new AbortController();
const build = buildAppInBackground({ quiet: true, signal: stopBuild.signal }).then(
  () => null,
  (error) => error,
);

for (const layer of ["test:unit", "test:integration"]) {
  const status = await runLayer(layer);
  if (status !== 0) {
    stopBuild.abort();
    process.exit(status);
  }
}
const buildError = await build;
if (buildError) {
  console.error(buildError.message);
  process.exit(1);
}
process.exit(await runLayer("test:e2e", { E2E_APP_BUILT: "1" }));
