import { BarChart3, Copy, ExternalLink, FlaskConical } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { PrototypeTest } from "@shared/contracts/prototype-tests";
import { copyToClipboard } from "~/components/tools/kit/export-text";
import { Button, buttonClasses, type ButtonProps } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { testResultsHref } from "~/lib/api/prototype-tests";
import { TestForm, type TestSource } from "./test-form";

export type { TestSource } from "./test-form";

type TestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: TestSource;
  /** Where tests are served, when known (a test of the product's own URL); else this origin. */
  origin?: string;
  onCreated?: (test: PrototypeTest) => void;
};

/** "Test with real people" (docs/product.md#prototype-tests): the form, then where the open test is and its results. */
export function TestDialog({ open, onOpenChange, ...body }: TestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <TestDialogBody {...body} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with each opening, so a dialog opened again starts from the form. */
export function TestDialogBody({
  source,
  origin,
  onCreated,
  onClose,
}: Omit<TestDialogProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const [test, setTest] = useState<PrototypeTest | null>(null);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{test ? "Your test is open" : "Test with real people"}</DialogTitle>
        <DialogDescription>
          {test
            ? "Share the address; each tester's tasks, clicks and times show on the results page as they finish."
            : "Testers need no account: they get a task, click through these wireframes, and you see what they did."}
        </DialogDescription>
      </DialogHeader>
      {test ? (
        <TestCreated test={test} onClose={onClose} />
      ) : (
        <TestForm
          source={source}
          origin={origin ?? window.location.origin}
          onCancel={onClose}
          onCreated={(created) => {
            toast({
              title: "Your test is open",
              description: created.url,
              variant: "success",
              action: {
                label: "Open test page",
                altText: `Open ${created.url}`,
                onAct: () => window.open(created.url, "_blank", "noopener"),
              },
            });
            setTest(created);
            onCreated?.(created);
          }}
        />
      )}
    </>
  );
}

/** After "Open test": the address to copy or open, and the way to its results. */
function TestCreated({ test, onClose }: { test: PrototypeTest; onClose: () => void }) {
  // The form that had focus is gone: focus goes to what replaced it, not to the page behind the dialog.
  const address = useRef<HTMLAnchorElement>(null);
  useEffect(() => address.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-card border border-border bg-subtle p-4">
        <p className="text-sm text-muted">Your test is at</p>
        <a
          ref={address}
          href={test.url}
          target="_blank"
          rel="noopener noreferrer"
          className="focus-ring break-all rounded-sm font-medium text-ink underline underline-offset-2"
        >
          {test.url}
        </a>
        <div className="mt-1 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyToClipboard(test.url)}>
            <Copy size={16} aria-hidden />
            Copy address
          </Button>
          <a href={test.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "outline", size: "sm" })}>
            <ExternalLink size={16} aria-hidden />
            Open test page
          </a>
        </div>
      </div>
      <DialogFooter className="mt-2 sm:items-center">
        <Link
          to={testResultsHref(test.productId, test.id)}
          className={buttonClasses({ variant: "ghost", size: "md", className: "sm:mr-auto" })}
          onClick={onClose}
        >
          <BarChart3 size={16} aria-hidden />
          See the results
        </Link>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </div>
  );
}

type TestButtonProps = Omit<TestDialogProps, "open" | "onOpenChange"> & {
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  disabled?: boolean;
  className?: string;
};

/** "Test with real people" on a saved wireframe set: opens the dialog for it. */
export function TestWithRealPeopleButton({
  variant = "outline",
  size = "sm",
  disabled,
  className,
  source,
  onCreated,
  ...dialog
}: TestButtonProps) {
  const [open, setOpen] = useState(false);
  // A result moved into a product chosen here makes its next test there too, not in yet another one.
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} disabled={disabled} className={className} aria-haspopup="dialog">
        <FlaskConical size={16} aria-hidden />
        Test with real people
      </Button>
      <TestDialog
        open={open}
        onOpenChange={setOpen}
        source={{ ...source, productId: source.productId ?? chosen }}
        onCreated={(test) => {
          setChosen(test.productId);
          onCreated?.(test);
        }}
        {...dialog}
      />
    </>
  );
}
