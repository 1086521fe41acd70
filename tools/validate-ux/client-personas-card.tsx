import { BookmarkPlus, UserPlus, X } from "lucide-react";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Textarea, toast } from "../kit/client-ui";
import { DEFAULT_LIMITS, SHORT_TEXT_CHARS } from "@shared/contracts/limits";
import type { Persona } from "@shared/contracts/validate-ux";
import { ProductPersonaBadges } from "./client-product-persona-badges";
import type { PersonaDraft, PersonaDraftFields } from "./client-use-persona-draft";
import { personasNotInProduct } from "./client-product-persona-list";
import type { ProductPersonas } from "./client-use-product-personas";

type PersonasCardProps = {
  personas: Persona[];
  onAdd: (persona: Persona) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
  /** The persona being typed (kept by the validator, which counts it on "Run UX Validation"). */
  draft: PersonaDraft;
  /** The product's saved personas (none with no product chosen). */
  library: ProductPersonas;
};

/**
 * Synthetic users: a small form that adds personas, shown as removable badges. Inside a product
 * its saved personas are offered as one-click badges, and a persona typed here, or added to the
 * test and not yet in the product, can be saved into it (docs/product.md#products).
 */
export function PersonasCard({ personas, onAdd, onRemove, disabled, draft, library }: PersonasCardProps) {
  const { fields, setFields } = draft;
  const set = (key: keyof PersonaDraftFields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });

  const add = () => {
    const persona = draft.toPersona();
    if (!persona) return;
    onAdd(persona);
    draft.clear();
    toast({ title: "Persona added", description: `${persona.name} has been added to the test`, variant: "success" });
  };

  // "Add Persona" empties the form, so with nothing typed the button saves the test's personas the product lacks.
  const unsaved = library.personas ? personasNotInProduct(personas, library.personas) : [];
  const savesTest = draft.blank && unsaved.length > 0;
  const saveLabel = !savesTest
    ? "Save persona to product"
    : unsaved.length === 1
      ? `Save ${unsaved[0]!.name} to product`
      : `Save ${unsaved.length} personas to product`;

  // Saved into the product and added to this test: typed once, used in every later test.
  const saveToProduct = async () => {
    if (savesTest) return void (await library.save(unsaved));
    const persona = draft.toPersona();
    if (!persona) return;
    if (!(await library.save([persona]))) return;
    if (!personas.some((p) => p.name === persona.name)) onAdd(persona);
    draft.clear();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Synthetic Users</CardTitle>
        <CardDescription>Describe the people who will try your prototype. Add one or more.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {library.productName && (
          <ProductPersonaBadges
            productName={library.productName}
            saved={library.personas}
            inTest={personas}
            disabled={disabled}
            onUse={(persona) => {
              // A saved persona without a description fills the form, to be completed before it is added.
              if (persona.description.trim()) {
                const { name, description, motivation, context } = persona;
                onAdd({ id: crypto.randomUUID(), name, description, motivation, ...(context ? { context } : {}) });
              } else {
                setFields({ name: persona.name, description: "", motivation: persona.motivation, context: persona.context });
                document.getElementById("persona-description")?.focus();
              }
            }}
          />
        )}
        {personas.length > 0 && library.productName && <p className="-mb-2 text-sm text-muted">In this test:</p>}
        {personas.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Personas in this test">
            {personas.map((persona) => (
              <li key={persona.id}>
                <Badge variant="designer" className="py-1 pl-3 pr-1">
                  <span title={persona.description}>{persona.name}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(persona.id)}
                    aria-label={`Remove ${persona.name}`}
                    disabled={disabled}
                    className="focus-ring inline-flex h-6 w-6 items-center justify-center rounded-pill hover:bg-designer/15 media-[(pointer:coarse)]:h-11 media-[(pointer:coarse)]:w-11"
                  >
                    <X size={14} aria-hidden />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="persona-name" label="Name">
            <Input
              id="persona-name"
              value={fields.name}
              maxLength={SHORT_TEXT_CHARS}
              placeholder="e.g., Maya, busy parent"
              onChange={set("name")}
              disabled={disabled}
            />
          </Field>
          <Field id="persona-motivation" label="Motivation (optional)">
            <Input
              id="persona-motivation"
              value={fields.motivation}
              maxLength={DEFAULT_LIMITS.maxToolTextChars}
              placeholder="e.g., Plan the week's meals in 5 minutes"
              onChange={set("motivation")}
              disabled={disabled}
            />
          </Field>
        </div>
        <Field id="persona-description" label="Description">
          <Textarea
            id="persona-description"
            rows={2}
            value={fields.description}
            maxLength={DEFAULT_LIMITS.maxToolTextChars}
            placeholder="e.g., 38, two kids, shops on her phone during the commute, not very patient with long forms"
            onChange={set("description")}
            disabled={disabled}
          />
        </Field>
        <Field id="persona-context" label="Context (optional)">
          <Input
            id="persona-context"
            value={fields.context}
            maxLength={DEFAULT_LIMITS.maxToolTextChars}
            placeholder="e.g., On a crowded train, one hand free, patchy signal"
            onChange={set("context")}
            disabled={disabled}
          />
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <Button variant="outline" onClick={add} disabled={disabled}>
            <UserPlus size={16} aria-hidden />
            Add Persona
          </Button>
          {library.productName && (
            <Button
              variant="ghost"
              onClick={() => void saveToProduct()}
              disabled={disabled || library.saving || library.personas === null || library.full !== null}
              aria-describedby={library.full ? "persona-library-full" : undefined}
            >
              <BookmarkPlus size={16} aria-hidden />
              {library.saving ? "Saving…" : saveLabel}
            </Button>
          )}
        </div>
        {library.full && (
          <p id="persona-library-full" className="text-sm text-muted">
            {library.full}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
