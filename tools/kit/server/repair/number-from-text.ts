/**
 * A number a model wrote as text: "75%", "15 minutes", "about 20", "1,200", "1,5", "1.5 hours"
 * (docs/product.md#real-model-answers). The first number counts; a range there ("10-15", "10 to
 * 15") is taken at its midpoint, a range later on ("75% (3-4 of 5 users)") is not. Where the field
 * counts minutes (its key says so), hours are turned into minutes. Null when there is no number.
 * Only the first 64 characters are read: a number is never longer, and the patterns stay linear.
 */
const HEAD_CHARS = 64;

export function numberFromText(text: string, key = ""): number | null {
  const t = text.slice(0, HEAD_CHARS).toLowerCase();
  const first = /-?\d+(?:[.,]\d+)*/.exec(t);
  if (!first) return wordNumber(t);
  let n = readNumber(first[0]);
  const after = t.slice(first.index + first[0].length);
  const range = /^\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)*)/.exec(after);
  if (range) n = (n + readNumber(range[1]!)) / 2;
  if (/minute/i.test(key)) {
    const unit = /^\s*(h|hrs?|hours?)\b(?:\s*(\d+)\s*(?:m|mins?|minutes?)\b)?/.exec(range ? after.slice(range[0].length) : after);
    if (unit) n = n * 60 + (unit[2] ? Number(unit[2]) : 0);
  }
  return Number.isFinite(n) ? n : null;
}

/** "1,200" and "1.200,5" as thousands, "1,5" and "0,75" as a decimal comma. */
function readNumber(token: string): number {
  if (/^-?\d+,\d{1,2}$/.test(token)) return Number(token.replace(",", "."));
  return Number(token.replace(/,(?=\d{3}\b)/g, "").replace(/,/g, "."));
}

const WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  sixty: 60,
  ninety: 90,
};

function wordNumber(t: string): number | null {
  const word = /\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|sixty|ninety)\b/.exec(t);
  return word ? WORDS[word[1]!]! : null;
}
