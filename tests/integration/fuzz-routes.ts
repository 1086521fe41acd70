import type { z } from "zod";
import { credentialsSchema } from "../../shared/auth-schema";
import { chatRequestSchema } from "../../shared/contracts/chat";
import { saveConversationRequestSchema, shareRequestSchema } from "../../shared/contracts/conversations";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../shared/contracts/tools";

const idea = "Neighbours lend each other garden tools";
/** One valid body per tool, so a fuzzed variant differs from an accepted request in one place only. */
export const validTool: Record<ToolName, unknown> = {
  "validate-ux": { prototypeUrl: "https://example.com/proto", personas: [{ id: "p1", name: "Maya", description: "New gardener" }], tasks: ["Borrow a trimmer"] },
  "generate-workshop": { workshopType: "Discovery", duration: "60 minutes", participants: "4 people", goals: "Agree on scope" },
  "build-startup": { startupIdea: idea },
  "generate-landing-page": { startupIdea: idea, contentSections: ["pitch"] },
  "generate-visual-flow": { appIdea: idea },
  "monetization-strategy": { productIdea: idea },
  "launch-assistant": { productIdea: idea },
  "ux-feedback": { designDescription: "A twelve-field sign-up form" },
  "case-study-generator": { projectDescription: "Redesigned a checkout" },
};

export type BodyRoute = {
  /** Called as is: the share route (`:id`) has no arrays, it is listed so its contract is checked for maxima. */
  path: string;
  schema: z.ZodType;
  valid: unknown;
  signedIn: boolean;
};

/** Every API route that reads a JSON body, with the contract it validates against. */
export const BODY_ROUTES: BodyRoute[] = [
  { path: "/api/auth/sign-up", schema: credentialsSchema, valid: { email: "fuzz@example.com", password: "correct horse battery" }, signedIn: false },
  { path: "/api/auth/sign-in", schema: credentialsSchema, valid: { email: "fuzz@example.com", password: "correct horse battery" }, signedIn: false },
  { path: "/api/chat/completions", schema: chatRequestSchema, valid: { messages: [{ role: "user", content: "hi" }] }, signedIn: true },
  { path: "/api/conversations", schema: saveConversationRequestSchema, valid: { messages: [{ role: "user", content: "hi" }] }, signedIn: true },
  { path: "/api/conversations/:id/share", schema: shareRequestSchema, valid: { includeScreens: false }, signedIn: true },
  ...TOOL_NAMES.map((name) => ({ path: `/api/functions/${name}`, schema: toolContracts[name].request, valid: validTool[name], signedIn: true })),
];
