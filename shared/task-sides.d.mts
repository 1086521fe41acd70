import type { Persona } from "./contracts/validate-ux";

type PersonaText = Pick<Persona, "name" | "description"> & Partial<Pick<Persona, "motivation" | "context">>;
export type Side = "offer" | "take";

export declare function taskSide(task: string): Side | null;
export declare function personaSide(persona: PersonaText): Side | null;
export declare function tasksByPersona<P extends PersonaText>(
  personas: readonly P[],
  tasks: readonly string[],
): { persona: P; tasks: string[] }[];
