import type { Context } from "hono";
import { DEFAULT_ACCENT } from "../../shared/contracts/landing-page";
import { removeSignup } from "../../db/queries/launch-public";
import { isFromOwnPage } from "./form-origin";
import { tellOwner } from "./owner-notice";
import { crossSiteFormPage, leaveConfirmPage, leaveLinkInvalidPage, leftPage, notFoundPage } from "./notices";
import { loadPageById, type PublicEnv } from "./public-env";
import { isRemovalToken, sha256Hex } from "./removal-token";

/**
 * `/p/leave/:pageId/:token` (docs/product.md#launch): a sign-up's private removal link. It names
 * the page by its id, not its address, so it keeps working when the page moves to a new address
 * and never reaches whichever page takes the old one. Opening it only asks; the removal is a POST
 * from that page, so a mail scanner or a link preview that fetches the link removes no one. It
 * works on an unpublished page too: leaving never needs the page to be live.
 *
 * Every well-formed link gets the same answers, whether it still names a sign-up or not: the
 * thank-you page hands out a link that matches nothing for a repeated address or a bot, and these
 * pages must not tell them apart (or the links would say who is on the list).
 */

export const removalPath = (pageId: string, token: string) => `/p/leave/${pageId}/${token}`;

async function findRemoval(c: Context<PublicEnv>, pageId: string) {
  const loaded = await loadPageById(c.var.db, pageId);
  if (loaded.kind === "missing") return null;
  // A page whose stored document no longer reads still lets people leave, under its address.
  const doc = loaded.kind === "broken" ? null : loaded.doc;
  return { page: loaded.page, look: doc ?? { productName: loaded.page.address, accent: DEFAULT_ACCENT } };
}

export async function confirmLeaving(c: Context<PublicEnv>, pageId: string, token: string): Promise<Response> {
  const found = await findRemoval(c, pageId);
  if (!found) return notFoundPage();
  if (!isRemovalToken(token)) return leaveLinkInvalidPage(found.look);
  return leaveConfirmPage(found.look, removalPath(pageId, token));
}

export async function leave(c: Context<PublicEnv>, pageId: string, token: string): Promise<Response> {
  if (!isFromOwnPage(c.req.raw, c.var.config)) return crossSiteFormPage();
  const found = await findRemoval(c, pageId);
  if (!found) return notFoundPage();
  if (!isRemovalToken(token)) return leaveLinkInvalidPage(found.look);
  if (await removeSignup(c.var.db, found.page.id, await sha256Hex(token))) c.executionCtx.waitUntil(tellOwner(c.env, found.page));
  return leftPage(found.look);
}
