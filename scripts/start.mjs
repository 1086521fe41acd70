// `npm start`: apply local D1 migrations, build, and serve the production build offline.
// PORT and HOST override the address (default http://127.0.0.1:8787); APP_ORIGIN, the public
// origin OAuth callbacks use, follows them unless set (e.g. behind a proxy or with HOST=0.0.0.0).
import { buildApp, migrateLocal, serveBuiltApp } from "./lib/app-server.mjs";

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? "127.0.0.1";

buildApp();
migrateLocal();
const server = await serveBuiltApp({ port, host, vars: process.env.APP_ORIGIN ? { APP_ORIGIN: process.env.APP_ORIGIN } : {} });
console.log(`\n  UX Twin is running at ${server.url}  (offline model, local D1/R2/Durable Objects)\n`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
