import { FolderOpen } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, Label, Spinner, toastError } from "../kit/client-ui";
import { useWorkingProduct } from "../kit/client-screen";
import { savedFlows, type SavedFlow } from "./client-saved-flows";

/**
 * "Start from a saved flow" (docs/product.md#wireframes): the flows of the user's saved Visual
 * Flow and Startup Builder results (the product's own inside a product), read when asked for.
 */
export function SavedFlowPicker({ onPick, ready }: { onPick: (flow: SavedFlow) => void; ready: boolean }) {
  const id = useId();
  const { productId } = useWorkingProduct();
  const [flows, setFlows] = useState<SavedFlow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => setFlows(null), [productId]);
  useEffect(() => {
    if (flows?.length) select.current?.focus();
  }, [flows]);

  const load = async () => {
    setLoading(true);
    try {
      setFlows(await savedFlows(productId));
    } catch (failure) {
      toastError("Saved flows could not be read", failure, "Please try again.");
    } finally {
      setLoading(false);
    }
  };

  if (flows === null) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => void load()} disabled={!ready || loading}>
        {loading ? <Spinner /> : <FolderOpen size={16} aria-hidden />}
        Start from a saved flow
      </Button>
    );
  }
  if (flows.length === 0) {
    return (
      <p className="text-sm text-muted">No saved flows yet. Save a Visual Flow or Startup Builder result, and its flows appear here.</p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={`${id}-flow`}>Saved flow</Label>
      <select
        ref={select}
        id={`${id}-flow`}
        className="focus-ring h-10 min-w-0 max-w-full rounded-md border border-border bg-surface px-2 text-sm"
        defaultValue=""
        onChange={(event) => {
          const flow = flows.find((f) => f.key === event.target.value);
          if (flow) onPick(flow);
        }}
      >
        <option value="" disabled>
          Choose one of {flows.length} saved flows
        </option>
        {flows.map((flow) => (
          <option key={flow.key} value={flow.key}>
            {flow.name}
          </option>
        ))}
      </select>
    </div>
  );
}
