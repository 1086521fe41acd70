import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SavedToolResult } from "../../app/components/conversations/saved-result";
import { versionLabel } from "../../app/components/conversations/version-control";
import { EDITED_BY_HAND, type ResultVersion } from "../../shared/result-versions";

const brief = "Pricing for a tool library";
/** Version 1 ("# First plan"), then one version per [note, part]. */
const versions = (...later: [string, string][]): ResultVersion[] => [
  { number: 1, note: null, restoredFrom: null, parts: ["# First plan"] },
  ...later.map(([note, part], i) => ({ number: i + 2, note, restoredFrom: null, parts: [part] })),
];

/** The page as the server renders it: what the versions are, and the newest one whole. */
const render = ({ versions: all, ...props }: { tool: "monetization-strategy"; brief: string; versions: ResultVersion[] }) =>
  renderToString(
    createElement(SavedToolResult, {
      ...props,
      versions: all.map(({ number, note, restoredFrom }) => ({ number, note, restoredFrom })),
      latest: all.at(-1) ?? null,
      loadVersion: (number) => Promise.resolve(all[number - 1]!),
    }),
  );

describe("a saved result with versions, as the server renders it", () => {
  it("shows the brief and the latest version, named in the Version control", () => {
    const html = render({
      tool: "monetization-strategy",
      brief,
      versions: versions(["add a free plan", "# Second plan"], ["make it shorter", "# Third plan"]),
    });
    expect(html).toContain("Pricing for a tool library");
    expect(html).toContain("Third plan");
    expect(html).not.toContain("First plan");
    expect(html).not.toContain("Second plan");
    expect(html).toContain("Version 3 · make it shorter");
    expect(html).toContain("Latest of 3");
    expect(html).not.toContain("Restore this version");
  });

  it("has no Version control while there is only one version", () => {
    const html = render({ tool: "monetization-strategy", brief, versions: versions() });
    expect(html).toContain("First plan");
    expect(html).not.toContain("Version 1");
  });

  it("names each version by its instruction or note, and cuts a very long note short", () => {
    expect(versionLabel({ number: 1, note: null })).toBe("Version 1 · Original");
    expect(versionLabel({ number: 3, note: EDITED_BY_HAND })).toBe("Version 3 · Edited by hand");
    const long = versionLabel({ number: 2, note: "word ".repeat(2_000) });
    expect(long.length).toBeLessThan(220);
    expect(long.endsWith("…")).toBe(true);
  });

  it("says who saved a version when someone other than the reader did", () => {
    expect(versionLabel({ number: 2, note: EDITED_BY_HAND, by: "dana@example.com" })).toBe(
      "Version 2 · Edited by hand · by dana@example.com",
    );
    expect(versionLabel({ number: 2, note: EDITED_BY_HAND })).toBe("Version 2 · Edited by hand");
  });
});
