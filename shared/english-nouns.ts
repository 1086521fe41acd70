/**
 * Regular English noun inflection, for texts built from an idea's own words: the offline model's
 * phrase reader, test tasks taken from a flow ("Order a weekly meal box") and wireframes' labels
 * ("Weekly meal box 1"). Words it does not know are left as they are.
 */

const IRREGULAR_PLURAL = new Map(
  "people:person children:child men:man women:woman kids:kid feet:foot teeth:tooth mice:mouse"
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** An all-capitals word ("KIDS") keeps its capitals when it is changed. */
function matchCase(replacement: string, like: string): string {
  return like === like.toUpperCase() && like !== like.toLowerCase() ? replacement.toUpperCase() : replacement;
}

/** Singular of an English plural noun ("neighbours" → "neighbour", "classes" → "class", "boxes" → "box"); other words unchanged. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURAL.get(lower);
  if (irregular) return matchCase(irregular, word);
  if (/[^aeiou]ies$/i.test(word) && word.length > 4) return `${word.slice(0, -3)}${matchCase("y", word.slice(-1))}`;
  if (/(?:ss|sh|ch|x|z)es$/i.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is|ics|ous)$/i.test(word) || !/s$/i.test(word) || word.length < 4) return word;
  return word.slice(0, -1);
}

/** Plural of a singular noun ("salon" → "salons", "company" → "companies"). */
export function plural(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_PLURAL.has(lower) || (/s$/i.test(word) && singular(word) !== word)) return word;
  const irregular = [...IRREGULAR_PLURAL].find(([, one]) => one === lower)?.[0];
  if (irregular) return irregular;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}
