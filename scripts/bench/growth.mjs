// Growth: does the API stay fast as a user's history grows? Seeds the bench server's local D1
// (wrangler d1 execute --local --persist-to, the same SQLite file the server reads) with users
// holding 10, 1,000 and 10,000 conversations and conversations of 10 and 1,000 messages, then
// times listing (first page and a deep cursor page) and opening them over HTTP.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../lib/app-server.mjs";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, timeSequential } from "./measure.mjs";

const REQUESTS = 80;
const LIST_SIZES = [10, 1_000, 10_000];
const MESSAGE_COUNTS = [10, 1_000];
/** Listing must stay flat: the index serves the first page whatever the history size. */
const FLAT_RATIO = 1.5;
const FLAT_SLACK_MS = 3;

const newId = () => randomBytes(20).toString("hex");
const text = (i) => `Seeded message ${i}: ${"a realistic sentence about onboarding, pricing and user research. ".repeat(3)}`;

function insertRows(table, columns, rows) {
  const statements = [];
  for (let i = 0; i < rows.length; i += 100) {
    const values = rows
      .slice(i, i + 100)
      .map((row) => `(${row.map((v) => (typeof v === "number" ? v : `'${String(v).replaceAll("'", "''")}'`)).join(",")})`);
    statements.push(`INSERT INTO ${table} (${columns.join(",")}) VALUES\n${values.join(",\n")};`);
  }
  return statements;
}

function wrangler(args) {
  const result = spawnSync("npx", ["wrangler", ...args], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${result.stderr.slice(-2000)}`);
  return result.stdout;
}

/** Seeds the rows through wrangler's local D1; returns what the measurements need. */
async function seed(url, persistTo) {
  const base = Date.now() - 10_000_000;
  const lists = [];
  const statements = [];
  for (const size of LIST_SIZES) {
    const account = await signedInAccount(url, `growth-${size}`);
    const rows = Array.from({ length: size }, (_, i) => [newId(), account.userId, `Conversation ${i}`, base + i, base + i]);
    statements.push(...insertRows("conversations", ["id", "user_id", "title", "created_at", "updated_at"], rows));
    const middle = rows[Math.floor(size / 2)];
    lists.push({ size, account, deepCursor: `${middle[4]}.${middle[0]}` });
  }
  const opener = await signedInAccount(url, "growth-open");
  const opens = [];
  for (const count of MESSAGE_COUNTS) {
    const id = newId();
    statements.push(
      ...insertRows(
        "conversations",
        ["id", "user_id", "title", "created_at", "updated_at"],
        [[id, opener.userId, `${count} messages`, base, base + count]],
      ),
    );
    const messages = Array.from({ length: count }, (_, i) => [newId(), id, i % 2 ? "assistant" : "user", text(i), i + 1, base + i]);
    statements.push(...insertRows("messages", ["id", "conversation_id", "role", "content", "seq", "created_at"], messages));
    opens.push({ count, id });
  }
  const file = join(tmpdir(), `ux-twin-growth-${process.pid}.sql`);
  writeFileSync(file, statements.join("\n"));
  const started = performance.now();
  try {
    wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file]);
  } finally {
    rmSync(file, { force: true });
  }
  return { lists, opener, opens, seedMs: performance.now() - started };
}

function queryPlan(persistTo, userId) {
  const sql = `EXPLAIN QUERY PLAN SELECT id, title, updated_at FROM conversations WHERE user_id = '${userId}' ORDER BY updated_at DESC, id DESC LIMIT 21`;
  const out = wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql]);
  return JSON.parse(out)[0]
    .results.map((row) => row.detail)
    .join("; ");
}

const readJson = async (response) => {
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.arrayBuffer();
};

export async function runGrowth(ctx) {
  const { url, persistTo } = await ctx.server();
  const { lists, opener, opens, seedMs } = await seed(url, persistTo);
  const rows = [];
  for (const { size, account, deepCursor } of lists) {
    const first = await timeSequential(() => apiCall(account, "GET", "/api/conversations").then(readJson), { count: REQUESTS });
    const deep = await timeSequential(
      () => apiCall(account, "GET", `/api/conversations?cursor=${encodeURIComponent(deepCursor)}`).then(readJson),
      { count: REQUESTS },
    );
    rows.push({
      case: `list, ${size.toLocaleString("en-US")} conversations`,
      "first page p50": ms(first.p50),
      "first page p95": ms(first.p95),
      "middle page p50": ms(deep.p50),
      "middle page p95": ms(deep.p95),
      first,
      deep,
    });
  }
  for (const { count, id } of opens) {
    let bytes = 0;
    const open = await timeSequential(
      async () => (bytes = (await apiCall(opener, "GET", `/api/conversations/${id}`).then(readJson)).byteLength),
      { count: REQUESTS / 2 },
    );
    rows.push({
      case: `open, ${count.toLocaleString("en-US")} messages (${(bytes / 1024).toFixed(0)} kB JSON)`,
      "first page p50": ms(open.p50),
      "first page p95": ms(open.p95),
    });
  }
  console.log(
    `\nGrowth (seeded ${lists.reduce((n, l) => n + l.size, 0) + opens.length} conversations and ${opens.reduce((n, o) => n + o.count, 0)} messages in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} sequential requests per case)\n`,
  );
  console.table(rows.map(({ first, deep, ...shown }) => shown));
  console.log(`Query plan for a list page: ${queryPlan(persistTo, lists.at(-1).account.userId)}`);
  const small = rows[0].first.p50;
  const flat = rows
    .slice(0, LIST_SIZES.length)
    .every((r) => r.first.p50 <= small * FLAT_RATIO + FLAT_SLACK_MS && r.deep.p50 <= small * FLAT_RATIO + FLAT_SLACK_MS);
  console.log(
    `Listing stays flat from 10 to 10,000 conversations (p50 ≤ ${FLAT_RATIO}× the 10-conversation p50 + ${FLAT_SLACK_MS} ms): ${flat ? "yes" : "NO"}\n`,
  );
  return flat;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runGrowth(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
