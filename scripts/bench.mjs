// `npm run bench`: the project's measurements, one part after another. Each part prints its
// own table and returns whether it met its budget; the run fails if any part did not.
// Builds the app: while several people share the tree, run it as
// `flock /tmp/ux-twin-build.lock npm run bench`.
import { runPageWeight } from "./bench/page-weight.mjs";

const parts = [["page weight", runPageWeight]];

let failed = 0;
for (const [name, run] of parts) {
  console.log(`\n=== ${name} ===`);
  if (!(await run())) failed++;
}
process.exitCode = failed ? 1 : 0;
