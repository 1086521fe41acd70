import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { deleteEmptyConversations, getConversation, getSharedConversation, listConversations } from "../../db/queries/conversations";
import { productTimeline } from "../../db/queries/product-timeline";
import { findOwnedProduct, listProducts } from "../../db/queries/products";
import { readSignupsPage } from "../../db/queries/launch-stats";
import { heldAnswerCards } from "../../db/queries/answer-reservations";
import { findAnswerableVersion } from "../../db/queries/persona-answers";
import { toolContracts } from "../../tools/contracts";
import { resultBrief, resultMarkdownParts } from "../../tools/contracts";
import { call, finishAccountDeletion, signedInUser, signIn } from "./auth-helpers";
import { recordQueries, type RecordedQuery } from "./query-recorder";
import { validAskPersona } from "./fuzz-routes";
import { PNG_1X1, upload } from "./upload-helpers";
import { readEventsPage } from "../../db/queries/prototype-test-results";
import { ABOUT_TASK, numbered, on, ORDER_TASK, postTest, saveWireframes, sendEvents, startTesting } from "./prototype-tests-helpers";

const testerEvents = numbered([
  { type: "task-start", at: 0, task: 0 },
  { type: "click", at: 1_000, task: 0, ...on.homeOrder },
  { type: "screen", at: 1_000, task: 0, screenId: "menu" },
  { type: "task-end", at: 2_000, task: 0, reason: "gave-up" },
  { type: "finish", at: 3_000 },
]);

