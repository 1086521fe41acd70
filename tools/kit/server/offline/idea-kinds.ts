import { ideaKinds, type IdeaKind } from "../idea-kind";
import type { IdeaParse } from "./idea-phrases";
import { short } from "./idea-words";
import { plural } from "../../../../shared/english-nouns";
import { capitalize } from "./text-utils";

/** A marketplace's two sides in the idea's words: "home cooks" list "weekly meal boxes" (one "weekly meal box"), "neighbours" order them. */
export type Sides = { sellers: string; buyers: string; offer: string; item: string; take: string; them: string };
export type Kinds = { kinds: IdeaKind[]; sides: Sides | null; period: "week" | "month" };

/** Who offers, who takes and what taking is called, by the verb the idea gives the offering side ("lend" → borrowers borrow). */
const ROLES = `lend borrow share swap:lenders:borrowers:borrow, rent:owners:renters:rent, teach coach tutor:teachers:students:book,
  host:hosts:guests:book, match connect pair link:helpers:customers:request, sell make cook bake:sellers:buyers:order`
  .split(/,\s+/)
  .map((row) => row.split(":") as [string, string, string, string]);
const roleOf = (lemma = "") => ROLES.find(([verbs]) => verbs.split(" ").includes(lemma));

function sidesOf(p: IdeaParse, text: string, focus: string): Sides {
  // The verb of the offering side ("by selling surplus meals"), else the idea's first verb with an object.
  const verb = p.verbs.find((v) => v.object && roleOf(v.lemma)) ?? p.verbs.find((v) => v.object) ?? p.verbs[0];
  const [, sellers, buyers, take] = roleOf(verb?.lemma) ?? ROLES.at(-1)!;
  // "matches dog owners with trusted neighbours": the partner offers; otherwise the people the idea names do.
  const matching = !!p.partner && /^(?:match|connect|pair|link)$/.test(p.verbs[0]?.lemma ?? "");
  const offering = (matching ? p.partner?.text : p.audience?.text) ?? sellers;
  const local = /\b(?:home|neighbou?r\w*|local|nearby|street)\b/i.test(text) && !/neighbou?r/i.test(offering);
  // "Uber for plants": without an object, what is offered is the activity the idea is for.
  const item = verb?.object ? short(verb.object, 4) : p.activity ? short(p.activity, 4) : focus;
  const taking = matching && p.audience ? p.audience.text : local ? "neighbours" : buyers;
  const offer = verb?.object ? plural(item) : item;
  return { sellers: offering, buyers: taking, offer, item, take, them: offer === item ? "it" : "them" };
}

export function kindsOf(p: IdeaParse, text: string, focus: string): Kinds {
  const kinds = ideaKinds(text);
  const period = /\b(?:weekly|every week|per week)\b/i.test(text) ? "week" : "month";
  return { kinds, sides: kinds.includes("marketplace") ? sidesOf(p, text, focus) : null, period };
}

/** The screens a kind adds to a flow for a side (tasks and wireframes show them), ordering last, each with its own sentence for visitors. */
export function kindSteps({ kinds, sides, period }: Kinds, side: "offer" | "take" | "both"): [step: string, says: string][] {
  const [offer, take] = [side !== "take", side !== "offer"];
  return [
    kinds.includes("work tool") && offer && ["Invite your team", "Send one link, and everyone joins the same space."],
    sides && offer && [`${capitalize(sides.sellers)} list ${sides.offer}`, "Add a photo, a price and when it is available."],
    kinds.includes("booking") && take && ["Pick a day and time", "Choose a slot that suits you; you hear back straight away."],
    kinds.includes("subscription") && take && [`Choose a plan that renews every ${period}`, `Skip a ${period} or stop before it renews.`],
    sides && take && [`${capitalize(sides.buyers)} ${sides.take} ${sides.offer}`, "Pick what you like nearby and pay in the app."],
  ].filter((step): step is [string, string] => !!step);
}

/** The features a kind needs in the first version (a marketplace's two sides first), described to the people who use them. */
export function kindFeatures({ kinds, sides, period }: Kinds): { name: string; why: string }[] {
  const features = sides
    ? [
        { name: `${sides.item} listings`, why: `${sides.sellers} list what they offer in a few minutes.` },
        { name: `${sides.take} in a few taps`, why: `${sides.buyers} find what they want nearby and ${sides.take} it.` },
      ]
    : [];
  if (kinds.includes("subscription"))
    features.push({ name: "A plan that renews", why: `renews every ${period}; skip, pause or cancel any time.` });
  if (kinds.includes("booking"))
    features.push({ name: "Day and time picker", why: "pick a time that suits you, confirmed straight away." });
  if (kinds.includes("work tool")) features.push({ name: "Team invites", why: "bring the whole team in with one link." });
  return features;
}
