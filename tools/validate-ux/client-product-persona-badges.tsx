import { Check, Plus } from "lucide-react";
import type { Persona as ProductPersona } from "@shared/contracts/products";
import type { Persona } from "@shared/contracts/validate-ux";

type ProductPersonaBadgesProps = {
  productName: string;
  /** The product's saved personas; null while they are read. */
  saved: ProductPersona[] | null;
  /** The personas already in this test: their badges show a tick and add nothing. */
  inTest: Persona[];
  disabled: boolean;
  onUse: (persona: ProductPersona) => void;
};

/** The product's saved personas as one-click badges: a click puts one into the test. */
export function ProductPersonaBadges({ productName, saved, inTest, disabled, onUse }: ProductPersonaBadgesProps) {
  if (saved === null) return <p className="text-sm text-muted">Loading the personas of {productName}…</p>;
  if (saved.length === 0) {
    return (
      <p className="text-sm text-muted">{productName} has no saved personas yet. Type one below and press “Save persona to product”.</p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted" id="product-personas-label">
        Personas of {productName}: click one to add it to this test.
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby="product-personas-label">
        {saved.map((persona) => {
          const used = inTest.some((p) => p.name === persona.name);
          return (
            <li key={persona.name} className="min-w-0 max-w-full">
              <button
                type="button"
                disabled={disabled || used}
                aria-pressed={used}
                title={persona.description || undefined}
                onClick={() => onUse(persona)}
                className="focus-ring inline-flex max-w-full items-center gap-1.5 rounded-pill border border-designer/40 px-3 py-1 text-sm font-medium text-designer transition-colors hover:bg-designer-soft disabled:cursor-default disabled:bg-designer-soft media-[(pointer:coarse)]:min-h-11"
              >
                {used ? <Check size={14} aria-hidden className="shrink-0" /> : <Plus size={14} aria-hidden className="shrink-0" />}
                <span className="truncate">{persona.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
