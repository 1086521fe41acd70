import { data } from "react-router";
import { toConversationSummaryDto } from "../../shared/contracts/conversations";
import { getSharedConversation } from "../../db/queries/conversations";
import { describeModel } from "../../workers/ai/models";
import { getPageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import { withoutPrivateScreens, withSharedScreens } from "../../workers/uploads/shared-screens";
import type { Route } from "./+types/share";

/** Public, read-only view behind a share link. Unknown or revoked links are 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [found, user] = await Promise.all([getSharedConversation(db, params.shareId), getPageUser(request, context)]);
  if (!found) throw data("Not found", { status: 404 });
  // A signed-in visitor is not offered a sign-up, and one who came back from signing in through
  // "Continue in my account" is asked to add the copy (docs/product.md#continue-copy-and-edit).
  // Such a response is private: the page handler marks it `private, no-store`.
  const signedIn = user !== null;
  const shown = (content: string) => (found.shareScreens ? withSharedScreens(content, params.shareId) : withoutPrivateScreens(content));
  return {
    signedIn,
    askToAdd: signedIn && new URL(request.url).searchParams.get("add") === "1",
    offlineModel: describeModel(config).offline,
    title: found.title,
    updatedAt: found.updatedAt.getTime(),
    tool: toConversationSummaryDto(found).tool,
    // Screenshots in saved validation reports are the owner's private uploads: shown publicly only
    // when the owner chose so when sharing, through a route scoped to this share.
    messages: found.messages.map((m) => ({ id: m.id, role: m.role, content: shown(m.content) })),
    versions: found.versions,
    latestVersion: found.latestVersion && { ...found.latestVersion, parts: found.latestVersion.parts.map(shown) },
  };
}
