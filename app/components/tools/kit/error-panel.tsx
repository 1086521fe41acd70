import { AlertTriangle, RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { FeatureGroup } from "@tools/kit/client-kit";
import { useAiLimit } from "~/lib/use-ai-quota";

type ErrorPanelProps = {
  title: string;
  message: string;
  onRetry: () => void;
  /** Founder tools show a card under their idea form; designer tools a tinted panel. */
  group: FeatureGroup;
  /** The failure was a refinement: its instruction waits in the field under the result. */
  refining?: boolean;
};

/** What went wrong and what to do about it, with a retry of the same request. */
export function ErrorPanel({ title, message, onRetry, group, refining = false }: ErrorPanelProps) {
  // A retry is another AI request: none left today, nothing to retry (the notice says when).
  const { exhausted } = useAiLimit();
  const founders = group === "founders";
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col gap-3 p-5 sm:flex-row",
        founders ? "card border-danger/40 sm:items-start" : "rounded-card border border-danger/30 bg-danger/5 sm:items-center",
      )}
    >
      <AlertTriangle size={20} aria-hidden className={cn("shrink-0 text-danger", founders && "mt-0.5")} />
      {founders ? (
        <div className="flex-1">
          <h2 className="font-medium">{title}</h2>
          <p className="mt-1 text-sm text-muted">{message}</p>
          <p className="mt-1 text-sm text-muted">
            {refining
              ? "Your instruction is still in the field below, and earlier versions are under “Version”. Try again, or put it more simply."
              : "Your text is still in the field above. Try again, or shorten it if it is very long."}
          </p>
        </div>
      ) : (
        <div className="flex-1">
          <p className="font-medium text-ink">{title}</p>
          <p className="mt-0.5 text-sm text-muted">{message} Check your input and try again.</p>
        </div>
      )}
      <Button
        variant="outline"
        size={founders ? undefined : "sm"}
        onClick={onRetry}
        disabled={exhausted}
        className={founders ? "self-start" : undefined}
      >
        <RotateCcw size={16} aria-hidden />
        Try again
      </Button>
    </div>
  );
}
