import { useCallback, useState } from "react";
import { toast } from "../kit/client-ui";
import type { Persona } from "@shared/contracts/validate-ux";

export const EMPTY_DRAFT = { name: "", description: "", motivation: "", context: "" };
export type PersonaDraftFields = typeof EMPTY_DRAFT;

/**
 * The persona being typed in the Synthetic Users form. It lives with the validator, not the
 * form, because "Run UX Validation" counts a persona that was typed but not yet added.
 */
export type PersonaDraft = ReturnType<typeof usePersonaDraft>;

export function usePersonaDraft() {
  const [fields, setFields] = useState(EMPTY_DRAFT);
  const blank = Object.values(fields).every((value) => !value.trim());

  /** The typed persona, or null after saying what is missing (the spec's "Missing information"). */
  const toPersona = useCallback((): Persona | null => {
    const name = fields.name.trim();
    const description = fields.description.trim();
    if (!name || !description) {
      toast({ title: "Missing information", description: "Please fill in persona name and description", variant: "destructive" });
      return null;
    }
    const context = fields.context.trim();
    return { id: crypto.randomUUID(), name, description, motivation: fields.motivation.trim(), ...(context ? { context } : {}) };
  }, [fields]);

  const clear = useCallback(() => setFields(EMPTY_DRAFT), []);
  return { fields, setFields, blank, toPersona, clear };
}
