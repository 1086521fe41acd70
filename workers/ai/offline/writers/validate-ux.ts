import type { ValidateUxRequest, ValidationResult } from "../../../../app/lib/contracts/validate-ux";
import { SENTIMENTS } from "../../../../app/lib/contracts/validate-ux";
import { clip, hash, keywords } from "../text-utils";

const HEURISTICS = [
  "Visibility of system status",
  "Match between system and the real world",
  "User control and freedom",
  "Consistency and standards",
  "Error prevention",
  "Recognition rather than recall",
  "Flexibility and efficiency of use",
  "Aesthetic and minimalist design",
  "Help users recognize, diagnose, and recover from errors",
  "Help and documentation",
] as const;

/**
 * One simulated result per persona × task. Scores come from a hash of the persona and task,
 * so they are stable, and the text cites what the persona said about themselves.
 */
export function validationResults(input: ValidateUxRequest, screens: number): ValidationResult[] {
  const results: ValidationResult[] = [];
  const source = screens > 0 ? `${screens} uploaded screen${screens === 1 ? "" : "s"}` : "the prototype link";
  for (const persona of input.personas) {
    for (const task of input.tasks) {
      const h = hash(`${persona.name}|${persona.description}|${task}`);
      const successRate = 35 + (h % 61);
      const sentiment = SENTIMENTS[Math.min(SENTIMENTS.length - 1, Math.floor((successRate - 35) / 13))]!;
      const [focus = "the main action"] = keywords(task, 2);
      const h1 = HEURISTICS[h % HEURISTICS.length]!;
      const h2 = HEURISTICS[(h >>> 8) % HEURISTICS.length]!;
      const motivation = persona.motivation ? ` Motivated by ${persona.motivation.toLowerCase()},` : "";
      results.push({
        persona: clip(persona.name, 200),
        task: clip(task, 1000),
        sentiment,
        successRate,
        behavior: clip(
          `${persona.name} (${persona.description}) scanned ${source} looking for ${focus}.${motivation} they ${
            successRate >= 70 ? "found the path on the first try and moved through it steadily" : "hesitated at the first step and backtracked once before finding the path"
          }. Estimated from the design, not measured with real users.`,
          1200,
        ),
        feedback: clip(
          successRate >= 70
            ? `This felt clear — I could see where to go for ${focus} right away.`
            : `I wasn't sure where ${focus} lives; the labels didn't match how I'd describe it.`,
          800,
        ),
        recommendations: [
          `${h1}: make the entry point for "${clip(focus, 60)}" visible on the first screen with a label in the user's words.`,
          `${h2 === h1 ? HEURISTICS[(h + 1) % HEURISTICS.length] : h2}: confirm each step of "${clip(task, 80)}" with clear feedback so progress is never in doubt.`,
        ],
      });
    }
  }
  return results;
}