type Me = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Every query the app runs is bounded by its user, share or product
 * (docs/product.md#bounded-by-the-user): one user's data never makes another user's requests slower. The test drives
 * every page and API a user has — sign-up to account deletion — records each statement the
 * Worker prepares, asks SQLite for its plan, and fails on a plan that reads a table (or an
 * index) from end to end, and on a full-text search not keyed by its user.
 */

async function ok(response: Promise<Response>, status = 200): Promise<Response> {
  const answered = await response;
  expect(answered.status, `${answered.url}: ${await answered.clone().text()}`).toBe(status);
  return answered;
}

/** Everything a signed-in user can do, once each, through the Worker. */
async function everyPageAndApi(me: Me, visitor: Me) {
  const json = async <T>(response: Promise<Response>, status = 200) => (await (await ok(response, status)).json()) as T;
  const tool = "generate-visual-flow" as const;
  const body = { appIdea: "Neighbours lend each other garden tools" };

  // The pages' loaders (not served by this test Worker) run these, with the APIs' queries.
  const db = createDb(env.DB);
  await deleteEmptyConversations(db, me.user.id);
  await listConversations(db, me.user.id, { limit: 3 });
  await listProducts(db, me.user.id);
  await json(call("GET", "/api/auth/session", { cookie: me.cookie }));
  await json(call("GET", "/api/auth/sessions", { cookie: me.cookie }));
  await json(call("GET", "/api/usage", { cookie: me.cookie }));

  // A chat, saved, continued, edited, listed, searched, renamed.
  const chat = await json<{ conversation: { id: string } }>(
    call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: {
        messages: [
          { role: "user", content: "Pricing for a bakery app" },
          { role: "assistant", content: "Start with a free tier." },
        ],
      },
    }),
    201,
  );
  const chatId = chat.conversation.id;
  await ok(
    call("POST", "/api/chat/completions", {
      cookie: me.cookie,
      body: { conversationId: chatId, messages: [{ role: "user", content: "And for two shops?" }] },
    }),
  );
  await ok(
    call("POST", "/api/chat/completions", {
      cookie: me.cookie,
      body: { conversationId: chatId, editLast: true, messages: [{ role: "user", content: "And for three shops?" }] },
    }),
  );
  await getConversation(db, me.user.id, chatId);
  await json(call("GET", `/api/conversations/${chatId}`, { cookie: me.cookie }));
  const list = await json<{ nextCursor: string | null; conversations: { id: string }[] }>(
    call("GET", "/api/conversations", { cookie: me.cookie }),
  );
  expect(list.conversations.length).toBeGreaterThan(0);
  await json(call("GET", `/api/conversations?cursor=${encodeURIComponent(`${Date.now()}.${chatId}`)}`, { cookie: me.cookie }));
  await json(call("GET", "/api/conversations?q=bakery%20tier&kind=chat", { cookie: me.cookie }));
  await json(call("GET", "/api/conversations?kind=generate-visual-flow", { cookie: me.cookie }));
  await json(call("PATCH", `/api/conversations/${chatId}`, { cookie: me.cookie, body: { title: "Bakery pricing" } }));

  // A tool result: run, saved, refined into a new version, a version by hand.
  const first = await json<unknown>(call("POST", `/api/functions/${tool}`, { cookie: me.cookie, body }));
  const request = toolContracts[tool].request.parse(body) as never;
  const messages = [
    { role: "user", content: resultBrief(tool, request) },
    ...resultMarkdownParts(tool, request, first as never).map((content) => ({ role: "assistant", content })),
  ];
  const result = await json<{ conversation: { id: string } }>(
    call("POST", "/api/conversations", { cookie: me.cookie, body: { tool, messages } }),
    201,
  );
  const resultId = result.conversation.id;
  await ok(
    call("POST", `/api/functions/${tool}`, {
      cookie: me.cookie,
      body: { ...body, previous: first, instruction: "Add a referral step", conversationId: resultId },
    }),
  );
  await ok(call("POST", `/api/conversations/${resultId}/versions`, { cookie: me.cookie, body: { note: "Restored from Version 1" } }), 201);
  await json(call("GET", `/api/conversations/${resultId}/versions/1`, { cookie: me.cookie }));

  // A validation report, saved with its structured result; a question to one of its synthetic users, kept in it.
  const validation = toolContracts["validate-ux"].request.parse({
    prototypeUrl: "https://example.com/proto",
    personas: [{ id: "p1", name: "Maya", description: "New gardener" }],
    tasks: ["Borrow a trimmer"],
  });
  const report = { results: [validAskPersona.result] };
  const saved = await json<{ conversation: { id: string } }>(
    call("POST", "/api/conversations", {
      cookie: me.cookie,
      body: {
        tool: "validate-ux",
        messages: [
          { role: "user", content: resultBrief("validate-ux", validation) },
          ...resultMarkdownParts("validate-ux", validation, report as never).map((content) => ({ role: "assistant", content })),
        ],
        responses: [report],
      },
    }),
    201,
  );
  const keep = { conversationId: saved.conversation.id, version: 1, result: 0 };
  await json(call("POST", "/api/functions/ask-persona", { cookie: me.cookie, body: { ...validAskPersona, keep } }));
  const asked = await findAnswerableVersion(db, me.user.id, keep.conversationId, 1);
  await heldAnswerCards(db, me.user.id, asked!.id);

  // A product with the result in it.
  const product = await json<{ product: { id: string } }>(
    call("POST", "/api/products", { cookie: me.cookie, body: { name: "Tool Library", idea: body.appIdea } }),
    201,
  );
  const productId = product.product.id;
  await json(call("PATCH", `/api/conversations/${resultId}`, { cookie: me.cookie, body: { productId } }));
  await json(call("GET", "/api/products", { cookie: me.cookie }));
  await json(call("GET", `/api/products/${productId}?offset=0&limit=20`, { cookie: me.cookie }));
  await findOwnedProduct(db, me.user.id, productId);
  await productTimeline(db, me.user.id, productId, { offset: 0, limit: 20 });
  await json(call("PATCH", `/api/products/${productId}`, { cookie: me.cookie, body: { notes: "Start in one town" } }));
  await ok(
    call("POST", "/api/conversations", { cookie: me.cookie, body: { productId, messages: [{ role: "user", content: "Launch copy" }] } }),
    201,
  );

  // Members (docs/product.md#members-and-roles): invites made, previewed, accepted and revoked; the
  // member reads and edits the product; roles changed; a member removed, then back to stay.
  const invited = async (role: string) => {
    const made = await json<{ invite: { id: string; url: string } }>(
      call("POST", `/api/products/${productId}/invites`, {
        cookie: me.cookie,
        body: { role, email: role === "viewer" ? visitor.email : "" },
      }),
      201,
    );
    return { id: made.invite.id, token: made.invite.url.split("/invite/")[1]! };
  };
  const viewerLink = await invited("viewer");
  await json(call("GET", `/api/invites/${viewerLink.token}`, { cookie: visitor.cookie }));
  await json(call("POST", "/api/invites/accept", { cookie: visitor.cookie, body: { token: viewerLink.token } }));
  await ok(call("POST", "/api/invites/accept", { cookie: me.cookie, body: { token: viewerLink.token } }), 409);
  await json(call("GET", "/api/products", { cookie: visitor.cookie }));
  await listProducts(db, visitor.user.id);
  await json(call("GET", `/api/products/${productId}?offset=0&limit=20`, { cookie: visitor.cookie }));
  await productTimeline(db, visitor.user.id, productId, { offset: 0, limit: 20 });
  await json(call("GET", `/api/products/${productId}/members`, { cookie: me.cookie }));
  await json(call("GET", `/api/products/${productId}/members`, { cookie: visitor.cookie }));
  await ok(call("PATCH", `/api/products/${productId}`, { cookie: visitor.cookie, body: { notes: "A viewer's edit" } }), 403);
  await json(call("PATCH", `/api/products/${productId}/members/${visitor.user.id}`, { cookie: me.cookie, body: { role: "editor" } }));
  await json(call("PATCH", `/api/products/${productId}`, { cookie: visitor.cookie, body: { notes: "An editor's edit" } }));
  // The editor works on the product's result (docs/product.md#version-conflicts): a version on the
  // newest one, one on an older base (409), a refine on the newest, a rename, a new item in the product.
  const handEdit = (baseVersion: number) =>
    call("POST", `/api/conversations/${resultId}/versions`, {
      cookie: visitor.cookie,
      body: { note: "Restored from Version 1", baseVersion },
    });
  await ok(handEdit(3), 201);
  await ok(handEdit(3), 409);
  await ok(
    call("POST", `/api/functions/${tool}`, {
      cookie: visitor.cookie,
      body: { ...body, previous: first, instruction: "Add a review step", conversationId: resultId, baseVersion: 4 },
    }),
  );
  await json(call("PATCH", `/api/conversations/${resultId}`, { cookie: visitor.cookie, body: { title: "An editor's title" } }));
  await ok(
    call("POST", "/api/conversations", {
      cookie: visitor.cookie,
      body: { productId, messages: [{ role: "user", content: "An editor's note" }] },
    }),
    201,
  );
  await ok(call("DELETE", `/api/products/${productId}`, { cookie: visitor.cookie }), 403);
  const editorLink = await invited("editor");
  await ok(call("DELETE", `/api/products/${productId}/invites/${editorLink.id}`, { cookie: me.cookie }), 204);
  await ok(call("DELETE", `/api/products/${productId}/members/${visitor.user.id}`, { cookie: me.cookie }), 204);
  await ok(call("GET", `/api/products/${productId}`, { cookie: visitor.cookie }), 404);
  // Back in, to leave by themselves, and in again to go with their account at the end.
  const commenterLink = await invited("commenter");
  await json(call("POST", "/api/invites/accept", { cookie: visitor.cookie, body: { token: commenterLink.token } }));
  await ok(call("DELETE", `/api/products/${productId}/members/${visitor.user.id}`, { cookie: visitor.cookie }), 204);
  await json(call("POST", "/api/invites/accept", { cookie: visitor.cookie, body: { token: commenterLink.token } }));
  // The member reads the product's result and its first version, and is refused a rename, a delete and a save into it.
  await json(call("GET", `/api/conversations/${resultId}`, { cookie: visitor.cookie }));
  await json(call("GET", `/api/conversations/${resultId}/versions/1`, { cookie: visitor.cookie }));
  await ok(call("PATCH", `/api/conversations/${resultId}`, { cookie: visitor.cookie, body: { title: "A member's title" } }), 403);
  await ok(call("DELETE", `/api/conversations/${resultId}`, { cookie: visitor.cookie }), 403);
  await ok(
    call("POST", "/api/conversations", { cookie: visitor.cookie, body: { productId, messages: [{ role: "user", content: "Mine" }] } }),
    403,
  );
  // The owner's screenshot: the member is told it is the owner's (403), decided by one statement.
  const screen = await json<{ upload: { key: string } }>(upload(me.cookie, PNG_1X1), 201);
  await ok(call("GET", `/api/uploads/${screen.upload.key}`, { cookie: visitor.cookie }), 403);

  // Launch (docs/product.md#launch): the address check, publishing twice, the card, a sign-up, the CSV, deleting it, unpublishing.
  const page = (address: string) => ({
    address,
    doc: {
      productName: "Tool Library",
      accent: "#4f46e5",
      sections: [
        { kind: "hero", headline: "Borrow a drill from next door", subheadline: "", cta: "Join" },
        { kind: "waitlist", title: "Be first", body: "" },
      ],
    },
    contactEmail: "founder@example.com",
    headlineB: "Tools for the whole street",
    target: { signups: 40, visitors: 1000, date: "2999-01-15" },
  });
  const address = `plans-${me.user.id
    .slice(0, 12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x")}`;
  await json(call("GET", `/api/launch/addresses/${address}?productId=${productId}`, { cookie: me.cookie }));
  await json(call("PUT", `/api/products/${productId}/launch`, { cookie: me.cookie, body: page(`${address}-old`) }));
  await json(call("PUT", `/api/products/${productId}/launch`, { cookie: me.cookie, body: page(address) }));
  // The visitor is a commenter of this product by now: publishing is the owner's (403, not a stranger's 404).
  const taken = await call("PUT", `/api/products/${productId}/launch`, { cookie: visitor.cookie, body: page(address) });
  expect(taken.status).toBe(403);
  const pageId = (await env.DB.prepare("SELECT id FROM landing_pages WHERE address = ?").bind(address).first<{ id: string }>())!.id;
  await env.DB.prepare(
    "INSERT INTO landing_signups (id, page_id, email, email_key, variant, source, day, removal_hash) VALUES ('plans-signup', ?, 'a@example.com', 'a@example.com', 'a', '', '2020-01-10', 'plans-hash')",
  )
    .bind(pageId)
    .run();
  await json(call("GET", `/api/products/${productId}/launch`, { cookie: me.cookie }));
  expect(await (await ok(call("GET", `/api/products/${productId}/launch/signups.csv`, { cookie: me.cookie }))).text()).toContain(
    "a@example.com",
  );
  // A long waitlist's CSV reads its next page after a cursor.
  await readSignupsPage(db, me.user.id, productId, { createdAt: 0, id: "" });
  await ok(call("DELETE", `/api/products/${productId}/launch/signups/plans-signup`, { cookie: me.cookie }), 204);
  await ok(call("DELETE", `/api/products/${productId}/launch/live`, { cookie: me.cookie }), 204);
  await json(call("PUT", `/api/products/${productId}/launch`, { cookie: me.cookie, body: page(address) }));
  // The visitor's account goes with a published page of its own.
  const theirs = await json<{ product: { id: string } }>(
    call("POST", "/api/products", { cookie: visitor.cookie, body: { name: "Visitor's", idea: "x" } }),
    201,
  );
  await json(call("PUT", `/api/products/${theirs.product.id}/launch`, { cookie: visitor.cookie, body: page(`${address}-visitor`) }));

  // A prototype test of saved wireframes: testers take it, the owner reads, exports and deletes.
  const testAddress = `${address}-test`;
  const wireframesId = await saveWireframes(me, productId);
  await json(call("GET", `/api/tests/addresses/${testAddress}?testId=none`, { cookie: me.cookie }));
  const madeTest = await json<{ id: string }>(
    postTest(me, productId, { conversationId: wireframesId, address: testAddress, tasks: [ORDER_TASK, ABOUT_TASK], sus: true }),
    201,
  );
  const testPath = `/api/products/${productId}/tests/${madeTest.id}`;
  await ok(postTest(me, productId, { conversationId: wireframesId, address: testAddress, tasks: [ORDER_TASK] }), 409);
  await json(call("GET", `/api/products/${productId}/tests`, { cookie: me.cookie }));
  const tester = await startTesting(testAddress);
  await ok(sendEvents(testAddress, tester, testerEvents));
  await ok(sendEvents(testAddress, tester, testerEvents));
  await json(call("GET", `${testPath}/results`, { cookie: me.cookie }));
  expect(await (await ok(call("GET", `${testPath}/events.csv`, { cookie: me.cookie }))).text()).toContain("task-start");
  await readEventsPage(db, me.user.id, madeTest.id, { startedAt: 0, sessionId: "", seq: 0 });
  await json(call("PATCH", testPath, { cookie: me.cookie, body: { open: false } }));
  await json(call("PATCH", testPath, { cookie: me.cookie, body: { open: true } }));
  await ok(call("DELETE", `${testPath}/sessions/${tester.sessionId}`, { cookie: me.cookie }), 204);
  await ok(sendEvents(testAddress, await startTesting(testAddress), testerEvents));
  const secondTest = await json<{ id: string }>(
    postTest(me, productId, { conversationId: wireframesId, address: `${testAddress}-2`, tasks: [ABOUT_TASK] }),
    201,
  );
  await ok(sendEvents(`${testAddress}-2`, await startTesting(`${testAddress}-2`), testerEvents.slice(0, 2)));
  await ok(call("DELETE", `/api/products/${productId}/tests/${secondTest.id}`, { cookie: me.cookie }), 204);
  // The visitor's account goes with a test and a tester's events of its own.
  const visitorsProduct = await json<{ product: { id: string } }>(
    call("POST", "/api/products", { cookie: visitor.cookie, body: { name: "Visitor's tests", idea: "x" } }),
    201,
  );
  await json(
    postTest(visitor, visitorsProduct.product.id, {
      conversationId: await saveWireframes(visitor, visitorsProduct.product.id),
      address: `${testAddress}-visitor`,
      tasks: [ORDER_TASK],
    }),
    201,
  );
  await ok(sendEvents(`${testAddress}-visitor`, await startTesting(`${testAddress}-visitor`), testerEvents));

  // Sharing: the public page, a copy into another account, revoking.
  const share = await json<{ shareId: string }>(
    call("POST", `/api/conversations/${resultId}/share`, { cookie: me.cookie, body: { includeScreens: false } }),
  );
  await getSharedConversation(db, share.shareId);
  await json(call("GET", `/api/shares/${share.shareId}/versions/2`));
  await ok(call("POST", `/api/shares/${share.shareId}/copy`, { cookie: visitor.cookie }), 201);
  await ok(call("DELETE", `/api/conversations/${resultId}/share`, { cookie: me.cookie }), 204);

  // Deleting: an item, a product keeping its items, then sessions and the account.
  await ok(call("DELETE", `/api/conversations/${chatId}`, { cookie: me.cookie }), 204);
  await ok(call("DELETE", `/api/products/${productId}?items=keep`, { cookie: me.cookie }), 204);
  await ok(call("POST", "/api/auth/sign-out-everywhere", { cookie: me.cookie }), 200);
}

