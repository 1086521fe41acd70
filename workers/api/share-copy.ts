import { Hono } from "hono";
import { toConversationSummaryDto, type ConversationSummaryResponse } from "../../shared/contracts/conversations";
import { createConversationCopy } from "../../db/queries/conversation-copy";
import { getSharedConversation, withAllVersions } from "../../db/queries/conversations";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { admitShareCopy } from "./share-copy-limit";
import { withoutPrivateScreens, withSharedScreens } from "../uploads/shared-screens";

/**
 * POST /api/shares/:shareId/copy — "Continue in my account" on a share page
 * (docs/product.md#continue-copy-and-edit): the signed-in visitor gets their own, unshared copy
 * of what the page shows; the owner's conversation is only read. A revoked or unknown link, and
 * anything that is not a share id (a conversation id included), is the same 404. No body.
 * Copies count against the copier's storage (a copy that does not fit is refused whole) and
 * against SHARE_COPY_LIMIT_PER_HOUR; one conversation holds at most 2 MB, so a copy is one
 * short batch.
 */
export const shareCopyRoutes = new Hono<AppEnv>().post("/:shareId/copy", async (c) => {
  const user = requireUser(c);
  await admitShareCopy(c.var.db, user.id, c.var.config.SHARE_COPY_LIMIT_PER_HOUR);
  const shareId = c.req.param("shareId");
  // A share id is 32 characters (db/ids.ts); anything far longer cannot be one.
  const found = shareId.length <= 64 ? await getSharedConversation(c.var.db, shareId) : null;
  if (!found) throw new ApiError(404, "not_found", "Conversation not found.");
  const shared = await withAllVersions(c.var.db, found);
  // Exactly what the share page shows: the owner's private screenshots stay out unless shared.
  const shown = (content: string) => (shared.shareScreens ? withSharedScreens(content, shareId) : withoutPrivateScreens(content));
  const copy = {
    title: shared.title,
    tool: shared.tool,
    messages: shared.messages.map(({ role, content }) => ({ role, content: shown(content) })),
    versions: shared.versions.map(({ note, restoredFrom, response, parts }) => ({ note, restoredFrom, response, parts: parts.map(shown) })),
  };
  const saved = await createConversationCopy(c.var.db, user.id, copy, c.var.config.storage);
  const conversation = toConversationSummaryDto(saved);
  await notifyUser(c.env, user.id, { type: "conversation.inserted", conversation });
  return c.json({ conversation } satisfies ConversationSummaryResponse, 201);
});
