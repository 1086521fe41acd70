/**
 * Enum values as real models write them: "Frustrated", "FRUSTRATED 😤", "frustration", "happy"
 * for one of our lower-case values (docs/product.md#real-model-answers). Case, spacing and
 * punctuation never matter; a word from the synonym table, or the value's own stem, picks it.
 */
const SYNONYMS: Record<string, string[]> = {
  frustrated: ["frustration", "angry", "annoyed", "irritated", "upset", "negative", "stuck", "blocked"],
  confused: ["confusion", "unsure", "uncertain", "lost", "puzzled", "unclear", "hesitant", "disoriented"],
  neutral: ["mixed", "indifferent", "ok", "okay", "fine", "meh", "so so", "moderate"],
  confident: ["confidence", "sure", "comfortable", "assured", "capable", "in control"],
  satisfied: ["satisfaction", "happy", "pleased", "delighted", "positive", "content", "glad", "very satisfied"],
  success: ["successful", "succeeded", "ok", "done", "complete", "completed", "happy path", "positive"],
  failure: ["fail", "failed", "error", "abandoned", "cancelled", "canceled", "rejected", "negative"],
};

const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The option `value` means, or null when it names none of them. */
export function enumMatch(options: readonly string[], value: string): string | null {
  const wanted = plain(value);
  // "Not satisfied", "never confident": a negated option means none of them.
  if (!wanted || /\b(not|no|never|hardly|barely)\b/.test(wanted)) return null;
  const exact = options.find((o) => plain(o) === wanted);
  if (exact) return exact;
  for (const option of options) {
    if ((SYNONYMS[plain(option)] ?? []).includes(wanted)) return option;
  }
  // "Frustrated 😤", "very confused", "satisfied overall": one option's word in a short phrase.
  const words = new Set(wanted.split(" "));
  const named = options.filter((o) => words.has(plain(o)) || (SYNONYMS[plain(o)] ?? []).some((s) => !s.includes(" ") && words.has(s)));
  return named.length === 1 ? named[0]! : null;
}
