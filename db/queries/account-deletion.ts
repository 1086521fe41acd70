import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  aiUsage,
  commentMentions,
  comments,
  conversations,
  landingDaily,
  landingPages,
  landingSignups,
  landingSources,
  landingVisitors,
  messages,
  notifications,
  oauthAccounts,
  productInvites,
  productMemberRemovals,
  productMembers,
  products,
  prototypeEvents,
  prototypeScreenFigures,
  prototypeSessions,
  prototypeTests,
  resultVersions,
  sessions,
  signInThrottle,
  legacyUploadReleases,
  uploads,
  users,
} from "../schema";
import { publishThrottleKey } from "./launch-pages";
import { emailThrottleRows, throttleKey } from "./throttle";
import { normalizeEmail } from "./users";

/**
 * Deleting an account (docs/product.md#account-deletion) in two parts, so that one large account
 * never holds D1 for long: `closeAccount` makes it unusable at once (a handful of small
 * statements), then `deleteAccountStep` removes its data a bounded chunk at a time, called again
 * and again from the background until nothing is left.
 */

/** Rows one step deletes at most: small enough (with their search-index rows) that no statement holds D1 for long. */
export const DELETION_CHUNK_ROWS = 200;

/** The address a closed account holds until its row goes: never a real one, so the real one can sign up again. */
export const closedAccountEmail = (userId: string) => `closed-${userId}@deleted.invalid`;

/**
 * At once, in one batch: sessions revoked, linked sign-ins and the address's throttle rows gone,
 * the address and password taken off the account (sign-in then fails like for an unknown
 * address, and the address is free for a new account), its published pages taken down. Answers
 * the addresses of the pages that were live, whose cached copies the caller purges.
 */
export async function closeAccount(db: Database, userId: string, email: string): Promise<string[]> {
  const [, , , , , taken] = await db.batch([
    db
      .update(users)
      .set({ email: closedAccountEmail(userId), passwordHash: null })
      .where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(signInThrottle).where(emailThrottleRows(normalizeEmail(email))),
    // The account's own write bounds (a key each, by its primary key).
    db
      .delete(signInThrottle)
      .where(
        inArray(signInThrottle.key, [
          throttleKey.shareCopies(userId),
          publishThrottleKey(userId),
          throttleKey.memberWrites(userId),
          throttleKey.commentWrites(userId),
          throttleKey.itemWrites(userId),
        ]),
      ),
    db
      .update(landingPages)
      .set({ live: false })
      .where(and(eq(landingPages.userId, userId), eq(landingPages.live, true)))
      .returning({ address: landingPages.address }),
    db
      .update(prototypeTests)
      .set({ open: false })
      .where(and(eq(prototypeTests.userId, userId), eq(prototypeTests.open, true))),
  ]);
  return taken.map((row) => row.address);
}

/** Deletes at most DELETION_CHUNK_ROWS rows of one of the account's pages' tables. */
function pageRowsChunk(
  db: Database,
  userId: string,
  table: typeof landingSignups | typeof landingVisitors | typeof landingDaily | typeof landingSources,
) {
  const ownPages = sql`(SELECT ${landingPages.id} FROM ${landingPages} WHERE ${landingPages.userId} = ${userId})`;
  return db
    .delete(table)
    .where(sql`rowid IN (SELECT rowid FROM ${table} WHERE ${table.pageId} IN ${ownPages} LIMIT ${DELETION_CHUNK_ROWS})`);
}

/**
 * The account's testers' sessions, in index order: the first DELETION_CHUNK_ROWS of them are
 * deleted once their events and screen figures are gone (their runs and run figures by cascade),
 * and those are deleted from the front sessions first, so no statement reads past more than a
 * chunk of sessions.
 */
function firstSessions(userId: string) {
  return sql`(SELECT ${prototypeSessions.id} FROM ${prototypeTests} JOIN ${prototypeSessions} ON ${prototypeSessions.testId} = ${prototypeTests.id}
    WHERE ${prototypeTests.userId} = ${userId} LIMIT ${DELETION_CHUNK_ROWS})`;
}

