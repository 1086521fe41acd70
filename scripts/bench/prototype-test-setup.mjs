// What the prototype-test parts share (docs/product.md#prototype-tests): an owner with the meal-box
// wireframes saved in a product and a five-task test of them, made through the owner API; testers
// who open /t/{address} and start a session from networks of their own, through the public
// routes; and the events each tester sends, generated with what they imply (outcome, path, clicks
// and misclicks per task) worked out beside them, never by the server's own metrics code.
import { loadAppModules } from "../lib/vite-modules.mjs";
import { apiCall, signedInAccount } from "./measure.mjs";
import { testerFetch } from "./tester-fetch.mjs";

/** The saved parts' Markdown comes from the wireframe tool's own writer (scripts/bench/prototype-test-entry.ts). */
async function savedWireframeParts() {
  const { modules, close } = await loadAppModules(["scripts/bench/prototype-test-entry.ts"]);
  await close();
  return modules[0].savedParts();
}

/**
 * Where a click lands on the meal-box screens (tests/unit/prototype-test-fixture.ts): a link's
 * point and the screen it opens, or a point that hits nothing.
 */
const LINK = {
  homeOrder: { screenId: "home", x: 50, y: 120, to: "menu" },
  homeAbout: { screenId: "home", x: 20, y: 210, to: "about" },
  homeMore: { screenId: "home", x: 150, y: 370, to: "about" },
  menuBox: { screenId: "menu", x: 20, y: 100, to: "checkout" },
  menuBack: { screenId: "menu", x: 20, y: 710, to: "home" },
  aboutMenu: { screenId: "about", x: 20, y: 110, to: "menu" },
  aboutBuy: { screenId: "about", x: 20, y: 210, to: "checkout" },
};
const MISS = { home: { x: 300, y: 150 }, menu: { x: 300, y: 600 }, about: { x: 300, y: 600 } };

/** The test's five tasks, each with its expected route and another way to the goal. */
const TASKS = [
  {
    text: "Order a meal box",
    startScreenId: "home",
    goalScreenId: "checkout",
    direct: ["homeOrder", "menuBox"],
    other: ["homeAbout", "aboutBuy"],
  },
  {
    text: "Find out who makes the meals",
    startScreenId: "home",
    goalScreenId: "about",
    direct: ["homeAbout"],
    other: ["homeOrder", "menuBack", "homeMore"],
  },
  { text: "See this week's menu", startScreenId: "home", goalScreenId: "menu", direct: ["homeOrder"], other: ["homeAbout", "aboutMenu"] },
  {
    text: "Order from the about page",
    startScreenId: "about",
    goalScreenId: "checkout",
    direct: ["aboutBuy"],
    other: ["aboutMenu", "menuBox"],
  },
  {
    text: "Go from the menu to who we are",
    startScreenId: "menu",
    goalScreenId: "about",
    direct: ["menuBack", "homeAbout"],
    other: ["menuBack", "homeOrder", "menuBack", "homeMore"],
  },
];
export const TASK_COUNT = TASKS.length;
const pathOf = (task, steps) => [task.startScreenId, ...steps.map((step) => LINK[step].to)];

/** How a tester goes at a task: misclicks on its start screen first, then a route to the goal or none; its outcome follows. */
const KINDS = [
  { outcome: "direct", misses: 0, route: "direct" },
  { outcome: "indirect", misses: 2, route: "other" },
  { outcome: "gave-up", misses: 1, route: null },
  { outcome: "direct", misses: 1, route: "direct" },
  { outcome: "left", misses: 2, route: null },
];

let tests = 0;

/** Signs up an owner, saves the meal-box wireframes in a new product and creates a test of them. */
export async function createBenchTest(url, { label = "pt", testerCap = 500 } = {}) {
  const account = await signedInAccount(url, `pt-${label}`);
  const created = await apiCall(account, "POST", "/api/products", {
    name: "Meal boxes",
    idea: "Meal boxes for busy cooks",
    audience: "Busy cooks",
  });
  if (created.status !== 201) throw new Error(`creating the product answered ${created.status}`);
  const productId = (await created.json()).product.id;
  const parts = await savedWireframeParts();
  const saved = await apiCall(account, "POST", "/api/conversations", {
    tool: "generate-wireframes",
    productId,
    messages: [{ role: "user", content: "Wireframes (phone): Meal boxes" }, ...parts.map((content) => ({ role: "assistant", content }))],
  });
  if (saved.status !== 201) throw new Error(`saving the wireframes answered ${saved.status}: ${(await saved.text()).slice(0, 300)}`);
  const conversationId = (await saved.json()).conversation.id;
  tests += 1;
  const address = `${label}-${Date.now().toString(36)}-${tests}`;
  const made = await apiCall(account, "POST", `/api/products/${productId}/tests`, {
    conversationId,
    address,
    tasks: TASKS.map((task) => ({
      text: task.text,
      startScreenId: task.startScreenId,
      goalScreenId: task.goalScreenId,
      expectedPath: pathOf(task, task.direct),
    })),
    easeQuestion: true,
    testerCap,
  });
  if (made.status !== 201) throw new Error(`creating the test answered ${made.status}: ${(await made.text()).slice(0, 300)}`);
  const test = await made.json();
  return { account, productId, test, address, testPath: `/api/products/${productId}/tests/${test.id}` };
}

