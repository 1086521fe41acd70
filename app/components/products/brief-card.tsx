import { Pencil } from "lucide-react";
import { useState } from "react";
import { productBriefSchema, type ProductDto, type UpdateProductRequest } from "@shared/contracts/products";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useFormState } from "~/lib/use-form-state";
import { BriefFields, type BriefDraft } from "./brief-fields";

type BriefCardProps = {
  product: Pick<ProductDto, "name" | "idea" | "audience" | "notes">;
  /** Saves the changed fields; throws with a message to show when the server refuses. */
  onSave: (patch: UpdateProductRequest) => Promise<void>;
  disabled: boolean;
  /** A commenter or viewer reads the brief; "Edit brief" is not offered (docs/product.md#members-and-roles). */
  readOnly?: boolean;
};

const draftOf = ({ name, idea, audience, notes }: BriefDraft): BriefDraft => ({ name, idea, audience, notes });

/**
 * The brief, read or edited in place ("Edit brief"): Enter in the name or Ctrl/⌘ + Enter saves,
 * Escape cancels; only the fields that changed are sent.
 */
export function BriefCard({ product, onSave, disabled, readOnly = false }: BriefCardProps) {
  const [editing, setEditing] = useState(false);
  const { draft, setDraft, errors, saving, submit, reset } = useFormState({
    initial: () => draftOf(product),
    check: productBriefSchema,
    fallbackError: "Failed to save the brief",
  });

  const edit = () => {
    reset(draftOf(product));
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    reset();
  };
  const save = () =>
    submit(async (brief) => {
      const patch = Object.fromEntries(Object.entries(brief).filter(([key, value]) => product[key as keyof BriefDraft] !== value));
      if (Object.keys(patch).length === 0) return cancel();
      await onSave(patch);
      toast({ title: "Brief saved", description: "Tools read the new brief from now on.", variant: "success" });
      cancel();
    });

  if (editing) {
    return (
      <section aria-labelledby="brief-heading" className="card p-5 sm:p-6">
        <h2 id="brief-heading" className="mb-4 text-base font-semibold">
          Edit brief
        </h2>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <BriefFields
            draft={draft}
            onChange={setDraft}
            errors={errors}
            disabled={saving}
            onSubmitKey={() => void save()}
            onCancelKey={cancel}
            autoFocus
          />
          {errors.form && (
            <p role="alert" className="mt-4 text-sm font-medium text-danger">
              {errors.form}
            </p>
          )}
          <div className="mt-5 flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? "Saving..." : "Save brief"}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <section aria-labelledby="brief-heading" className="card p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="brief-heading" className="text-base font-semibold">
          Brief
        </h2>
        {!readOnly && (
          <Button variant="outline" size="sm" onClick={edit} disabled={disabled}>
            <Pencil size={16} aria-hidden />
            Edit brief
          </Button>
        )}
      </div>
      <dl className="mt-4 flex flex-col gap-4">
        <BriefEntry label="Idea" text={product.idea} />
        <BriefEntry label="Audience" text={product.audience} empty="No audience yet" />
        <BriefEntry label="Notes" text={product.notes} empty="No notes yet" />
      </dl>
    </section>
  );
}

function BriefEntry({ label, text, empty }: { label: string; text: string; empty?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className={text ? "max-w-[70ch] whitespace-pre-wrap break-words" : "text-sm text-muted"}>{text || empty}</dd>
    </div>
  );
}
