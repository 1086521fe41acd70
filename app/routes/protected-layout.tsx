import "~/lib/zod-jitless";
import { Outlet, useNavigation } from "react-router";
import { AppNav } from "~/components/app-nav/app-nav";
import { useAiQuotaSync } from "~/lib/use-ai-quota";
import { useSessionWatch } from "~/lib/use-session-watch";
import type { Route } from "./+types/protected-layout";

export { loader } from "./protected-layout.server";

/**
 * Wrapper of every signed-in page. The session is checked on the server before anything renders
 * (no session → /auth); while a client-side navigation re-checks it, "Loading..." shows.
 */
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
        <div
          role="status"
          className="fixed left-1/2 top-20 z-30 -translate-x-1/2 rounded-pill border border-border bg-surface px-3 py-1 text-sm text-muted shadow-sm"
        >
          {navigation.location.pathname.startsWith("/conversation/") ? "Loading conversation..." : "Loading..."}
        </div>
      )}
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
