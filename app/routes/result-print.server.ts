import { data } from "react-router";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import { getConversation } from "../../db/queries/conversations";
import { readVersion } from "../../db/queries/version-rows";
import { conversationWriteRefusal } from "../../workers/api/conversation-refusal";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/result-print";

/** `?version=<n>`: the version the page was showing; the newest when absent or not a number. */
function askedVersion(url: URL): number | null {
  const asked = Number.parseInt(url.searchParams.get("version") ?? "", 10);
  return Number.isInteger(asked) && asked > 0 && asked < 1000 ? asked : null;
}

/** `/conversation/:id/print`: a saved result's brief and one version whole (or a chat's messages), the owner's only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context, { returnHere: true });
  const { db } = context.get(appContext);
  const found = await getConversation(db, user.id, params.conversationId);
  // Printing is exporting, the owner's (docs/product.md#members-and-roles): a member of the
  // item's product is told so (403); someone else's (or no) conversation is a 404, without saying which.
  if (!found) {
    const refusal = await conversationWriteRefusal(db, user.id, params.conversationId, "owner");
    throw data(refusal.message, { status: refusal.status });
  }
  const tool = toConversationSummaryDto(found).tool;
  const asked = askedVersion(new URL(request.url));
  // Ownership is checked above; the version is read only for a result this user owns.
  const version =
    tool && asked !== null && asked !== found.latestVersion?.number ? await readVersion(db, found.id, asked) : found.latestVersion;
  if (tool && asked !== null && !version) throw data("Version not found", { status: 404 });
  return {
    id: found.id,
    title: found.title,
    tool,
    updatedAt: found.updatedAt.getTime(),
    brief: tool ? (found.messages[0]?.content ?? null) : null,
    messages: tool ? [] : found.messages.map((m) => ({ id: m.id, role: m.role, content: m.content })),
    version: version ? { number: version.number, parts: version.parts } : null,
    versions: found.versions.length,
  };
}
