// A prototype test taken by a crowd (docs/product.md#prototype-tests), on one local server: 200
// testers, each on a network of their own, open /t/{address}, start a session and send a batch of
// their events every 5 s for 60 s, as the tester page does; some batches are sent again (a retry
// after a lost answer, with the same batch id) and some again inside a later batch (a beacon
// carrying events already sent). Budget: no answer but the expected 2xx, every event stored
// exactly once (the owner's events CSV against the events sent), and the owner's results exactly
// what the sent events imply (outcomes, testers, misclicks, ease, paths and clicks per screen).
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { ms, summarize } from "./measure.mjs";
import {
  createBenchTest,
  droppedWhy,
  expectedResults,
  fetchResults,
  resultDifferences,
  sendBatch,
  startTester,
  storedEventRows,
  testerIp,
  testerSession,
} from "./prototype-test-setup.mjs";

const TESTERS = 200;
const BATCH_EVERY_MS = 5_000;
const BATCHES = 12;
const SPAN_MS = BATCH_EVERY_MS * BATCHES;
const sleep = (msToWait) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** Which of a tester's batches are sent twice with the same id, and which are sent again inside the next one. */
const retried = (n, k) => n % 4 === 0 && (k === 3 || k === 8);
const carriedOver = (n, k) => n % 10 === 1 && k % 3 === 1;

export async function runPrototypeTestLoad(ctx) {
  const server = await ctx.server();
  const { account, address, testPath } = await createBenchTest(server.url, { label: "load" });
  // Testers talk to the Worker's own socket: wrangler's dev-only proxy in front of it loses POSTs
  // on this 5 s beat (scripts/lib/worker-socket.mjs); through it, should it not be found.
  const workerUrl = await server.workerUrl();
  const url = workerUrl ?? server.url;
  const errors = [];
  const latencies = [];
  const counted = { sessions: 0, batches: 0, resent: 0, carried: 0, dropped: 0 };
  const planned = Array.from({ length: TESTERS }, (_, n) => testerSession(n, SPAN_MS - 1_000));
  const sessionIds = new Array(TESTERS);

  const started = performance.now();
  await Promise.all(
    planned.map(async ({ events }, n) => {
      let session;
      try {
        session = await startTester(url, address, testerIp(31, n));
      } catch (error) {
        errors.push(`starting tester ${n}: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ""}`);
        return;
      }
      counted.sessions += 1;
      counted.dropped += session.dropped;
      sessionIds[n] = session.sessionId;
      let sent = 0;
      let previous = [];
      for (let k = 1; k <= BATCHES; k++) {
        await sleep(Math.max(0, session.startedAt + k * BATCH_EVERY_MS - performance.now()));
        const due = events.filter((event) => event.seq >= sent && event.at <= k * BATCH_EVERY_MS);
        if (due.length === 0) continue;
        sent += due.length;
        const batch = carriedOver(n, k - 1) ? [...previous, ...due] : due;
        if (batch.length > due.length) counted.carried += 1;
        previous = due;
        const sends = retried(n, k) ? 2 : 1;
        for (let attempt = 0; attempt < sends; attempt++) {
          const start = performance.now();
          const { status, text, dropped } = await sendBatch(url, address, session, `b${k}`, batch);
          counted.dropped += dropped;
          latencies.push(performance.now() - start);
          counted.batches += 1;
          if (attempt > 0) counted.resent += 1;
          if (status !== 200) errors.push(`batch ${k} of tester ${n}: ${status} ${text.slice(0, 120)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const eventsSent = planned.reduce((sum, { events }) => sum + events.length, 0);
  const stored = await storedEventRows(account, testPath);
  const sentKeys = planned.flatMap(({ events }, n) => (sessionIds[n] ? events.map((event) => `${sessionIds[n]}#${event.seq}`) : []));
  const missing = sentKeys.filter((key) => !stored.counts.has(key)).length;
  const twice = [...stored.counts.values()].filter((count) => count > 1).length;
  const differences = resultDifferences(await fetchResults(account, testPath), expectedResults(planned.map(({ expected }) => expected)));

  const latency = summarize(latencies);
  console.log(
    `\nPrototype test on 127.0.0.1 (/t/${address}): ${TESTERS} testers from ${TESTERS} networks, a batch every ${BATCH_EVERY_MS / 1000} s for ${SPAN_MS / 1000} s, ${workerUrl ? "to the Worker's own socket" : "through wrangler's proxy (the Worker's socket was not found)"}\n`,
  );
  console.table([
    {
      testers: TESTERS,
      "sessions started": counted.sessions,
      "batches sent": counted.batches,
      "sent twice (same id)": counted.resent,
      "carried into the next": counted.carried,
      "no answer, sent again": counted.dropped,
      errors: errors.length,
      "events sent": eventsSent,
      "CSV rows": stored.rows,
      "stored twice": twice,
      missing,
      "results differences": differences.length,
      seconds: seconds.toFixed(1),
      "batch p50 / p95": `${ms(latency.p50)} / ${ms(latency.p95)}`,
    },
  ]);
  for (const [why, count] of droppedWhy) console.log(`  no answer, sent again: ${count} × ${why}`);
  for (const line of [...new Set(errors)].slice(0, 5)) console.log(`  error: ${line}`);
  for (const line of differences.slice(0, 10)) console.log(`  results differ: ${line}`);
  console.log("");
  return (
    errors.length === 0 &&
    counted.sessions === TESTERS &&
    stored.rows === eventsSent &&
    missing === 0 &&
    twice === 0 &&
    differences.length === 0
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runPrototypeTestLoad(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
