// Prints the slowest test files and tests of a Vitest JSON report, to see where `npm test` spends
// its time: `npx vitest run --project e2e --reporter=json --outputFile=report.json`, then
// `node scripts/slowest-tests.mjs report.json [how many]`.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const [reportPath, countArg] = process.argv.slice(2);
if (!reportPath) {
  console.error("usage: node scripts/slowest-tests.mjs <vitest-json-report> [how many, default 15]");
  process.exit(2);
}
const count = Number(countArg ?? 15);
const report = JSON.parse(readFileSync(reportPath, "utf8"));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const files = report.testResults.map((file) => ({
  name: relative(process.cwd(), file.name),
  ms: file.endTime - file.startTime,
  tests: file.assertionResults.length,
}));
const tests = report.testResults.flatMap((file) =>
  file.assertionResults.map((test) => ({ name: `${relative(process.cwd(), file.name)} › ${test.fullName}`, ms: test.duration ?? 0 })),
);

const total = files.reduce((sum, file) => sum + file.ms, 0);
console.log(`${files.length} files, ${tests.length} tests, ${seconds(total).trim()} of file time in all\n`);
console.log(`Slowest files:`);
for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, count))
  console.log(`${seconds(file.ms)}  ${file.name} (${file.tests} tests)`);
console.log(`\nSlowest tests:`);
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, count)) console.log(`${seconds(test.ms)}  ${test.name}`);
