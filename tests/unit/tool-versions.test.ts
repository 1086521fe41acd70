import { describe, expect, it } from "vitest";
import { appendVersion, savedResultMessages, type ToolVersion } from "../../app/components/tools/kit/tool-versions";
import { EDITED_BY_HAND, MAX_RESULT_VERSIONS, restoredNote, splitVersions } from "../../shared/result-versions";

const first: ToolVersion<string>[] = [{ number: 1, note: null, response: "plan" }];

describe("the versions of a result on a tool screen", () => {
  it("numbers each new version after the last and keeps every earlier one", () => {
    const refined = appendVersion(first, "shorter plan", "make it shorter")!;
    const restored = appendVersion(refined, "plan", restoredNote(1))!;
    expect(restored).toEqual([
      { number: 1, note: null, response: "plan" },
      { number: 2, note: "make it shorter", response: "shorter plan" },
      { number: 3, note: "Restored from Version 1", response: "plan" },
    ]);
    expect(first).toHaveLength(1);
  });

  it(`refuses a version beyond the ${MAX_RESULT_VERSIONS}th`, () => {
    let versions = first;
    for (let i = 2; i <= MAX_RESULT_VERSIONS; i++) versions = appendVersion(versions, `v${i}`, `change ${i}`)!;
    expect(versions).toHaveLength(MAX_RESULT_VERSIONS);
    expect(appendVersion(versions, "one more", "again")).toBeNull();
  });
});

describe("saving a result with several versions", () => {
  it("sends the brief, Version 1's parts, then each later version's note and parts, which read back as the same versions", () => {
    const messages = savedResultMessages("A salon booking app", [
      { note: null, parts: ["flow A", "flow B"] },
      { note: "add a waiting list", parts: ["flow A2", "flow B2"] },
      { note: EDITED_BY_HAND, parts: ["flow A3", "flow B2"] },
    ]);
    expect(messages).toEqual([
      { role: "user", content: "A salon booking app" },
      { role: "assistant", content: "flow A" },
      { role: "assistant", content: "flow B" },
      { role: "user", content: "add a waiting list" },
      { role: "assistant", content: "flow A2" },
      { role: "assistant", content: "flow B2" },
      { role: "user", content: "Edited by hand" },
      { role: "assistant", content: "flow A3" },
      { role: "assistant", content: "flow B2" },
    ]);
    const read = splitVersions(messages.map((m, i) => ({ ...m, id: `m${i}` })));
    expect(read.map((v) => [v.number, v.note, v.parts.length])).toEqual([
      [1, null, 2],
      [2, "add a waiting list", 2],
      [3, "Edited by hand", 2],
    ]);
  });

  it("saves a result with one version as the brief and its parts, as before versions existed", () => {
    expect(savedResultMessages("Pricing", [{ note: null, parts: ["strategy"] }])).toEqual([
      { role: "user", content: "Pricing" },
      { role: "assistant", content: "strategy" },
    ]);
  });
});
