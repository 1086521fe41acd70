// The eval's one table (per tool: how answers were usable, latency, tokens, quality checks) and the
// report files eval-report.md and eval-report.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const BUCKETS = ["first", "repair", "reask", "failed", "cutoff"];

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString("en-US")} ms` : "–");

/** The row a call belongs to: its tool, or refine, chat and ask-persona as their own rows. */
export const rowOf = (call) => (call.call === "refine" ? "refine" : call.tool);

/** Per tool: counts per bucket, latency, tokens, quality pass counts, repair-log coverage. */
export function summarise(calls) {
  const rows = new Map();
  for (const call of calls) {
    const key = rowOf(call);
    if (!rows.has(key))
      rows.set(key, {
        tool: key,
        calls: 0,
        ...Object.fromEntries(BUCKETS.map((b) => [b, 0])),
        latencies: [],
        inputTokens: 0,
        outputTokens: 0,
        logged: 0,
        quality: {},
      });
    const row = rows.get(key);
    row.calls += 1;
    row[call.bucket] += 1;
    row.latencies.push(call.latencyMs);
    if (call.repair) {
      row.logged += 1;
      row.inputTokens += call.repair.inputTokens;
      row.outputTokens += call.repair.outputTokens;
    }
    for (const q of call.quality) {
      row.quality[q.check] ??= { pass: 0, of: 0 };
      row.quality[q.check].of += 1;
      if (q.pass) row.quality[q.check].pass += 1;
    }
  }
  return [...rows.values()].map(({ latencies, ...row }) => ({
    ...row,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  }));
}

const HEAD = [
  "tool",
  "calls",
  "usable first time",
  "after repair",
  "after re-ask",
  "failed",
  "cut off",
  "p50",
  "p95",
  "tokens in / out",
  "repair log",
  "quality (pass / checked)",
];

function cells(row) {
  const quality =
    Object.entries(row.quality)
      .map(([check, q]) => `${check} ${q.pass}/${q.of}`)
      .join(", ") || "–";
  const tokens = row.logged ? `${row.inputTokens.toLocaleString("en-US")} / ${row.outputTokens.toLocaleString("en-US")}` : "–";
  const log = row.logged === row.calls ? "yes" : row.logged === 0 ? "(no repair log)" : `${row.logged} of ${row.calls}`;
  return [
    row.tool,
    row.calls,
    row.first,
    row.repair,
    row.reask,
    row.failed,
    row.cutoff,
    ms(row.p50Ms),
    ms(row.p95Ms),
    tokens,
    log,
    quality,
  ].map(String);
}

/** One Markdown table, padded so it also reads in a terminal. */
export function renderTable(rows) {
  const all = [HEAD, ...rows.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(HEAD), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map((row) => line(cells(row)))].join("\n");
}

/** The calls that were not usable (or not honest about being cut off), one line each. */
export function renderProblems(calls) {
  return calls
    .filter((call) => call.problems.length > 0 || call.quality.some((q) => !q.pass))
    .map((call) => {
      const who = call.recording ? `${call.recording.id} (${call.recording.failureMode})` : call.caseId;
      const recorded = call.recording?.answers.length;
      // More requests than recorded answers: the replay server answered the extra one with a 500.
      const beyond = call.replay && call.replay.asked > recorded ? " (the replay server had no answer for the extra request: 500)" : "";
      const asked = call.replay ? `; app asked ${call.replay.asked}× for ${recorded} recorded answer(s)${beyond}` : "";
      const quality = call.quality.filter((q) => !q.pass).map((q) => `${q.check}: ${q.problems.join("; ")}`);
      return `- ${rowOf(call)} · ${who} · ${call.bucket}${asked}: ${[...call.problems, ...quality].join(" | ")}`;
    })
    .join("\n");
}

export function renderReport({ title, provider, repairLogSeen, rows, calls }) {
  const note = repairLogSeen
    ? "Repair paths from the server's ai_answer log lines."
    : "(no repair log): the server logged no ai_answer lines, so a success counts as usable first time and nothing as repaired.";
  const problems = renderProblems(calls);
  return [
    `# ${title}`,
    "",
    `Provider: ${provider}. ${calls.length} calls. ${note}`,
    "",
    renderTable(rows),
    "",
    problems ? `## Problems\n\n${problems}` : "No problems.",
    "",
  ].join("\n");
}

export function writeReportFiles(outDir, { markdown, json }) {
  mkdirSync(outDir, { recursive: true });
  const md = join(outDir, "eval-report.md");
  const js = join(outDir, "eval-report.json");
  writeFileSync(md, markdown);
  writeFileSync(js, `${JSON.stringify(json, null, 2)}\n`);
  return { markdown: md, json: js };
}
