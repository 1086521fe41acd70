import type { Context } from "hono";
import { DEFAULT_ACCENT } from "../../shared/contracts/landing-page";
import { removeSignup, signupExists } from "../../db/queries/launch-public";
import { tellOwner } from "./owner-notice";
import { leaveConfirmPage, leaveLinkInvalidPage, leftPage, notFoundPage } from "./notices";
import { loadPage, type PublicEnv } from "./public-env";
import { isRemovalToken, sha256Hex } from "./removal-token";

/**
 * `/p/:address/leave/:token` (docs/product.md#launch): a sign-up's private removal link. Opening
 * it only asks; the removal is a POST from that page, so a mail scanner or a link preview that
 * fetches the link removes no one. It works on an unpublished page too: leaving never needs the
 * page to be live.
 */

async function findRemoval(c: Context<PublicEnv>, address: string, token: string) {
  const loaded = await loadPage(c.var.db, address);
  if (loaded.kind === "missing") return null;
  // A page whose stored document no longer reads still lets people leave, under its address.
  const doc = loaded.kind === "broken" ? null : loaded.doc;
  const look = doc ?? { productName: loaded.page.address, accent: DEFAULT_ACCENT };
  return { page: loaded.page, look, hash: isRemovalToken(token) ? await sha256Hex(token) : null };
}

export async function confirmLeaving(c: Context<PublicEnv>, address: string, token: string): Promise<Response> {
  const found = await findRemoval(c, address, token);
  if (!found) return notFoundPage();
  if (!found.hash || !(await signupExists(c.var.db, found.page.id, found.hash))) return leaveLinkInvalidPage(found.look);
  return leaveConfirmPage(found.look, `/p/${address}/leave/${token}`);
}

export async function leave(c: Context<PublicEnv>, address: string, token: string): Promise<Response> {
  const found = await findRemoval(c, address, token);
  if (!found) return notFoundPage();
  if (!found.hash || !(await removeSignup(c.var.db, found.page.id, found.hash))) return leaveLinkInvalidPage(found.look);
  c.executionCtx.waitUntil(tellOwner(c.env, found.page));
  return leftPage(found.look);
}
