import { COMMENT_LIMITS } from "@shared/contracts/comments";

/**
 * `@` mentions in comment text (docs/product.md#comments). A mention is written as `@` and the
 * person's e-mail, picked from the product's members while typing; the text stays plain text and
 * the comment names the mentioned user ids beside it. Every scan here is one pass over the text.
 */
export type Mentionable = { userId: string; email: string };

/** The `@…` being typed at the caret: where its `@` is and what follows it, or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  for (let index = caret - 1; index >= 0; index--) {
    const char = text[index]!;
    if (/\s/.test(char)) return null;
    if (char === "@" && (index === 0 || /\s|[(["']/.test(text[index - 1]!))) return { start: index, query: text.slice(index + 1, caret) };
    // A query longer than any e-mail is ordinary text with an @ in it.
    if (caret - index > 320) return null;
  }
  return null;
}

/** Members whose e-mail starts with (or, after those, contains) what was typed after the `@`. */
export function mentionCandidates(query: string, people: readonly Mentionable[], limit = 6): Mentionable[] {
  const typed = query.toLowerCase();
  const starts = people.filter((p) => p.email.toLowerCase().startsWith(typed));
  const contains = people.filter((p) => !p.email.toLowerCase().startsWith(typed) && p.email.toLowerCase().includes(typed));
  return [...starts, ...contains].slice(0, limit);
}

/** The text with the `@…` typed at `start` up to the caret replaced by the person's mention, and the caret after it. */
export function insertMention(text: string, start: number, caret: number, email: string): { text: string; caret: number } {
  const mention = `@${email} `;
  const after = text.slice(caret).replace(/^\s+/, "");
  return { text: text.slice(0, start) + mention + after, caret: start + mention.length };
}

/** Where each mention of a known person is in the text: `@` + their e-mail, not followed by more of an address. */
export function findMentions(text: string, people: readonly Mentionable[]): Array<{ start: number; end: number; person: Mentionable }> {
  const lower = text.toLowerCase();
  // Longest e-mail first, so "@ann@x.co" never matches inside "@ann@x.com".
  const byLength = [...people].sort((a, b) => b.email.length - a.email.length);
  const found: Array<{ start: number; end: number; person: Mentionable }> = [];
  let from = 0;
  for (let at = lower.indexOf("@", from); at !== -1; at = lower.indexOf("@", from)) {
    const person = byLength.find(
      (p) => lower.startsWith(p.email.toLowerCase(), at + 1) && !continuesAddress(lower, at + 1 + p.email.length),
    );
    if (person && (at === 0 || !/[\w.-]/.test(lower[at - 1]!))) {
      const end = at + 1 + person.email.length;
      found.push({ start: at, end, person });
      from = end;
    } else from = at + 1;
  }
  return found;
}

/** Whether the text goes on with more of an address at `end` (a full stop ending the sentence does not). */
function continuesAddress(text: string, end: number): boolean {
  const next = text[end] ?? "";
  if (next === ".") return /[\w-]/.test(text[end + 1] ?? "");
  return /[\w@-]/.test(next);
}

/** The user ids the text mentions, each once, at most the contract's limit. */
export function mentionedUserIds(text: string, people: readonly Mentionable[]): string[] {
  const ids = [...new Set(findMentions(text, people).map((found) => found.person.userId))];
  return ids.slice(0, COMMENT_LIMITS.mentions);
}

/** The text cut into plain runs and mentions, for showing mentions highlighted (still as text). */
export function splitMentions(text: string, people: readonly Mentionable[]): Array<{ text: string; mention: boolean }> {
  const runs: Array<{ text: string; mention: boolean }> = [];
  let last = 0;
  for (const { start, end } of findMentions(text, people)) {
    if (start > last) runs.push({ text: text.slice(last, start), mention: false });
    runs.push({ text: text.slice(start, end), mention: true });
    last = end;
  }
  if (last < text.length) runs.push({ text: text.slice(last), mention: false });
  return runs;
}
