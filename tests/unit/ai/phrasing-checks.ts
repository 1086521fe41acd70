/**
 * Checks that offline-model text is built from whole words and phrases of the user's input.
 *
 * A "truncated input word" is an output token that starts like an input word but stops (or
 * glues something on) in the middle of it, at a point that is not a word: "Mobil" or
 * "Mobilmatc" from "mobile matches". A token is fine when it is a word we know: a whole input
 * word, a regular inflection of one ("walk" from "walking", "neighbour" from "neighbours"), a
 * stop word, or a word the writers' own templates use (collected from control runs).
 */

const STOP = new Set(
  `a an and are as at be but by can do does for from has have how i if in into is it its of on or our so that the their
  them then there these they this to too up us was we what when where which who why will with would you your not no
  de des du la le les et en pour avec un une à au aux dans sur par der die das den dem ein eine und für mit von zu im am
  el los las para con y por`
    .split(/\s+/)
    .filter(Boolean),
);

const LETTERS = /[\p{L}\p{M}\p{N}]+/gu;

/** Lower-cased words of a text, split at anything that is not a letter or digit. */
export function wordsOf(text: string): string[] {
  return (text.match(LETTERS) ?? []).map((w) => w.toLowerCase());
}

/**
 * Output tokens, CamelCase compounds split into their parts ("DogWalk" → dog, walk): a compound
 * of whole words is fine, so each part is checked on its own ("MobilMatc" → mobil, matc).
 */
export function outputTokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.match(LETTERS) ?? []) {
    const parts = raw.split(/(?<=[\p{Ll}])(?=[\p{Lu}])/u);
    out.push(...parts.map((p) => p.toLowerCase()));
  }
  return out;
}

/** Regular English inflections stripped back to shared stems. */
function variants(word: string): string[] {
  const v = [word];
  const strip = (suffix: string) => (word.endsWith(suffix) && word.length > suffix.length + 1 ? word.slice(0, -suffix.length) : null);
  const s = strip("s");
  if (s && !word.endsWith("ss")) v.push(s);
  const es = strip("es");
  if (es && /(s|x|z|ch|sh|o)$/.test(es)) v.push(es);
  const ies = strip("ies");
  if (ies) v.push(`${ies}y`);
  for (const suffix of ["ing", "ed", "er", "ers"]) {
    const stem = strip(suffix);
    if (!stem) continue;
    v.push(stem, `${stem}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) v.push(stem.slice(0, -1));
    if (suffix === "ed" && stem.endsWith("i")) v.push(`${stem.slice(0, -1)}y`);
  }
  const d = strip("d");
  if (d && word.endsWith("ed")) v.push(d);
  return v;
}

export type Lexicon = { input: Set<string>; inflected: Set<string>; template: Set<string> };

export function lexiconFor(inputText: string, template: Set<string>): Lexicon {
  const input = new Set(wordsOf(inputText));
  const inflected = new Set<string>();
  for (const w of input) for (const v of variants(w)) inflected.add(v);
  return { input, inflected, template };
}

function known(token: string, lex: Lexicon): boolean {
  return STOP.has(token) || lex.input.has(token) || lex.template.has(token) || variants(token).some((v) => lex.inflected.has(v));
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Output tokens that begin with a cut-off input word, each as "token (from input word)". */
export function truncatedWords(output: string, lex: Lexicon): string[] {
  const found = new Set<string>();
  for (const token of outputTokens(output)) {
    if (token.length < 3 || /\d/.test(token) || known(token, lex)) continue;
    for (const word of lex.input) {
      const shared = commonPrefix(token, word);
      if (shared >= 3 && shared < word.length && !known(token.slice(0, shared), lex)) found.add(`${token} (from ${word})`);
    }
  }
  return [...found];
}

/**
 * Keyword salad: three or more input content words in a row that never stand in that order
 * in the input ("mobile matches dog" from "a mobile app that matches dog owners").
 */
export function keywordSalad(output: string, inputText: string): string[] {
  const inputWords = wordsOf(inputText);
  const inputSet = new Set(inputWords);
  const joined = ` ${inputWords.join(" ")} `;
  const found: string[] = [];
  // Runs break at punctuation and at any word that is not an input content word.
  for (const segment of output.split(/[.,;:!?()[\]{}“”"«»<>|·—–→\n*#`]+/u)) {
    let run: string[] = [];
    const flush = () => {
      if (run.length >= 3 && !joined.includes(` ${run.join(" ")} `)) found.push(run.join(" "));
      run = [];
    };
    for (const word of wordsOf(segment)) {
      if (inputSet.has(word) && !STOP.has(word)) run.push(word);
      else flush();
    }
    flush();
  }
  return found;
}

