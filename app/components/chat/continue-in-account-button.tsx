import { CopyPlus } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { authPathReturningTo } from "~/lib/safe-next-path";
import { addToHistoryPath, useCopyShare } from "./use-copy-share";

/**
 * "Continue in my account" on a share page (docs/product.md#continue-copy-and-edit). Signed in, it
 * copies the shared conversation into the visitor's History and opens the copy. Signed out, it is a
 * link through /auth that returns to this page asking "Add this conversation to your History?",
 * so the visitor does not have to find and press the same button again.
 */
export function ContinueInAccountButton({ shareId, signedIn }: { shareId: string; signedIn: boolean }) {
  const { busy, copy } = useCopyShare(shareId);
  if (!signedIn) {
    return (
      <Link to={authPathReturningTo(addToHistoryPath(shareId))} className={buttonClasses({ variant: "outline" })}>
        <CopyPlus size={16} aria-hidden />
        Continue in my account
      </Link>
    );
  }
  return (
    <Button variant="outline" onClick={() => void copy()} disabled={busy} aria-busy={busy}>
      <CopyPlus size={16} aria-hidden />
      {busy ? "Copying…" : "Continue in my account"}
    </Button>
  );
}
