import { useEffect } from "react";
import { HistoryDialog } from "./history-dialog";
import { useConversations } from "./use-conversations";

/**
 * History over whatever signed-in page is open (Cmd/Ctrl+K away from the dashboard): the same
 * dialog with its own list, read afresh each time it opens. Closing it leaves the page as it was.
 */
export default function HistoryOverlay({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const list = useConversations();
  const { refresh } = list;
  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);
  return <HistoryDialog open={open} onOpenChange={onOpenChange} list={list} />;
}
