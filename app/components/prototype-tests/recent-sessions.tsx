import { Trash2 } from "lucide-react";
import { useState } from "react";
import { TASK_OUTCOME_LABELS, type PrototypeTestResults } from "@shared/contracts/prototype-tests";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { toast, toastError } from "~/components/ui/toast";
import { signupTime } from "~/components/launch/launch-card-format";
import { deleteTesterSession } from "~/lib/api/prototype-tests";

type Session = PrototypeTestResults["recentSessions"][number];

// Dates are in UTC across the app (docs/product.md#dates-in-utc): the launch card's date and time of a sign-up.
const started = { format: signupTime };

const outcomesText = (session: Session) =>
  session.outcomes.map((outcome, index) => `Task ${index + 1}: ${outcome ? TASK_OUTCOME_LABELS[outcome] : "In progress"}`);

type SessionsProps = { productId: string; testId: string; sessions: Session[]; onDeleted: (sessionId: string) => void; disabled?: boolean };

/**
 * The newest testers' sessions, each deletable after asking (a tester who asked to be removed, a
 * run by the owner themselves): its events leave every figure. A table on a wide screen, a list on a phone.
 */
export function RecentSessions({ productId, testId, sessions, onDeleted, disabled }: SessionsProps) {
  const [asking, setAsking] = useState<Session | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async (session: Session) => {
    setBusy(true);
    try {
      await deleteTesterSession(productId, testId, session.id);
      setAsking(null);
      onDeleted(session.id);
      toast({
        title: "Session deleted",
        description: "Its clicks and times no longer count.",
        variant: "success",
        scope: "prototype-test",
      });
    } catch (error) {
      toastError("Failed to delete the session", error, undefined, "prototype-test");
    } finally {
      setBusy(false);
    }
  };
  const label = (session: Session) => `Delete the session started ${started.format(session.startedAt)}`;
  // The same button in the table's row and in the phone's card.
  const deleteButton = (session: Session, size: "sm" | "icon") => (
    <Button
      variant="ghost"
      size={size}
      onClick={() => setAsking(session)}
      disabled={disabled}
      aria-label={label(session)}
      aria-haspopup="dialog"
    >
      <Trash2 size={16} aria-hidden />
    </Button>
  );
  return (
    <section aria-labelledby="sessions-heading" className="card flex min-w-0 flex-col gap-3 p-5 sm:p-6">
      <div>
        <h2 id="sessions-heading" className="text-base font-semibold">
          Recent sessions
        </h2>
        <p className="text-sm text-muted">The newest testers, without anything that identifies them.</p>
      </div>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Started
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Tasks
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id} className="border-t border-border align-top">
              <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{started.format(session.startedAt)}</td>
              <td className="py-2 pr-3">{outcomesText(session).join(" · ")}</td>
              <td className="py-2 pr-3">{session.finished ? "Finished" : "Not finished"}</td>
              <td className="py-2 text-right">{deleteButton(session, "sm")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 sm:hidden">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-start gap-2 rounded-control border border-border p-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium tabular-nums">{started.format(session.startedAt)}</p>
              <p className="text-muted">{session.finished ? "Finished" : "Not finished"}</p>
              <ul className="mt-1">
                {outcomesText(session).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            {deleteButton(session, "icon")}
          </li>
        ))}
      </ul>
      <Dialog open={asking !== null} onOpenChange={(open) => !busy && !open && setAsking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this tester's session?</DialogTitle>
            <DialogDescription>
              Its events are deleted and every figure is computed again without them. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setAsking(null)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => asking && void remove(asking)} disabled={busy}>
              {busy && <Spinner />}
              {busy ? "Deleting…" : "Delete session"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
