import { Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useAiLimit } from "~/lib/use-ai-quota";

type GenerateButtonProps = {
  label: string;
  /** What it says while the run is on ("Generating…"). */
  busyLabel: string;
  busy: boolean;
  /** False until the view has hydrated, when a click would do nothing. */
  ready: boolean;
  /** The id of the AI limit notice that explains why it is disabled once today's requests are used. */
  limitId: string;
  onClick: () => void;
};

/** The button under a tool's form that starts a run. A plain button: a click before hydration submits nothing. */
export function GenerateButton({ label, busyLabel, busy, ready, limitId, onClick }: GenerateButtonProps) {
  const { exhausted } = useAiLimit();
  return (
    <Button
      onClick={onClick}
      disabled={busy || !ready || exhausted}
      aria-describedby={exhausted ? limitId : undefined}
      className="w-full sm:w-auto"
    >
      {busy ? <Spinner /> : <Sparkles size={16} aria-hidden />}
      {busy ? busyLabel : label}
    </Button>
  );
}
