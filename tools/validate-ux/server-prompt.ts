import type { ValidateUxRequest } from "./contract";
import { expertPersona, quoted } from "../kit/server/prompts/persona";
import { tasksByPersona } from "../../shared/task-sides.mjs";

export function validateUxPrompt(input: ValidateUxRequest, expertName: string, screens: number) {
  const personas = input.personas
    .map(
      (p, i) =>
        `${i + 1}. ${p.name} — ${p.description}${p.motivation ? ` Motivation: ${p.motivation}.` : ""}${p.context ? ` Context: ${p.context}.` : ""}`,
    )
    .join("\n");
  // A marketplace's sides each take their own tasks (shared/task-sides.mjs); then the pairs are listed, else every pair is asked for.
  const takes = tasksByPersona(input.personas, input.tasks);
  const sided = takes.some((t) => t.tasks.length < input.tasks.length);
  return {
    system: [
      expertPersona(expertName),
      "",
      "You simulate synthetic users testing a prototype. Answer with one JSON object {results: [...]} holding,",
      sided ? "for EVERY pair listed under “Who takes which task”, one result:" : "for EVERY persona × task pair, one result:",
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
      ...(sided
        ? [
            quoted(
              "Who takes which task (each side of the marketplace its own)",
              takes.flatMap((t) => t.tasks.map((task) => `${t.persona.name}: ${task}`)).join("\n"),
            ),
          ]
        : []),
    ].join("\n\n"),
  };
}
