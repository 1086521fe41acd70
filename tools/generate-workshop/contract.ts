import { z } from "zod";
import { DEFAULT_LIMITS, SHORT_TEXT_CHARS } from "../../shared/contracts/limits";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** The eight workshop types (docs/product.md#ux-workshop-generator), in the order the dropdown shows them. */
export const WORKSHOP_TYPES = [
  "Discovery Workshop",
  "Ideation Session",
  "Journey Mapping",
  "Feature Prioritization",
  "Value Proposition Canvas",
  "Design Critique",
  "User Story Mapping",
  "Design Sprint",
] as const;

/** The spec's message for an empty field (the form's toast and inline message, and the API's 400). */
export const WORKSHOP_MISSING_MESSAGE = "Please fill in all fields to generate a workshop agenda.";
const field = (max: number) => z.string({ error: WORKSHOP_MISSING_MESSAGE }).trim().min(1, WORKSHOP_MISSING_MESSAGE).max(max);

/** `generate-workshop` body (docs/product.md#tool-functions). Types are free text in the spec; the UI offers the eight. */
export const workshopRequestSchema = z.object({
  workshopType: field(SHORT_TEXT_CHARS),
  duration: field(SHORT_TEXT_CHARS),
  participants: field(DEFAULT_LIMITS.maxToolTextChars),
  goals: field(DEFAULT_LIMITS.maxToolTextChars),
});
export type WorkshopRequest = z.infer<typeof workshopRequestSchema>;

export const workshopResponseSchema = z.object({ agenda: z.string() });
export type WorkshopResponse = z.infer<typeof workshopResponseSchema>;

/**
 * What the model returns for a workshop: time blocks in minutes, so the server can make them
 * add up to the requested duration before rendering the agenda text (./server-agenda.ts).
 * Materials and follow-ups are asked for but may be empty: a model that answers only the blocks
 * gets its title and summary from the request, and nothing is made up for the rest.
 */
export const workshopPlanSchema = z.object({
  title: z.string().min(1).max(120),
  summary: z.string().min(1).max(600),
  blocks: z
    .array(
      z.object({
        title: z.string().min(1).max(80),
        minutes: z.number().int().min(1).max(480),
        activity: z.string().min(1).max(600),
        output: z.string().min(1).max(200),
      }),
    )
    .min(3)
    .max(16),
  materials: z.array(z.string().min(1).max(120)).max(10),
  followUps: z.array(z.string().min(1).max(200)).max(6),
});
export type WorkshopPlan = z.infer<typeof workshopPlanSchema>;

/** The workshop's brief (the saved result's first message): type, duration, participants and goals. */
function workshopBrief(fields: Pick<WorkshopRequest, "workshopType" | "duration" | "participants" | "goals">): string {
  return `${fields.workshopType} · ${fields.duration}\nParticipants: ${fields.participants}\nGoals & context: ${fields.goals}`;
}

/** UX Workshop Generator: the model plans the workshop, the server renders a timed agenda from the plan. */
const contract = defineToolContract({
  name: "generate-workshop",
  request: workshopRequestSchema,
  response: workshopResponseSchema,
  previous: z.object({ agenda: previousText("agenda") }),
  modelOutput: workshopPlanSchema,
  brief: workshopBrief,
  markdown: (_request, response) => [response.agenda],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "generate-workshop": typeof contract;
  }
}
