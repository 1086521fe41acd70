import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { prototypeTestSchema, type PrototypeTest, type TesterEvent } from "../../shared/contracts/prototype-tests";
import type { ValidationResult } from "../../shared/contracts/validate-ux";
import type { WireframeSet } from "../../shared/contracts/wireframes";
import { runsOfSession, type SessionRuns } from "../../shared/prototype-test-metrics";
import { resultBrief, resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { mealBox } from "../unit/prototype-test-fixture";
import { call, fetchWithVars, ORIGIN, uniqueAddress } from "./auth-helpers";
import { createProduct, savedId, saveItem, type Me } from "./product-helpers";

/**
 * Prototype tests for the integration tests (docs/product.md#prototype-tests): the meal-box
 * wireframes of the figures' unit tests saved in a product, a test made from them through the
 * owner API, and testers taking it through the public routes, each from a network of their own.
 */

export { mealBox, numbered, on, off, orderedAnotherWay } from "../unit/prototype-test-fixture";

let addresses = 0;
const run = crypto.getRandomValues(new Uint16Array(1))[0]!.toString(36);
/** A test address no other test uses. */
export const freshTestAddress = (label = "test") => `${label}-${run}-${(++addresses).toString(36)}`;

/** Saves the set as a wireframe result in the product (one part per screen, as the tool saves it); its id. */
export async function saveWireframes(me: Me, productId: string, set: WireframeSet = mealBox): Promise<string> {
  const parts = set.screens.map((screen) => screenMarkdown(screen, set));
  return savedId(
    await saveItem(me, {
      tool: "generate-wireframes",
      productId,
      messages: [{ role: "user", content: "Wireframes (phone): Meal boxes" }, ...parts.map((content) => ({ role: "assistant", content }))],
    }),
  );
}

export const ORDER_TASK = { text: "Order a meal box for Friday", startScreenId: "home", goalScreenId: "checkout" };
export const ABOUT_TASK = {
  text: "Find out who makes the meals",
  startScreenId: "home",
  goalScreenId: "about",
  expectedPath: ["home", "about"],
};

export const testsPath = (productId: string) => `/api/products/${productId}/tests`;

export function postTest(me: Me, productId: string, body: Record<string, unknown>) {
  return call("POST", testsPath(productId), { cookie: me.cookie, body });
}

export type Setup = { me: Me; productId: string; conversationId: string; test: PrototypeTest };

/** An owner with a product, its saved meal-box wireframes and an open test of them. */
export async function ownerWithTest(me: Me, settings: Record<string, unknown> = {}): Promise<Setup> {
  const productId = (await createProduct(me)).id;
  const conversationId = await saveWireframes(me, productId);
  const response = await postTest(me, productId, {
    conversationId,
    address: freshTestAddress(),
    tasks: [ORDER_TASK, ABOUT_TASK],
    sus: true,
    ...settings,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { me, productId, conversationId, test: prototypeTestSchema.parse(await response.json()) };
}

export async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; suggestion?: string; field?: string } };
  return { status: response.status, ...body.error };
}

/** The vars the public routes run with in these tests, and where a tester's requests go. */
const VARS = { APP_ORIGIN: ORIGIN };
export type Where = { vars?: Record<string, string>; origin?: string };

/** A tester: one network (a documentation /64 of its own) for every request they make. */
export type Tester = { headers: Record<string, string> };
export const newTester = (): Tester => ({ headers: { "User-Agent": "Mozilla/5.0 (test browser)", ...uniqueAddress() } });

export function openTestPage(address: string, tester: Tester = newTester(), where: Where = {}): Promise<Response> {
  return fetchWithVars({ ...VARS, ...where.vars }, new Request(`${where.origin ?? ORIGIN}/t/${address}`, { headers: tester.headers }));
}

