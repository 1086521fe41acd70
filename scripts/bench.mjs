// `npm run bench`: the project's measurements, one part after another. Each part prints its
// own table and returns whether it met its budget; the run fails if any part did not.
// Builds the app: while several people share the tree, run it as
// `flock /tmp/ux-twin-build.lock npm run bench`.
import { runPageWeight } from "./bench/page-weight.mjs";
import { createBenchContext } from "./bench/context.mjs";
import { runSsrTiming } from "./bench/ssr-timing.mjs";
import { runWorstCaseRender } from "./bench/worst-case-render.mjs";
import { runChatStreamOverhead } from "./bench/chat-stream-overhead.mjs";
import { runRefineStreamOverhead } from "./bench/refine-stream-overhead.mjs";
import { runRepairCost } from "./bench/repair-cost.mjs";
import { runGrowth } from "./bench/growth.mjs";
import { runSearch } from "./bench/search.mjs";
import { runProductPage } from "./bench/product-page.mjs";
import { runScale } from "./bench/scale.mjs";
import { runRealtimeLatency } from "./bench/realtime-latency.mjs";
import { runCommentsRoom } from "./bench/comments-room.mjs";
import { runLoad } from "./bench/load.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { runAccessibility } from "./bench/accessibility.mjs";
import { runRepeatVisit } from "./bench/repeat-visit.mjs";
import { runWireframesEditor } from "./bench/wireframes-editor.mjs";
import { runLaunchLoad } from "./bench/launch-load.mjs";
import { runLaunchPage } from "./bench/launch-page.mjs";
import { runLaunchBurst } from "./bench/launch-burst.mjs";
import { runPrototypeTestLoad } from "./bench/prototype-test-load.mjs";
import { runPrototypeTestResults } from "./bench/prototype-test-results.mjs";
import { runPrototypeTestPage } from "./bench/prototype-test-page.mjs";

const parts = [
  ["page weight", runPageWeight],
  ["server-side render time", runSsrTiming],
  ["worst-case render", runWorstCaseRender],
  ["chat streaming overhead", runChatStreamOverhead],
  ["refine streaming overhead", runRefineStreamOverhead],
  // No server: the repair path's CPU per recorded model answer (BENCH_ONLY=repair).
  ["repair cost", runRepairCost],
  ["growth", runGrowth],
  ["search", runSearch],
  ["product page", runProductPage],
  // Its own two servers: one user on an empty D1 vs beside 1,000,000 other conversations (BENCH_ONLY=scale).
  ["scale", runScale],
  ["realtime latency", runRealtimeLatency],
  // 20 people in one product room, 10 comments/s for 30 s: each reaches every socket once; room p95 against the user hub's (BENCH_ONLY=comments-room).
  ["comments-room", runCommentsRoom],
  // Chromium: a saved set of 12 screens × 40 components, screen switches and a drag (BENCH_ONLY=wireframes).
  ["wireframes editor", runWireframesEditor],
  ["load", runLoad],
  // A published landing page: 500 visitors on it at once + 100 sign-ups/s for 30 s, counts checked exactly (BENCH_ONLY=launch-load).
  ["launch-load", runLaunchLoad],
  // 200 sign-ups from 200 networks at one instant, then 200 refusals at once (429, 403, 413): stored once, answered as themselves (BENCH_ONLY=launch-burst).
  ["launch-burst", runLaunchBurst],
  // Its bytes transferred (gzip) and Lighthouse mobile in all four categories (BENCH_ONLY=launch-page).
  ["launch-page", runLaunchPage],
  // 200 testers from 200 networks, a batch every 5 s for 60 s, some sent twice: stored once, results exactly as sent (BENCH_ONLY=prototype-test-load).
  ["prototype-test-load", runPrototypeTestLoad],
  // GET …/results timed for tests taken by 50 and by 500 testers, 5 tasks each (BENCH_ONLY=prototype-test-results).
  ["prototype-test-results", runPrototypeTestResults],
  // The tester page's bytes transferred (gzip) and Lighthouse mobile performance (BENCH_ONLY=prototype-test-page).
  ["prototype-test-page", runPrototypeTestPage],
  ["lighthouse", runLighthouse],
  ["repeat visit", runRepeatVisit],
  ["accessibility (axe-core)", runAccessibility],
];

// One build, one local server and one empty-app build, shared by every part.
const ctx = createBenchContext();
let failed = 0;
const started = Date.now();
try {
  // BENCH_ONLY=load,repeat runs only the parts whose name contains one of those words.
  const only = process.env.BENCH_ONLY?.split(",")
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  for (const [name, run] of parts.filter(([partName]) => !only?.length || only.some((word) => partName.includes(word)))) {
    console.log(`\n=== ${name} ===`);
    try {
      if (!(await run(ctx))) failed++;
    } catch (error) {
      failed++;
      console.error(`${name} failed: ${error.stack ?? error}`);
    }
  }
} finally {
  await ctx.close();
}
console.log(
  `\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s; ${failed ? `${failed} part(s) missed their budget` : "every part within budget"}`,
);
process.exitCode = failed ? 1 : 0;
