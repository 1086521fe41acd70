import { describe, expect, it } from "vitest";
import { EDITED_BY_HAND, restoredNote, splitVersions, versionMessages, type StoredMessage } from "../../shared/result-versions";

let nextId = 0;
const stored = (messages: { role: "user" | "assistant"; content: string }[]): StoredMessage[] =>
  messages.map((m) => ({ ...m, id: `m${nextId++}` }));

describe("versions of a result in a save request", () => {
  it("reads a result with one run as one Version 1 with all its parts", () => {
    const versions = splitVersions(
      stored([
        { role: "user", content: "brief" },
        { role: "assistant", content: "flow A" },
        { role: "assistant", content: "flow B" },
      ]),
    );
    expect(versions).toEqual([{ number: 1, note: null, restoredFrom: null, parts: ["flow A", "flow B"] }]);
  });

  it("opens a version at every later user message, which holds its instruction or note", () => {
    const versions = splitVersions(
      stored([
        { role: "user", content: "brief" },
        { role: "assistant", content: "v1" },
        ...versionMessages("make the MVP smaller", ["v2"]),
        ...versionMessages(EDITED_BY_HAND, ["v3 part 1", "v3 part 2"]),
        ...versionMessages(restoredNote(1), ["v1"]),
      ]),
    );
    expect(versions.map((v) => [v.number, v.note, v.restoredFrom, v.parts])).toEqual([
      [1, null, null, ["v1"]],
      [2, "make the MVP smaller", null, ["v2"]],
      [3, "Edited by hand", null, ["v3 part 1", "v3 part 2"]],
      [4, "Restored from Version 1", 1, ["v1"]],
    ]);
  });

  it("skips a note without any part and numbers the rest without gaps", () => {
    const versions = splitVersions(
      stored([
        { role: "user", content: "brief" },
        { role: "assistant", content: "v1" },
        { role: "user", content: "lost" },
        ...versionMessages("again", ["v2"]),
      ]),
    );
    expect(versions.map((v) => [v.number, v.note])).toEqual([
      [1, null],
      [2, "again"],
    ]);
  });
});
