import { core, isPeople, phraseText, productModifiers, short, type IdeaParse, type Phrase, type Verb, type Word } from "./idea-phrases";
import { GENERIC_MODIFIERS, gerundStem, isOrganisation, KINDS, STOP } from "./lexicon";
import { capitalize } from "./text-utils";
import { kindFeatures, type Kinds } from "./idea-kinds";

/** An MVP feature: a name built from the idea's phrases plus a template noun, and why it is there. */
export type Feature = { name: string; why: string };

// Every "why" reads as a benefit to the people using it: the landing page shows them to visitors.
const CORE_WHY = "the reason people open the app, ready in seconds.";
const MATCHING = new Set(["match", "connect", "pair", "link"]);
/** Words that say something is a product without saying which ("an app", "your idea"). */
const UNNAMED = new Set(
  "app apps application platform tool tools product service website site software solution system startup idea".split(" "),
);

/**
 * What the core feature is called, by the idea's main verb: "track invoices" → "Invoice tracker".
 * The second noun stands in when the idea already uses the first ("a study planner that … plan revision").
 */
const BY_VERB = `track log monitor record measure check:tracker:log, swap trade exchange:swap board:exchange,
  lend borrow rent share:listings:library, sell:storefront:shop, buy order book reserve:booking:checkout,
  find search discover compare browse explore:search:finder, match connect pair link:matching:introductions,
  collect upload gather scan store:inbox:folder,
  plan schedule organise organize manage coordinate budget:planner:schedule,
  teach learn practise practice study train coach tutor:lessons:practice, split:splitter:tab, pay:payments:checkout,
  remind notify alert:reminders:alerts, redesign design improve fix simplify:redesign:refresh`
  .split(/,\s+/)
  .map((row) => row.split(":") as [string, string, string])
  .map(([verbs, a, b]) => ({ verbs: new Set(verbs.split(" ")), nouns: [a, b] as [string, string] }));

/** "deposits and reviews" → ["deposits", "reviews"]. */
function conjuncts(p: Phrase): string[] {
  const out: Word[][] = [[]];
  for (const w of p.words) {
    if (w.punct || ["and", "or", "&"].includes(w.low)) out.push([]);
    else out.at(-1)!.push(w);
  }
  return out.filter((ws) => ws.length > 0 && ws.length <= 4 && !STOP.has(ws[0]!.low)).map(phraseText);
}

/** "Invoice tracker" from "track invoices"; `lemma` names the kind of feature when the main verb has no object. */
function verbFeature(p: IdeaParse, verb: Verb, why: string, lemma = verb.lemma): Feature {
  const rule = BY_VERB.find((r) => r.verbs.has(lemma)) ?? BY_VERB.find((r) => r.verbs.has(verb.lemma));
  const [noun, other] = rule?.nouns ?? ["tracker", "overview"];
  const used = new Set(p.words.map((w) => w.low));
  return { name: `${short(verb.object!)} ${used.has(noun.split(" ").at(-1)!) ? other : noun}`, why };
}

function coreFeature(p: IdeaParse, topic: string): Feature {
  const withObject = p.verbs.find((v) => v.object);
  const activity = p.activity;
  if (activity && activity.head.low.endsWith("ing") && core(activity).length <= 4) {
    const words = core(activity);
    const head = gerundStem(activity.head.low) ?? activity.head.text;
    return { name: `${phraseText(words.slice(0, -1))} ${head} requests`.trim(), why: CORE_WHY };
  }
  if (withObject) return verbFeature(p, withObject, CORE_WHY, p.verbs[0]!.lemma);
  if (p.partner && MATCHING.has(p.verbs[0]?.lemma ?? "")) return { name: `${short(p.partner)} matching`, why: CORE_WHY };
  if (p.opening && core(p.opening).length === 1 && activity && !isPeople(activity)) {
    return { name: `on-demand ${short(activity)} requests`, why: CORE_WHY };
  }
  const mods = p.product ? productModifiers(p.product) : [];
  const stem = mods.length >= 2 ? gerundStem(mods.at(-1)!.low) : null;
  if (stem) return { name: `${phraseText(mods.slice(0, -1))} ${stem} requests`, why: CORE_WHY };
  const what = p.opening ? p.opening.text : mods.length ? phraseText(mods) : topic;
  // "An app" or a lone "a" names nothing yet: the first feature is then the quick start itself.
  // "Mobile app" and "CRM" name a kind of product, not something a person does with it.
  const named = what.split(/\s+/).some((w) => {
    const low = w.toLowerCase();
    return low.length > 1 && !STOP.has(low) && !UNNAMED.has(low) && !KINDS.has(low) && !GENERIC_MODIFIERS.has(low);
  });
  return { name: named ? `${what} in a few taps` : "quick start", why: CORE_WHY };
}

