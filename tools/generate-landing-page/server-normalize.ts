/**
 * Real models answer the landing page's copy in their own shapes (docs/product.md#real-model-answers):
 * the copy wrapped in `{landingPage: …}`, a nested `hero`, snake_case keys, features as plain
 * strings, `{q, a}` questions. Each is mapped onto the asked shape before the answer is fitted.
 */
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

function pick(source: Fields, keys: readonly string[]): unknown {
  for (const key of keys) if (source[key] !== undefined && source[key] !== null) return source[key];
  return undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

function items(value: unknown, first: readonly string[], second: readonly string[], names: [string, string]): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item) => {
    if (typeof item === "string") return { [names[0]]: item, [names[1]]: "" };
    if (!isFields(item)) return item;
    return { ...item, [names[0]]: text(pick(item, first)) ?? "", [names[1]]: text(pick(item, second)) ?? "" };
  });
}

function testimonials(value: unknown): unknown {
  const mapped = items(value ?? [], ["quote", "text", "content", "testimonial"], ["name", "author", "person"], ["quote", "name"]);
  if (!Array.isArray(mapped)) return mapped;
  return mapped.map((item) =>
    isFields(item) ? { ...item, role: text(pick(item, ["role", "title", "position", "company", "job"])) ?? "" } : item,
  );
}

const KEYS = {
  productName: ["productName", "product_name", "name", "brand", "product"],
  headline: ["headline", "title", "heading", "h1"],
  subheadline: ["subheadline", "sub_headline", "subHeadline", "subtitle", "tagline", "description", "subheading"],
  callToAction: ["callToAction", "call_to_action", "cta", "ctaText", "cta_text", "button", "buttonText"],
  features: ["features", "benefits", "feature_list"],
  howItWorks: ["howItWorks", "how_it_works", "steps", "how"],
  testimonials: ["testimonials", "quotes", "reviews"],
  faq: ["faq", "faqs", "FAQ", "questions"],
  waitlistTitle: ["waitlistTitle", "waitlist_title", "signupTitle"],
  waitlistText: ["waitlistText", "waitlist_text", "waitlistBody", "signupText"],
} as const;

export function normalizeLandingCopy(output: unknown): unknown {
  if (!isFields(output)) return output;
  const inner = pick(output, ["landingPage", "landing_page", "page", "copy"]);
  const source: Fields = isFields(inner) ? inner : output;
  const hero = isFields(source.hero) ? source.hero : {};
  const waitlist = isFields(source.waitlist) ? source.waitlist : {};
  const cta = pick(hero, KEYS.callToAction) ?? pick(source, KEYS.callToAction);
  return {
    ...source,
    productName: text(pick(source, KEYS.productName)) ?? "",
    headline: text(pick(hero, KEYS.headline) ?? pick(source, KEYS.headline)) ?? "",
    subheadline: text(pick(hero, KEYS.subheadline) ?? pick(source, KEYS.subheadline)) ?? "",
    callToAction: text(isFields(cta) ? pick(cta, ["text", "label", "title"]) : cta) ?? "",
    features: items(
      pick(source, KEYS.features) ?? [],
      ["title", "name", "heading", "feature"],
      ["body", "description", "text", "detail"],
      ["title", "body"],
    ),
    howItWorks: items(
      pick(source, KEYS.howItWorks) ?? [],
      ["title", "name", "heading", "step"],
      ["body", "description", "text", "detail"],
      ["title", "body"],
    ),
    testimonials: testimonials(pick(source, KEYS.testimonials)),
    faq: items(pick(source, KEYS.faq) ?? [], ["question", "q", "title"], ["answer", "a", "body", "text"], ["question", "answer"]),
    waitlistTitle: text(pick(waitlist, ["title", "heading"]) ?? pick(source, KEYS.waitlistTitle)) ?? "",
    waitlistText: text(pick(waitlist, ["text", "body", "description"]) ?? pick(source, KEYS.waitlistText)) ?? "",
  };
}
