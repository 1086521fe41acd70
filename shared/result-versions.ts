/**
 * How a saved tool result keeps its versions (docs/product.md#versions). A saved result is a
 * conversation: its first user message is the brief (what the user asked for). Version 1 is the
 * assistant messages that follow it; every later user message opens the next version and holds
 * what made it — the refine instruction, "Edited by hand", or "Restored from Version N" — and the
 * assistant messages after it are that version's parts (a Visual Flow result has one part per
 * use case). Results saved before versions existed read as a single Version 1.
 */

/** At most this many versions per saved result; beyond it the server answers 409. */
export const MAX_RESULT_VERSIONS = 50;
export const TOO_MANY_VERSIONS_MESSAGE = `A result keeps at most ${MAX_RESULT_VERSIONS} versions. Save it as a new result to keep refining.`;

/** The note of a version the user made by editing a diagram by hand. */
export const EDITED_BY_HAND = "Edited by hand";
/** The note of a version that restores an older one (a copy: nothing is ever lost). */
export const restoredNote = (version: number) => `Restored from Version ${version}`;

export type StoredMessage = { id: string; role: "user" | "assistant"; content: string };

export type ResultVersion = {
  /** 1, 2, 3 … in the order they were made. */
  number: number;
  /** The instruction or note that made it; null for Version 1 (the first run). */
  note: string | null;
  /** The result's Markdown parts, in order. */
  parts: string[];
};

/** Splits a saved tool result's messages (in `seq` order) into its versions, oldest first. */
export function splitVersions(messages: readonly StoredMessage[]): ResultVersion[] {
  const versions: ResultVersion[] = [];
  let briefSeen = false;
  for (const message of messages) {
    if (message.role === "user") {
      if (!briefSeen) {
        briefSeen = true;
        continue;
      }
      versions.push({ number: versions.length + 1, note: message.content, parts: [] });
      continue;
    }
    if (versions.length === 0) versions.push({ number: 1, note: null, parts: [] });
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