/** Tables whose keys are read by a range that is one prefix: the sign-in throttle rows of one e-mail address. */
const PREFIX_RANGES = new Set(["sign_in_throttle"]);
/** Tables that hold a couple of rows whatever the users do: the salts of today and yesterday (older ones are deleted by this range). */
const TINY_TABLES = new Set(["daily_salts"]);

type PlanRow = { id: number; parent: number; detail: string };

/** What is wrong with one statement's plan, if anything. */
function planProblems(query: RecordedQuery, plan: PlanRow[]): string[] {
  const problems: string[] = [];
  // Subqueries and VALUES lists in FROM are named after their alias; reading them whole is fine.
  const derived = new Set(plan.map((row) => /^(?:MATERIALIZE|CO-ROUTINE) (\S+)/.exec(row.detail)?.[1]).filter(Boolean));
  for (const { detail } of plan) {
    // A search through an index must pin it by equality (a user, a conversation, a key), not only by a range.
    // The constraints are everything inside the first parenthesis: a row-value range "(a,b)>(?,?)" nests more.
    const search = /^SEARCH (\S+) USING [^(]*\((.*)\)$/.exec(detail);
    if (search && !/(^|\W)\w+=\?/.test(search[2]!) && !PREFIX_RANGES.has(search[1]!) && !TINY_TABLES.has(search[1]!)) problems.push(detail);
    const scan = /^SCAN (\S+)(.*)$/.exec(detail);
    if (!scan) continue;
    const [, name, rest] = scan;
    if (name === "CONSTANT" || /^\d+-ROW$/.test(name!) || name!.startsWith("(subquery") || derived.has(name)) continue;
    // json_each walks the JSON of a value in a row already found by its key (a report's answers), not a table.
    if (name === "json_each") continue;
    if (rest!.includes("VIRTUAL TABLE")) {
      const matches = query.params.filter((param): param is string => typeof param === "string" && / : /.test(param));
      const unkeyed = matches.filter((match) => !/^(\(?words : "[a-z0-9]{8}|row_key : |conversation_id : )/.test(match));
      if (matches.length === 0 || unkeyed.length > 0)
        problems.push(`${detail} with ${JSON.stringify(unkeyed.length ? unkeyed : "no MATCH")}`);
      continue;
    }
    problems.push(detail);
  }
  return problems;
}

describe("every query is bounded by its user, share or product", () => {
  it("plans no statement of any page or API to read a table from end to end", { timeout: 120_000 }, async () => {
    const me = await signedInUser("plans");
    const visitor = await signedInUser("plans-visitor");
    const recording = recordQueries(env.DB);
    try {
      // Signing up and in (and a wrong password, counted by the throttle), then everything else.
      const newcomer = await signedInUser("plans-newcomer");
      expect((await signIn(newcomer.email, "not the password")).status).toBe(401);
      await ok(call("POST", "/api/auth/sign-out", { cookie: newcomer.cookie }));
      await everyPageAndApi(me, visitor);
      await ok(call("DELETE", "/api/auth/account", { cookie: visitor.cookie }));
      await finishAccountDeletion(visitor.user.id);
    } finally {
      recording.stop();
    }

    const statements = new Map<string, RecordedQuery>();
    for (const query of recording.seen) if (/^\s*(select|insert|update|delete|with)\b/i.test(query.sql)) statements.set(query.sql, query);
    expect(statements.size).toBeGreaterThan(40);
    const report: string[] = [];
    for (const query of statements.values()) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<PlanRow>();
      const problems = planProblems(query, results);
      if (problems.length > 0) report.push(`${query.sql.replace(/\s+/g, " ").slice(0, 300)}\n    → ${problems.join("\n    → ")}`);
    }
    expect(report, report.join("\n\n")).toEqual([]);
  });
});
