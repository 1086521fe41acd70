/**
 * The landing page's colours from one accent (docs/product.md#launch): whatever colour the founder
 * picks, the button text and the accent used as text keep a WCAG AA contrast (4.5:1) on white.
 */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (parts: number[]) => "#" + parts.map((p) => Math.round(p).toString(16).padStart(2, "0")).join("");

/** The accent darkened step by step until it reads as text on white. */
function readableOnWhite(accent: string): string {
  let [r, g, b] = rgb(accent);
  let color = accent.toLowerCase();
  for (let step = 0; step < 40 && contrast(color, "#ffffff") < 4.6; step++) {
    [r, g, b] = [r * 0.9, g * 0.9, b * 0.9];
    color = toHex([r, g, b]);
  }
  return color;
}

export type LandingTheme = { accent: string; onAccent: string; accentInk: string };

const INK = "#111827";

export function landingTheme(chosen: string): LandingTheme {
  const accentInk = readableOnWhite(chosen);
  // Buttons keep the colour chosen, with white or ink text, whichever reads; a mid-tone that
  // neither reads on is darkened like the text accent.
  const white = contrast(chosen, "#ffffff");
  const ink = contrast(chosen, INK);
  if (Math.max(white, ink) < 4.6) return { accent: accentInk, onAccent: "#ffffff", accentInk };
  return { accent: chosen.toLowerCase(), onAccent: white >= ink ? "#ffffff" : INK, accentInk };
}
