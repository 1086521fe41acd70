import { pushEdit, redo, startHistory, undo, type UndoHistory } from "@shared/undo-history";
import { ALWAYS_SHOWN, landingPageDocSchema, type LandingPageDoc, type LandingSectionData } from "@shared/contracts/landing-page";

/**
 * Hand edits of a landing page document (docs/product.md#launch): each takes the page and gives
 * a new one, so the editor's undo and redo are a list of pages. Texts are addressed by the
 * `data-edit` paths the template writes in its editable markup ("sections.0.headline").
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const segments = (path: string) => path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The text at a path, or undefined when the path names no text of the page. */
export function textAt(doc: LandingPageDoc, path: string): string | undefined {
  let node: unknown = doc;
  for (const key of segments(path)) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return typeof node === "string" ? node : undefined;
}

function setIn(node: Json, keys: (string | number)[], value: string): Json {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(node)) return node.map((item, i) => (i === key ? setIn(item, rest, value) : item));
  const record = node as { [key: string]: Json };
  return { ...record, [key]: setIn(record[key as string]!, rest, value) };
}

/** What the founder typed, as the page keeps it: one line, no surrounding spaces (the template shows no line breaks). */
export const cleanText = (text: string) => text.replace(/\s+/g, " ").trim();

/** The page with one text replaced; the same page when the path names no text or nothing changed. */
export function setText(doc: LandingPageDoc, path: string, text: string): LandingPageDoc {
  const before = textAt(doc, path);
  const value = cleanText(text);
  if (before === undefined || before === value) return doc;
  return setIn(doc as unknown as Json, segments(path), value) as unknown as LandingPageDoc;
}

/** The section moved one place up (-1) or down (+1); the same page at either end. */
export function moveSection(doc: LandingPageDoc, index: number, by: -1 | 1): LandingPageDoc {
  const to = index + by;
  if (index < 0 || to < 0 || to >= doc.sections.length) return doc;
  const sections = [...doc.sections];
  [sections[index], sections[to]] = [sections[to]!, sections[index]!];
  return { ...doc, sections };
}

export const canHide = (section: LandingSectionData) => !ALWAYS_SHOWN.includes(section.kind);

/** Shown or hidden; the hero and the waitlist form always show (they are what the page tests). */
export function setHidden(doc: LandingPageDoc, index: number, hidden: boolean): LandingPageDoc {
  const section = doc.sections[index];
  if (!section || !canHide(section) || Boolean(section.hidden) === hidden) return doc;
  const { hidden: _was, ...rest } = section;
  const next = (hidden ? { ...rest, hidden: true } : rest) as LandingSectionData;
  return { ...doc, sections: doc.sections.map((s, i) => (i === index ? next : s)) };
}

/** A testimonial marked as a real customer's words (published) or as a placeholder (never published). */
export function setQuoteReal(doc: LandingPageDoc, index: number, item: number, real: boolean): LandingPageDoc {
  const section = doc.sections[index];
  if (section?.kind !== "testimonials" || !section.items[item] || section.items[item].placeholder === !real) return doc;
  const items = section.items.map((quote, i) => (i === item ? { ...quote, placeholder: !real } : quote));
  return { ...doc, sections: doc.sections.map((s, i) => (i === index ? { ...section, items } : s)) };
}

export function setAccent(doc: LandingPageDoc, accent: string): LandingPageDoc {
  return /^#[0-9a-f]{6}$/i.test(accent) && accent.toLowerCase() !== doc.accent.toLowerCase()
    ? { ...doc, accent: accent.toLowerCase() }
    : doc;
}

/** Why the page cannot be kept as it is ("The headline cannot be empty"), or null when it can. */
export function whyNot(doc: LandingPageDoc): string | null {
  const parsed = landingPageDocSchema.safeParse(doc);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  // The optional texts carry zod's own wording; the founder gets a plain one.
  if (issue.code === "too_big" && issue.message.startsWith("Too big"))
    return `This text can be at most ${String(issue.maximum)} characters`;
  return issue.message;
}

/** Undo and redo over whole pages (shared/undo-history.ts). */
export type LandingHistory = UndoHistory<LandingPageDoc>;
export { pushEdit, redo, startHistory, undo };
