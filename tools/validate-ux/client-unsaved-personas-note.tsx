import { BookmarkPlus } from "lucide-react";
import { Button } from "../kit/client-ui";
import type { Persona } from "@shared/contracts/validate-ux";
import { namesInProse, personasNotInProduct } from "./client-product-persona-list";
import type { ProductPersonas } from "./client-use-product-personas";

/**
 * Under a report made inside a product: the personas it tested that the product does not hold
 * yet, one click from being kept there for the next test. Gone once they are all saved.
 */
export function UnsavedPersonasNote({ tested, library }: { tested: Persona[]; library: ProductPersonas }) {
  if (!library.productName || !library.personas) return null;
  const unsaved = personasNotInProduct(tested, library.personas);
  if (unsaved.length === 0) return null;
  const names = namesInProse(unsaved.map((p) => p.name));
  return (
    <div className="flex flex-col gap-2 rounded-card border border-designer/30 bg-designer-soft/40 p-3 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm">
        {names} {unsaved.length === 1 ? "is" : "are"} in this test but not saved in {library.productName}.
        {library.full && <span className="block text-muted">{library.full}</span>}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="justify-start sm:justify-center"
        onClick={() => void library.save(unsaved)}
        disabled={library.saving || library.full !== null}
      >
        <BookmarkPlus size={16} aria-hidden />
        {library.saving
          ? "Saving…"
          : `Save ${unsaved.length === 1 ? names : unsaved.length === 2 ? "both" : `all ${unsaved.length}`} to ${library.productName}`}
      </Button>
    </div>
  );
}
