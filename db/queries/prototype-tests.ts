import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { newId } from "../ids";
import {
  conversations,
  products,
  prototypeEvents,
  prototypeScreenFigures,
  prototypeSessions,
  prototypeTests,
  resultVersions,
} from "../schema";
import { storageGuard, type StorageLimits } from "./storage";

/**
 * The owner's side of prototype tests (docs/product.md#prototype-tests): making one from a saved
 * wireframe result, listing, opening and closing, and deleting in bounded chunks. Every
 * statement names the user in its SQL, or looks an address up by its unique index.
 */

export type StoredTest = typeof prototypeTests.$inferSelect;

/** The newest version's parts and title of a saved wireframe result in this product of the user; null when there is none. */
export async function findWireframeSource(db: Database, userId: string, productId: string, conversationId: string) {
  const [row] = await db
    .select({ title: conversations.title, parts: resultVersions.parts })
    .from(conversations)
    .innerJoin(resultVersions, eq(resultVersions.conversationId, conversations.id))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.userId, userId),
        eq(conversations.productId, productId),
        eq(conversations.tool, "generate-wireframes"),
      ),
    )
    .orderBy(desc(resultVersions.number))
    .limit(1);
  return row ?? null;
}

export type NewTest = Omit<
  StoredTest,
  "id" | "userId" | "productId" | "open" | "sessions" | "finishedSessions" | "susSum" | "susAnswers" | "createdAt"
>;

export type CreateTestOutcome = { ok: true; test: StoredTest } | { ok: false; reason: "not_found" | "taken" | "too_many" };

/** Whether a failed statement broke the unique address index: the address is another test's. */
function addressTaken(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current.message.includes("UNIQUE constraint failed: prototype_tests.address")) return true;
  }
  return false;
}

/**
 * Stores a test in one batch: inserted only for the user's own product while it holds fewer than
 * `maxTests` tests, the row's bytes counted (a trigger) and the owner's storage checked after
 * (the guard rolls the batch back past the limit). An address another test holds is refused by
 * the unique index itself, so two owners racing for one address cannot both get it.
 */
