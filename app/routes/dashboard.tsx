import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ChatPanel } from "~/components/chat/chat-panel";
import { useConversations } from "~/components/conversations/use-conversations";
import { readAskInChat, type AskInChat } from "~/components/tools/kit/handoff";
import { SkeletonText } from "~/components/ui/skeleton";
import { WorkingOnPicker } from "~/components/dashboard/working-on-picker";
import { featureForView } from "~/lib/features";
import { useWorkingProductState, WorkingProductContext } from "~/lib/use-working-product";
import type { Route } from "./+types/dashboard";

export { loader } from "./dashboard.server";

// Saved Conversations (Radix Dialog): loaded the first time it is opened, not with the page.
const HistoryDialog = lazy(() => import("~/components/conversations/history-dialog").then((m) => ({ default: m.HistoryDialog })));

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — UX Twin" }, { name: "robots", content: "noindex" }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const conversations = useConversations(loaderData.recent);
  // "Working on" (`?product=`): the chat and every tool below work inside the chosen product.
  const working = useWorkingProductState();
  // A tool's view (from its definition, tools/<name>/client.ts) loads only when opened; an unknown view is the chat.
  const feature = featureForView(params.get("view"));
  const ToolView = feature?.View ?? null;
  const historyOpen = params.get("history") === "open";
  // Mounted when first opened (its code loads then), then kept, so it closes and opens as before.
  const [historyUsed, setHistoryUsed] = useState(false);
  const { refresh } = conversations;
  useEffect(() => {
    // The dialog lists every saved chat, not just the recent three the page loaded with.
    if (!historyOpen) return;
    setHistoryUsed(true);
    void refresh();
  }, [historyOpen, refresh]);

  // `?continue=<id>`: a saved chat opened from its page (docs/product.md#continue-copy-and-edit).
  const continueId = params.get("continue");
  const continued = continueId ? loaderData.continued : null;
  // "Ask in chat" from a tool result: a fresh chat with that result attached, once per hand-off.
  // Kept once seen: the navigation state is gone after the next address change (History, the picker), and the chat must not restart then.
  const location = useLocation();
  const asked = useRef<{ key: string; attached: AskInChat } | null>(null);
  const fresh = ToolView ? null : readAskInChat(location.state);
  if (fresh && asked.current?.key !== location.key) asked.current = { key: location.key, attached: fresh };
  const attached = asked.current?.attached ?? null;
  const chatKey = asked.current?.key ?? "";
  const forgetContinued = () => {
    if (!params.has("continue")) return;
    const next = new URLSearchParams(params);
    next.delete("continue");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const setHistoryOpen = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set("history", "open");
    else next.delete("history");
    setParams(next, { preventScrollReset: true });
  };

  return (
    <WorkingProductContext.Provider value={working}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <WorkingOnPicker />
        {ToolView ? (
          <Suspense fallback={<SkeletonText lines={6} />}>
            <ToolView feature={feature!} />
          </Suspense>
        ) : (
          <ChatPanel
            // Another ?continue= (or none), or another "Ask in chat", is another chat: a fresh panel, not a merge with this one.
            key={`${continueId ?? "new"}-${chatKey}`}
            expertName={loaderData.expertName}
            recent={conversations.conversations}
            continued={continued?.ok ? { conversationId: continued.conversationId, messages: continued.messages } : undefined}
            attached={attached ?? undefined}
            notice={continued && !continued.ok ? continued.message : undefined}
            onReset={forgetContinued}
          />
        )}
        {historyUsed && (
          <Suspense fallback={null}>
            <HistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} list={conversations} />
          </Suspense>
        )}
      </div>
    </WorkingProductContext.Provider>
  );
}
