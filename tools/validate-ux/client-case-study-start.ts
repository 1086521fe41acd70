import type { Persona as ProductPersona, ProductSummaryDto } from "@shared/contracts/products";
import type { Persona } from "@shared/contracts/validate-ux";
import type { ValidateUxRequest } from "./contract";
import { briefText } from "../kit/client-screen";

/** A persona saved in the product, as one synthetic user of this test. */
export function personaFromProduct({ name, description, motivation, context }: ProductPersona): Persona {
  return { id: crypto.randomUUID(), name, description, motivation, ...(context ? { context } : {}) };
}

/**
 * What the Case Study Generator's description starts with after "Write the case study": the
 * brief and what was done. The findings themselves are read on the server from the saved report
 * and flow (their ids travel with the hand-off), so they are not restated here.
 */
export function caseStudyStart(
  brief: Pick<ProductSummaryDto, "name" | "idea" | "audience"> | null,
  request: Pick<ValidateUxRequest, "personas" | "tasks">,
): string {
  const names = request.personas.map((p) => p.name).join(", ");
  const tasks = request.tasks.filter((t) => t.trim()).length;
  const done = `Tested the key flow with ${request.personas.length === 1 ? "1 synthetic user" : `${request.personas.length} synthetic users`} (${names}) on ${tasks === 1 ? "1 task" : `${tasks} tasks`} with the UX Prototype Validator, then wrote up what was found and what to change.`;
  return brief ? `${brief.name}: ${briefText(brief)}\n\n${done}` : done;
}
