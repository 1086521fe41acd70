import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { ToolName } from "@shared/contracts/tools";
import { appendSavedVersion } from "~/components/tools/kit/save-result";
import { toast } from "~/components/ui/toast";
import { subscribeRealtime } from "~/lib/realtime-client";
import { restoredNote, type ResultVersion } from "@shared/result-versions";
import { SavedToolResult } from "./saved-result";

/** The conversation page's saved result: live, with "Restore this version" for its owner. */
export function LiveSavedToolResult({ conversationId, ...props }: { conversationId: string; tool: ToolName; messages: { id: string; role: string; content: string }[] }) {
  const restore = useLiveSavedResult(conversationId);
  return <SavedToolResult {...props} onRestore={restore} />;
}

/**
 * The owner's saved result stays current (docs/product.md#versions): a version appended in
 * another tab or device (a refinement, a restore, a hand edit) arrives as "conversation.updated"
 * and the page reads the conversation again. Returns "Restore this version": a copy of an older
 * version stored as the newest.
 */
export function useLiveSavedResult(conversationId: string): (version: ResultVersion) => Promise<boolean> {
  const revalidator = useRevalidator();
  // The revalidator changes with every navigation state; the subscription must not.
  const reload = useRef(revalidator.revalidate);
  reload.current = revalidator.revalidate;

  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (event.type === "conversation.updated" && event.conversation.id === conversationId) void reload.current();
        },
        // Events may have been missed while the socket was down.
        onResync: () => void reload.current(),
      }),
    [conversationId],
  );

  return useCallback(
    async (version: ResultVersion) => {
      if (!(await appendSavedVersion(conversationId, restoredNote(version.number), version.parts))) return false;
      await reload.current();
      toast({ title: `Version ${version.number} restored`, description: "A copy of it is now the newest version.", variant: "success" });
      return true;
    },
    [conversationId],
  );
}
