import { capitalize } from "../kit/server/offline/text-utils";

/** Room for the goal in a workshop's title after "Design Sprint for {product}: ". */
const MAX_GOAL_CHARS = 72;
/** A lead-in before a colon ("Align the team on PawPals:") this short is not the goal itself. */
const MAX_LEAD_IN_WORDS = 6;
/** Where a long goal can end as a whole phrase: before a comma, a semicolon or a joining word. */
const CLAUSE_BREAK = /\s*[,;]\s+|\s+(?:and|but|so|then|before|after|because|while|with|by)\s+/gi;
/** Words a phrase cannot end on: "…: Align the team on" was a title cut mid-phrase. */
const DANGLING =
  /\s+(?:a|an|the|of|on|in|to|for|with|and|or|but|by|at|from|into|about|our|your|their|its|this|that|these|those|which|who|what|how|before|after|so|as|is|are|be|than|then)$/i;

/**
 * The goal part of a workshop's title, as a whole phrase from the goals as written (their first
 * sentence, after a short lead-in such as "Align the team on PawPals:"), cut before a clause or a
 * joining word when long, and never ending on a word that needs more after it. Null when the goals
 * hold no words.
 */
export function workshopGoalTitle(goals: string): string | null {
  const firstLine = goals.trim().split(/\n/, 1)[0]!.replace(/\s+/g, " ").trim();
  let goal = firstLine.split(/[.!?](?:\s|$)/, 1)[0]!.trim();
  const leadIn = goal.match(/^([^:]+):\s+(\S.*)$/);
  if (leadIn && leadIn[1]!.split(" ").length <= MAX_LEAD_IN_WORDS && leadIn[2]!.split(" ").length >= 2) goal = leadIn[2]!;
  if (goal.length > MAX_GOAL_CHARS) goal = cutAtPhrase(goal);
  goal = withoutDanglingEnd(goal.replace(/^(?:a|an|the)\s+/i, ""));
  return /[\p{L}\p{N}]/u.test(goal) ? capitalize(goal) : null;
}

/** The goal up to its last clause break within the room, or else its last whole word there. */
function cutAtPhrase(goal: string): string {
  let cut = -1;
  for (const found of goal.matchAll(CLAUSE_BREAK)) {
    if (found.index > MAX_GOAL_CHARS) break;
    if (found.index >= MAX_GOAL_CHARS / 3) cut = found.index;
  }
  if (cut > 0) return goal.slice(0, cut);
  const lastSpace = goal.slice(0, MAX_GOAL_CHARS + 1).lastIndexOf(" ");
  return lastSpace > 0 ? goal.slice(0, lastSpace) : goal.slice(0, MAX_GOAL_CHARS);
}

function withoutDanglingEnd(phrase: string): string {
  let text = phrase.replace(/[\s,;:—–-]+$/u, "");
  while (DANGLING.test(text)) text = text.replace(DANGLING, "").replace(/[\s,;:—–-]+$/u, "");
  return text;
}
