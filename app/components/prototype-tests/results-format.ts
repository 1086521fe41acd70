import type { WireframeSet } from "@shared/contracts/wireframes";
import { screenLabel } from "./test-draft";

/** How the results page writes its figures: "—" where nothing was measured yet. */

export const NONE = "—";

export const percent = (share: number | null) => (share === null ? NONE : `${Math.round(share * 100)}%`);

/** "4.2 s", "1 min 5 s". */
export function duration(ms: number | null): string {
  if (ms === null) return NONE;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toLocaleString("en-US", { maximumFractionDigits: 1 })} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

export const score = (value: number | null) => (value === null ? NONE : Math.round(value).toLocaleString("en-US"));

export const mean = (value: number | null, digits = 1) =>
  value === null ? NONE : value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const count = (n: number) => n.toLocaleString("en-US");

/** A difference between two success rates out of 100: "12.5 points". */
export const points = (value: number) => `${Number(value.toFixed(1))} ${value === 1 ? "point" : "points"}`;

/** A screen's name by its id, as the test's own copy of the wireframes names it (a screen no longer there reads as its id). */
export function screenNames(set: Pick<WireframeSet, "screens">): (screenId: string) => string {
  const names = new Map(set.screens.map((screen) => [screen.id, screenLabel(screen)]));
  return (screenId) => names.get(screenId) ?? screenId;
}

/** "Home → Menu → Checkout". */
export const pathText = (screens: readonly string[], name: (screenId: string) => string) => screens.map(name).join(" → ");
