// Worst-case rendering (issue 12, items 3 and 4): texts of 32,000 characters built to be slow or
// deep (tests/fixtures/worst-case-text.mjs), rendered on the server two ways:
// 1. renderToString of the app's own components in this process (AssistantText for chat
//    messages, SavedToolResult for saved tool results), loaded through Vite's SSR loader: the
//    render's CPU time, which is what a Worker is limited on;
// 2. GET /share/:id of a conversation holding the text, from the bench server (wrangler +
//    workerd): the status (one bad result must not make the page a 500) and the time over the
//    same page holding an ordinary result.
// Budget: every render within 50 ms, every page 200 and within 50 ms of the ordinary one.
import { pathToFileURL } from "node:url";
import { loadAppModules } from "../lib/vite-modules.mjs";
import { realisticResult, WORST_CHAT_MESSAGES, WORST_MARKDOWN } from "../../tests/fixtures/worst-case-text.mjs";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize } from "./measure.mjs";

const BUDGET_MS = 50;
const ORDINARY_REPLY = "Start with **one segment** (solo designers) and a price (say $29), then measure retention.\n"
  .repeat(400)
  .slice(0, 32_000);
const RENDERS = 9;
const REQUESTS = 9;
/** A render slower than this is timed once instead of RENDERS times, so a regression cannot stall the run. */
const SLOW_MS = 1_000;

/** The app's components, transformed by Vite as the app build would (TSX, `~/` paths, CSS imports). */
async function loadComponents() {
  const [react, server] = await Promise.all([import("react"), import("react-dom/server")]);
  const { modules, close } = await loadAppModules([
    "app/components/chat/assistant-text.tsx",
    "app/components/conversations/saved-result.tsx",
    "app/components/tools/markdown-guard.ts",
  ]);
  const [chat, saved, guard] = modules;
  return { react, server, chat, saved, guard, close };
}

/** CPU and wall time of `render()`, median of several runs (one when it is very slow). */
function timeRender(render) {
  const once = () => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const html = render();
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - start, cpu: (used.user + used.system) / 1_000, html };
  };
  const first = once();
  const runs = first.wall > SLOW_MS ? [first] : Array.from({ length: RENDERS }, once);
  return { cpu: summarize(runs.map((r) => r.cpu)).p50, wall: summarize(runs.map((r) => r.wall)).p50, html: first.html, n: runs.length };
}

// For reference, not budgeted: an ordinary long result, and texts as heavy as the guard
// (app/components/tools/markdown-guard.ts) still sets as Markdown, each built from one costly
// construct repeated as many times as the guard allows. They bound the formatted path's work.
const paragraphs = (unit, count) => Array.from({ length: count }, () => unit).join("\n\n");
const AT_THE_LIMITS = {
  "list items": (n) => "- a\n".repeat(n),
  "16-deep quotes": (n) => paragraphs("> ".repeat(16) + "a quote", n),
  "paragraphs of 256 delimiters": (n) => paragraphs("*a_ ".repeat(128), n),
  links: (n) => paragraphs("[a](b) ".repeat(20), n),
  "table rows": (n) => "| a | b |\n|---|---|\n" + "| x | y |\n".repeat(n),
  headings: (n) => "# a\n".repeat(n),
  "one-letter lines": (n) => "a\n".repeat(n),
  "setext headings": (n) => paragraphs("Heading\n===\n\n" + "Text of a section. ".repeat(20), n),
  // The parser walks a paragraph once per unmatched delimiter: at most 256 per paragraph.
  "256 unmatched ] in one long paragraph": (n) => "a] ".repeat(256) + "word ".repeat(n),
  "256 unclosed <!-- in one long paragraph": (n) => "a <!-- ".repeat(256) + "word ".repeat(n),
  "code spans of distinct lengths": (n) => Array.from({ length: n }, (_, i) => "e" + "`".repeat(i + 1)).join(""),
};

/** The longest text `make(n)` the guard still formats (it formats make(1)). */
function largestFormatted(make, planMarkdown) {
  let low = 1;
  let high = 2;
  while (planMarkdown(make(high)).render === "markdown") {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (planMarkdown(make(middle)).render === "markdown") low = middle;
    else high = middle;
  }
  return make(low);
}

