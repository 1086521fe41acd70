import {
  DEFAULT_ACCENT,
  LANDING_SECTION_KINDS,
  landingPageDocSchema,
  type LandingPageDoc,
  type LandingSectionData,
  type LandingSectionKind,
  type LandingSection,
} from "../../shared/contracts/landing-page";
import type { LandingModelOutput } from "./contract";

/** Which chosen content section (the spec's four) shows which of the page's sections. */
const SHOWN_BY: Record<LandingSectionKind, LandingSection | null> = {
  hero: null,
  features: "features",
  "how-it-works": "pitch",
  testimonials: "testimonials",
  faq: "features",
  waitlist: null,
};

const TITLES = {
  features: "Why people use it",
  "how-it-works": "How it works",
  testimonials: "What early users say",
  faq: "Questions and answers",
  waitlist: "Be first in line",
} as const;

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const filled = <T extends Record<string, string>>(items: T[], key: keyof T) =>
  items.map((item) => Object.fromEntries(Object.entries(item).map(([k, v]) => [k, clean(v)])) as T).filter((item) => item[key] !== "");

/**
 * The model's copy as the page's sections (docs/product.md#launch). A refine keeps what the
 * founder chose on the page before — order, hidden sections, accent, testimonials marked real —
 * and takes only the words from the answer.
 */
export function sectionsFrom(output: LandingModelOutput, chosen: readonly LandingSection[], previous?: LandingPageDoc): LandingPageDoc {
  const productName = clean(output.productName) || previous?.productName || "Your product";
  const realQuotes = new Set(
    previous?.sections.flatMap((s) =>
      s.kind === "testimonials" ? s.items.filter((item) => !item.placeholder).map((item) => clean(item.quote)) : [],
    ) ?? [],
  );
  const written: Record<LandingSectionKind, LandingSectionData> = {
    // An answer of blanks still makes a page the founder can edit, never a failed parse.
    hero: {
      kind: "hero",
      headline: clean(output.headline) || productName,
      subheadline: clean(output.subheadline),
      cta: clean(output.callToAction) || "Join the waitlist",
    },
    features: { kind: "features", title: TITLES.features, items: filled(output.features, "title") },
    "how-it-works": { kind: "how-it-works", title: TITLES["how-it-works"], steps: filled(output.howItWorks, "title") },
    testimonials: {
      kind: "testimonials",
      title: TITLES.testimonials,
      items: filled(output.testimonials, "quote").map((item) => ({ ...item, placeholder: !realQuotes.has(item.quote) })),
    },
    faq: { kind: "faq", title: TITLES.faq, items: filled(output.faq, "question") },
    waitlist: { kind: "waitlist", title: clean(output.waitlistTitle) || TITLES.waitlist, body: clean(output.waitlistText) },
  };
  const order = previous
    ? [...previous.sections.map((s) => s.kind), ...LANDING_SECTION_KINDS.filter((k) => !previous.sections.some((s) => s.kind === k))]
    : LANDING_SECTION_KINDS;
  const sections = order.map((kind) => {
    const before = previous?.sections.find((s) => s.kind === kind);
    const section = written[kind];
    if (before && "title" in before && "title" in section && before.title) (section as { title: string }).title = before.title;
    const empty = ("items" in section && section.items.length === 0) || ("steps" in section && section.steps.length === 0);
    const shownBy = SHOWN_BY[kind];
    const hidden = shownBy === null ? false : empty || (before ? Boolean(before.hidden) : !chosen.includes(shownBy));
    return hidden ? { ...section, hidden: true } : section;
  });
  return landingPageDocSchema.parse({ productName, accent: previous?.accent ?? DEFAULT_ACCENT, sections });
}

/** The page's words in the model's shape: what a refine shows the model and starts the offline refine from. */
export function modelOutputFrom(doc: LandingPageDoc): LandingModelOutput {
  const find = <K extends LandingSectionKind>(kind: K) =>
    doc.sections.find((s) => s.kind === kind) as Extract<LandingSectionData, { kind: K }> | undefined;
  const hero = find("hero")!;
  const waitlist = find("waitlist");
  return {
    productName: doc.productName,
    headline: hero.headline,
    subheadline: hero.subheadline,
    callToAction: hero.cta,
    features: find("features")?.items ?? [],
    howItWorks: find("how-it-works")?.steps ?? [],
    testimonials: (find("testimonials")?.items ?? []).map(({ quote, name, role }) => ({ quote, name, role })),
    faq: find("faq")?.items ?? [],
    waitlistTitle: waitlist?.title ?? "",
    waitlistText: waitlist?.body ?? "",
  };
}
