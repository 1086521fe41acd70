/**
 * The small English lexicon the offline model's phrase reader needs: function words, the words
 * people use to introduce an idea, product kinds, people nouns, common verbs, and regular
 * inflection. Enough to chunk an idea into phrases, not a grammar; unknown words are treated
 * as nouns, which keeps non-English input whole instead of guessing at it.
 */

import { singular } from "../../../../shared/english-nouns";

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
/** "built:build led:lead" as a map from the first word to the second. */
const pairs = (words: string) => new Map([...set(words)].map((pair) => pair.split(":") as [string, string]));

/** Words that never carry the idea's meaning on their own (English plus the commonest French, German, Spanish). */
export const STOP = set(`a an the this that these those some any each every one its it it's their his her our my your
  and or but nor so than then as if of to in on at by for with from into onto over under about between among
  without within through after before during via per near across around behind beyond
  is are was were be been being am do does did has have had can could will would should may might must
  i we you he she they them us me him who whom whose which what when where why how
  not no also just very really too more most much many other others such own same both either
  de des du la le les et en pour avec un une à au aux dans sur par sans chez
  der die das den dem des ein eine einen und oder für mit von zu im am an auf bei aus nach ohne
  el los las lo y o para con por sin del al una unos unas`);

/** Prepositions that start a phrase after the idea's main noun phrase. */
export const PREPOSITIONS = set(`for with to in on at by from into onto about between among without within through
  after before during via near across around behind over under against like than
  pour avec dans sur par sans chez à en für mit in auf bei aus nach ohne para con por sin en entre`);

/** Prepositions that stay inside a noun phrase ("checkout of a grocery app", "réservation de salles"). */
export const OF = set("of de des du di del della von");

/** Maps other languages' "for" to the English one, so their audiences are found the same way. */
export const FOR = set("for pour für para per");

/** Relative words that open a clause about what the product does. */
export const RELATIVE = set("that which who where whereby");

/** How people open an idea: "I want to build", "We're making", "My idea is". */
export const LEAD_SUBJECTS = set("i we i'm we're i'd we'd i've we've im");
export const LEAD_AUX = set(`want wanna would like love am are 'm plan planning hope need to thinking about of going
  currently already trying try have been working on`);
export const LEAD_MAKE = set(
  "build building create creating make making develop developing launch launching start starting design designing do doing ship shipping",
);
export const LEAD_NOUNS = set("idea concept pitch project product startup");

/** Heads of product-kind phrases: "a mobile app", "a B2B dashboard", "a Slack bot". */
export const KINDS = set(`app apps application platform platforms tool tools marketplace marketplaces service website site
  saas dashboard plugin extension bot chatbot api network community game product system software solution portal
  hub assistant crm erp widget integration subscription startup plataforma plateforme plattform applicazione aplicación`);

/** Modifiers of a product kind that say nothing about the idea itself. */
export const GENERIC_MODIFIERS = set(`mobile web online simple smart ai ai-powered ai-based b2b b2c saas small new social free
  native ios android desktop cloud digital little tiny easy better modern beautiful chrome slack whatsapp telegram
  discord browser personal basic lightweight minimal clean friendly fun cool great good nice quick fast all-in-one daily weekly monthly`);

/** People an idea is for (organisations are below), in the singular: plurals are found through `singular`. */
const PEOPLE_WORDS = set(`person folk family kid child parent student patient client customer user friend neighbour neighbor couple senior
  teen teenager adult staff employee man woman nurse doctor tenant resident refugee volunteer participant merchant
  cook chef applicant guest host member artist creator expert coach athlete pet landlord beginner novice
  professional compañero compañera famille enfant eltern kinder`);
const THINGS_ENDING_LIKE_PEOPLE = set(`reminders orders papers numbers letters filters stickers trackers containers
  computers offers answers covers layers folders markers timers chargers others flowers burgers towers powers corners
  matters centers centres chapters registers waters colors colours errors doors floors sensors monitors factors sectors
  mirrors tractors motors calculators generators indicators meters hours years matters headers banners borders
  vouchers rewards leftovers`);