function peopleFeature(p: IdeaParse, core: Feature): Feature | null {
  const partnerTaken = !!p.partner && core.name.startsWith(short(p.partner));
  const who = (partnerTaken ? null : p.partner) ?? p.audience;
  if (!who || /^(?:people|person|folks|users?)$/.test(who.head.low)) return null;
  const one = short(who);
  if (!isOrganisation(who.head.low))
    return { name: `${one} profiles`, why: "so people know who they are dealing with before they commit." };
  if (/^(?:village|community|communit|household|club|association|team)/.test(who.head.low)) {
    return { name: `${one} spaces`, why: "one shared place for the whole group." };
  }
  return { name: `${one} dashboard`, why: "one screen that shows where the business stands today." };
}

function reminderNoun(p: IdeaParse): string | null {
  if (p.activity?.head.low.endsWith("ing")) return gerundStem(p.activity.head.low) ?? p.activity.head.text;
  const mods = p.product ? productModifiers(p.product) : [];
  const stem = mods.length >= 2 ? gerundStem(mods.at(-1)!.low) : null;
  if (stem) return stem;
  // "Uber for plants": the activity, not the brand, is what people are reminded about.
  if (p.opening && core(p.opening).length === 1 && p.activity && !isPeople(p.activity)) return short(p.activity, 1);
  const object = p.verbs.find((v) => v.object)?.object;
  if (object) return short(object, 2);
  if (p.opening) return short(p.opening, 2);
  if (mods.length) return phraseText(mods.slice(-2));
  if (p.activity) return short(p.activity, 1);
  return null;
}

/** Three MVP features for the idea, most important first. */
export function ideaFeatures(p: IdeaParse, topic: string, kinds: Kinds): Feature[] {
  const first = coreFeature(p, topic);
  // A marketplace's sides (first in kindFeatures) replace the single core flow: each side is a feature of its own.
  const kind = kindFeatures(kinds);
  const candidates: (Feature | null)[] = [...(kinds.sides ? [] : [first]), ...kind, peopleFeature(p, first)];
  // A second thing the idea does ("… and manage bookings") is a feature of its own.
  for (const verb of p.verbs.filter((v) => v.object).slice(1)) candidates.push(verbFeature(p, verb, "the second thing people come for."));
  for (const extra of p.extras.flatMap(conjuncts))
    candidates.push({ name: `built-in ${extra}`, why: "there when you need it, with no extra app." });
  const noun = reminderNoun(p);
  if (noun) candidates.push({ name: `${noun} reminders`, why: "brings people back at the right moment, without nagging." });
  candidates.push({ name: "progress overview", why: "one screen that shows where you stand." });
  candidates.push({ name: "weekly summary", why: "a short recap that brings people back." });
  const seen = new Set<string>();
  const features: Feature[] = [];
  for (const c of candidates) {
    if (!c || seen.has(c.name.toLowerCase()) || features.length >= 3) continue;
    seen.add(c.name.toLowerCase());
    features.push({ name: capitalize(c.name), why: c.why });
  }
  return features;
}
