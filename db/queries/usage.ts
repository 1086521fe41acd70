import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { aiUsage } from "../schema";

/**
 * Counts one AI request for the user on `day`, atomically: the increment only happens while the
 * count is under `limit`, so concurrent requests can never push a user past it. Returns the new
 * count, or null when the limit was already reached (nothing was counted).
 */
/** A day's count, and how many of its requests were given back (see uncountAiRequest). */
export type DayUsage = { requests: number; givenBack: number };

export async function countAiRequest(db: Database, userId: string, day: string, limit: number): Promise<DayUsage | null> {
  const rows = await db
    .insert(aiUsage)
    .values({ userId, day, requests: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.day],
      set: { requests: sql`${aiUsage.requests} + 1` },
      setWhere: sql`${aiUsage.requests} < ${limit}`,
    })
    .returning({ requests: aiUsage.requests, givenBack: aiUsage.givenBack });
  return rows[0] ?? null;
}

/** The user's AI requests on `day` (none counted: 0 and 0). */
export async function aiRequestsOn(db: Database, userId: string, day: string): Promise<DayUsage> {
  const row = await db
    .select({ requests: aiUsage.requests, givenBack: aiUsage.givenBack })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)))
    .get();
  return row ?? { requests: 0, givenBack: 0 };
}

/**
 * Gives back one of the user's AI requests on `day`, in one statement, while fewer than
 * `maxPerDay` were given back that day. False when none was (the bound reached, or nothing counted).
 */
export async function uncountAiRequest(db: Database, userId: string, day: string, maxPerDay: number): Promise<boolean> {
  const rows = await db
    .update(aiUsage)
    .set({ requests: sql`${aiUsage.requests} - 1`, givenBack: sql`${aiUsage.givenBack} + 1` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day), sql`${aiUsage.requests} > 0`, sql`${aiUsage.givenBack} < ${maxPerDay}`))
    .returning({ requests: aiUsage.requests });
  return rows.length > 0;
}
