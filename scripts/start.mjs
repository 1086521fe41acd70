// `npm start`: build, apply local D1 migrations, and serve the production build offline.
// PORT and HOST override the address (default http://127.0.0.1:8787); APP_ORIGIN, the public
// origin OAuth callbacks use, follows them unless set (e.g. behind a proxy or with HOST=0.0.0.0).
// One line per step, the address last; a step that fails prints its tool's whole output.
import { describeAiProvider } from "./lib/ai-provider-label.mjs";
import { buildApp, migrateLocal, serveBuiltApp } from "./lib/app-server.mjs";

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? "127.0.0.1";

function step(label, run) {
  process.stdout.write(`  ${label}…\n`);
  return run();
}

try {
  step("Building the app", () => buildApp({ quiet: true }));
  step("Applying local D1 migrations", () => migrateLocal({ quiet: true }));
  // The Worker's own log (requests, errors) follows the address once it is up.
  let ready = false;
  const server = await step("Starting the server", () =>
    serveBuiltApp({
      port,
      host,
      quiet: true,
      vars: process.env.APP_ORIGIN ? { APP_ORIGIN: process.env.APP_ORIGIN } : {},
      // The start-up health probe is logged late; it is not news to the reader.
      onOutput: (chunk) => {
        if (ready && !String(chunk).includes("/api/health")) process.stdout.write(chunk);
      },
    }),
  );
  const { label, note } = describeAiProvider(server.health?.aiProvider);
  if (note) console.log(`\n  ${note}`);
  console.log(`\n  UX Twin is running at ${server.url}  (${label}, local D1/R2/Durable Objects)\n`);
  ready = true;

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      await server.stop();
      process.exit(0);
    });
  }
} catch (error) {
  console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