export async function createTest(
  db: Database,
  userId: string,
  productId: string,
  test: NewTest,
  limits: { maxTests: number; storage: StorageLimits },
  now = Date.now(),
): Promise<CreateTestOutcome> {
  const id = newId();
  const t = prototypeTests;
  const testsOfProduct = sql`(SELECT count(*) FROM ${t} WHERE ${t.productId} = ${productId})`;
  try {
    // drizzle inserts a raw SELECT into every column in the schema's order: id, user_id,
    // product_id, conversation_id, title, address, open, tasks, ease_question, sus,
    // opening_question, wireframes, tester_cap, sessions, bytes, created_at, finished_sessions, sus_sum, sus_answers.
    const [inserted] = await db.batch([
      db
        .insert(t)
        .select(
          sql`SELECT ${id}, ${userId}, ${products.id}, ${test.conversationId}, ${test.title}, ${test.address}, 1, ${test.tasks},
              ${test.easeQuestion ? 1 : 0}, ${test.sus ? 1 : 0}, ${test.openingQuestion}, ${test.wireframes}, ${test.testerCap}, 0, ${test.bytes}, ${now}, 0, 0, 0
              FROM ${products} WHERE ${products.id} = ${productId} AND ${products.userId} = ${userId} AND ${testsOfProduct} < ${limits.maxTests}`,
        )
        .returning(),
      storageGuard(db, userId, limits.storage),
    ]);
    const [row] = inserted;
    if (row) return { ok: true, test: row };
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.userId, userId)))
      .limit(1);
    return { ok: false, reason: product ? "too_many" : "not_found" };
  } catch (error) {
    if (addressTaken(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

const owned = (userId: string, productId: string, testId: string) =>
  and(eq(prototypeTests.id, testId), eq(prototypeTests.productId, productId), eq(prototypeTests.userId, userId));

/** One test of the user's product, whole; null when none (or not theirs). */
export async function findOwnedTest(db: Database, userId: string, productId: string, testId: string): Promise<StoredTest | null> {
  const [row] = await db
    .select()
    .from(prototypeTests)
    .where(owned(userId, productId, testId))
    .limit(1);
  return row ?? null;
}

/** The product's tests newest first (at most the per-product cap), without their screens and tasks. */
export async function listTests(db: Database, userId: string, productId: string, max: number) {
  const t = prototypeTests;
  return db
    .select({
      id: t.id,
      productId: t.productId,
      conversationId: t.conversationId,
      title: t.title,
      address: t.address,
      open: t.open,
      sessions: t.sessions,
      testerCap: t.testerCap,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(and(eq(t.productId, productId), eq(t.userId, userId)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(max);
}

/** "Open test" / "Close test": the test as it is now; null when not the user's. */
export async function setTestOpen(db: Database, userId: string, productId: string, testId: string, open: boolean) {
  const [row] = await db
    .update(prototypeTests)
    .set({ open })
    .where(owned(userId, productId, testId))
    .returning();
  return row ?? null;
}

export type TestAddressHolder = { address: string; userId: string; testId: string };

/** Which of these addresses a test holds, and whose (a few dozen addresses at most, each by the unique index). */
export async function findTestAddressHolders(db: Database, addresses: readonly string[]): Promise<TestAddressHolder[]> {
  if (addresses.length === 0) return [];
  return db
    .select({ address: prototypeTests.address, userId: prototypeTests.userId, testId: prototypeTests.id })
    .from(prototypeTests)
    .where(inArray(prototypeTests.address, [...addresses]))
    .limit(addresses.length);
}

/** Events one deletion statement removes at most, so no statement holds D1 for long. */
export const EVENT_DELETION_CHUNK = 1_000;
/** Emptied sessions one statement removes at most (each takes its runs and their figures, at most one per task, by cascade). */
const SESSION_DELETION_CHUNK = 100;

/**
 * Deletes the sessions of the tests `tests` names (a subquery of test ids the caller has scoped)
 * a bounded chunk at a time: each round, one D1 batch, deletes at most EVENT_DELETION_CHUNK events
 * of the first sessions in index order and as many of the tests' screen figures (a run's can be
 * one per screen), then the first SESSION_DELETION_CHUNK sessions with neither left (their runs
 * and run figures go by cascade, their bytes back by trigger). Emptied sessions are at the
 * front and go at once, so no round reads past many of them.
 */
async function deleteSessionsOf(db: Database, tests: SQL): Promise<void> {
  const s = prototypeSessions;
  const e = prototypeEvents;
  const sf = prototypeScreenFigures;
  for (;;) {
    const [events, screens, sessions] = await db.batch([
      db
        .delete(e)
        .where(
          sql`rowid IN (SELECT ${e}.rowid FROM ${s} JOIN ${e} ON ${e.sessionId} = ${s.id} WHERE ${s.testId} IN ${tests} LIMIT ${EVENT_DELETION_CHUNK})`,
        ),
      db.delete(sf).where(sql`rowid IN (SELECT rowid FROM ${sf} WHERE ${sf.testId} IN ${tests} LIMIT ${EVENT_DELETION_CHUNK})`),
      db.delete(s).where(
        sql`${s.id} IN (SELECT ${s.id} FROM ${s} WHERE ${s.testId} IN ${tests}
          AND NOT EXISTS (SELECT 1 FROM ${e} WHERE ${e.sessionId} = ${s.id})
          AND NOT EXISTS (SELECT 1 FROM ${sf} WHERE ${sf.sessionId} = ${s.id}) LIMIT ${SESSION_DELETION_CHUNK})`,
      ),
    ]);
    if (events.meta.changes === 0 && screens.meta.changes === 0 && sessions.meta.changes === 0) return;
  }
}

/** Deletes one test of the user: closed first (so no session arrives meanwhile), its sessions in chunks, then the row. False when not theirs. */
export async function deleteTest(db: Database, userId: string, productId: string, testId: string): Promise<boolean> {
  const closed = await setTestOpen(db, userId, productId, testId, false);
  if (!closed) return false;
  await deleteSessionsOf(db, sql`(SELECT ${prototypeTests.id} FROM ${prototypeTests} WHERE ${owned(userId, productId, testId)})`);
  const removed = await db
    .delete(prototypeTests)
    .where(owned(userId, productId, testId))
    .returning({ id: prototypeTests.id });
  return removed.length > 0;
}

/**
 * Before a product goes: its tests are closed, emptied a session at a time, and deleted, so the
 * product's own delete has nothing of them left to cascade to. Scoped by the user's product.
 */
export async function emptyPrototypeTests(db: Database, userId: string, productId: string): Promise<void> {
  const t = prototypeTests;
  const mine = and(eq(t.productId, productId), eq(t.userId, userId));
  await db.update(t).set({ open: false }).where(mine);
  await deleteSessionsOf(db, sql`(SELECT ${t.id} FROM ${t} WHERE ${mine})`);
  await db.delete(t).where(mine);
}
