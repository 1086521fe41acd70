// Builds, migrates and serves the production build of the app with local D1/R2/DO through
// wrangler, fully offline. Shared by `npm start`, the end-to-end tests and the benchmarks.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { workerSocketUrl } from "./worker-socket.mjs";
import { fileURLToPath } from "node:url";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

// No telemetry, no Cloudflare account: everything stays on this machine. Miniflare would also
// download a sample `Request.cf` object from workers.cloudflare.com at start-up (and print an error
// stack offline); CLOUDFLARE_CF_FETCH_ENABLED=false makes it use its built-in placeholder instead.
const offlineEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: process.env.CI ?? "true" };

/** How an npx command runs: in the project, offline; quiet holds its output back. */
const npxOptions = ({ quiet, env }) => ({
  cwd: projectRoot,
  env: { ...offlineEnv, ...env },
  stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
});

/** A failed npx command, its held-back output printed in full first, so an error reads exactly as the tool wrote it. */
function npxFailure(args, status, quiet, output) {
  if (quiet) process.stderr.write(output);
  return new Error(`npx ${args.join(" ")} failed with exit code ${status}`);
}

/** Runs an npx command to its end. */
function npx(args, { quiet = false, env = {} } = {}) {
  const result = spawnSync("npx", args, { ...npxOptions({ quiet, env }), maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw npxFailure(args, result.status, quiet, `${result.stdout ?? ""}${result.stderr ?? ""}`);
}

/** Runs an npx command while the caller goes on; resolves when it has succeeded. `signal` stops it. */
function npxInBackground(args, { quiet = false, env = {}, signal } = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn("npx", args, { ...npxOptions({ quiet, env }), signal });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("close", (status) => (status === 0 ? resolveRun() : reject(npxFailure(args, status, quiet, output))));
  });
}

const BUILD = ["react-router", "build"];
// The build `npm run build` makes, with React's production build, even when the caller runs with
// NODE_ENV=test (vitest sets it, and Vite would then bundle React's development build).
const BUILD_ENV = { NODE_ENV: "production" };

export function buildApp({ quiet = false } = {}) {
  npx(BUILD, { quiet, env: BUILD_ENV });
}

/** The same build, made while the caller goes on (`npm test` makes it beside the first two layers). */
export function buildAppInBackground({ quiet = false, signal } = {}) {
  return npxInBackground(BUILD, { quiet, env: BUILD_ENV, signal });
}

const migrateArgs = (persistTo) => [
  "wrangler",
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  ...(persistTo ? ["--persist-to", persistTo] : []),
];

export function migrateLocal({ persistTo, quiet = false } = {}) {
  npx(migrateArgs(persistTo), { quiet });
}

/** The same migrations, applied while the caller goes on. */
export function migrateLocalInBackground({ persistTo, quiet = false, signal } = {}) {
  return npxInBackground(migrateArgs(persistTo), { quiet, signal });
}

export function findFreePort(host = "127.0.0.1") {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** What workerd says when the port it was given was taken between findFreePort and its own bind. */
const PORT_TAKEN = /Address already in use/;

/**
 * Runs `start(port)` on a free port, and again on a new one (up to `attempts` in all) when the
 * port was taken before the server bound it: findFreePort's port is free when it answers, and
 * several servers starting at once (or any outgoing connection) may take it in the moment between.
 * Any other failure is thrown at once.
 */
export async function onFreePort(start, { attempts = 3, freePort = findFreePort } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= attempts || !PORT_TAKEN.test(String(error?.message))) throw error;
    }
  }
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Serves the already-built app. `vars` override wrangler vars (e.g. the offline model's delay;
 * APP_ORIGIN defaults to the served address);
 * `logFile` (with `quiet`) also appends the server output to that file, and `onOutput` receives it.
 * Resolves once /api/health answers, with what it reported (`health`); `stop()` ends the server;
 * `workerUrl()` finds the Worker's own socket behind wrangler's proxy (null when it cannot).
 */
export async function serveBuiltApp({
  port,
  host = "127.0.0.1",
  persistTo,
  vars = {},
  quiet = false,
  timeoutMs = 60_000,
  logFile,
  onOutput,
}) {
  // A free devtools port too: the default (9229) is taken as soon as a second server runs.
  const inspectorPort = await findFreePort();
  const args = [
    "wrangler",
    "dev",
    "--local",
    "--port",
    String(port),
    "--ip",
    host,
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
  ];
  if (persistTo) args.push("--persist-to", persistTo);
  // OAuth callbacks are built from APP_ORIGIN, never from the Host header: by default, the address served here.
  for (const [key, value] of Object.entries({ APP_ORIGIN: `http://${host}:${port}`, ...vars })) args.push("--var", `${key}:${value}`);
  const child = spawn("npx", args, {
    cwd: projectRoot,
    env: offlineEnv,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const logs = [];
  if (quiet) {
    child.stdout.on("data", (chunk) => logs.push(chunk.toString()));
    child.stderr.on("data", (chunk) => logs.push(chunk.toString()));
    if (onOutput) {
      child.stdout.on("data", onOutput);
      child.stderr.on("data", onOutput);
    }
    // Tests read the Worker's log lines (e.g. the 404 log) from this file.
    if (logFile) {
      const appendLog = (chunk) => {
        try {
          appendFileSync(logFile, chunk);
        } catch {
          // The log's folder was removed after stop(); late output from a shutting-down server is dropped.
        }
      };
      child.stdout.on("data", appendLog);
      child.stderr.on("data", appendLog);
    }
  }
  const url = `http://${host}:${port}`;
  const stop = () =>
    new Promise((resolveStop) => {
      if (child.exitCode !== null) return resolveStop();
      child.once("exit", () => resolveStop());
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        resolveStop();
      }
    });
  let health;
  try {
    health = await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${logs.join("").slice(-4000)}`);
  }
  // Our Worker's own socket behind wrangler's proxy, found on demand (scripts/lib/worker-socket.mjs).
  return { url, stop, logs, health, workerUrl: () => workerSocketUrl(child.pid, host) };
}
