import { useCallback } from "react";
import type { ToolName } from "@tools/contracts";
import { appendSavedVersion } from "~/components/tools/kit/save-result";
import { toast } from "~/components/ui/toast";
import { readSavedVersion } from "~/lib/api/conversations";
import { EDITED_BY_HAND, restoredNote, type ResultVersion, type VersionSummary } from "@shared/result-versions";
import { SavedToolResult } from "./saved-result";

/** The conversation page's saved result, with "Restore this version", "Save edits as version" and a landing page's "Publish" for its owner. */
export function LiveSavedToolResult({
  conversationId,
  reload,
  productId,
  title,
  ...props
}: {
  conversationId: string;
  /** Its title: a new product made for it (a prototype test's) is named after it. */
  title: string;
  reload: () => Promise<void>;
  /** The product the result is in: a saved landing page publishes into it. */
  productId: string | null;
  tool: ToolName;
  brief: string | null;
  versions: VersionSummary[];
  latest: ResultVersion | null;
}) {
  const restore = useRestoreVersion(conversationId, reload);
  const saveEdits = useSaveEdits(conversationId, reload);
  const loadVersion = useCallback((number: number) => readSavedVersion(conversationId, number), [conversationId]);
  return (
    <SavedToolResult
      {...props}
      loadVersion={loadVersion}
      onRestore={restore}
      onSaveEdits={saveEdits}
      landingPublish={{ productId }}
      printPath={`/conversation/${encodeURIComponent(conversationId)}/print`}
      owner={{ conversationId, productId, title }}
    />
  );
}

/**
 * "Save edits as version" (docs/product.md#versions): diagrams edited on a saved result's page are
 * kept as a version "Edited by hand", like on the tool page, so a reload keeps them.
 */
function useSaveEdits(conversationId: string, reload: () => Promise<void>): (parts: string[]) => Promise<boolean> {
  return useCallback(
    async (parts: string[]) => {
      if (!(await appendSavedVersion(conversationId, EDITED_BY_HAND, parts))) return false;
      await reload();
      toast({ title: "Edits saved", description: "They are the newest version, “Edited by hand”.", variant: "success" });
      return true;
    },
    [conversationId, reload],
  );
}

/**
 * "Restore this version" (docs/product.md#versions): a copy of an older version stored as the
 * newest, then the page re-reads itself (other tabs follow through "conversation.updated").
 */
export function useRestoreVersion(conversationId: string, reload: () => Promise<void>): (number: number) => Promise<boolean> {
  return useCallback(
    async (number: number) => {
      // The server makes the copy, parts and structured result alike.
      if (!(await appendSavedVersion(conversationId, restoredNote(number)))) return false;
      await reload();
      toast({ title: `Version ${number} restored`, description: "A copy of it is now the newest version.", variant: "success" });
      return true;
    },
    [conversationId, reload],
  );
}