/** A network of its own per tester (the per-network session limit is per test and hour). */
export const testerIp = (block, n) => `10.${block}.${(n >> 8) & 255}.${n & 255}`;
const testerHeaders = (ip) => ({ "User-Agent": `Mozilla/5.0 (bench tester ${ip})`, "CF-Connecting-IP": ip });

/** Why requests got no answer from the Worker, over the whole run: the first line of each answer, counted. */
export const droppedWhy = new Map();
const noteDropped = ({ text }) => {
  const why = text.split("\n")[0].slice(0, 80);
  droppedWhy.set(why, (droppedWhy.get(why) ?? 0) + 1);
};

/**
 * Opens the tester page and starts a session with its token, as the page's script does (again,
 * up to `attempts` times, when the Worker never answered); throws on any other answer. The
 * session, with how many requests got no answer.
 */
export async function startTester(url, address, ip, attempts = 3) {
  let dropped = 0;
  let last;
  for (;;) {
    const page = await testerFetch(`${url}/t/${address}`, { headers: testerHeaders(ip) });
    last = page;
    if (!page.dropped) {
      if (page.status !== 200) throw new Error(`GET /t/${address} answered ${page.status}: ${page.text.slice(0, 200)}`);
      const data = page.text.match(/<script type="application\/json" id="test-data">([\s\S]*?)<\/script>/)?.[1];
      if (!data) throw new Error("the tester page has no test data");
      const started = await testerFetch(`${url}/t/${address}/sessions`, {
        method: "POST",
        headers: { ...testerHeaders(ip), "Content-Type": "application/json" },
        body: JSON.stringify({ token: JSON.parse(data).token }),
      });
      last = started;
      if (!started.dropped) {
        if (started.status !== 201)
          throw new Error(`POST /t/${address}/sessions answered ${started.status}: ${started.text.slice(0, 200)}`);
        const { sessionId, sessionToken } = JSON.parse(started.text);
        return { ip, sessionId, sessionToken, startedAt: performance.now(), dropped };
      }
    }
    noteDropped(last);
    dropped += 1;
    if (dropped >= attempts) throw new Error(`starting a session got no answer ${dropped} times (the last: ${last.text.slice(0, 80)})`);
  }
}

/**
 * Sends one batch, as the page does: a request that got no answer from the Worker (the connection
 * dropped, or wrangler's local proxy lost its own connection to the Worker) is sent again with the
 * same batch id, up to `attempts` times. Its status (anything but 200 is an
 * error to the bench) and how many sends got no answer.
 */
export async function sendBatch(url, address, session, batchId, events, attempts = 3) {
  const body = JSON.stringify({ sessionId: session.sessionId, sessionToken: session.sessionToken, batchId, events });
  let dropped = 0;
  for (;;) {
    const sent = await testerFetch(`${url}/t/${address}/events`, {
      method: "POST",
      headers: { ...testerHeaders(session.ip), "Content-Type": "application/json" },
      body,
    });
    if (!sent.dropped) return { status: sent.status, text: sent.text, dropped };
    noteDropped(sent);
    dropped += 1;
    if (dropped >= attempts) return { status: sent.status, text: sent.text, dropped };
  }
}

/**
 * Tester `n`'s whole session over `spanMs`: every task in turn (the kind rotates with the tester
 * and the task), a "finish" at the end; events numbered by `seq` and timed evenly over the span.
 * Beside them, per task, what the events imply.
 */
export function testerSession(n, spanMs) {
  const events = [];
  const expected = [];
  const push = (event) => events.push(event);
  TASKS.forEach((task, t) => {
    const { outcome, misses, route } = KINDS[(n + t) % KINDS.length];
    push({ type: "task-start", task: t });
    push({ type: "screen", task: t, screenId: task.startScreenId });
    const clicks = [];
    const miss = (screenId) => {
      push({ type: "click", task: t, screenId, ...MISS[screenId] });
      clicks.push({ screenId, hit: false });
    };
    const follow = (steps) => {
      for (const step of steps) {
        const { screenId, x, y, to } = LINK[step];
        push({ type: "click", task: t, screenId, x, y });
        push({ type: "screen", task: t, screenId: to });
        clicks.push({ screenId, hit: true });
      }
    };
    for (let i = 0; i < misses; i++) miss(task.startScreenId);
    const steps = route ? task[route] : [];
    follow(steps);
    const path = pathOf(task, steps);
    let ease = null;
    if (outcome !== "left") {
      push({ type: "task-end", task: t, reason: outcome === "gave-up" ? "gave-up" : "goal" });
      ease = 1 + ((n + t) % 7);
      push({ type: "ease", task: t, value: ease });
    }
    expected.push({ outcome, path, clicks, ease });
  });
  push({ type: "finish" });
  const step = spanMs / (events.length + 1);
  return {
    events: events.map((event, seq) => ({ ...event, seq, at: Math.round((seq + 1) * step) })),
    expected,
  };
}

