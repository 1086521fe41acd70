// Product page (docs/product.md#products): server render time of `/products/:id` when the
// product holds 500 saved items against the same page with 5. Items are seeded through
// wrangler's local D1 (realistic results: Markdown documents, some with diagrams, some with
// several versions) while the server is stopped, as the search part does (the search index
// fills through triggers), then the signed-in page is requested over HTTP.
// Budget: the 500-item page's p50 within 1.5× of the 5-item page's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findFreePort, migrateLocal, serveBuiltApp } from "../lib/app-server.mjs";
import { createBenchContext } from "./context.mjs";
import { executeLocalSql, insertRows, newRowId } from "./seed-d1.mjs";
import { apiCall, getOk, ms, signedInAccount, timeSequential } from "./measure.mjs";

const SIZES = [5, 500];
const REQUESTS = 60;
const RATIO_BUDGET = 1.5;
const TOOLS = [
  "build-startup",
  "generate-visual-flow",
  "validate-ux",
  "monetization-strategy",
  "launch-assistant",
  "case-study-generator",
  null,
];

const FLOW = JSON.stringify({
  nodes: [
    { id: "a", type: "screen", data: { label: "Home" } },
    { id: "b", type: "decision", data: { label: "Signed in?" } },
    { id: "c", type: "endpoint", data: { label: "Booked", status: "success" } },
  ],
  edges: [
    { id: "e1", source: "a", target: "b" },
    { id: "e2", source: "b", target: "c", label: "yes" },
  ],
});

/** A saved result of about 3 kB, the size the tools write. */
function resultText(i, tool) {
  const sections = Array.from(
    { length: 6 },
    (_, s) =>
      `## Section ${s + 1}\n\n- **Point ${i}.${s}:** interview five students about booking a tutor, then measure retention weekly.\n- Keep the scope small and write down what you learn.\n`,
  ).join("\n");
  const diagram =
    tool === "generate-visual-flow" || tool === "build-startup" ? `\n\n## Key user flow\n\n\`\`\`flowchart-json\n${FLOW}\n\`\`\`` : "";
  return `# Result ${i}\n\n${sections}${diagram}`;
}

/** Rows for `count` saved items in one product: a brief, version 1, and every third item a refined version 2. */
function itemRows(account, productId, count, base) {
  const conversations = [];
  const messages = [];
  for (let i = 0; i < count; i += 1) {
    const id = newRowId();
    const tool = TOOLS[i % TOOLS.length];
    const at = base + i * 1000;
    conversations.push([id, account.userId, `Saved item ${i} for Pocket Tutor`, tool, productId, at, at]);
    const turns = [
      ["user", `Pocket Tutor idea ${i}: match students with a tutor for a 15-minute call.`],
      ["assistant", resultText(i, tool)],
    ];
    if (i % 3 === 0) turns.push(["user", "Make it shorter"], ["assistant", resultText(i + 0.5, tool)]);
    turns.forEach(([role, content], seq) => messages.push([newRowId(), id, role, content, seq + 1, at + seq]));
  }
  return { conversations, messages };
}

export async function runProductPage(ctx) {
  ctx.build();
  const persistTo = mkdtempSync(join(tmpdir(), "ux-twin-bench-product-"));
  const serve = async () =>
    serveBuiltApp({ port: await findFreePort(), persistTo, quiet: true, vars: { SIGN_UP_LIMIT_PER_HOUR: "1000000" } });
  try {
    migrateLocal({ persistTo, quiet: true });
    const first = await serve();
    const account = await signedInAccount(first.url, "product-page");
    const products = [];
    for (const size of SIZES) {
      const created = await apiCall(account, "POST", "/api/products", {
        name: `Pocket Tutor (${size} items)`,
        idea: "Match students with a tutor for a 15-minute call when homework gets stuck.",
        audience: "High-school students and their parents",
        personas: [{ name: "Maya", description: "Busy student", motivation: "Finish homework", context: "Phone on the bus" }],
      });
      if (created.status !== 201) throw new Error(`creating a product answered ${created.status}`);
      products.push({ size, id: (await created.json()).product.id });
    }
    await first.stop();

    const started = performance.now();
    const base = Date.now() - 10_000_000;
    const statements = [];
    for (const { size, id } of products) {
      const { conversations, messages } = itemRows(account, id, size, base);
      statements.push(
        ...insertRows("conversations", ["id", "user_id", "title", "tool", "product_id", "created_at", "updated_at"], conversations),
        ...insertRows("messages", ["id", "conversation_id", "role", "content", "seq", "created_at"], messages),
      );
    }
    executeLocalSql(statements, persistTo);
    const seedMs = performance.now() - started;

    const server = await serve();
    try {
      // Same session cookie, new port: the session lives in the D1 the new server reads.
      return await measure({ ...account, origin: server.url }, products, seedMs);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
}

async function measure(account, products, seedMs) {
  const rows = [];
  for (const { size, id } of products) {
    const url = `${account.origin}/products/${id}`;
    const html = new TextDecoder().decode(await getOk(url, { Cookie: account.cookie }));
    // The page must really show the product and its items, not a redirect or an error page.
    if (!html.includes("Pocket Tutor") || !html.includes("Saved item")) throw new Error(`/products/${id} did not render the product`);
    const timing = await timeSequential(() => getOk(url, { Cookie: account.cookie }), { count: REQUESTS, warmup: 10 });
    rows.push({ size, bytes: Buffer.byteLength(html), timing });
  }
  console.log(
    `\nGET /products/:id, signed in (${REQUESTS} sequential requests each after 10 warm-up; ${products.reduce((n, p) => n + p.size, 0)} items seeded in ${(seedMs / 1000).toFixed(1)} s)\n`,
  );
  console.table(
    rows.map((r) => ({
      "saved items": r.size,
      "HTML kB": (r.bytes / 1024).toFixed(1),
      p50: ms(r.timing.p50),
      p95: ms(r.timing.p95),
      "vs 5 items": `${(r.timing.p50 / rows[0].timing.p50).toFixed(2)}×`,
    })),
  );
  const ratio = rows[1].timing.p50 / rows[0].timing.p50;
  const ok = ratio <= RATIO_BUDGET;
  console.log(
    `The 500-item page's p50 within ${RATIO_BUDGET}× of the 5-item page's (${ms(rows[1].timing.p50)} vs ${ms(rows[0].timing.p50)} = ${ratio.toFixed(2)}×): ${ok ? "yes" : "NO"}\n`,
  );
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runProductPage(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
