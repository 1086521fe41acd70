import { Download } from "lucide-react";
import { downloadText } from "~/components/tools/kit/export-text";
import { Button } from "~/components/ui/button";
import { chatFileName, chatMarkdown, type ChatTurn } from "~/lib/chat-markdown";

/** Downloads the whole chat as a Markdown file named after its title. */
export function DownloadChatButton({
  title,
  messages,
  disabled,
  compact = false,
}: {
  title: string;
  messages: readonly ChatTurn[];
  disabled?: boolean;
  /** In a crowded bar, phones show the icon alone. */
  compact?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Download the chat as Markdown"
      title="Download the chat as Markdown"
      disabled={disabled || messages.length === 0}
      onClick={() => downloadText(chatMarkdown(title, messages), chatFileName(title))}
    >
      <Download size={16} aria-hidden />
      <span className={compact ? "hidden sm:inline" : undefined}>Markdown</span>
    </Button>
  );
}
