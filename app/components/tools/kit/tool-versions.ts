import { MAX_RESULT_VERSIONS, versionMessages } from "@shared/result-versions";

/**
 * The versions of a result on a tool screen, oldest first (docs/product.md#versions): the first
 * run, then each refinement, hand edit or restore, with the response itself so any of them can
 * be shown, refined, restored or saved again.
 */
export type ToolVersion<R> = {
  /** 1, 2, 3 … in the order they were made. */
  number: number;
  /** The instruction or note that made it; null for Version 1. */
  note: string | null;
  response: R;
};

/** A version as it is saved: its note, its Markdown parts and the structured response they were rendered from. */
export type SavedVersion = { note: string | null; parts: string[]; response?: unknown };

/** The list with one more version at the end, or null when the result already holds the most it may. */
export function appendVersion<R>(versions: readonly ToolVersion<R>[], response: R, note: string | null): ToolVersion<R>[] | null {
  if (versions.length >= MAX_RESULT_VERSIONS) return null;
  return [...versions, { number: versions.length + 1, note, response }];
}

/**
 * The messages a result with all its versions is saved as: the brief, Version 1's parts, then
 * each later version as its note followed by its parts (shared/result-versions.ts reads them back).
 */
export function savedResultMessages(brief: string, versions: readonly SavedVersion[]): { role: "user" | "assistant"; content: string }[] {
  const [first, ...later] = versions;
  return [
    { role: "user", content: brief },
    ...(first?.parts ?? []).map((content) => ({ role: "assistant" as const, content })),
    // A later version always has a note; a missing one must still open a version of its own.
    ...later.flatMap((version) => versionMessages(version.note || "Refined", version.parts)),
  ];
}
