import { Copy, ExternalLink, Lock, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import type { PrototypeTestSummary } from "@shared/contracts/prototype-tests";
import { StatusPill } from "~/components/launch/launch-card-insights";
import { copyToClipboard } from "~/components/tools/kit/export-text";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { toast, toastError } from "~/components/ui/toast";
import { deletePrototypeTest, setPrototypeTestOpen } from "~/lib/api/prototype-tests";

/** What the owner's test controls need of a test. */
type TestRef = Pick<PrototypeTestSummary, "id" | "productId" | "url" | "open" | "title">;

/** "Open" or "Closed", as a pill. */
export function TestStatus({ open }: { open: boolean }) {
  return <StatusPill tone={open ? "success" : "muted"}>{open ? "Open" : "Closed"}</StatusPill>;
}

/** The test's address to copy or open (a closed test's page says it is closed). */
export function TestAddress({ url }: { url: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="focus-ring min-w-0 flex-1 break-all rounded-sm font-medium text-ink underline-offset-2 hover:underline"
      >
        {url}
      </a>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copyToClipboard(url)} aria-label={`Copy the address ${url}`}>
          <Copy size={16} aria-hidden />
          Copy
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: "outline", size: "sm" })}
          aria-label="Open the test page in a new tab"
        >
          <ExternalLink size={16} aria-hidden />
          Open
        </a>
      </div>
    </div>
  );
}

/** "Close test" on an open test, "Open test" on a closed one: closing tells new testers so; opening again keeps the results. */
export function OpenCloseButton({ test, onChanged, disabled }: { test: TestRef; onChanged: (open: boolean) => void; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const changed = await setPrototypeTestOpen(test.productId, test.id, !test.open);
      onChanged(changed.open);
      toast(
        changed.open
          ? {
              title: "Test open",
              description: "Testers can take it again; its results are kept.",
              variant: "success",
              scope: "prototype-test",
            }
          : {
              title: "Test closed",
              description: "Its address now says the test is closed. The results stay.",
              variant: "success",
              scope: "prototype-test",
            },
      );
    } catch (error) {
      toastError(test.open ? "Failed to close the test" : "Failed to open the test", error, undefined, "prototype-test");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void toggle()} disabled={disabled || busy}>
      {busy ? <Spinner /> : test.open ? <Lock size={16} aria-hidden /> : <Play size={16} aria-hidden />}
      {test.open ? "Close test" : "Open test"}
    </Button>
  );
}

/** "Delete", asked first: the test, its sessions and events go; its address stops answering. */
export function DeleteTestButton({ test, onDeleted, disabled }: { test: TestRef; onDeleted: () => void; disabled?: boolean }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deletePrototypeTest(test.productId, test.id);
      setAsking(false);
      toast({
        title: "Test deleted",
        description: "Its sessions and results are deleted with it.",
        variant: "success",
        scope: "prototype-test",
      });
      onDeleted();
    } catch (error) {
      toastError("Failed to delete the test", error, undefined, "prototype-test");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setAsking(true)}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-label={`Delete the test ${test.title}`}
      >
        <Trash2 size={16} aria-hidden />
        Delete
      </Button>
      <Dialog open={asking} onOpenChange={(open) => !busy && setAsking(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this test?</DialogTitle>
            <DialogDescription>
              {`Every tester's session and the results of “${test.title}” are deleted, and its address stops working. This cannot be undone.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void remove()} disabled={busy}>
              {busy && <Spinner />}
              {busy ? "Deleting…" : "Delete test"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
