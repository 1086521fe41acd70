import { useEffect, useId, type KeyboardEvent } from "react";
import { PRODUCT_LIMITS } from "@shared/contracts/products";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

export type BriefDraft = { name: string; idea: string; audience: string; notes: string };

type FieldSpec = { key: keyof BriefDraft; label: string; hint: string; rows?: number; max: number; placeholder: string };

const FIELDS: FieldSpec[] = [
  { key: "name", label: "Name", hint: "What you call it", max: PRODUCT_LIMITS.nameCharacters, placeholder: "e.g. Pocket Tutor" },
  {
    key: "idea",
    label: "Idea",
    hint: "The problem, who has it and how the product helps; every tool starts from this",
    rows: 4,
    max: PRODUCT_LIMITS.ideaCharacters,
    placeholder: "e.g. A phone app that matches students with a tutor for a 15-minute call when homework gets stuck",
  },
  {
    key: "audience",
    label: "Audience (optional)",
    hint: "Who it is for",
    rows: 2,
    max: PRODUCT_LIMITS.audienceCharacters,
    placeholder: "e.g. High-school students and their parents",
  },
  {
    key: "notes",
    label: "Notes (optional)",
    hint: "Constraints, decisions, links",
    rows: 3,
    max: PRODUCT_LIMITS.notesCharacters,
    placeholder: "e.g. Launch in one city first",
  },
];

type BriefFieldsProps = {
  draft: BriefDraft;
  onChange: (draft: BriefDraft) => void;
  /** The contract's message per field, shown under it. */
  errors: Partial<Record<keyof BriefDraft, string>>;
  disabled?: boolean;
  /** Enter in the name field, or Ctrl/⌘ + Enter anywhere, submits; Escape cancels. */
  onSubmitKey: () => void;
  onCancelKey?: () => void;
  autoFocus?: boolean;
};

/**
 * The brief's four fields (docs/product.md#products), as "New product" and the product page's
 * inline editor show them: label, hint with the limit, and the contract's message on error.
 */
export function BriefFields({ draft, onChange, errors, disabled, onSubmitKey, onCancelKey, autoFocus }: BriefFieldsProps) {
  const id = useId();
  // A refused save takes the reader to the first field it names, so the message is seen and read out.
  useEffect(() => {
    const first = FIELDS.find((field) => errors[field.key]);
    if (first) document.getElementById(`${id}-${first.key}`)?.focus();
  }, [errors, id]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === "Escape" && onCancelKey) {
      event.preventDefault();
      onCancelKey();
    } else if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onSubmitKey();
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {FIELDS.map((field) => {
        const error = errors[field.key];
        const fieldId = `${id}-${field.key}`;
        const common = {
          id: fieldId,
          name: field.key,
          value: draft[field.key],
          disabled,
          placeholder: field.placeholder,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": `${fieldId}-note`,
          onKeyDown,
        } as const;
        return (
          <div key={field.key} className="flex flex-col gap-1.5">
            <Label htmlFor={fieldId}>{field.label}</Label>
            {field.rows ? (
              <Textarea
                {...common}
                rows={field.rows}
                className="resize-y"
                onChange={(event) => onChange({ ...draft, [field.key]: event.target.value })}
              />
            ) : (
              <Input
                {...common}
                autoFocus={autoFocus}
                autoComplete="off"
                onChange={(event) => onChange({ ...draft, [field.key]: event.target.value })}
              />
            )}
            {error ? (
              <p id={`${fieldId}-note`} role="alert" className="text-sm font-medium text-danger">
                {error}
              </p>
            ) : (
              <p id={`${fieldId}-note`} className="text-xs text-muted">
                {field.hint} · up to {field.max.toLocaleString("en-US")} characters
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
