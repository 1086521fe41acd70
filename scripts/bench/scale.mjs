// Scale (docs/scale.md): one ordinary user's pages and API calls, search included, with
// 1,000,000 saved conversations of 10,000 other users in the same D1, against the same user on a
// database that holds nobody else. Two servers run side by side on their own local D1s and every
// case is timed on both, alternating request by request, so machine noise hits both alike.
// Budget: every case's p50 on the big database within 1.3× (+2 ms) of the empty one's.
// It also measures what a realistic account (50 saved results of 3 versions, 20 chats of 10
// exchanges) takes in D1, for the "users per database" figure of docs/scale.md.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findFreePort, migrateLocal, projectRoot, serveBuiltApp } from "../lib/app-server.mjs";
import { loadAppModules } from "../lib/vite-modules.mjs";
import { createBenchContext } from "./context.mjs";
import { apiCall, ms, signedInAccount, summarize } from "./measure.mjs";

const OTHER_USERS = Number(process.env.BENCH_SCALE_USERS ?? 10_000);
const CONVERSATIONS_PER_USER = 100;
const REQUESTS = 60;
const WARMUP = 5;
const RATIO_BUDGET = 1.3;
/** Sub-millisecond jitter on loopback is not growth: a case passes within 1.3× + this. */
const SLACK_MS = 2;
/** Accounts created for the bytes-per-account figure (averaged, so page rounding evens out). */
const SIZED_ACCOUNTS = 2;
const SERVER_VARS = { SIGN_UP_LIMIT_PER_HOUR: "1000000", AI_DAILY_REQUEST_LIMIT: "1000000" };

// ---- Text: product-work English from templates, deterministic, so every run seeds the same.

/** What other users work on; the measured user never writes these words, so searching them must find nothing. */
const OTHERS_ONLY = ["invoice", "warehouse", "freelancer", "podcast", "restaurant", "fitness", "marketplace", "subscription"];
const SHARED = {
  feature: [
    "onboarding",
    "checkout",
    "pricing page",
    "sign-up form",
    "search",
    "notifications",
    "settings screen",
    "booking flow",
    "reminder e-mails",
    "weekly report",
    "empty state",
    "home screen",
  ],
  audience: ["first-time users", "busy parents", "small teams", "returning customers", "managers", "students", "designers", "shop owners"],
  metric: ["retention", "activation", "conversion", "churn", "time to value", "weekly active use", "trial-to-paid rate", "support tickets"],
};
const MEASURED = {
  domain: ["tutor", "tutoring"],
  extra: ["homework", "exam week", "parents' evening"],
  other: ["library", "bank", "travel"],
};
const OTHERS = { extra: ["delivery", "first payment", "supplier"], other: OTHERS_ONLY };
const QUESTIONS = [
  "How should we improve the {feature} of our {domain} app for {audience}?",
  "What should we measure first to raise {metric} in the {domain} product?",
  "Can you review the {feature} copy for {audience}? It feels too long.",
  "Which interviews would tell us why {audience} drop off at the {feature}?",
  "Our {metric} fell after we changed the {feature}. Where do we start?",
  "Give me three ideas to make the {feature} simpler around {extra} for {audience}.",
];
const SENTENCES = [
  "Start with five short interviews with {audience} who used the {feature} last week, and ask them to show you the last time it went wrong.",
  "Measure {metric} every week and write down one hypothesis per change, so you can tell which change moved it.",
  "Keep the first version small: one screen for the {feature}, one clear action, and a way to undo it.",
  "For a {domain} product the riskiest assumption is usually whether people come back after the first week.",
  "Write the {feature} copy in the words {audience} use when they describe the problem, not in your own.",
  "A quick prototype tested with three or four people will show more than a long survey.",
  "Track where people stop in the {feature} and watch two session recordings a day for a week.",
  "If {metric} is flat, look at the {extra} step first: most drop-off happens before anyone sees the value.",
  "Price it after you have watched someone pay for a workaround; until then, keep the {feature} free.",
  "Share what you learn in a short weekly note so the whole team builds on the same evidence.",
  "Compare your {feature} with how a good {other} service handles it, and copy what already works.",
];
const TOOLS = [
  "build-startup",
  "validate-ux",
  "generate-visual-flow",
  "monetization-strategy",
  "launch-assistant",
  "ux-feedback",
  "case-study-generator",
  "generate-workshop",
  "generate-landing-page",
];

