import { Download, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { LaunchCard } from "@shared/contracts/launch";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { signupsCsvUrl } from "~/lib/api/launch";
import { count, signupTime, sourceName } from "./launch-card-format";

type Signup = LaunchCard["signups"][number];

type SignupsProps = {
  productId: string;
  signups: Signup[];
  total: number;
  question: string;
  onDelete: (signupId: string) => Promise<void>;
  disabled: boolean;
  /** What to do when there is no one yet: share the page. */
  empty: ReactNode;
};

/** Says a sign-up that arrived while the card was open, once, to screen readers. */
function useArrivals(signups: Signup[]): string {
  const seen = useRef<Set<string> | null>(null);
  const [said, setSaid] = useState("");
  useEffect(() => {
    const ids = new Set(signups.map((signup) => signup.id));
    if (seen.current) {
      const arrived = signups.filter((signup) => !seen.current!.has(signup.id));
      if (arrived.length === 1) setSaid(`New sign-up: ${arrived[0]!.email}`);
      else if (arrived.length > 1) setSaid(`${arrived.length} new sign-ups`);
    }
    seen.current = ids;
  }, [signups]);
  return said;
}

/**
 * "Latest sign-ups": the newest twenty as they arrive (e-mail, answer, source, time), each with
 * its own Delete behind a confirmation, and "Download CSV" for the whole waitlist.
 */
export function LatestSignups({ productId, signups, total, question, onDelete, disabled, empty }: SignupsProps) {
  const [deleting, setDeleting] = useState<Signup | null>(null);
  const arrival = useArrivals(signups);
  // The deleted row's button leaves with it: focus goes to the list's heading instead of the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmed = useRef(false);
  return (
    <section aria-labelledby="launch-signups-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="launch-signups-heading" ref={heading} tabIndex={-1} className="rounded-sm text-sm font-medium focus:outline-none">
            Latest sign-ups
          </h3>
          {total > signups.length && (
            <p className="text-xs text-muted">
              The newest {count(signups.length)} of {count(total)}; the CSV has them all
            </p>
          )}
        </div>
        {total > 0 && (
          <a href={signupsCsvUrl(productId)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Download size={16} aria-hidden />
            Download CSV
          </a>
        )}
      </div>
      <p className="sr-only" role="status">
        {arrival}
      </p>
      {signups.length === 0 ? (
        empty
      ) : (
        <ul aria-label="Latest sign-ups" className="flex flex-col divide-y divide-border rounded-control border border-border">
          {signups.map((signup) => (
            <li key={signup.id} className="ui-fade-in flex items-start gap-3 px-3 py-2.5 sm:px-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="min-w-0 break-all text-sm font-medium">{signup.email}</span>
                  <Badge variant="outline" className="px-2 py-0 text-xs">
                    {sourceName(signup.source)}
                  </Badge>
                </div>
                {signup.answer && (
                  <p className="break-words text-sm text-muted">
                    {question && <span className="sr-only">{question}: </span>}“{signup.answer}”
                  </p>
                )}
                <p className="text-xs text-muted">{signupTime(signup.createdAt)}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 shrink-0 text-muted hover:text-danger"
                aria-label={`Delete sign-up ${signup.email}`}
                onClick={() => setDeleting(signup)}
                disabled={disabled}
              >
                <Trash2 size={16} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!confirmed.current) return;
            confirmed.current = false;
            event.preventDefault();
            heading.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete this sign-up?</DialogTitle>
            <DialogDescription className="break-words">
              {deleting ? `${deleting.email} is removed from the waitlist and from the counts. This cannot be undone.` : ""}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                const signup = deleting;
                confirmed.current = true;
                setDeleting(null);
                if (signup) void onDelete(signup.id);
              }}
            >
              Delete sign-up
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
