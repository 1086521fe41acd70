import { useCallback, useState } from "react";
import type { ToolName } from "@tools/contracts";
import { appendVersionOn } from "~/components/tools/kit/save-result";
import { toast } from "~/components/ui/toast";
import { readSavedVersion } from "~/lib/api/conversations";
import { EDITED_BY_HAND, restoredNote, type ResultVersion, type VersionSummary } from "@shared/result-versions";
import { SavedToolResult } from "./saved-result";
import { VersionConflictPanel, type VersionConflict } from "./version-conflict";

/**
 * The conversation page's saved result, with "Restore this version", "Save edits as version" and,
 * for its owner, a landing page's "Publish", the PDF and "Test with real people". An editor of the
 * result's product (`editor`) gets the first two only (docs/product.md#members-and-roles).
 */
export function LiveSavedToolResult({
  conversationId,
  reload,
  productId,
  title,
  editor = false,
  ...props
}: {
  conversationId: string;
  /** Its title: a new product made for it (a prototype test's) is named after it. */
  title: string;
  reload: () => Promise<void>;
  /** The product the result is in: a saved landing page publishes into it. */
  productId: string | null;
  /** The reader is an editor of the product, not the owner: what only the owner does is not offered. */
  editor?: boolean;
  tool: ToolName;
  brief: string | null;
  versions: VersionSummary[];
  latest: ResultVersion | null;
}) {
  const saving = useVersionSaves(conversationId, reload, props.latest?.number);
  const loadVersion = useCallback((number: number) => readSavedVersion(conversationId, number), [conversationId]);
  return (
    <>
      {saving.conflict && (
        <div className="mt-6">
          <VersionConflictPanel
            conflict={saving.conflict}
            busy={saving.busy}
            onOpenTheirs={() => void saving.openTheirs()}
            onKeepMine={() => void saving.keepMine()}
            onDiscard={saving.discard}
          />
        </div>
      )}
      <SavedToolResult
        {...props}
        loadVersion={loadVersion}
        onRestore={saving.restore}
        onSaveEdits={saving.saveEdits}
        editsKey={saving.editsKey}
        {...(editor
          ? {}
          : {
              landingPublish: { productId },
              printPath: `/conversation/${encodeURIComponent(conversationId)}/print`,
              owner: { conversationId, productId, title },
            })}
      />
    </>
  );
}

type Mine = VersionConflict["mine"];

/**
 * "Save edits as version" and "Restore this version" (docs/product.md#versions), each made on the
 * version the user saw (docs/product.md#version-conflicts). When someone saved a newer one first,
 * nothing is stored and the page offers "Open theirs" (the newer version; the user's edit waits
 * in the panel) and "Keep mine as a new version" (stored on top of theirs).
 */
function useVersionSaves(conversationId: string, reload: () => Promise<void>, latestNumber: number | undefined) {
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped to let go of edits on screen that are kept in the panel or were just kept as a version.
  const [editsKey, setEditsKey] = useState(0);

  const save = useCallback(
    async (mine: Mine, baseVersion: number | undefined): Promise<boolean> => {
      const outcome = await appendVersionOn(conversationId, { ...mine, baseVersion });
      if (outcome === "failed") return false;
      if (outcome !== "saved") {
        setConflict({ latest: outcome, mine, opened: false });
        return false;
      }
      setConflict(null);
      await reload();
      return true;
    },
    [conversationId, reload],
  );

  const saveEdits = useCallback(
    async (parts: string[], baseVersion?: number) => {
      if (!(await save({ note: EDITED_BY_HAND, parts }, baseVersion ?? latestNumber))) return false;
      toast({ title: "Edits saved", description: "They are the newest version, “Edited by hand”.", variant: "success" });
      return true;
    },
    [save, latestNumber],
  );

  const restore = useCallback(
    async (number: number) => {
      // The server makes the copy, parts and structured result alike.
      if (!(await save({ note: restoredNote(number) }, latestNumber))) return false;
      toast({ title: `Version ${number} restored`, description: "A copy of it is now the newest version.", variant: "success" });
      return true;
    },
    [save, latestNumber],
  );

  const openTheirs = async () => {
    setBusy(true);
    await reload();
    setEditsKey((key) => key + 1);
    setConflict((now) => now && { ...now, opened: true });
    setBusy(false);
  };

  const keepMine = async () => {
    if (!conflict) return;
    setBusy(true);
    if (await save(conflict.mine, conflict.latest.number)) {
      setEditsKey((key) => key + 1);
      toast({ title: "Yours is saved", description: "It is the newest version; theirs is kept before it.", variant: "success" });
    }
    setBusy(false);
  };

  return { conflict, busy, editsKey, saveEdits, restore, openTheirs, keepMine, discard: () => setConflict(null) };
}
