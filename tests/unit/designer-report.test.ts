import { describe, expect, it } from "vitest";
import { validationBrief, validationReport } from "../../shared/result-markdown";
import { sentimentClasses, sentimentTone } from "@tools/validate-ux/client-sentiment";
import { withoutPrivateScreens } from "../../workers/uploads/shared-screens";

const persona = { id: "p1", name: "Maya", description: "Busy parent", motivation: "" };
const result = {
  persona: "Maya",
  task: "Find a trimmer",
  sentiment: "confused" as const,
  successRate: 61.6,
  behavior: "Looked around.",
  feedback: "Where is it?",
  recommendations: ["Recognition rather than recall: show it."],
};
const key = "abcdefghijklmnopqrstuvwxyz234567";

describe("validation report", () => {
  it("is Markdown with the simulated notice, screens, percent and quoted feedback", () => {
    const md = validationReport({
      prototypeUrl: "https://x.test/p",
      screenKeys: [key],
      personas: [persona],
      tasks: ["Find a trimmer"],
      results: [result],
    });
    expect(md).toContain("not measured user data");
    expect(md).toContain(`![Screen 1](/api/uploads/${key})`);
    expect(md).toContain("**Success rate:** 62%");
    expect(md).toContain("> “Where is it?”");
    expect(md).toContain("- Recognition rather than recall: show it.");
    expect(validationBrief({ prototypeUrl: "", screenKeys: [key], personas: [persona], tasks: ["Find a trimmer"] })).toMatch(
      /^UX validation: Find a trimmer\nPrototype: 1 screen\n/,
    );
  });

  it("drops private screens for public pages and leaves other Markdown alone", () => {
    const md = validationReport({ prototypeUrl: "", screenKeys: [key, key], personas: [persona], tasks: ["t"], results: [result] });
    const shared = withoutPrivateScreens(md);
    expect(shared).not.toContain("/api/uploads/");
    expect(shared).not.toContain("## Screens");
    expect(shared).toContain("## Results");
    const other = "# Plan\n\n![diagram](https://example.com/a.png)\n";
    expect(withoutPrivateScreens(other)).toBe(other);
  });
});

describe("sentiment colours", () => {
  it("follows the spec: frustrated red, confused orange, neutral grey, confident blue, satisfied green, else grey", () => {
    expect(["frustrated", "confused", "neutral", "confident", "satisfied", "elated"].map(sentimentTone)).toEqual([
      "red",
      "orange",
      "grey",
      "blue",
      "green",
      "grey",
    ]);
    expect(sentimentClasses("frustrated")).toContain("bg-danger");
    expect(sentimentClasses("Satisfied")).toContain("green");
    expect(sentimentClasses("whatever")).toBe(sentimentClasses("neutral"));
  });
});
