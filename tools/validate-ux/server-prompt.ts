import type { ValidateUxRequest } from "./contract";
import { expertPersona, quoted } from "../kit/server/prompts/persona";

export function validateUxPrompt(input: ValidateUxRequest, expertName: string, screens: number) {
  const personas = input.personas
    .map(
      (p, i) =>
        `${i + 1}. ${p.name} — ${p.description}${p.motivation ? ` Motivation: ${p.motivation}.` : ""}${p.context ? ` Context: ${p.context}.` : ""}`,
    )
    .join("\n");
  return {
    system: [
      expertPersona(expertName),
      "",
      "You simulate synthetic users testing a prototype. Answer with one JSON object {results: [...]} holding,",
      "for EVERY persona × task pair, one result:",
      "persona (name), task, sentiment (frustrated | confused | neutral | confident | satisfied), successRate (0–100,",
      "estimated share of attempts that succeed), behavior (what they did, step by step), feedback (first-person quote)",
      "and 1–5 recommendations, each starting with the Nielsen usability heuristic it relates to, then a colon.",
      "These are simulated estimates from the design, not measured data: base them only on what the screens and description show.",
    ].join("\n"),
    prompt: [
      input.prototypeUrl ? `Prototype URL (for context; you cannot open it): ${input.prototypeUrl}` : "No prototype URL given.",
      screens > 0 ? `${screens} screen image(s) of the prototype are attached.` : "No screen images are attached.",
      ...(input.screenTexts?.length ? [quoted("What each screen says (they are wireframes)", input.screenTexts.join("\n"))] : []),
      quoted("Personas", personas),
      quoted("Tasks (one per line)", input.tasks.join("\n")),
    ].join("\n\n"),
  };
}
