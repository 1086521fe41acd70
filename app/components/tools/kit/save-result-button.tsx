import { Bookmark, BookmarkCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast, toastError } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import type { ToolName } from "@shared/contracts/tools";
import { savedResultMessages, type SavedVersion } from "./tool-versions";

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
 * Saves a tool's result with all its versions next to conversations (History, Recent Projects),
 * where it can be reopened and shared like a chat. Saved once; then it links to the saved copy.
 */
export function SaveResultButton({ tool, brief, versions, savedId, onSaved }: SaveResultProps) {
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const { conversation } = await apiJson<{ conversation: ConversationSummaryDto }>("/api/conversations", {
        method: "POST",
        body: JSON.stringify({ tool, messages: savedResultMessages(brief, await versions()) }),
        fallbackError: "Save failed",
      });
      onSaved(conversation.id);
      toast({ title: "Result saved", description: "Find it in History and Recent Projects.", variant: "success" });
    } catch (error) {
      toastError("Save failed", error);
    } finally {
      setSaving(false);
    }
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

/** Save on its own row, at the right under a result. */
export function SaveRow(props: SaveResultProps) {
  return (
    <div className="flex justify-end">
      <SaveResultButton {...props} />
    </div>
  );
}
