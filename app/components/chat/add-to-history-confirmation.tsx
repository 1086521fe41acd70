import { CopyPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useCopyShare } from "./use-copy-share";

/**
 * Shown on a share page when a visitor comes back from signing in through "Continue in my
 * account": one click adds the copy, "Not now" leaves the page as it was. It asks rather than
 * copying on arrival, so a link cannot add anything to someone's History without them; focus
 * lands on the question, not on the button, so a stray key press does not answer it either.
 */
export function AddToHistoryConfirmation({ shareId }: { shareId: string }) {
  const navigate = useNavigate();
  const { busy, copy } = useCopyShare(shareId);
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => question.current?.focus(), []);
  const decline = () => void navigate(`/share/${encodeURIComponent(shareId)}`, { replace: true, preventScrollReset: true });

  return (
    <section aria-labelledby="add-to-history-title" className="card flex flex-col gap-4 border-accent/40 bg-accent-soft/40 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 id="add-to-history-title" ref={question} tabIndex={-1} className="text-base font-semibold outline-none">
          Add this conversation to your History?
        </h2>
        <p className="text-sm text-muted">You get your own copy to continue and edit. The original stays as it was.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()} disabled={busy} aria-busy={busy}>
          <CopyPlus size={16} aria-hidden />
          {busy ? "Adding…" : "Add to my History"}
        </Button>
        <Button variant="ghost" onClick={decline} disabled={busy}>
          Not now
        </Button>
      </div>
    </section>
  );
}
