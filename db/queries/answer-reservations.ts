import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { MAX_PERSONA_ANSWERS, PERSONA_ANSWERS_PER_RESULT } from "../../shared/contracts/validate-ux";
import type { Database } from "../client";
import { newId } from "../ids";
import { answerReservations, conversations, resultVersions } from "../schema";
import { RESERVATION_LIFETIME_MS } from "./result-versions";

/**
 * The places questions to a saved report's synthetic users hold while their answers are written
 * (docs/product.md#ask-a-persona). Kept answers plus held places never pass a card's or the
 * report's limit, so of parallel questions to a nearly full card only as many as fit are answered
 * and paid for; the others are refused before any AI request.
 */

/** Places still counting on the version (a Worker that died mid-answer stops holding one after the lifetime). */
const live = (now: number) =>
  and(eq(answerReservations.versionId, resultVersions.id), gt(answerReservations.createdAt, new Date(now - RESERVATION_LIFETIME_MS)));

/**
 * Holds a place for one more answer about card `result` of the user's own version, in one
 * statement: taken only while the card's kept answers and held places stay under
 * PERSONA_ANSWERS_PER_RESULT and the report's under MAX_PERSONA_ANSWERS. Answers its id, or null
 * when none was taken (full, or not the user's version).
 */
export async function reserveAnswer(db: Database, userId: string, versionId: string, result: number): Promise<string | null> {
  const now = Date.now();
  const id = newId();
  const kept = sql`(SELECT count(*) FROM json_each(${resultVersions.response}, '$.answers'))`;
  const keptOnCard = sql`(SELECT count(*) FROM json_each(${resultVersions.response}, '$.answers') WHERE json_extract(value, '$.result') = ${result})`;
  const held = sql`(SELECT count(*) FROM ${answerReservations} WHERE ${live(now)})`;
  const heldOnCard = sql`(SELECT count(*) FROM ${answerReservations} WHERE ${live(now)} AND ${answerReservations.result} = ${result})`;
  const [row] = await db
    .insert(answerReservations)
    .select(
      db
        .select({
          id: sql<string>`${id}`.as("id"),
          versionId: resultVersions.id,
          result: sql<number>`${result}`.as("result"),
          createdAt: sql<number>`${now}`.as("created_at"),
        })
        .from(resultVersions)
        .innerJoin(conversations, eq(conversations.id, resultVersions.conversationId))
        .where(
          and(
            eq(resultVersions.id, versionId),
            eq(conversations.userId, userId),
            sql`${keptOnCard} + ${heldOnCard} < ${PERSONA_ANSWERS_PER_RESULT}`,
            sql`${kept} + ${held} < ${MAX_PERSONA_ANSWERS}`,
          ),
        ),
    )
    .returning({ id: answerReservations.id });
  return row?.id ?? null;
}

/** The cards of the places other questions hold on the user's version, to say which limit they fill. */
export async function heldAnswerCards(db: Database, userId: string, versionId: string): Promise<number[]> {
  const rows = await db
    .select({ result: answerReservations.result })
    .from(answerReservations)
    .innerJoin(resultVersions, eq(resultVersions.id, answerReservations.versionId))
    .innerJoin(conversations, eq(conversations.id, resultVersions.conversationId))
    .where(and(eq(resultVersions.id, versionId), eq(conversations.userId, userId), live(Date.now())))
    .limit(MAX_PERSONA_ANSWERS);
  return rows.map((row) => row.result);
}

/**
 * The statement that gives a place on the user's version up: in the batch that keeps its answer
 * (`onlyIf` the answer was written), or on its own when the answer fails or is refused.
 */
export function releaseAnswerStatement(db: Database, userId: string, versionId: string, reservationId: string, onlyIf?: SQL) {
  const owned = db
    .select({ id: resultVersions.id })
    .from(resultVersions)
    .innerJoin(conversations, eq(conversations.id, resultVersions.conversationId))
    .where(and(eq(resultVersions.id, versionId), eq(conversations.userId, userId)));
  return db
    .delete(answerReservations)
    .where(
      and(
        eq(answerReservations.id, reservationId),
        eq(answerReservations.versionId, versionId),
        inArray(answerReservations.versionId, owned),
        onlyIf,
      ),
    );
}