function renderRows({ react, server, chat, saved, guard }) {
  const h = react.createElement;
  const rows = [];
  const measure = (kind, label, element, budgeted) => {
    let result;
    try {
      result = timeRender(() => server.renderToString(element));
    } catch (error) {
      rows.push({ kind, label, cpu: NaN, wall: NaN, n: 1, shown: `threw ${error.name}`, budgeted, ok: false });
      return;
    }
    const shown = result.html.includes('data-render="plain"') ? "plain text" : "formatted";
    rows.push({ kind, label, cpu: result.cpu, wall: result.wall, n: result.n, shown, budgeted, ok: !budgeted || result.cpu <= BUDGET_MS });
  };
  for (const [label, text] of Object.entries(WORST_CHAT_MESSAGES))
    measure("chat message", label, h(chat.AssistantText, { content: text }), true);
  // For reference: the most elements a reply can produce (a bold run every five characters) and
  // an ordinary long reply.
  measure("chat message", "32,000 asterisks: 6,400 bold runs", h(chat.AssistantText, { content: "*".repeat(32_000) }), false);
  measure("chat message", "ordinary reply (32,000 chars)", h(chat.AssistantText, { content: ORDINARY_REPLY }), false);
  const savedResult = (text) =>
    h(saved.SavedToolResult, {
      tool: "build-startup",
      messages: [
        { id: "b", role: "user", content: "A brief" },
        { id: "r", role: "assistant", content: text },
      ],
    });
  for (const [label, text] of Object.entries(WORST_MARKDOWN)) measure("saved result", label, savedResult(text), true);
  const reference = { "ordinary result": realisticResult() };
  for (const [label, make] of Object.entries(AT_THE_LIMITS))
    reference[`at the limit: ${label}`] = largestFormatted(make, guard.planMarkdown);
  for (const [label, text] of Object.entries(reference))
    measure("saved result", `${label} (${text.length.toLocaleString("en")} chars)`, savedResult(text), false);
  return rows;
}

/** Saves each text as a conversation, shares it and fetches its public page. */
async function pageRows(url) {
  const account = await signedInAccount(url, "worst-case");
  const share = async (tool, content) => {
    const messages = [
      { role: "user", content: "A brief" },
      { role: "assistant", content },
    ];
    const saved = await apiCall(account, "POST", "/api/conversations", tool ? { tool, messages } : { messages });
    if (saved.status !== 201) throw new Error(`saving failed: ${saved.status}`);
    const { conversation } = await saved.json();
    const shared = await apiCall(account, "POST", `/api/conversations/${conversation.id}/share`);
    return `${url}/share/${(await shared.json()).shareId}`;
  };
  const time = async (pageUrl) => {
    await fetch(pageUrl).then((r) => r.arrayBuffer());
    const samples = [];
    let status = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const response = await fetch(pageUrl);
      await response.arrayBuffer();
      samples.push(performance.now() - start);
      status = response.status;
    }
    return { status, p50: summarize(samples).p50 };
  };
  // [page, text, tool, content, budgeted]; the first of each kind is the reference.
  const cases = [
    ["chat message", "ordinary reply (reference)", null, ORDINARY_REPLY, true],
    ...Object.entries(WORST_CHAT_MESSAGES).map(([label, text]) => ["chat message", label, null, text, true]),
    ["saved result", "ordinary result (reference)", "build-startup", realisticResult(), true],
    ...Object.entries(WORST_MARKDOWN).map(([label, text]) => ["saved result", label, "build-startup", text, true]),
    // Found while writing this part, outside its files: the share loader's screenshot regex
    // (withoutPrivateScreens, workers/uploads/shared-screens.ts) is quadratic here.
    ["saved result", "16,000 ![ (share loader regex)", "build-startup", "![".repeat(16_000), false],
  ];
  const rows = [];
  const reference = {};
  for (const [kind, label, tool, text, budgeted] of cases) {
    const { status, p50 } = await time(await share(tool, text));
    reference[kind] ??= p50;
    const extra = p50 - reference[kind];
    rows.push({ kind, label, status, p50, extra, budgeted, ok: status === 200 && (!budgeted || extra <= BUDGET_MS) });
  }
  return rows;
}

export async function runWorstCaseRender(ctx) {
  const components = await loadComponents();
  let renders;
  try {
    renders = renderRows(components);
  } finally {
    await components.close();
  }
  console.log(
    `\nServer render of crafted 32,000-character texts: renderToString of the app's components, median of ${RENDERS} (1 when over ${SLOW_MS / 1000} s)\n`,
  );
  console.table(
    renders.map((r) => ({
      renders: r.kind,
      text: r.label,
      "CPU p50": ms(r.cpu),
      "wall p50": ms(r.wall),
      runs: r.n,
      shown: r.shown,
      [`≤ ${BUDGET_MS} ms`]: r.budgeted ? (r.ok ? "yes" : "NO") : "–",
    })),
  );

  const app = await ctx.server();
  const pages = await pageRows(app.url);
  console.log(`\nGET /share/:id of a conversation holding each text (bench server, ${REQUESTS} sequential requests after 1 warm-up)\n`);
  console.table(
    pages.map((r) => ({
      page: r.kind,
      text: r.label,
      status: r.status,
      p50: ms(r.p50),
      "vs ordinary": `${r.extra >= 0 ? "+" : ""}${ms(r.extra)}`,
      [`200, ≤ +${BUDGET_MS} ms`]: r.budgeted ? (r.ok ? "yes" : "NO") : r.status === 200 ? "– (200)" : "NO",
    })),
  );

  const within = renders.every((r) => r.ok) && pages.every((r) => r.ok);
  console.log(
    `Every worst-case render within ${BUDGET_MS} ms and every page 200 within ${BUDGET_MS} ms of the ordinary one: ${within ? "yes" : "NO"}\n`,
  );
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runWorstCaseRender(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