/** What the results must say for these sessions' expectations (one list per session). */
export function expectedResults(sessions) {
  const tasks = TASKS.map((_, t) => {
    const runs = sessions.map((expected) => expected[t]);
    const outcomes = { direct: 0, indirect: 0, "gave-up": 0, left: 0 };
    const paths = new Map();
    let clicks = 0;
    let misclicks = 0;
    const eases = [];
    for (const run of runs) {
      outcomes[run.outcome] += 1;
      const key = run.path.join(" > ");
      paths.set(key, (paths.get(key) ?? 0) + 1);
      clicks += run.clicks.length;
      misclicks += run.clicks.filter((click) => !click.hit).length;
      if (run.ease !== null) eases.push(run.ease);
    }
    return {
      testers: runs.length,
      inProgress: 0,
      outcomes,
      paths,
      misclicks,
      clicks,
      misclickRate: clicks ? misclicks / clicks : null,
      easeAnswers: eases.length,
      meanEase: eases.length ? eases.reduce((a, b) => a + b, 0) / eases.length : null,
    };
  });
  const heatmapTotals = {};
  for (const expected of sessions)
    for (const run of expected) for (const click of run.clicks) heatmapTotals[click.screenId] = (heatmapTotals[click.screenId] ?? 0) + 1;
  return { sessions: sessions.length, finishedSessions: sessions.length, tasks, heatmapTotals };
}

const close = (a, b) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-9);

/** Every way the server's results differ from what the sent events imply (empty when identical). */
export function resultDifferences(results, expected) {
  const differences = [];
  const differ = (what, got, want) => differences.push(`${what}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  if (results.sessions !== expected.sessions) differ("sessions", results.sessions, expected.sessions);
  if (results.finishedSessions !== expected.finishedSessions)
    differ("finished sessions", results.finishedSessions, expected.finishedSessions);
  expected.tasks.forEach((want, t) => {
    const got = results.tasks[t];
    if (!got) return differ(`task ${t + 1}`, null, "a task");
    for (const field of ["testers", "inProgress", "easeAnswers"])
      if (got[field] !== want[field]) differ(`task ${t + 1} ${field}`, got[field], want[field]);
    for (const outcome of Object.keys(want.outcomes))
      if (got.outcomes[outcome] !== want.outcomes[outcome])
        differ(`task ${t + 1} ${outcome}`, got.outcomes[outcome], want.outcomes[outcome]);
    if (!close(got.misclickRate, want.misclickRate)) differ(`task ${t + 1} misclick rate`, got.misclickRate, want.misclickRate);
    if (!close(got.meanEase, want.meanEase)) differ(`task ${t + 1} mean ease`, got.meanEase, want.meanEase);
    const gotPaths = new Map(got.paths.map((path) => [path.screens.join(" > "), path.count]));
    const wantPaths = [...want.paths].sort((a, b) => b[1] - a[1]).slice(0, 5);
    if (gotPaths.size !== wantPaths.length || wantPaths.some(([key, count]) => gotPaths.get(key) !== count))
      differ(`task ${t + 1} paths`, Object.fromEntries(gotPaths), Object.fromEntries(wantPaths));
  });
  for (const [screenId, total] of Object.entries(expected.heatmapTotals))
    if (results.heatmaps[screenId]?.total !== total) differ(`clicks on ${screenId}`, results.heatmaps[screenId]?.total, total);
  return differences;
}

/** The events CSV's (session, seq) pairs, each with how many rows name it. */
export async function storedEventRows(account, testPath) {
  const response = await apiCall(account, "GET", `${testPath}/events.csv`);
  if (response.status !== 200) throw new Error(`the events CSV answered ${response.status}`);
  const rows = (await response.text()).split(/\r?\n/).slice(1).filter(Boolean);
  const counts = new Map();
  for (const row of rows) {
    // Every cell is quoted (shared/launch-stats.ts csvCell); the session id, its start and seq hold no comma or quote.
    const [session, , seq] = row.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
    const key = `${session}#${seq}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { rows: rows.length, counts };
}

export async function fetchResults(account, testPath) {
  const response = await apiCall(account, "GET", `${testPath}/results`);
  if (response.status !== 200) throw new Error(`the results answered ${response.status}`);
  return response.json();
}
