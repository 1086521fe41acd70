import { Bookmark, BookmarkCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast, toastError } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import type { ToolName } from "@shared/contracts/tools";

export type SaveResultProps = {
  tool: ToolName;
  /** What the user asked for (saved as the first message; its first 50 characters become the title). */
  brief: string;
  /** The generated document(s), as Markdown (flowcharts as ```flowchart-json blocks). */
  results: string[];
};

/**
 * Saves a tool's result next to conversations (History, Recent Projects), where it can be
 * reopened and shared like a chat. Saved once; then it links to the saved copy.
 */
export function SaveResultButton({ tool, brief, results }: SaveResultProps) {
  const [savedId, setSavedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const { conversation } = await apiJson<{ conversation: ConversationSummaryDto }>("/api/conversations", {
        method: "POST",
        body: JSON.stringify({
          tool,
          messages: [{ role: "user", content: brief }, ...results.map((content) => ({ role: "assistant", content }))],
        }),
        fallbackError: "Save failed",
      });
      setSavedId(conversation.id);
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