function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes texts for one vocabulary (`domain` is the user's own subject). */
function writer(seed, vocabulary) {
  const rand = randomFrom(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const fill = (template) => template.replace(/\{(\w+)\}/g, (_, slot) => pick(vocabulary[slot] ?? SHARED[slot]));
  const sentences = (count) => Array.from({ length: count }, () => fill(pick(SENTENCES))).join(" ");
  return {
    pick,
    question: () => fill(pick(QUESTIONS)),
    /** A chat reply of 4–6 sentences, 400–800 characters. */
    reply: () => sentences(4 + Math.floor(rand() * 3)),
    /** A tool result in the tools' Markdown shape, `sections` long (each ~450 characters). */
    result: (tool, sections) =>
      [
        `# ${tool.replaceAll("-", " ")}`,
        ...Array.from(
          { length: sections },
          (_, s) => `## Step ${s + 1}\n\n${sentences(2)}\n\n- ${fill(pick(SENTENCES))}\n- ${fill(pick(SENTENCES))}`,
        ),
      ].join("\n\n"),
  };
}

const titleOf = (text) => Array.from(text.replace(/\s+/g, " ").trim()).slice(0, 50).join("").trim();

// ---- The other users, written straight into the big database's SQLite file while no server runs.

const DAY = 86_400_000;

/**
 * OTHER_USERS accounts with a session, a few days of AI usage, two products and
 * CONVERSATIONS_PER_USER saved conversations each (a question and a reply; 3 in 10 are tool
 * results, a brief and one version; 1 in 5 sits in a product, 1 in 100 is shared), with their search index rows as the app
 * writes them. Written round by round across all users, oldest first, as a year of use would
 * interleave them; every row is older than the measured user's.
 */
async function seedOtherUsers(persistTo) {
  const { openLocalD1, newAppId, searchIndexValues } = await import("./seed-d1.mjs");
  const { randomBytes } = await import("node:crypto");
  const { db } = await openLocalD1(persistTo);
  const started = performance.now();
  // Only how fast the rows reach the file, not what it holds: the server reopens it as usual.
  db.exec("PRAGMA synchronous = OFF; PRAGMA cache_size = -262144");
  const statement = (sql) => db.prepare(sql);
  const insertUser = statement("INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)");
  const insertSession = statement("INSERT INTO sessions (id, user_id, expires_at, created_at, user_agent) VALUES (?, ?, ?, ?, ?)");
  const insertUsage = statement("INSERT INTO ai_usage (user_id, day, requests) VALUES (?, ?, ?)");
  const insertProduct = statement(
    "INSERT INTO products (id, user_id, name, idea, audience, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertConversation = statement(
    "INSERT INTO conversations (id, user_id, title, tool, share_id, product_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertMessage = statement("INSERT INTO messages (id, conversation_id, role, content, seq, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  const insertWords = statement("INSERT INTO search_words (words, conversation_id, row_key) VALUES (?, ?, ?)");
  // A saved result's versions are rows of their own where the schema has them, else messages after its brief.
  const hasVersionRows = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'result_versions'").get() !== undefined;
  const insertVersion = hasVersionRows
    ? statement("INSERT INTO result_versions (id, conversation_id, number, parts, created_at) VALUES (?, ?, 1, ?, ?)")
    : null;

  const now = Date.now();
  const start = now - 365 * DAY;
  const writers = OTHERS_ONLY.map((domain, i) => writer(i + 1, { ...OTHERS, domain: [domain] }));
  const owners = [];
  db.exec("BEGIN");
  for (let u = 0; u < OTHER_USERS; u += 1) {
    const id = newAppId();
    const text = writers[u % writers.length];
    insertUser.run(
      id,
      `member-${u}@example.com`,
      `scrypt$v1$N=32768,r=8,p=3$${randomBytes(16).toString("base64")}$${randomBytes(32).toString("base64")}`,
      start + u,
    );
    insertSession.run(
      randomBytes(32).toString("hex"),
      id,
      now + 30 * DAY,
      now - DAY,
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    );
    for (let d = 1; d <= 3; d += 1) insertUsage.run(id, new Date(now - d * DAY).toISOString().slice(0, 10), 2 + ((u + d) % 9));
    const products = [0, 1].map((p) => {
      const productId = newAppId();
      insertProduct.run(
        productId,
        id,
        `${text.pick(OTHERS.other)} app ${p + 1}`,
        text.question(),
        text.pick(SHARED.audience),
        start + u,
        start + u,
      );
      return productId;
    });
    owners.push({ id, text, products });
  }
  db.exec("COMMIT");

  const total = OTHER_USERS * CONVERSATIONS_PER_USER;
  const step = (364 * DAY) / total;
  let made = 0;
  db.exec("BEGIN");
  for (let round = 0; round < CONVERSATIONS_PER_USER; round += 1) {
    for (const owner of owners) {
      const at = Math.round(start + DAY + made * step);
      const id = newAppId();
      const tool = made % 10 < 3 ? TOOLS[made % TOOLS.length] : null;
      const question = owner.text.question();
      const reply = tool ? owner.text.result(tool, 1) : owner.text.reply();
      const title = titleOf(question);
      insertConversation.run(
        id,
        owner.id,
        title,
        tool,
        made % 100 === 42 ? newAppId() : null,
        made % 5 === 0 ? owner.products[round % 2] : null,
        at,
        at + 2,
      );
      const [questionId, replyId] = [newAppId(), newAppId()];
      insertMessage.run(questionId, id, "user", question, 1, at);
      if (tool && insertVersion) insertVersion.run(replyId, id, JSON.stringify([reply]), at + 1);
      else insertMessage.run(replyId, id, "assistant", reply, 2, at + 1);
      insertWords.run(...searchIndexValues(owner.id, title, id, id));
      insertWords.run(...searchIndexValues(owner.id, question, id, questionId));
      insertWords.run(...searchIndexValues(owner.id, reply, id, replyId));
      made += 1;
      if (made % 50_000 === 0) {
        db.exec("COMMIT; BEGIN");
        process.stdout.write(
          `  seeded ${made.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} conversations (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
        );
      }
    }
  }
  db.exec("COMMIT");
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  const bytes = fileBytes(db);
  db.close();
  return { seedMs: performance.now() - started, bytes, conversations: made };
}

/** Pages in use × page size: the database's size as D1 counts it (free pages are not data). */
function fileBytes(db) {
  const { page_count: pages } = db.prepare("PRAGMA page_count").get();
  const { freelist_count: free } = db.prepare("PRAGMA freelist_count").get();
  const { page_size: size } = db.prepare("PRAGMA page_size").get();
  return (pages - free) * size;
}

// ---- The measured user: an ordinary history, created through the API the same way on both servers.

async function postJson(account, path, body) {
  const response = await apiCall(account, "POST", path, body);
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** 20 chats of 3 exchanges, 10 saved results (~3 kB, every third with a second version), one product holding 7 of them, one shared. */
async function createHistory(origin) {
  const account = await signedInAccount(origin, "scale");
  const text = writer(7, MEASURED);
  const { product } = await postJson(account, "/api/products", {
    name: "Pocket Tutor",
    idea: "Match students with a tutor for a 15-minute call when homework gets stuck.",
    audience: "High-school students and their parents",
    personas: [{ name: "Maya", description: "Busy student", motivation: "Finish homework before practice", context: "Phone on the bus" }],
  });
  const ids = [];
  for (let i = 0; i < 20; i += 1) {
    const messages = Array.from({ length: 3 }, () => [
      { role: "user", content: text.question() },
      { role: "assistant", content: text.reply() },
    ]).flat();
    ids.push(
      (await postJson(account, "/api/conversations", { messages, ...(i % 10 === 0 ? { productId: product.id } : {}) })).conversation.id,
    );
  }
  for (let i = 0; i < 10; i += 1) {
    const tool = TOOLS[i % TOOLS.length];
    const messages = [
      { role: "user", content: text.question() },
      { role: "assistant", content: text.result(tool, 6) },
    ];
    if (i % 3 === 0) messages.push({ role: "user", content: "Make it shorter" }, { role: "assistant", content: text.result(tool, 3) });
    ids.push(
      (await postJson(account, "/api/conversations", { tool, messages, ...(i < 5 ? { productId: product.id } : {}) })).conversation.id,
    );
  }
  const result = ids.at(-10);
  const { shareId } = await postJson(account, `/api/conversations/${result}/share`);
  const { nextCursor } = await (await apiCall(account, "GET", "/api/conversations")).json();
  if (!nextCursor) throw new Error("the measured user's history should fill more than one page");
  return { account, productId: product.id, chatId: ids[0], resultId: result, shareId, cursor: nextCursor };
}

// ---- Timing: each case on both servers, request by request.

const search = (words) => `/api/conversations?q=${encodeURIComponent(words)}`;
const CASES = [
  ["page /dashboard", () => `/dashboard`],
  ["page /profile", () => `/profile`],
  ["page /products", () => `/products`],
  ["page /products/:id", (h) => `/products/${h.productId}`],
  ["page /conversation/:id (result, 2 versions)", (h) => `/conversation/${h.resultId}`],
  ["page /share/:shareId (visitor)", (h) => `/share/${h.shareId}`, { visitor: true }],
  ["api list, first page", () => `/api/conversations`],
  ["api list, cursor page", (h) => `/api/conversations?cursor=${encodeURIComponent(h.cursor)}`],
  ["api search “homework” (the user's word)", () => search("homework"), { found: true }],
  ["api search “tut” (prefix)", () => search("tut"), { found: true }],
  ["api search “invoice” (others' word only)", () => search("invoice"), { found: false }],
  ["api search 8 words only others have", () => search(OTHERS_ONLY.join(" ")), { found: false }],
  ["api search 8 of the user's words", () => search("tutor homework students interviews measure weekly first week")],
  ["api /api/conversations/:id (chat)", (h) => `/api/conversations/${h.chatId}`],
  ["api /api/products", () => `/api/products`],
  ["api /api/products/:id", (h) => `/api/products/${h.productId}`],
  ["api /api/usage", () => `/api/usage`],
  ["api /api/auth/session", () => `/api/auth/session`],
];

async function get(history, path, { visitor = false } = {}) {
  const { origin, cookie } = history.account;
  const response = await fetch(`${origin}${path}`, { headers: visitor ? {} : { Cookie: cookie }, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return body;
}

/** What a case answers that must be the same on both servers (rows found), so both did the same work. */
function shape(path, body) {
  if (!path.startsWith("/api/")) return body.includes("UX Twin") ? "page" : "no page";
  const json = JSON.parse(body);
  return json.conversations ? `${json.conversations.length} rows` : "json";
}

async function timeCases(empty, big) {
  const rows = [];
  for (const [name, pathOf, options] of CASES) {
    const paths = [pathOf(empty), pathOf(big)];
    const shapes = [shape(paths[0], await get(empty, paths[0], options)), shape(paths[1], await get(big, paths[1], options))];
    if (shapes[0] !== shapes[1]) throw new Error(`${name}: the empty database answered ${shapes[0]}, the big one ${shapes[1]}`);
    if (options?.found !== undefined && (shapes[0] !== "0 rows") === !options.found) throw new Error(`${name}: found ${shapes[0]}`);
    const samples = [[], []];
    for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
      // Alternate which server goes first, so neither always follows the other's work.
      for (const side of i % 2 ? [0, 1] : [1, 0]) {
        const started = performance.now();
        await get(side ? big : empty, paths[side], options);
        if (i >= WARMUP) samples[side].push(performance.now() - started);
      }
    }
    const [a, b] = samples.map(summarize);
    rows.push({ name, answer: shapes[0], empty: a, big: b, ok: b.p50 <= a.p50 * RATIO_BUDGET + SLACK_MS });
  }
  return rows;
}

// ---- Bytes per realistic account: created through the API with the offline model, measured in the file.

/** The browser's own code for what Save stores (tools/contracts.ts), loaded through Vite. */
async function loadSaveKit() {
  const { modules, close } = await loadAppModules(["tools/contracts.ts"]);
  await close();
  return modules[0];
}

/** The recorded briefs of tests/fixtures/eval (one per tool, no screens or product needed). */
function toolBodies() {
  const { cases } = JSON.parse(readFileSync(join(projectRoot, "tests/fixtures/eval/cases.json"), "utf8"));
  return cases.filter((c) => TOOLS.includes(c.tool) && !c.call && !c.product).map(({ tool, body }) => ({ tool, body }));
}

/** 50 saved results, each refined twice (3 versions), and 20 chats of 10 exchanges, as the screens make them. */
async function createSizedAccount(origin, kit, bodies) {
  const account = await signedInAccount(origin, "sized");
  const stored = [];
  for (let i = 0; i < 50; i += 1) {
    const { tool, body } = bodies[i % bodies.length];
    let previous = await postJson(account, `/api/functions/${tool}`, body);
    const request = kit.toolContracts[tool].request.parse(body);
    const messages = [
      { role: "user", content: kit.resultBrief(tool, request) },
      ...kit.resultMarkdownParts(tool, request, previous).map((content) => ({ role: "assistant", content })),
    ];
    const { conversation } = await postJson(account, "/api/conversations", { tool, messages });
    // With conversationId the server stores the refined result as the next version.
    for (const instruction of ["Make it shorter", "Focus on the first month after launch"]) {
      previous = await postJson(account, `/api/functions/${tool}`, { ...body, previous, instruction, conversationId: conversation.id });
    }
    stored.push([
      conversation.id,
      "results",
      (saved) => saved.versions?.length === 3 || saved.messages.filter((m) => m.role === "user").length === 3,
    ]);
  }
  const text = writer(11, MEASURED);
  for (let c = 0; c < 20; c += 1) {
    const history = [];
    let conversationId;
    for (let x = 0; x < 10; x += 1) {
      const question = { role: "user", content: text.question() };
      const completion = await postJson(account, "/api/chat/completions", {
        messages: [...history, question],
        stream: false,
        ...(conversationId ? { conversationId } : {}),
      });
      history.push(question, { role: "assistant", content: completion.choices[0].message.content });
      // The first exchange is saved by Save; later ones are stored by the chat route itself.
      conversationId ??= (await postJson(account, "/api/conversations", { messages: history })).conversation.id;
    }
    stored.push([conversationId, "chats", (saved) => saved.messages.length === 20]);
  }
  // Refined versions and chat replies are stored once their answer ends, just after the response.
  // The saved text is counted as the conversation page reads it: messages, and a result's versions.
  const saved = { results: 0, chats: 0 };
  for (const [id, kind, complete] of stored) {
    for (let tries = 0; ; tries += 1) {
      const { conversation } = await (await apiCall(account, "GET", `/api/conversations/${id}`)).json();
      if (complete(conversation)) {
        const texts = [...conversation.messages.map((m) => m.content), ...(conversation.versions ?? []).flatMap((v) => v.parts)];
        saved[kind] += texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
        break;
      }
      if (tries > 50) throw new Error(`conversation ${id} was not stored whole`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return saved;
}

/**
 * Bytes in use, by table: indexes count with their table; the search index is its FTS5 b-tree
 * and, apart, the copy of every row's keyed words FTS5 keeps beside it.
 */
async function databaseBytes(persistTo) {
  const { openLocalD1 } = await import("./seed-d1.mjs");
  const { db } = await openLocalD1(persistTo);
  try {
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const parts = {};
    const rows = db
      .prepare(
        "SELECT coalesce(m.tbl_name, s.name) AS owner, sum(s.pgsize) AS bytes FROM dbstat s LEFT JOIN sqlite_master m ON m.name = s.name GROUP BY owner",
      )
      .all();
    for (const { owner, bytes } of rows) {
      const part = owner === "search_words_content" ? "search words copy" : owner.startsWith("search_words") ? "search index" : owner;
      parts[part] = (parts[part] ?? 0) + bytes;
    }
    return { total: fileBytes(db), parts };
  } finally {
    db.close();
  }
}

async function measureAccountBytes() {
  const persistTo = mkdtempSync(join(tmpdir(), "ux-twin-bench-bytes-"));
  try {
    migrateLocal({ persistTo, quiet: true });
    const before = await databaseBytes(persistTo);
    const [kit, bodies] = [await loadSaveKit(), toolBodies()];
    const started = performance.now();
    const server = await serveBuiltApp({
      port: await findFreePort(),
      persistTo,
      quiet: true,
      vars: { ...SERVER_VARS, OFFLINE_TOKEN_DELAY_MS: "0" },
    });
    const text = { results: 0, chats: 0 };
    try {
      for (let i = 0; i < SIZED_ACCOUNTS; i += 1) {
        const made = await createSizedAccount(server.url, kit, bodies);
        text.results += made.results / SIZED_ACCOUNTS;
        text.chats += made.chats / SIZED_ACCOUNTS;
      }
    } finally {
      await server.stop();
    }
    const after = await databaseBytes(persistTo);
    const per = (a, b) => (a - b) / SIZED_ACCOUNTS;
    const parts = Object.fromEntries(Object.keys(after.parts).map((key) => [key, per(after.parts[key], before.parts[key] ?? 0)]));
    return { bytes: per(after.total, before.total), ...text, parts, createMs: performance.now() - started };
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
}

// ---- The part.

const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const GB = (bytes) => `${(bytes / 1e9).toFixed(2)} GB`;
/** D1's maximum database size (10 GB, counted here as 10 × 10⁹ bytes). */
const D1_MAX_BYTES = 10e9;

export async function runScale(ctx) {
  ctx.build();
  const started = performance.now();
  const dirs = [mkdtempSync(join(tmpdir(), "ux-twin-bench-scale-empty-")), mkdtempSync(join(tmpdir(), "ux-twin-bench-scale-big-"))];
  const servers = [];
  try {
    for (const persistTo of dirs) migrateLocal({ persistTo, quiet: true });
    console.log(
      `Seeding ${OTHER_USERS.toLocaleString("en-US")} other users × ${CONVERSATIONS_PER_USER} conversations straight into the big database's SQLite file…`,
    );
    const seeded = await seedOtherUsers(dirs[1]);
    for (const persistTo of dirs)
      servers.push(await serveBuiltApp({ port: await findFreePort(), persistTo, quiet: true, vars: SERVER_VARS }));
    const [empty, big] = [await createHistory(servers[0].url), await createHistory(servers[1].url)];
    const rows = await timeCases(empty, big);
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    report(rows, seeded, await bigDatabaseHolds(dirs[1], big.account.userId));
    const sized = await measureAccountBytes();
    reportBytes(sized, seeded);
    console.log(`Scale part took ${((performance.now() - started) / 1000).toFixed(0)} s.\n`);
    return rows.every((row) => row.ok);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** Proof the big server served the seeded file: the measured user's rows sit beside the million others. */
async function bigDatabaseHolds(persistTo, userId) {
  const { openLocalD1 } = await import("./seed-d1.mjs");
  const { db } = await openLocalD1(persistTo);
  try {
    return db
      .prepare(
        "SELECT (SELECT count(*) FROM conversations) AS conversations, (SELECT count(*) FROM conversations WHERE user_id = ?) AS theirs",
      )
      .get(userId);
  } finally {
    db.close();
  }
}

function report(rows, seeded, held) {
  console.log(
    `\nOne user (20 chats, 10 saved results, 1 product, 1 share) on an empty database vs one holding ${seeded.conversations.toLocaleString("en-US")} conversations of ` +
      `${OTHER_USERS.toLocaleString("en-US")} other users (${GB(seeded.bytes)}, seeded in ${(seeded.seedMs / 1000).toFixed(0)} s); ${REQUESTS} requests per case on each, alternating, after ${WARMUP} warm-up\n`,
  );
  console.table(
    rows.map((r) => ({
      case: r.name,
      answer: r.answer,
      "empty p50": ms(r.empty.p50),
      "empty p95": ms(r.empty.p95),
      "big p50": ms(r.big.p50),
      "big p95": ms(r.big.p95),
      "big / empty": `${(r.big.p50 / r.empty.p50).toFixed(2)}×`,
      within: r.ok ? "yes" : "NO",
    })),
  );
  console.log(
    `The big database after the run: ${held.conversations.toLocaleString("en-US")} conversations, ${held.theirs} of them the measured user's.`,
  );
  const missed = rows.filter((r) => !r.ok);
  console.log(
    `Every case's p50 on the big database ≤ ${RATIO_BUDGET}× the empty one's + ${SLACK_MS} ms (loopback jitter): ${missed.length ? `NO (${missed.map((r) => r.name).join("; ")})` : "yes"}\n`,
  );
}

function reportBytes(sized, seeded) {
  // Tables under 1% of the account (users, sessions, products …) are summed as "other".
  const shown = Object.entries(sized.parts)
    .filter(([, bytes]) => bytes >= sized.bytes / 100)
    .sort((a, b) => b[1] - a[1]);
  const other = Object.values(sized.parts).reduce((sum, bytes) => sum + bytes, 0) - shown.reduce((sum, [, bytes]) => sum + bytes, 0);
  const parts = [...shown, ["other", other]].map(([part, bytes]) => `${part} ${kB(bytes)}`).join(", ");
  console.log(
    `A realistic account (50 saved results × 3 versions, 20 chats × 10 exchanges, offline model; created in ${(sized.createMs / 1000).toFixed(0)} s for ${SIZED_ACCOUNTS} accounts):`,
  );
  const text = sized.results + sized.chats;
  console.log(
    `  saved text ${kB(text)}: results ${kB(sized.results)} (${kB(sized.results / 150)} per version, brief included), chats ${kB(sized.chats)} (${(sized.chats / 200).toFixed(0)} bytes per exchange)`,
  );
  console.log(`  ${kB(sized.bytes)} in D1 per account (${parts}) = ${(sized.bytes / text).toFixed(1)}× the text`);
  console.log(`  → ${Math.floor(D1_MAX_BYTES / sized.bytes).toLocaleString("en-US")} such accounts per 10 GB D1 database`);
  console.log(`  (the seeded database: ${(seeded.bytes / seeded.conversations).toFixed(0)} bytes per two-message conversation)\n`);
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? "").href;
if (isMain && !process.getBuiltinModule?.("node:sqlite")) {
  // node:sqlite and TypeScript imports need Node 22: run again under the project's own Node.
  const again = spawnSync("npx", ["node", ...process.argv.slice(1)], { cwd: projectRoot, stdio: "inherit" });
  process.exitCode = again.status ?? 1;
} else if (isMain) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runScale(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
