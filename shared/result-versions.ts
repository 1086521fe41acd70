/**
 * Versions of a saved tool result (docs/product.md#versions). The server keeps them as rows of
 * their own (db/queries/version-rows.ts); the result's one message is its brief (what the user
 * asked for).
 *
 * A save request (`POST /api/conversations` with `tool`) still carries a result as messages, as
 * the API always has: the brief first, then Version 1's parts as assistant messages; every later
 * user message opens the next version and holds what made it — the refine instruction, "Edited by
 * hand", or "Restored from Version N" — and the assistant messages after it are its parts (a
 * Visual Flow result has one part per use case). splitVersions reads that shape, once, where the
 * request comes in.
 */

/** At most this many versions per saved result; beyond it the server answers 409. */
export const MAX_RESULT_VERSIONS = 50;
export const TOO_MANY_VERSIONS_MESSAGE = `A result keeps at most ${MAX_RESULT_VERSIONS} versions. Save it as a new result to keep refining.`;

/** What made a version is at most this long: a refine's instruction, or a note. */
export const MAX_VERSION_NOTE_CHARS = 2_000;

/** The note of a version the user made by editing a diagram by hand. */
export const EDITED_BY_HAND = "Edited by hand";
/** The note of a version that restores an older one (a copy: nothing is ever lost). */
export const restoredNote = (version: number) => `Restored from Version ${version}`;

export type StoredMessage = { id: string; role: "user" | "assistant"; content: string };

/** A version as a list names it: its number and what made it, without its parts. */
export type VersionSummary = {
  number: number;
  note: string | null;
  restoredFrom: number | null;
  /** Who saved it, when that is not the reader: their e-mail (docs/product.md#members-and-roles). */
  by?: string;
};

export type ResultVersion = {
  /** 1, 2, 3 … in the order they were made. */
  number: number;
  /** The instruction or note that made it; null for Version 1 (the first run). */
  note: string | null;
  /** The version a restore copied; null for any other. */
  restoredFrom: number | null;
  /** The result's Markdown parts, in order. */
  parts: string[];
};

const RESTORED = /^Restored from Version ([1-9]\d{0,2})$/;

/** The version a "Restored from Version N" note names, or null for any other note. */
export function restoredVersionOf(note: string | null): number | null {
  const match = note?.match(RESTORED);
  return match ? Number(match[1]) : null;
}

/** Splits a save request's messages (in order) into the result's versions, oldest first. */
export function splitVersions(messages: readonly Pick<StoredMessage, "role" | "content">[]): ResultVersion[] {
  const versions: ResultVersion[] = [];
  let briefSeen = false;
  for (const message of messages) {
    if (message.role === "user") {
      if (!briefSeen) {
        briefSeen = true;
        continue;
      }
      versions.push({ number: versions.length + 1, note: message.content, restoredFrom: restoredVersionOf(message.content), parts: [] });
      continue;
    }
    if (versions.length === 0) versions.push({ number: 1, note: null, restoredFrom: null, parts: [] });
    versions[versions.length - 1]!.parts.push(message.content);
  }
  // A version whose reply never arrived (not possible through the API, which stores both in one
  // batch) is not shown.
  return versions.filter((version) => version.parts.length > 0).map((version, index) => ({ ...version, number: index + 1 }));
}

/** The messages that append a version to a saved result: its note, then its parts. */
export function versionMessages(note: string, parts: readonly string[]): { role: "user" | "assistant"; content: string }[] {
  return [{ role: "user", content: note }, ...parts.map((content) => ({ role: "assistant" as const, content }))];
}
