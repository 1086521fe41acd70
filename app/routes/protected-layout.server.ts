import { describeModel } from "../../workers/ai/models";
import { readQuota } from "../../workers/ai/quota";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/protected-layout";

/** Every signed-in page: the session is checked on the server before anything renders (no session → /auth). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  const { config, db } = context.get(appContext);
  return {
    user,
    supportUrl: config.SUPPORT_URL,
    // The "Offline model" label is shown on every signed-in page while the offline model answers.
    offlineModel: describeModel(config).offline,
    // "N AI requests left today" renders with the page; app/lib/use-ai-quota.ts keeps it current.
    aiQuota: await readQuota(db, user.id, config.AI_DAILY_REQUEST_LIMIT),
  };
}
