// What the server says about each model answer: one JSON line on stdout,
// {"level":"info","event":"ai_answer","tool":…,"path":"as-is"|"extracted"|"syntax"|"fitted"|"re-asked"|"failed",
//  "cutOff":…,"repairMs":…,"inputTokens":…,"outputTokens":…}. Calls run one after another, so the
// lines that appear while (or just after) a call runs are that call's. A server that never logs
// them (before the repair path exists) is detected once, so later calls do not wait for lines.

export const REPAIR_PATHS = ["as-is", "extracted", "syntax", "fitted", "re-asked", "failed"];
/** How long to wait for a call's line to come through wrangler's pipe before calling it absent. */
const LINE_WAIT_MS = 3_000;

/** Every ai_answer line in the log text, in order. */
export function parseAnswerLines(logText) {
  const lines = [];
  for (const match of logText.matchAll(/\{[^\n]*"event"\s*:\s*"ai_answer"[^\n]*\}/g)) {
    try {
      const line = JSON.parse(match[0]);
      if (line.event === "ai_answer") lines.push(line);
    } catch {
      // A line cut by the pipe or mixed with other output: not one of ours.
    }
  }
  return lines;
}

/** Watches a server's captured output (`readLogs()` returns all of it so far). */
export function createRepairLogReader(readLogs) {
  let consumed = 0;
  let serverLogs = null; // unknown until the first call that reached the model
  const waitForLines = async (count) => {
    const deadline = Date.now() + LINE_WAIT_MS;
    while (parseAnswerLines(readLogs()).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  };
  return {
    /** The lines this call produced; waits for at least one when the call reached the model. */
    async linesForCall({ reachedModel }) {
      if (reachedModel && serverLogs !== false) {
        await waitForLines(consumed + 1);
        const seen = parseAnswerLines(readLogs()).length > consumed;
        if (serverLogs === null) serverLogs = seen;
      }
      const all = parseAnswerLines(readLogs());
      const mine = all.slice(consumed);
      consumed = all.length;
      return mine;
    },
    /** True once the server has logged at least one ai_answer line. */
    get seen() {
      return serverLogs === true;
    },
  };
}

/**
 * One call's repair facts from its lines: the last line's path (a re-ask may log the first answer
 * too), cut-off if any line says so, tokens summed over the lines.
 */
export function summariseLines(lines) {
  if (lines.length === 0) return null;
  const last = lines.at(-1);
  const sum = (key) => lines.reduce((total, line) => total + (Number.isFinite(line[key]) ? line[key] : 0), 0);
  return {
    path: REPAIR_PATHS.includes(last.path) ? last.path : "failed",
    cutOff: lines.some((line) => line.cutOff === true),
    repairMs: sum("repairMs"),
    inputTokens: sum("inputTokens"),
    outputTokens: sum("outputTokens"),
    tool: last.tool,
    lines: lines.length,
  };
}
