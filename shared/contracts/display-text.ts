import { z } from "zod";

/**
 * What a name or title may not carry (docs/product.md#clean-titles): controls (C0, DEL, C1),
 * bidirectional marks, overrides and isolates, zero-width characters, soft hyphens, invisible
 * operators and tag characters. A name is shown on its own in lists, pickers, tabs and share
 * previews, where these could hide text, reorder what is around it or make an empty-looking
 * name. A zero-width joiner between two emoji stays: it joins them into one (👩‍💻).
 */
// Each code point is listed for itself; none is meant to combine with the one before it.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\p{Cc}\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]/gu;
const LONE_JOINER = /(?<!\p{Extended_Pictographic}(?:\ufe0f|[\u{1f3fb}-\u{1f3ff}])?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** A name or title as it is stored and shown: one line, nothing invisible, single spaces, trimmed. */
export function cleanDisplayText(text: string): string {
  // Whitespace first, so a line break between words still becomes a space before controls go.
  return text.replace(/\s+/g, " ").replace(INVISIBLE, "").replace(LONE_JOINER, "").replace(/ {2,}/g, " ").trim();
}

// A control character other than a tab or a line break.
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Saved text (a message, a version's Markdown) without control characters: they show as nothing
 * or as boxes, and no XML or SVG drawn from the text may hold them. Tabs and line breaks stay.
 */
export function withoutControls(text: string): string {
  return text.replace(CONTROL, "");
}

/** How long the typed text may be before clean-up (an input's maxLength too). */
export const rawDisplayTextMax = (max: number) => max * 2 + 100;

/**
 * The schema of every name or title a user types: checked as it will be stored, 1 to `max`
 * characters after clean-up; one with nothing visible left is "{label} cannot be empty". The raw
 * text may be a little longer (room for what clean-up removes), never unbounded.
 */
export function displayTextSchema(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .max(rawDisplayTextMax(max), `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .transform(cleanDisplayText)
    .refine((text) => text.length > 0, `${label} cannot be empty`)
    .refine((text) => Array.from(text).length <= max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);
}
