import { describe, expect, it } from "vitest";
import { TOOL_NAMES, type ToolName } from "../../../tools/contracts";
import { loadOfflineTools, writeToolAnswer } from "../../../workers/ai/offline/writers";
import { runTool } from "./run-tool";
import { bodies, first, idea } from "./tool-bodies";
import { workerTools } from "../../../tools/server";
import { toolExamples } from "../../tool-examples";

/** Every tool's offline half, loaded as the offline model loads them. */
const offlineTools = await loadOfflineTools(workerTools);

const refine = async <T extends ToolName>(tool: T, instruction: string) =>
  runTool(tool, { ...bodies[tool], previous: await first(tool), instruction });
const textOf = (value: unknown) => JSON.stringify(value);

/** The must-have features of a Startup Builder plan, by name. */
const mustHaves = (strategy: string) =>
  [...(strategy.split("## 2.")[1]?.split("\n## ")[0] ?? "").matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((m) => m[1]!);

describe("the offline model carries out refine instructions it can read", () => {
  it("makes a Startup Builder MVP smaller: fewer must-have features", async () => {
    const before = mustHaves((await first("build-startup")).strategy);
    const after = mustHaves((await refine("build-startup", "make the MVP smaller")).strategy);
    expect(before).toHaveLength(4);
    expect(after.length).toBeLessThan(before.length);
    expect(before).toEqual(expect.arrayContaining(after));
  });

  for (const tool of TOOL_NAMES) {
    it(`removes what "remove …" names from ${tool}`, async () => {
      const target = toolExamples[tool].removable;
      expect(textOf(await first(tool))).toContain(target);
      const refined = await refine(tool, `Remove ${target}`);
      expect(textOf(refined)).not.toContain(target);
      expect(textOf(refined)).not.toContain("Revised:");
    });

    it(`adds what "add …" names to ${tool}`, async () => {
      const refined = await refine(tool, "Add a community guidelines section");
      expect(textOf(refined)).toMatch(/Community guidelines/i);
      expect(textOf(await first(tool))).not.toMatch(/community guidelines/i);
    });

    it(`writes ${tool} for the audience the instruction names`, async () => {
      const refined = await refine(tool, "Make it for primary school teachers instead");
      // A screen named for one user ("Set up your … profile") takes the audience in the singular.
      expect(textOf(refined)).toMatch(/primary school teachers?\b/);
      // Carried out, not just quoted back in a "Revised:" note.
      expect(textOf(refined)).not.toContain("Revised:");
      expect(textOf(await first(tool))).not.toContain("teachers");
    });

    it(`moves ${tool} to another audience when asked for a different one`, async () => {
      const refined = await refine(tool, "Rewrite this for a different audience");
      expect(textOf(refined)).toMatch(/Audience: freelancers/);
      expect(textOf(refined)).not.toContain("Revised:");
    });

    it(`renames the product in ${tool}`, async () => {
      const refined = await refine(tool, "Rename it to Pawpal");
      expect(textOf(refined)).toContain("Pawpal");
      expect(textOf(refined)).not.toContain("Revised:");
      expect(await refine(tool, "call it Pawpal")).toEqual(refined);
    });
  }

  it("replaces the old name and the old audience wherever the plan used them", async () => {
    const before = (await first("build-startup")).strategy;
    const oldName = before.match(/^# (\w+):/)![1]!;
    const renamed = (await refine("build-startup", "rename to Pawpal")).strategy;
    expect(renamed).toMatch(/^# Pawpal: MVP plan and UX strategy/);
    expect(renamed).not.toContain(oldName);
    const retargeted = (await refine("build-startup", "for teachers")).strategy;
    expect(before).toContain("**Primary user:** neighbours who");
    expect(retargeted).toContain("**Primary user:** teachers who");
    expect(retargeted).toContain("Teacher profiles");
  });

  it("renames a product that the result only knew from the product's brief", () => {
    const product = { name: "ShedShare", idea, audience: "Busy parents", notes: "", personas: [] };
    const body = bodies["monetization-strategy"];
    const previous = writeToolAnswer(offlineTools, "monetization-strategy", body, 0, { product })!.object;
    const refined = writeToolAnswer(offlineTools, "monetization-strategy", { ...body, previous, instruction: "Call it GardenLoop" }, 0, {
      product,
    })!;
    expect(refined.text).toMatch(/^# Monetization strategy for GardenLoop/);
    expect(refined.text).not.toContain("ShedShare");
    const audience = writeToolAnswer(
      offlineTools,
      "monetization-strategy",
      { ...body, previous, instruction: "for retired gardeners" },
      0,
      {
        product,
      },
    )!;
    expect(audience.text).toContain("retired gardeners");
    expect(audience.text).not.toContain("Busy parents");
  });

  it("still shows an instruction it cannot read, and one whose target is not there", async () => {
    const unread = await refine("build-startup", "Make the tone more playful");
    expect(unread.strategy).toContain("Revised: Make the tone more playful");
    const missing = await refine("monetization-strategy", "Remove the crypto section");
    expect(missing.strategy).toContain("Revised: Remove the crypto section");
  });
});
