import type { Context } from "hono";
import { countInWindow, throttleKey } from "../../db/queries/throttle";
import { tryAgainLater } from "../errors";
import type { AppEnv } from "../hono-env";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one write against its user's hourly bound (a `throttleKey`) before anything is read, so
 * a refused write counts too, and answers 429 with `tooMany` and when to try again past `perHour`.
 * One person's writes that others in a product hear of (members, comments, item changes) never
 * crowd out the others.
 */
export async function admitHourly(c: Context<AppEnv>, key: string, perHour: number, tooMany: string, now = Date.now()): Promise<void> {
  const { count, windowEnds } = await countInWindow(c.var.db, key, HOUR_MS, now);
  if (count <= perHour) return;
  throw tryAgainLater(tooMany, windowEnds - now);
}

/** Renames and moves of saved items, versions saved by hand or restored, and product edits, per user per hour. */
export const ITEM_WRITES_PER_HOUR = 600;

/**
 * Counts a change to a saved item or a product that everyone in the product hears of (its room
 * tells their open pages): a person changing things in a loop crowds out no one else.
 */
export const admitItemWrite = (c: Context<AppEnv>, userId: string) =>
  admitHourly(c, throttleKey.itemWrites(userId), ITEM_WRITES_PER_HOUR, "You have changed a lot of saved work this hour.");
