import { Hono } from "hono";
import { linksUpload } from "../../shared/contracts/uploads";
import { conversationTexts, getSharedConversation, withAllVersions } from "../../db/queries/conversations";
import type { AppEnv } from "../hono-env";
import { getOwnUpload, notFound, uploadResponse } from "../uploads/storage";

/**
 * GET /api/shares/:shareId/uploads/:key — a screenshot of a shared validation report, for
 * anyone with the link, but only when the owner chose to show screenshots when sharing and only
 * for images that report actually links. Everything else is 404, like an unknown upload.
 */
export const sharedScreenRoutes = new Hono<AppEnv>().get("/:shareId/uploads/:key", async (c) => {
  const shared = await getSharedConversation(c.var.db, c.req.param("shareId"));
  const key = c.req.param("key");
  if (!shared?.shareScreens) throw notFound();
  const linked = conversationTexts(await withAllVersions(c.var.db, shared)).some((text) => linksUpload(text, key));
  if (!linked) throw notFound();
  return uploadResponse(await getOwnUpload(c.env.BUCKET, shared.ownerId, key), { viaShare: true });
});
