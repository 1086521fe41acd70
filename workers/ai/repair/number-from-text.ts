/**
 * A number a model wrote as text: "75%", "15 minutes", "about 20", "1,200", "1.5 hours"
 * (docs/product.md#real-model-answers). Where the field counts minutes (its key says so), hours
 * are turned into minutes; otherwise the first number is taken as it stands. Null when there is
 * no number; a range ("10-15") is taken at its midpoint.
 */
export function numberFromText(text: string, key = ""): number | null {
  const t = text.toLowerCase().replace(/(\d),(\d{3})\b/g, "$1$2");
  const range = /(-?\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)/.exec(t);
  const single = /-?\d+(?:\.\d+)?/.exec(t);
  if (!single) return wordNumber(t);
  let n = range ? (Number(range[1]) + Number(range[2])) / 2 : Number(single[0]);
  if (/minute/i.test(key)) {
    const hours = /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)\b/.exec(t);
    const minutes = /(\d+)\s*(?:m|mins?|minutes?)\b/.exec(t);
    if (hours) n = Number(hours[1]) * 60 + (minutes ? Number(minutes[1]) : 0);
  }
  return Number.isFinite(n) ? n : null;
}

const WORDS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fifteen: 15, twenty: 20, thirty: 30, "forty five": 45, forty: 40, sixty: 60, ninety: 90 };

function wordNumber(t: string): number | null {
  for (const [word, n] of Object.entries(WORDS)) if (new RegExp(`\\b${word}\\b`).test(t)) return n;
  return null;
}
