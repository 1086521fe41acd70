import { Pencil, Plus, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { PRODUCT_LIMITS, type Persona } from "@shared/contracts/products";
import { Button } from "~/components/ui/button";
import { toast, toastError } from "~/components/ui/toast";
import { PersonaForm } from "./persona-form";

type PersonasCardProps = {
  personas: Persona[];
  /** Saves the whole list (the API takes personas whole); throws with a message on refusal. */
  onSave: (personas: Persona[]) => Promise<void>;
  disabled: boolean;
  /** A commenter or viewer reads the personas; adding, editing and removing are not offered. */
  readOnly?: boolean;
};

const FULL_MESSAGE = `A product can hold at most ${PRODUCT_LIMITS.personas} personas. Remove one to add another.`;

/**
 * The product's saved personas (docs/product.md#products): add, edit in place, remove. The
 * Prototype Validator offers them as one-click test users.
 */
export function PersonasCard({ personas, onSave, disabled, readOnly = false }: PersonasCardProps) {
  // "new", an index being edited, or nothing.
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const full = personas.length >= PRODUCT_LIMITS.personas;

  const remove = async (index: number) => {
    const name = personas[index]?.name ?? "Persona";
    try {
      await onSave(personas.filter((_, i) => i !== index));
      toast({ title: "Persona removed", description: `${name} is no longer in this product.`, variant: "success" });
    } catch (error) {
      toastError("Failed to remove the persona", error);
    }
  };

  return (
    <section aria-labelledby="personas-heading" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="personas-heading" className="text-base font-semibold">
            Personas
          </h2>
          <p className="text-sm text-muted">
            {personas.length} of {PRODUCT_LIMITS.personas} · the Prototype Validator offers them as test users
          </p>
        </div>
        {!readOnly && (
          <Button variant="outline" size="sm" onClick={() => setEditing("new")} disabled={disabled || full || editing !== null}>
            <Plus size={16} aria-hidden />
            Add persona
          </Button>
        )}
      </div>
      {full && !readOnly && <p className="mt-3 text-sm text-warning">{FULL_MESSAGE}</p>}
      {editing === "new" && (
        <div className="mt-4">
          <PersonaForm
            submitLabel="Add persona"
            onCancel={() => setEditing(null)}
            onSave={async (persona) => {
              await onSave([...personas, persona]);
              setEditing(null);
              toast({ title: "Persona added", description: `${persona.name} has been added to this product.`, variant: "success" });
            }}
          />
        </div>
      )}
      {personas.length === 0 && editing !== "new" ? (
        <p className="mt-4 text-sm text-muted">
          {readOnly
            ? "No personas yet."
            : "No personas yet. Add the people you design for, with what drives them and where they use the product."}
        </p>
      ) : (
        <ul aria-label="Personas" className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {personas.map((persona, index) =>
            editing === index ? (
              <li key={index} className="sm:col-span-2">
                <PersonaForm
                  initial={persona}
                  submitLabel="Save persona"
                  onCancel={() => setEditing(null)}
                  onSave={async (changed) => {
                    await onSave(personas.map((p, i) => (i === index ? changed : p)));
                    setEditing(null);
                    toast({ title: "Persona saved", variant: "success" });
                  }}
                />
              </li>
            ) : (
              <li key={index} className="flex min-w-0 flex-col gap-2 rounded-card border border-border p-4">
                <div className="flex min-w-0 items-start gap-2">
                  <UserRound size={16} aria-hidden className="mt-1 shrink-0 text-muted" />
                  <h3 className="min-w-0 flex-1 break-words font-medium">{persona.name}</h3>
                  {!readOnly && (
                    <div className="-mr-2 -mt-2 flex shrink-0">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit persona ${persona.name}`}
                        title="Edit"
                        disabled={disabled || editing !== null}
                        onClick={() => setEditing(index)}
                      >
                        <Pencil size={16} aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove persona ${persona.name}`}
                        title="Remove"
                        disabled={disabled || editing !== null}
                        onClick={() => void remove(index)}
                      >
                        <Trash2 size={16} aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                {persona.description && <p className="whitespace-pre-wrap break-words text-sm">{persona.description}</p>}
                {(persona.motivation || persona.context) && (
                  <dl className="flex flex-col gap-1 text-sm">
                    {persona.motivation && (
                      <div className="break-words">
                        <dt className="inline font-medium text-muted">Motivation: </dt>
                        <dd className="inline">{persona.motivation}</dd>
                      </div>
                    )}
                    {persona.context && (
                      <div className="break-words">
                        <dt className="inline font-medium text-muted">Context: </dt>
                        <dd className="inline">{persona.context}</dd>
                      </div>
                    )}
                  </dl>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
