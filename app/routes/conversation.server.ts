import { data } from "react-router";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import { linksUpload } from "../../shared/contracts/uploads";
import { conversationTexts } from "../../db/queries/conversations";
import { getReadableConversation } from "../../db/queries/readable-conversations";
import { asReaderSees } from "../../workers/api/member-view";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/conversation";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  // The caller's own item, or one in a product they are a member of (read-only for them).
  const readable = await getReadableConversation(context.get(appContext).db, user.id, params.conversationId);
  // Someone else's (or no) conversation: 404, without saying which.
  if (!readable) throw data("Conversation not found", { status: 404 });
  const found = asReaderSees(readable);
  return {
    conversation: {
      id: found.id,
      title: found.title,
      updatedAt: found.updatedAt.getTime(),
      shareId: found.shareId,
      shareScreens: found.shareScreens,
      productId: found.productId ?? null,
      productName: found.productName,
      role: found.role,
      // Saved validation reports link owner-only screenshots (see the share page).
      // Read from the brief and the newest version: every version of a report links the same screens.
      hasScreens: conversationTexts({ messages: found.messages, versions: found.latestVersion ? [found.latestVersion] : [] }).some((text) =>
        linksUpload(text),
      ),
      tool: toConversationSummaryDto(found).tool,
      messages: found.messages.map((m) => ({ id: m.id, role: m.role, content: m.content })),
      versions: found.versions,
      latestVersion: found.latestVersion,
    },
  };
}
