import type { Persona } from "../../shared/contracts/validate-ux";

type PersonaText = Pick<Persona, "name" | "description"> & Partial<Pick<Persona, "motivation" | "context">>;

export declare function tasksByPersona<P extends PersonaText>(
  personas: readonly P[],
  tasks: readonly string[],
): { persona: P; tasks: string[] }[];
