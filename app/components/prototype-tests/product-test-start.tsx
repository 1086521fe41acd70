import { ArrowRight, FlaskConical } from "lucide-react";
import { useId, useState } from "react";
import type { PrototypeTest } from "@shared/contracts/prototype-tests";
import { readSavedWireframes } from "@tools/generate-wireframes/markdown";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldClasses } from "~/components/ui/field-classes";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { readConversation } from "~/lib/api/conversations";
import { getErrorMessage } from "~/lib/error-message";
import { TestDialogBody, type TestSource } from "./test-dialog";

/** A saved wireframe result of the product, as the page's loader lists them. */
export type WireframeSetItem = { id: string; title: string; updatedAt: number };

type StartProps = {
  productId: string;
  sets: WireframeSetItem[];
  origin?: string;
  disabled?: boolean;
  onCreated: (test: PrototypeTest) => void;
};

/** The product page's "Test with real people": one of the product's saved wireframe sets, then the test's dialog. */
export function ProductTestStart({ productId, sets, origin, disabled, onCreated }: StartProps) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<TestSource | null>(null);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setSource(null);
  };
  return (
    <>
      <Button onClick={() => change(true)} disabled={disabled || sets.length === 0} aria-haspopup="dialog">
        <FlaskConical size={16} aria-hidden />
        Test with real people
      </Button>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent className="max-w-2xl">
          {source ? (
            <TestDialogBody source={source} origin={origin} onCreated={onCreated} onClose={() => change(false)} />
          ) : (
            <ChooseSet productId={productId} sets={sets} onChosen={setSource} onCancel={() => change(false)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

type ChooseProps = { productId: string; sets: WireframeSetItem[]; onChosen: (source: TestSource) => void; onCancel: () => void };

/** "Wireframes": which saved set is tested; its newest version's screens are read for the tasks. */
function ChooseSet({ productId, sets, onChosen, onCancel }: ChooseProps) {
  const id = useId();
  const [chosen, setChosen] = useState(sets[0]?.id ?? "");
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = async () => {
    const item = sets.find((set) => set.id === chosen);
    if (!item) return;
    setReading(true);
    setError(null);
    try {
      const { conversation } = await readConversation(item.id, { fallbackError: "These wireframes could not be read" });
      const set = readSavedWireframes(conversation.latestVersion?.parts ?? []);
      if (!set) throw new Error("These wireframes could not be drawn again. Choose another set.");
      onChosen({ conversationId: item.id, productId, title: conversation.title, set });
    } catch (failure) {
      setError(getErrorMessage(failure, "These wireframes could not be read"));
      setReading(false);
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Test with real people</DialogTitle>
        <DialogDescription>
          Choose the wireframes testers click through: the newest version of a set saved in this product.
        </DialogDescription>
      </DialogHeader>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-set`}>Wireframes</Label>
          <select
            id={`${id}-set`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            disabled={reading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-message` : undefined}
            className={cn(fieldClasses, "h-10 py-2 media-[(pointer:coarse)]:h-11")}
          >
            {sets.map((set) => (
              <option key={set.id} value={set.id}>
                {set.title}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${id}-message`} role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={reading || !chosen}>
            {reading ? <Spinner /> : <ArrowRight size={16} aria-hidden />}
            {reading ? "Reading the screens…" : "Next"}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