/** Business audiences: a person does not "have a profile", a business has a dashboard. */
const ORGANISATION_WORDS = set(`business company startup firm agency shop store salon clinic clinics restaurant cafe café studio gym school
  university hotel bakery practice brand retailer organisation organization nonprofit charity club association
  village community bookshop venue household team`);

export function isPerson(word: string): boolean {
  if (PEOPLE_WORDS.has(singular(word)) || isOrganisation(word)) return true;
  if (THINGS_ENDING_LIKE_PEOPLE.has(word)) return false;
  return /(?:[^aeiou]ers|ors|ists|ians|mates)$/.test(word) && word.length > 5;
}

export function isOrganisation(word: string): boolean {
  return ORGANISATION_WORDS.has(singular(word));
}

/** Verbs (base forms) common in product ideas. Unknown words after "that"/"to" count as verbs too. */
export const VERBS = set(`match connect help let allow enable find book track share split sell buy rent lend borrow swap
  trade plan organise organize manage learn teach practise practice create make turn get give send schedule order
  deliver compare discover recommend monitor measure log record remind pay save invest budget hire recruit coordinate
  collaborate review rate chat talk meet join host list post publish write read translate summarise summarize generate
  automate analyse analyze visualise visualize sync store search browse explore cook walk run train coach mentor tutor
  study check verify report reserve collect donate vote sign fill upload scan edit design test validate map understand set
  simplify streamline reduce improve increase keep stay know see stop start choose decide agree define align prioritise
  prioritize identify redesign build launch ship grow sort clean fix repair water feed care protect support bring pair
  link guide show tell answer notify alert invite`);

/** Verbs that hand the action on: "helps nurses swap", "lets teams book". */
export const HELPERS = set("help let allow enable empower");

// Maps, not object literals: a user's word such as "constructor" must not find Object.prototype.
const IRREGULAR_PAST = pairs(
  "built:build led:lead made:make ran:run wrote:write sold:sell taught:teach found:find got:get gave:give took:take drew:draw grew:grow shipped:ship planned:plan",
);

/** Base form of a verb as typed ("matches" → "match", "redesigned" → "redesign"), or null if it is not one. */
export function verbLemma(word: string, loose: boolean): string | null {
  if (VERBS.has(word)) return word;
  const past = IRREGULAR_PAST.get(word);
  if (past) return past;
  const candidates: string[] = [];
  if (/(?:ch|sh|ss|x|z|o)es$/.test(word)) candidates.push(word.slice(0, -2));
  if (/[^aeiou]ies$/.test(word)) candidates.push(`${word.slice(0, -3)}y`);
  if (/[^s]s$/.test(word)) candidates.push(word.slice(0, -1));
  if (word.endsWith("ed")) candidates.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
  if (word.endsWith("ing")) candidates.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
  const known = candidates.find((c) => VERBS.has(c));
  if (known) return known;
  if (!loose || STOP.has(word) || isPerson(word)) return null;
  return candidates[0] ?? word;
}

/** "matching" from "match", "making" from "make", "planning" from "plan", "lying" from "lie". */
export function gerund(lemma: string): string {
  if (lemma.endsWith("ie")) return `${lemma.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(lemma) && lemma !== "be") return `${lemma.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][b-df-hj-np-tvz]$/.test(lemma)) return `${lemma}${lemma.at(-1)}ing`;
  return `${lemma}ing`;
}

/** "walk" from "walking" when that is unambiguous ("sharing" could be "shar" or "share": null). */
export function gerundStem(word: string): string | null {
  if (!word.endsWith("ing") || word.length < 6) return null;
  const stem = word.slice(0, -3);
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss|ff|zz)$/.test(stem)) return stem.slice(0, -1);
  if (/[aeiou][b-df-hj-np-tv-z]$/.test(stem) && !/[aeiou]{2}[b-df-hj-np-tv-z]$/.test(stem)) return null;
  if (/(?:[cgsvuz]|[^aeiou]l)$/.test(stem)) return null;
  return stem;
}
