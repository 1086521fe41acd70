import { describe, expect, it } from "vitest";
import { landingPageDocSchema, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { renderLandingBody } from "../../shared/landing-html";
import {
  moveSection,
  pushEdit,
  redo,
  setAccent,
  setHidden,
  setQuoteReal,
  setText,
  startHistory,
  textAt,
  undo,
  whyNot,
} from "../../app/components/launch/landing-edits";

const doc: LandingPageDoc = landingPageDocSchema.parse({
  productName: "Paw Pals",
  accent: "#4f46e5",
  sections: [
    { kind: "hero", headline: "Dog walks, sorted", subheadline: "Trusted walkers nearby", cta: "Get early access" },
    { kind: "features", title: "Why", items: [{ title: "Vetted walkers", body: "Every walker is checked" }] },
    { kind: "testimonials", title: "Early users", items: [{ quote: "Great", name: "Sam", role: "Owner", placeholder: true }] },
    { kind: "faq", title: "Questions", items: [{ question: "When?", answer: "Soon" }] },
    { kind: "waitlist", title: "Join", body: "Be first" },
  ],
});

const kinds = (page: LandingPageDoc) => page.sections.map((s) => s.kind);

describe("editing a landing page in place", () => {
  it("reaches every text the editable template marks, by the path it writes", () => {
    const { body } = renderLandingBody(doc, { editable: true });
    const paths = [...body.matchAll(/data-edit="([^"]+)"/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(textAt(doc, path), path).toBeTypeOf("string");
    expect(textAt(doc, "sections.0.kind.length")).toBeUndefined();
    expect(textAt(doc, "sections.9.title")).toBeUndefined();
  });

  it("keeps typed text on one line without surrounding spaces, and leaves the page alone when nothing changed", () => {
    const next = setText(doc, "sections.1.items.0.title", "  Vetted\n walkers  you   trust ");
    expect(textAt(next, "sections.1.items.0.title")).toBe("Vetted walkers you trust");
    expect(textAt(doc, "sections.1.items.0.title")).toBe("Vetted walkers");
    expect(setText(doc, "sections.0.headline", " Dog walks, sorted ")).toBe(doc);
    expect(setText(doc, "sections.0.nothing", "x")).toBe(doc);
  });

  it("refuses an empty headline and a text over its limit, in words a founder reads", () => {
    expect(whyNot(setText(doc, "sections.0.headline", "   "))).toBe("The headline cannot be empty");
    expect(whyNot(setText(doc, "sections.1.title", "x".repeat(81)))).toBe("This text can be at most 80 characters");
    expect(whyNot(setText(doc, "sections.1.title", "Why people switch"))).toBeNull();
  });

  it("moves a section one place at a time and never past either end", () => {
    expect(kinds(moveSection(doc, 1, 1))).toEqual(["hero", "testimonials", "features", "faq", "waitlist"]);
    expect(moveSection(doc, 0, -1)).toBe(doc);
    expect(moveSection(doc, 4, 1)).toBe(doc);
  });

  it("hides and shows a section, but never the hero or the waitlist form", () => {
    const hidden = setHidden(doc, 3, true);
    expect(hidden.sections[3]!.hidden).toBe(true);
    expect(renderLandingBody(hidden).body).not.toContain("Questions");
    expect(setHidden(hidden, 3, false).sections[3]).toEqual(doc.sections[3]);
    expect(setHidden(doc, 0, true)).toBe(doc);
    expect(setHidden(doc, 4, true)).toBe(doc);
  });

  it("marks a testimonial real or placeholder, and takes only a colour as the accent", () => {
    const real = setQuoteReal(doc, 2, 0, true);
    expect(real.sections[2]).toMatchObject({ items: [{ placeholder: false }] });
    expect(setQuoteReal(doc, 1, 0, true)).toBe(doc);
    expect(setAccent(doc, "#E11D48").accent).toBe("#e11d48");
    expect(setAccent(doc, "red")).toBe(doc);
  });
});

describe("undo and redo over whole pages", () => {
  it("steps back and forward, and a new edit drops what was undone", () => {
    const a = setText(doc, "sections.0.headline", "A");
    const b = setText(a, "sections.0.headline", "B");
    let history = pushEdit(pushEdit(startHistory(doc), a), b);
    history = undo(history);
    expect(history.present).toBe(a);
    expect(redo(history).present).toBe(b);
    const c = setText(a, "sections.0.headline", "C");
    history = pushEdit(history, c);
    expect(history.future).toEqual([]);
    expect(undo(undo(history)).present).toBe(doc);
    expect(undo(startHistory(doc)).present).toBe(doc);
  });

  it("takes a run of colour-picker changes back as one step", () => {
    let history = startHistory(doc);
    for (const accent of ["#111111", "#222222", "#333333"]) history = pushEdit(history, setAccent(history.present, accent), "accent");
    expect(history.past).toHaveLength(1);
    expect(undo(history).present.accent).toBe("#4f46e5");
    // A swatch after the picker is a step of its own.
    history = pushEdit(history, setAccent(history.present, "#e11d48"));
    expect(undo(history).present.accent).toBe("#333333");
  });

  it("does not count an edit that changed nothing", () => {
    const history = startHistory(doc);
    expect(pushEdit(history, moveSection(doc, 0, -1))).toBe(history);
  });
});