/** The signed page token a served page carries, wherever the page puts it (base64url body, a dot, a 43-character signature). */
export function pageTokenIn(html: string): string {
  const token = html.match(/[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/)?.[0];
  if (!token) throw new Error("the page has no page token");
  return token;
}

export function postTester(
  address: string,
  path: "sessions" | "events",
  body: unknown,
  tester: Tester,
  type = "application/json",
  where: Where = {},
) {
  return fetchWithVars(
    { ...VARS, ...where.vars },
    new Request(`${where.origin ?? ORIGIN}/t/${address}/${path}`, {
      method: "POST",
      headers: { ...tester.headers, "Content-Type": type },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

export type TesterSession = { tester: Tester; sessionId: string; sessionToken: string };

/** Opens the page and starts a session with its token, as the page's script does. */
export async function startTesting(address: string, tester: Tester = newTester()): Promise<TesterSession> {
  const page = await openTestPage(address, tester);
  expect(page.status).toBe(200);
  const response = await postTester(address, "sessions", { token: pageTokenIn(await page.text()) }, tester);
  expect(response.status, await response.clone().text()).toBe(201);
  const { sessionId, sessionToken } = (await response.json()) as { sessionId: string; sessionToken: string };
  return { tester, sessionId, sessionToken };
}

let batches = 0;
/** Sends events of the session as one batch. */
export function sendEvents(address: string, session: TesterSession, events: readonly TesterEvent[], type?: string) {
  const body = { sessionId: session.sessionId, sessionToken: session.sessionToken, batchId: `batch-${++batches}`, events };
  return postTester(address, "events", body, session.tester, type);
}

/** The session's stored events as rows, in `seq` order. */
export async function storedEvents(sessionId: string) {
  const rows = await env.DB.prepare(
    "SELECT seq, type, task, screen_id, x, y, hit, at FROM prototype_events WHERE session_id = ? ORDER BY seq",
  )
    .bind(sessionId)
    .all<{
      seq: number;
      type: string;
      task: number | null;
      screen_id: string | null;
      x: number | null;
      y: number | null;
      hit: number | null;
      at: number;
    }>();
  return rows.results;
}

export async function storageBytesOf(userId: string): Promise<number> {
  return (await env.DB.prepare("SELECT storage_bytes FROM users WHERE id = ?").bind(userId).first<{ storage_bytes: number }>())!
    .storage_bytes;
}

/** A synthetic user's predicted result for a task, as the Prototype Validator answers it. */
export const predicted = (persona: string, task: string, successRate: number, sentiment: ValidationResult["sentiment"] = "confident") =>
  ({
    persona,
    task,
    sentiment,
    successRate,
    behavior: `${persona} looks for the way in from the first screen.`,
    feedback: `${persona} is not sure where "${task}" starts.`,
    recommendations: ["Visibility of system status: say where each step leads."],
  }) satisfies ValidationResult;

/** Saves a Prototype Validator result (its Markdown and structured response, as the validator's Save does), into a product or none; its id. */
export async function saveValidation(me: Me, productId: string | null, results: ValidationResult[]): Promise<string> {
  const request = toolContracts["validate-ux"].request.parse({
    prototypeUrl: "https://www.figma.com/proto/abc/meal-boxes",
    personas: [...new Set(results.map((result) => result.persona))].map((name, i) => ({
      id: `p${i}`,
      name,
      description: `${name}, a busy cook`,
    })),
    tasks: [...new Set(results.map((result) => result.task))],
  });
  const response = { results };
  const messages = [
    { role: "user", content: resultBrief("validate-ux", request) },
    ...resultMarkdownParts("validate-ux", request, response).map((content) => ({ role: "assistant", content })),
  ];
  const body = { tool: "validate-ux", messages, responses: [response], ...(productId ? { productId } : {}) };
  return savedId(await call("POST", "/api/conversations", { cookie: me.cookie, body }));
}

/**
 * The sessions of a test as the metrics module takes them: their runs made from the events as
 * they were sent, with the start and last-event times the server stored.
 */
export async function sessionsAsStored(
  test: PrototypeTest,
  sent: readonly { sessionId: string; events: readonly TesterEvent[] }[],
): Promise<SessionRuns[]> {
  const stored = await env.DB.prepare("SELECT id, started_at, last_event_at FROM prototype_sessions WHERE test_id = ?")
    .bind(test.id)
    .all<{ id: string; started_at: number; last_event_at: number }>();
  const times = new Map(stored.results.map((row) => [row.id, row]));
  return sent.map(({ sessionId, events }) => {
    const sus = events.find((event) => event.type === "sus");
    return {
      id: sessionId,
      startedAt: times.get(sessionId)!.started_at,
      lastEventAt: times.get(sessionId)!.last_event_at,
      finished: events.some((event) => event.type === "finish"),
      runs: runsOfSession(test, events),
      sus: sus?.type === "sus" ? sus.answers : null,
    };
  });
}
