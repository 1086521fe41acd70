import { AlertTriangle, RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useAiLimit } from "~/lib/use-ai-quota";

/** What went wrong and what to do about it, with a retry (DESIGN.md "States every screen has"). */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  // A retry is another AI request: none left today, nothing to retry (the notice says when).
  const { exhausted } = useAiLimit();
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-card border border-danger/30 bg-danger/5 p-5 sm:flex-row sm:items-center">
      <AlertTriangle size={20} aria-hidden className="shrink-0 text-danger" />
      <div className="flex-1">
        <p className="font-medium text-ink">{title}</p>
        <p className="mt-0.5 text-sm text-muted">{message} Check your input and try again.</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={exhausted}>
        <RotateCcw size={16} aria-hidden />
        Try again
      </Button>
    </div>
  );
}
