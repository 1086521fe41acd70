// The owner's results of a prototype test as it fills (docs/product.md#prototype-tests): two
// tests of five tasks, one taken by 50 testers and one by 500, every session seeded through the
// public routes (page, session, one batch of its events) from networks of their own; then
// GET …/results timed on loopback for each, sequentially after a warm-up, with the server's own
// split of its time (Server-Timing: D1, aggregating, serializing). Budget: p95 ≤ 300 ms at
// 500 sessions, and at most twice the p95 at 50 (the results must not grow with the sessions
// faster than the work they add); both answers exactly what the seeded events imply.
import { pathToFileURL } from "node:url";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, summarize, timeSequential } from "./measure.mjs";
import {
  createBenchTest,
  expectedResults,
  fetchResults,
  resultDifferences,
  sendBatch,
  startTester,
  testerIp,
  testerSession,
} from "./prototype-test-setup.mjs";

const SIZES = [50, 500];
const P95_BUDGET_MS = 300;
const GROWTH_BUDGET = 2;
const REQUESTS = 40;
const WARMUP = 5;
/** Sessions seeded at once. */
const CONCURRENCY = 25;
/** Each seeded session's events span this much of its clock (within the server's future allowance). */
const SPAN_MS = 30_000;
/** The answer's Server-Timing phases (workers/api/server-timing.ts), in the order they are printed. */
const PHASES = ["d1", "aggregate", "serialize", "total"];

/** Each phase's milliseconds in a Server-Timing header ("d1;dur=12.0, aggregate;dur=3.0, …"). */
function serverPhases(header) {
  return Object.fromEntries([...(header ?? "").matchAll(/([\w-]+);dur=([\d.]+)/g)].map(([, name, dur]) => [name, Number(dur)]));
}

/** n testers take the test, `CONCURRENCY` at a time, each sending all of their events in one batch. */
async function seed(url, address, n, block) {
  const planned = Array.from({ length: n }, (_, i) => testerSession(i, SPAN_MS));
  for (let next = 0; next < n; next += CONCURRENCY)
    await Promise.all(
      planned.slice(next, next + CONCURRENCY).map(async ({ events }, k) => {
        const session = await startTester(url, address, testerIp(block, next + k));
        const { status, text } = await sendBatch(url, address, session, "all", events);
        if (status !== 200) throw new Error(`seeding a session answered ${status}: ${text.slice(0, 200)}`);
      }),
    );
  return expectedResults(planned.map(({ expected }) => expected));
}

export async function runPrototypeTestResults(ctx) {
  const { url } = await ctx.server();
  const rows = [];
  let exact = true;
  for (const [i, size] of SIZES.entries()) {
    const { account, address, testPath } = await createBenchTest(url, { label: `results-${size}`, testerCap: 1_000 });
    const seedStart = performance.now();
    const expected = await seed(url, address, size, 40 + i);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const differences = resultDifferences(await fetchResults(account, testPath), expected);
    if (differences.length) exact = false;
    for (const line of differences.slice(0, 5)) console.log(`  results differ at ${size} sessions: ${line}`);
    const phases = Object.fromEntries(PHASES.map((name) => [name, []]));
    let timed = 0;
    const timing = await timeSequential(
      async () => {
        const response = await apiCall(account, "GET", `${testPath}/results`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`the results answered ${response.status}`);
        // The warm-up's headers are left out like its times.
        if ((timed += 1) <= WARMUP) return;
        const split = serverPhases(response.headers.get("server-timing"));
        for (const name of PHASES) phases[name].push(split[name] ?? 0);
      },
      { count: REQUESTS, warmup: WARMUP },
    );
    const bytes = (await (await apiCall(account, "GET", `${testPath}/results`)).arrayBuffer()).byteLength;
    const server = Object.fromEntries(PHASES.map((name) => [name, summarize(phases[name])]));
    rows.push({ size, seedSeconds, differences: differences.length, bytes, server, ...timing });
  }
  const [small, large] = rows;
  console.log(`\nGET …/results on 127.0.0.1, ${REQUESTS} sequential requests after ${WARMUP} warm-up, tests of 5 tasks\n`);
  console.table(
    rows.map((row) => ({
      sessions: row.size,
      "seeded in": `${row.seedSeconds.toFixed(1)} s`,
      "results differences": row.differences,
      "answer size": `${(row.bytes / 1024).toFixed(1)} kB`,
      p50: ms(row.p50),
      p95: ms(row.p95),
      p99: ms(row.p99),
    })),
  );
  console.log("Where the server's time goes (its Server-Timing header; D1 reads overlap, so the phases need not add up to the total):\n");
  console.table(
    rows.flatMap((row) =>
      PHASES.map((name) => ({ sessions: row.size, phase: name, p50: ms(row.server[name].p50), p95: ms(row.server[name].p95) })),
    ),
  );
  const growth = large.p95 / small.p95;
  const within = large.p95 <= P95_BUDGET_MS && growth <= GROWTH_BUDGET;
  console.log(
    `p95 at 500 sessions ≤ ${P95_BUDGET_MS} ms and ≤ ${GROWTH_BUDGET}× the p95 at 50 (${growth.toFixed(2)}×): ${within ? "yes" : "NO"}; results exact: ${exact ? "yes" : "NO"}\n`,
  );
  return within && exact;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runPrototypeTestResults(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
