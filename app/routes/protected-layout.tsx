import "~/lib/zod-jitless";
import { Outlet, useNavigation } from "react-router";
import { AppNav } from "~/components/app-nav/app-nav";
import { readSupportUrl } from "~/lib/support-url.server";
import { useAiQuotaSync } from "~/lib/use-ai-quota";
import { useSessionWatch } from "~/lib/use-session-watch";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { readAiConfig } from "../../workers/ai/ai-config";
import { describeModel } from "../../workers/ai/models";
import { readQuota } from "../../workers/ai/quota";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/protected-layout";

/**
 * Wrapper of every signed-in page. The session is checked on the server before anything renders
 * (no session → /auth); while a client-side navigation re-checks it, "Loading..." shows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  const { env, db } = context.get(appContext);
  return {
    user,
    supportUrl: readSupportUrl(env as unknown as Record<string, unknown>),
    // The "Offline model" label is shown on every signed-in page while the offline model answers.
    offlineModel: describeModel(env).offline,
    // "N AI requests left today" renders with the page; app/lib/use-ai-quota.ts keeps it current.
    aiQuota: await readQuota(db, user.id, readAiConfig(env).AI_DAILY_REQUEST_LIMIT),
  };
}

export default function ProtectedLayout({ loaderData }: Route.ComponentProps) {
  useSessionWatch();
  useAiQuotaSync();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-control bg-surface px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <AppNav supportUrl={loaderData.supportUrl} offlineModel={loaderData.offlineModel} />
      {navigation.state === "loading" && (
        <div role="status" className="fixed left-1/2 top-20 z-30 -translate-x-1/2 rounded-pill border border-border bg-surface px-3 py-1 text-sm text-muted shadow-sm">
          {navigation.location.pathname.startsWith("/conversation/") ? "Loading conversation..." : "Loading..."}
        </div>
      )}
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <Outlet />
      </main>
    </div>
  );
}

