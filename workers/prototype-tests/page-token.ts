import type { DaySalts } from "../launch/daily-salt";
import { readDayToken, signDayToken } from "../launch/day-token";

/**
 * The tester page's token (docs/product.md#prototype-tests): which test the page was served for
 * and when, signed with the day's salt and bound to the network it was served to, like the
 * waitlist's form token (../launch/day-token.ts). Starting a session takes one, so sessions come
 * from a served page, and a token copied to many machines works from one network only, which the
 * per-network session limit bounds.
 */

const PURPOSE = "prototype-test-page";

export function signPageToken(testId: string, salts: DaySalts, network: string | null, now = Date.now()): Promise<string> {
  return signDayToken(PURPOSE, { k: testId, t: now }, salts, network);
}

/** Whether the token is one this server served for this test to this network, today or yesterday. */
export async function isPageToken(
  token: string,
  testId: string,
  salts: DaySalts,
  network: string | null,
  now = Date.now(),
): Promise<boolean> {
  const payload = await readDayToken(PURPOSE, token, salts, network, now);
  return payload !== null && payload.k === testId;
}
