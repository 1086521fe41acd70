/**
 * What kind of product an idea is, read from its words for any model (docs/product.md#idea-kinds):
 * each kind carries something every plan, flow and page of it must show — a marketplace has two
 * sides, a subscription renews, a booking has a time, a tool used at work has a team. The prompts
 * say so, and the offline writers build those steps from the same reading.
 */
export const IDEA_KINDS = ["marketplace", "subscription", "booking", "work tool"] as const;
export type IdeaKind = (typeof IDEA_KINDS)[number];

/** Words that give each kind away; a few other languages' words for the same, as the ideas people type. */
const SIGNS: Record<IdeaKind, RegExp> = {
  marketplace:
    /\b(?:market-?places?|marktplatz|peer-to-peer|p2p|(?:sell|lend|rent|swap|trade|buy)(?:s|ing)? and (?:buy|borrow|rent|swap|sell)|(?:where|lets?|for) [\p{L} -]{2,30}? (?:sell|lend|rent out|offer|host|list)s?\b|(?:match|connect|pair)(?:es|s|ing)? [\p{L} -]{2,40}? with (?:[\p{L}-]+ ){0,2}[\p{L}-]+s\b|by selling|(?:uber|airbnb|etsy|ebay)\W{0,6}for)/iu,
  subscription:
    /\b(?:subscri(?:be|bers?|ption)s?|weekly|monthly|every (?:week|month)|per (?:week|month)|memberships?|recurring|renews?|abo(?:nnement)?s?|suscripci[oó]n)\b/iu,
  booking:
    /\b(?:book(?:s|ing|ings)?|reserv\p{L}*|r[ée]serv\p{L}*|appointments?|termin\p{L}*|time slots?|slots?|(?:\d+|half an?|one)[- ](?:minute|hour)|schedul(?:e|es|ing) (?:a|an|their|your) (?:visit|session|lesson|class|walk|call|appointment))\b/iu,
  "work tool":
    /\b(?:b2b|saas|crm|erp|teams?|staff|employees?|colleagues?|co-?workers?|agenc(?:y|ies)|firms?|compan(?:y|ies)|clinics?|practices|ward|front[- ]desk|managers?|coordinators?|office|workplace|slack|microsoft teams|accounting)\b/iu,
};

/** The kinds an idea is, in the order above; an idea can be several ("a marketplace of weekly meal boxes"), or none. */
export function ideaKinds(idea: string): IdeaKind[] {
  return IDEA_KINDS.filter((kind) => SIGNS[kind].test(idea));
}

/** What each kind asks of the answer, as a prompt sentence. */
const ASKS: Record<IdeaKind, string> = {
  marketplace:
    "It is a marketplace: it has two sides, the people who offer (list, sell, lend) and the people who take (order, buy, borrow). Name both sides as people, and give each side its own steps: one side lists, the other orders.",
  subscription: "It is a subscription: it renews. Say how often it renews, and show how people skip, pause or cancel before it renews.",
  booking: "It is a booking: it has a time. Every booking flow has a step where people pick a day and time, and a confirmation of it.",
  "work tool": "It is a tool used at work: it has a team. Show how the first user invites their team, and what each member does.",
};

/** The kinds' sentences for a tool's system prompt, or "" when the idea is none of them. */
export function ideaKindPrompt(idea: string): string {
  const kinds = ideaKinds(idea);
  return kinds.length
    ? ["", "What kind of product this is (read from the idea):", ...kinds.map((kind) => `- ${ASKS[kind]}`)].join("\n")
    : "";
}
