import { SENTIMENTS, type ValidationResult } from "../../shared/contracts/validate-ux";
import { clipAtWord } from "../kit/server/offline/text-utils";
import { mentions, revisedNote, understood, type Instruction } from "../kit/server/refine/instruction";
import { isAbout } from "../kit/server/refine/rewrite";

const HARDER = /\b(?:frustrat\w*|confus\w*|struggl\w*|harder|lower|fail\w*|worse|pessimis\w*|less (?:confident|successful))\b/i;
const EASIER = /\b(?:confident|satisf\w*|easier|higher|succeed\w*|better|happier|optimis\w*|more successful)\b/i;

/** The writer's scale: the estimated success rate decides the sentiment. */
const sentimentFor = (rate: number) => SENTIMENTS[Math.max(0, Math.min(SENTIMENTS.length - 1, Math.floor((rate - 35) / 13)))]!;

/**
 * The offline refine of a validation: a persona named in the instruction changes only that
 * persona's cards (their estimate moves when the instruction says harder or easier, their
 * behaviour carries the instruction); "shorter" drops a recommendation per card; anything else
 * adds the instruction as a recommendation. "Remove X" drops the cards of a persona or task that
 * is X, else the recommendations about X (one card and one recommendation always stay).
 */
export function refineValidation(given: ValidationResult[], instruction: Instruction, personaNames: string[]): ValidationResult[] {
  const previous = instruction.removal ? removeFromValidation(given, instruction.removal) : given;
  const named = [...new Set([...personaNames, ...previous.map((r) => r.persona)])].filter((name) => mentions(instruction, name));
  const targets = previous.map(
    (r) => named.length === 0 || named.some((name) => name.trim().toLowerCase() === r.persona.trim().toLowerCase()),
  );
  let results = previous.map((r) => ({ ...r, recommendations: [...r.recommendations] }));
  const each = (change: (r: ValidationResult) => ValidationResult) => {
    results = results.map((r, i) => (targets[i] ? change(r) : r));
  };

  if (instruction.shorter) {
    const before = JSON.stringify(results);
    each((r) => (r.recommendations.length > 1 ? { ...r, recommendations: r.recommendations.slice(0, -1) } : r));
    if (JSON.stringify(results) === before && named.length === 0 && results.length > 1) results = results.slice(0, -1);
  }
  // "Remove Maya" took Maya's cards out already; nothing is left to note on them.
  if (named.length > 0 && previous === given) {
    const shift = HARDER.test(instruction.text) ? -15 : EASIER.test(instruction.text) ? 15 : 0;
    each((r) => {
      const successRate = Math.max(0, Math.min(100, Math.round(r.successRate) + shift));
      return {
        ...r,
        successRate,
        sentiment: shift === 0 ? r.sentiment : sentimentFor(successRate),
        behavior: withNote(r.behavior, instruction, 1_200),
      };
    });
  } else if (named.length === 0 && (instruction.addition || !understood(instruction))) {
    const note = clipAtWord(instruction.addition ? `${instruction.addition}: ${instruction.text}` : revisedNote(instruction), 400);
    each((r) => ({
      ...r,
      recommendations: r.recommendations.length < 5 ? [...r.recommendations, note] : [...r.recommendations.slice(0, 4), note],
    }));
  }
  return results;
}

function removeFromValidation(results: ValidationResult[], target: string): ValidationResult[] {
  const cards = results.filter((r) => !isAbout(`${r.persona}\n${r.task}`, target));
  if (cards.length > 0 && cards.length < results.length) return cards;
  let changed = false;
  const trimmed = results.map((r) => {
    const kept = r.recommendations.filter((rec) => !isAbout(rec, target));
    if (kept.length === r.recommendations.length || kept.length === 0) return r;
    changed = true;
    return { ...r, recommendations: kept };
  });
  return changed ? trimmed : results;
}

/** A sentence at the end of every card's behaviour: how a rename or a new audience shows in a validation. */
export function withBehaviorLine(results: ValidationResult[], line: string): ValidationResult[] {
  return results.map((r) => ({ ...r, behavior: `${clipAtWord(r.behavior, 1_200 - Array.from(line).length - 1)} ${line}` }));
}

/** The text with the instruction's note at its end, the text shortened to make room. */
function withNote(text: string, instruction: Instruction, max: number): string {
  const note = revisedNote(instruction, Math.min(400, max));
  const room = max - Array.from(note).length - 1;
  return `${clipAtWord(text, room)} ${note}`;
}