function emptiedSessionsChunk(db: Database, userId: string) {
  const s = prototypeSessions;
  return db.delete(s).where(
    sql`${s.id} IN ${firstSessions(userId)} AND NOT EXISTS (SELECT 1 FROM ${prototypeEvents} WHERE ${prototypeEvents.sessionId} = ${s.id})
        AND NOT EXISTS (SELECT 1 FROM ${prototypeScreenFigures} WHERE ${prototypeScreenFigures.sessionId} = ${s.id})`,
  );
}

function sessionEventsChunk(db: Database, userId: string) {
  const e = prototypeEvents;
  return db
    .delete(e)
    .where(sql`rowid IN (SELECT rowid FROM ${e} WHERE ${e.sessionId} IN ${firstSessions(userId)} LIMIT ${DELETION_CHUNK_ROWS})`);
}

function sessionScreenFiguresChunk(db: Database, userId: string) {
  const sf = prototypeScreenFigures;
  return db
    .delete(sf)
    .where(sql`rowid IN (SELECT rowid FROM ${sf} WHERE ${sf.sessionId} IN ${firstSessions(userId)} LIMIT ${DELETION_CHUNK_ROWS})`);
}

/** Deletes at most DELETION_CHUNK_ROWS rows of `table` that `where` picks (raw SQL over the table's own columns). */
function rowsChunk(db: Database, table: typeof comments | typeof commentMentions | typeof notifications, where: ReturnType<typeof sql>) {
  return db.delete(table).where(sql`rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${DELETION_CHUNK_ROWS})`);
}

/**
 * The account's part in comments (docs/product.md#account-deletion): a deleted account's comments
 * go with it, wherever they were written, and so does every comment on its own items. Each step
 * deletes a chunk whose cascades are small: notifications and mentions go first, and replies
 * before the comments they answer, so deleting a comment never takes a whole thread with it.
 */
function commentSteps(db: Database, userId: string) {
  const ownItems = sql`(SELECT ${conversations.id} FROM ${conversations} WHERE ${conversations.userId} = ${userId})`;
  const ownComments = sql`(SELECT "authored"."id" FROM "comments" AS "authored" WHERE "authored"."author_id" = ${userId})`;
  return [
    () => rowsChunk(db, notifications, sql`${notifications.userId} = ${userId}`),
    () => rowsChunk(db, notifications, sql`${notifications.actorId} = ${userId}`),
    () => rowsChunk(db, commentMentions, sql`${commentMentions.userId} = ${userId}`),
    () => rowsChunk(db, comments, sql`${comments.parentId} IN ${ownComments}`),
    () => rowsChunk(db, comments, sql`${comments.authorId} = ${userId}`),
    () => rowsChunk(db, comments, sql`${comments.conversationId} IN ${ownItems} AND ${comments.parentId} IS NOT NULL`),
    () => rowsChunk(db, comments, sql`${comments.conversationId} IN ${ownItems}`),
    () =>
      db
        .update(comments)
        .set({ resolvedBy: null })
        .where(sql`rowid IN (SELECT rowid FROM ${comments} WHERE ${comments.resolvedBy} = ${userId} LIMIT ${DELETION_CHUNK_ROWS})`),
  ];
}

/**
 * One bounded step of deleting a closed account's data: the first kind of row that still has
 * some loses at most DELETION_CHUNK_ROWS of them — its comments (see commentSteps), messages, result versions, then conversations, the
 * published pages' sign-ups, visitors, daily counts, sources and the pages, the prototype tests'
 * sessions, events and screen figures, their memberships and their products' members and invites, products (their tests with them), upload and legacy upload release rows and usage
 * counters, and last the account row itself. Every statement is scoped by the user.
 * Answers "done" once the account row is gone.
 */
