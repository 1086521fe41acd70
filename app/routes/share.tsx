import "~/lib/zod-jitless";
import { useCallback } from "react";
import { Link } from "react-router";
import { AddToHistoryConfirmation } from "~/components/chat/add-to-history-confirmation";
import { ContinueInAccountButton } from "~/components/chat/continue-in-account-button";
import { SavedChat } from "~/components/chat/saved-chat";
import { SavedToolResult } from "~/components/conversations/saved-result";
import { OfflineModelBadge } from "~/components/offline-model-badge";
import { buttonClasses } from "~/components/ui/button";
import { readSharedVersion } from "~/lib/api/shares";
import { formatShortDate } from "~/lib/dates";
import type { Route } from "./+types/share";

/** Public, read-only view behind a share link. Unknown or revoked links are 404. */
export { loader } from "./share.server";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const title = loaded ? `${loaded.title} — shared from UX Twin` : "Shared conversation — UX Twin";
  return [
    { title },
    { name: "description", content: "A conversation shared from UX Twin, the AI workspace for founders and UX designers." },
    { property: "og:title", content: title },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "UX Twin" },
    // Shared links are for the people they are sent to, not for search engines.
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function SharedConversation({ loaderData, params }: Route.ComponentProps) {
  const loadVersion = useCallback((number: number) => readSharedVersion(params.shareId, number), [params.shareId]);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="border-b border-border pb-5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium text-accent">Shared conversation · read-only</p>
          <OfflineModelBadge offline={loaderData.offlineModel} />
        </div>
        <h1 className="mt-1 break-words text-xl font-medium tracking-tight">{loaderData.title}</h1>
        <p className="mt-1 text-sm text-muted">Last updated {formatShortDate(loaderData.updatedAt)}</p>
        {/* Copies it into the visitor's own History (docs/product.md#continue-copy-and-edit). */}
        <div className="mt-4">
          {loaderData.askToAdd ? (
            <AddToHistoryConfirmation shareId={params.shareId} />
          ) : (
            <ContinueInAccountButton shareId={params.shareId} signedIn={loaderData.signedIn} />
          )}
        </div>
      </header>
      {loaderData.tool ? (
        <SavedToolResult
          tool={loaderData.tool}
          brief={loaderData.messages[0]?.content ?? null}
          versions={loaderData.versions}
          latest={loaderData.latestVersion}
          loadVersion={loadVersion}
        />
      ) : (
        <SavedChat title={loaderData.title} messages={loaderData.messages} />
      )}
      <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 rounded-card border border-border bg-surface p-5">
        <p className="text-muted">Made with UX Twin — turn ideas into real products with AI.</p>
        {/* A visitor who already has an account is not asked to sign up again. */}
        {loaderData.signedIn ? (
          <Link to="/dashboard" className={buttonClasses({ variant: "outline" })}>
            Back to Dashboard
          </Link>
        ) : (
          <Link to="/auth" className={buttonClasses({ variant: "primary" })}>
            Try it free
          </Link>
        )}
      </footer>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-medium">This link no longer works</h1>
      <p className="text-muted">The conversation was unshared or deleted by its owner.</p>
      <Link to="/" className={buttonClasses({ variant: "outline" })}>
        Return to Home
      </Link>
    </main>
  );
}
