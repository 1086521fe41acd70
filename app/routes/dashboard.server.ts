import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import { deleteEmptyConversations, listConversations } from "../../db/queries/conversations";
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
  return { recent: recent.map(toConversationSummaryDto), expertName: describeModel(config).expertName };
}
