import { Bookmark, BookmarkCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast, toastError } from "~/components/ui/toast";
import type { ToolName } from "@tools/contracts";
import { useWorkingProduct } from "~/lib/use-working-product";
import { savedToast, saveToolResult } from "./save-result";
import type { SavedVersion } from "./tool-versions";

export type SaveResultProps = {
  tool: ToolName;
  /** What the user asked for (saved as the first message; its first 50 characters become the title). */
  brief: string;
  /**
   * Every version of the result with its Markdown parts (flowcharts as ```flowchart-json blocks),
   * read when Save is pressed; a view may first keep pending diagram edits as a version.
   */
  versions: () => SavedVersion[] | Promise<SavedVersion[]>;
  /** The saved copy, once there is one (the tool run keeps it: later versions are stored there too). */
  savedId: string | null;
  onSaved: (id: string) => void;
};

/**
 * Saves a tool's result with all its versions next to conversations (History, Recent Projects,
 * and the product being worked on), where it can be reopened and shared like a chat. Saved
 * once; then it links to the saved copy.
 */
export function SaveResultButton({ tool, brief, versions, savedId, onSaved }: SaveResultProps) {
  const [saving, setSaving] = useState(false);
  const ensureSaved = useEnsureSaved();

  const save = async () => {
    setSaving(true);
    await ensureSaved({ tool, brief, versions, savedId, onSaved });
    setSaving(false);
  };

  if (savedId) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to={`/conversation/${savedId}`}>
          <BookmarkCheck size={16} aria-hidden className="text-success" />
          Saved — open
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void save()} disabled={saving}>
      <Bookmark size={16} aria-hidden />
      {saving ? "Saving…" : "Save"}
    </Button>
  );
}

/**
 * Saves a result unless it is saved already, and resolves with its id (null when it failed,
 * already reported). Inside a product, the result goes into it (docs/product.md#products).
 * Save uses it, and so do hand-offs whose next tool reads the result back by id.
 */
export function useEnsureSaved() {
  const { product, productId } = useWorkingProduct();
  const productName = product?.name ?? null;
  return useCallback(
    async ({ tool, brief, versions, savedId, onSaved }: SaveResultProps): Promise<string | null> => {
      if (savedId) return savedId;
      try {
        const id = await saveToolResult({ tool, brief, versions: await versions(), productId });
        onSaved(id);
        toast(savedToast(productName));
        return id;
      } catch (error) {
        toastError("Save failed", error);
        return null;
      }
    },
    [productId, productName],
  );
}

/** Save on its own row, at the right under a result. */
export function SaveRow(props: SaveResultProps) {
  return (
    <div className="flex justify-end">
      <SaveResultButton {...props} />
    </div>
  );
}
