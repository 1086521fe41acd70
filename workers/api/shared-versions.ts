import { Hono } from "hono";
import type { ResultVersionResponse } from "../../shared/contracts/conversations";
import { getSharedConversation } from "../../db/queries/conversations";
import { readVersion } from "../../db/queries/version-rows";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { withoutPrivateScreens, withSharedScreens } from "../uploads/shared-screens";
import { versionNumberOf } from "./result-versions";

/**
 * GET /api/shares/:shareId/versions/:number — one version of a shared result, for anyone with the
 * link, as the share page shows it (the owner's screenshots only when they chose to share them).
 * The page itself carries only the newest version. A revoked or unknown link is the same 404.
 */
export const sharedVersionRoutes = new Hono<AppEnv>().get("/:shareId/versions/:number", async (c) => {
  const shareId = c.req.param("shareId");
  const shared = shareId.length <= 64 ? await getSharedConversation(c.var.db, shareId) : null;
  if (!shared || shared.tool === null) throw new ApiError(404, "not_found", "Conversation not found.");
  const version = await readVersion(c.var.db, shared.id, versionNumberOf(c.req.param("number")));
  if (!version) throw new ApiError(404, "not_found", "No such version.");
  const shown = (content: string) => (shared.shareScreens ? withSharedScreens(content, shareId) : withoutPrivateScreens(content));
  const body: ResultVersionResponse = {
    version: { number: version.number, note: version.note, restoredFrom: version.restoredFrom, parts: version.parts.map(shown) },
  };
  // Like the share page: a revoke takes effect on the next view.
  return c.json(body, 200, { "Cache-Control": "no-store" });
});