/**
 * A feature name that is nothing but input words: a single input word, input words joined by
 * "and"/"&"/"," ("Dog and reminders"), or several input words in an order the input never
 * uses ("Mobile matches dog").
 */
export function bareNounList(feature: string, inputText: string): boolean {
  const inputWords = wordsOf(inputText);
  const inputSet = new Set(inputWords);
  const content = wordsOf(feature).filter((w) => !STOP.has(w));
  if (content.length === 1 && inputSet.has(content[0]!)) return true;
  const conjuncts = feature.split(/\s*(?:,|&|\band\b|\bor\b|\+)\s*/i).filter(Boolean);
  if (conjuncts.length > 1 && conjuncts.some((c) => wordsOf(c).length === 1 && inputSet.has(wordsOf(c)[0]!))) return true;
  if (content.length >= 2 && content.every((w) => inputSet.has(w))) {
    return !` ${inputWords.join(" ")} `.includes(` ${wordsOf(feature).join(" ")} `);
  }
  return false;
}

/** Words that name what a product is (its kind), never a job someone does with it. */
const KIND_WORDS = new Set(
  "app apps application platform tool tools marketplace service website site saas dashboard plugin extension bot chatbot software solution portal crm erp widget".split(
    " ",
  ),
);

/** Words that only qualify a kind ("a mobile app", "an AI platform") without saying what it is for. */
const KIND_QUALIFIERS = new Set(
  "a an the your my our mobile web online simple smart ai powered based b2b b2c new social free native ios android desktop cloud digital".split(
    " ",
  ),
);

/** Slots the writers fill with the job people do ("Core job: ___", "help with ___ today", "Done: ___"). */
const JOB_SLOTS = [
  /Core job:\**\s*([^,.\n—]+)/g,
  /\bDone: ([^\n".,]+)/g,
  /\bhelp with ([^\n.,;]+?) today/g,
  /\bcare about ([^\n.,;]+?) enough/g,
  /\bReady for ([^\n".,]+)/g,
  /\bup to date on ([^\n".,]+)/g,
  /\bdigest about ([^\n".,]+)/g,
  /\bfinally have ([^\n.,]+?) sorted/g,
  /\bhave with ([^\n.,]+?) today/g,
  /"Try ([^\n".,]+)/g,
  /\badopt tools for ([^\n|.,]+)/g,
  /\bseat for ([^\n;.,]+)/g,
  /\bstruggled with ([^\n:.,]+)/g,
];

/**
 * A product's kind written where a job belongs: "Core job: mobile app", "Done: mobile app",
 * "help with platform today" — a slot made only of a kind and words that qualify it ("lending
 * garden tools" is a job). Returns each such slot as written.
 */
export function kindAsJob(text: string): string[] {
  const found: string[] = [];
  for (const slot of JOB_SLOTS) {
    for (const match of text.matchAll(slot)) {
      const words = wordsOf(match[1]!);
      if (words.some((w) => KIND_WORDS.has(w)) && words.every((w) => KIND_WORDS.has(w) || KIND_QUALIFIERS.has(w)))
        found.push(match[0].trim());
    }
  }
  return found;
}

/**
 * An audience with its own "who …" clause pasted before another "who": "busy parents who garden
 * at weekends who need help with …". Returns each stacked pair as written.
 */
export function stackedClauses(text: string): string[] {
  return [...text.matchAll(/\bwho\b[^.,;:!?\n—()"“”]{1,80}?\bwho\b/gi)].map((m) => m[0]);
}
