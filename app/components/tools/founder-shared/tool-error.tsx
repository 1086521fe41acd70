import { AlertTriangle, RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useAiLimit } from "~/lib/use-ai-quota";

/** What went wrong and what to do next, with a retry of the same request. */
export function ToolError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  // A retry is another AI request: none left today, nothing to retry (the notice says when).
  const { exhausted } = useAiLimit();
  return (
    <div role="alert" className="card flex flex-col gap-3 border-danger/40 p-5 sm:flex-row sm:items-start">
      <AlertTriangle size={20} aria-hidden className="mt-0.5 shrink-0 text-danger" />
      <div className="flex-1">
        <h2 className="font-medium">{title}</h2>
        <p className="mt-1 text-sm text-muted">{message}</p>
        <p className="mt-1 text-sm text-muted">Your text is still in the field above. Try again, or shorten it if it is very long.</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={exhausted} className="self-start">
        <RotateCcw size={16} aria-hidden />
        Try again
      </Button>
    </div>
  );
}
