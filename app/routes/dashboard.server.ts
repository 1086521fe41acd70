import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import type { Database } from "../../db/client";
import { deleteEmptyConversations, getConversation, listConversations } from "../../db/queries/conversations";
import { describeModel } from "../../workers/ai/models";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import { notifyUser } from "../../workers/realtime/notify";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  const { db, env, config, ctx } = context.get(appContext);
  // On dashboard load, the user's conversations without messages are deleted (docs/product.md#dashboard).
  const removed = await deleteEmptyConversations(db, user.id);
  for (const conversationId of removed) {
    ctx.waitUntil(notifyUser(env, user.id, { type: "conversation.deleted", conversationId }));
  }
  const recent = await listConversations(db, user.id, { limit: 3 });
  const continueId = new URL(request.url).searchParams.get("continue");
  return {
    recent: recent.map(toConversationSummaryDto),
    expertName: describeModel(config).expertName,
    continued: continueId === null ? null : await continuedChat(db, user.id, continueId),
  };
}

export type ContinuedChat =
  | { ok: true; conversationId: string; title: string; messages: { id: string; role: "user" | "assistant"; content: string }[] }
  | { ok: false; message: string };

/**
 * `?continue=<id>` (docs/product.md#continue-copy-and-edit): a saved chat of this user, loaded
 * into Quick Chat. The lookup is scoped to the user in the query, so someone else's id reads
 * exactly like an unknown one; a tool result is not a chat and is not continued here.
 */
export async function continuedChat(db: Database, userId: string, id: string): Promise<ContinuedChat> {
  const found = id.length > 0 && id.length <= 64 ? await getConversation(db, userId, id) : null;
  if (!found || found.messages.length === 0) {
    return { ok: false, message: "That conversation could not be opened. It may have been deleted." };
  }
  if (found.tool) return { ok: false, message: "That is a saved tool result, not a chat: open it from History instead." };
  return {
    ok: true,
    conversationId: found.id,
    title: found.title,
    messages: found.messages.map(({ id: messageId, role, content }) => ({ id: messageId, role, content })),
  };
}