export async function deleteAccountStep(db: Database, userId: string): Promise<"more" | "done"> {
  const ownConversations = () => db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId));
  const steps = [
    ...commentSteps(db, userId),
    () =>
      db
        .delete(messages)
        .where(
          inArray(
            messages.id,
            db
              .select({ id: messages.id })
              .from(messages)
              .where(inArray(messages.conversationId, ownConversations()))
              .limit(DELETION_CHUNK_ROWS),
          ),
        ),
    () =>
      db
        .delete(resultVersions)
        .where(
          inArray(
            resultVersions.id,
            db
              .select({ id: resultVersions.id })
              .from(resultVersions)
              .where(inArray(resultVersions.conversationId, ownConversations()))
              .limit(DELETION_CHUNK_ROWS),
          ),
        ),
    () => db.delete(conversations).where(inArray(conversations.id, ownConversations().limit(DELETION_CHUNK_ROWS))),
    () => pageRowsChunk(db, userId, landingSignups),
    () => pageRowsChunk(db, userId, landingVisitors),
    () => pageRowsChunk(db, userId, landingDaily),
    () => pageRowsChunk(db, userId, landingSources),
    () =>
      db
        .delete(landingPages)
        .where(
          inArray(
            landingPages.id,
            db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.userId, userId)).limit(DELETION_CHUNK_ROWS),
          ),
        ),
    () => emptiedSessionsChunk(db, userId),
    () => sessionEventsChunk(db, userId),
    () => sessionScreenFiguresChunk(db, userId),
    // Their places in other people's products, then the members and invites of their own
    // products (so the products' cascade has none left), a chunk at a time.
    () =>
      db
        .delete(productMembers)
        .where(sql`rowid IN (SELECT rowid FROM ${productMembers} WHERE ${productMembers.userId} = ${userId} LIMIT ${DELETION_CHUNK_ROWS})`),
    () =>
      db.delete(productMembers).where(
        sql`rowid IN (SELECT m.rowid FROM ${products} JOIN ${productMembers} AS m ON m."product_id" = ${products.id}
              WHERE ${products.userId} = ${userId} LIMIT ${DELETION_CHUNK_ROWS})`,
      ),
    // The owner's removal records: of them from others' products, and in their own products.
    () =>
      db
        .delete(productMemberRemovals)
        .where(
          sql`rowid IN (SELECT rowid FROM ${productMemberRemovals} WHERE ${productMemberRemovals.userId} = ${userId} LIMIT ${DELETION_CHUNK_ROWS})`,
        ),
    () =>
      db.delete(productMemberRemovals).where(
        sql`rowid IN (SELECT r.rowid FROM ${products} JOIN ${productMemberRemovals} AS r ON r."product_id" = ${products.id}
              WHERE ${products.userId} = ${userId} LIMIT ${DELETION_CHUNK_ROWS})`,
      ),
    () =>
      db
        .delete(productInvites)
        .where(
          inArray(
            productInvites.id,
            db
              .select({ id: productInvites.id })
              .from(productInvites)
              .where(eq(productInvites.createdBy, userId))
              .limit(DELETION_CHUNK_ROWS),
          ),
        ),
    // The tests themselves go with their products, emptied by now.
    () =>
      db
        .delete(products)
        .where(
          inArray(products.id, db.select({ id: products.id }).from(products).where(eq(products.userId, userId)).limit(DELETION_CHUNK_ROWS)),
        ),
    () =>
      db
        .delete(uploads)
        .where(
          inArray(uploads.id, db.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, userId)).limit(DELETION_CHUNK_ROWS)),
        ),
    () =>
      db
        .delete(legacyUploadReleases)
        .where(
          inArray(
            legacyUploadReleases.id,
            db
              .select({ id: legacyUploadReleases.id })
              .from(legacyUploadReleases)
              .where(eq(legacyUploadReleases.userId, userId))
              .limit(DELETION_CHUNK_ROWS),
          ),
        ),
    () => db.delete(aiUsage).where(eq(aiUsage.userId, userId)),
  ];
  for (const step of steps) {
    const result = await step();
    if (result.meta.changes > 0) return "more";
  }
  await db.delete(users).where(eq(users.id, userId));
  return "done";
}
