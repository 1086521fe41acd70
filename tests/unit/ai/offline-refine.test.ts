import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOOL_NAMES, type ToolName, type ToolResponse } from "../../../tools/contracts";
import { buildToolPrompt } from "../../../workers/ai/prompts";
import { runTool } from "./run-tool";
import { bodies, first, idea } from "./tool-bodies";
import { workerTools } from "../../../tools/server";
import { toolExamples } from "../../tool-examples";

const refine = async <T extends ToolName>(tool: T, instruction: string, previous?: ToolResponse<T>) =>
  runTool(tool, { ...bodies[tool], previous: previous ?? (await first(tool)), instruction });

/** What "items" are in a tool's result, from its examples. */
const itemsOf = <T extends ToolName>(tool: T, response: ToolResponse<T>) => toolExamples[tool].itemsOf(response);

describe("refining with the offline model", () => {
  for (const tool of TOOL_NAMES) {
    it(`"shorter" gives ${tool} fewer items, in the same shape`, async () => {
      const previous = await first(tool);
      const shorter = await refine(tool, "Make it shorter");
      expect(itemsOf(tool, shorter)).toBeLessThan(itemsOf(tool, previous));
      expect(await refine(tool, "Fewer, please")).toEqual(shorter);
    });

    it(`puts the instruction's own words into the changed part of ${tool}`, async () => {
      const refined = await refine(tool, "Use a warmer, friendlier tone");
      expect(JSON.stringify(refined)).toContain("Use a warmer, friendlier tone");
      expect(JSON.stringify(await first(tool))).not.toContain("friendlier");
    });

    it(`never gives ${tool} back unchanged, whatever the instruction`, async () => {
      const previous = await first(tool);
      await fc.assert(
        fc.asyncProperty(
          fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim().length > 0),
          async (instruction) => {
            const refined = await refine(tool, instruction);
            expect(refined).not.toEqual(previous);
          },
        ),
        { numRuns: 15, examples: [["shorter"], ["add"], ["add a step"], ["Maya"], ["."], ["fewer fewer fewer"]] },
      );
    });

    it(`is deterministic for ${tool}`, async () => {
      expect(await refine(tool, "Add a referral step")).toEqual(await refine(tool, "Add a referral step"));
    });
  }

  it("keeps shortening until little is left, and each refine still changes something", async () => {
    for (const tool of ["monetization-strategy", "generate-visual-flow", "generate-workshop", "validate-ux"] as const) {
      let previous: ToolResponse<typeof tool> = await first(tool);
      for (let round = 0; round < 8; round++) {
        const next = await refine(tool, "shorter", previous as never);
        expect(next, `${tool} round ${round}`).not.toEqual(previous);
        previous = next as never;
      }
    }
  });

  it('"add a referral step" adds a node labelled with "referral" to a flow', async () => {
    const flows = await refine("generate-visual-flow", "Add a referral step");
    const before = await first("generate-visual-flow");
    const labels = (r: typeof flows) => r.useCases.flatMap((u) => u.flowchartData.nodes.map((n) => n.data.label));
    expect(labels(flows).filter((label) => /referral/i.test(label))).toHaveLength(1);
    expect(labels(flows).length).toBe(labels(before).length + 1);

    const startup = await refine("build-startup", "Add a referral step after sign up");
    const nodes = startup.flowchart!.nodes;
    const referral = nodes.find((n) => /referral/i.test(n.data.label))!;
    const signUp = nodes.find((n) => /sign up/i.test(n.data.label))!;
    expect(startup.flowchart!.edges).toContainEqual(expect.objectContaining({ source: signUp.id, target: referral.id }));
    // The plan's text stays as it was; only its diagram changed.
    expect(startup.strategy.replace(/```flowchart-json[\s\S]*```/, "")).toBe(
      (await first("build-startup")).strategy.replace(/```flowchart-json[\s\S]*```/, ""),
    );
  });

  it("changes only the named persona's results", async () => {
    const previous = await first("validate-ux");
    const refined = await refine("validate-ux", "Make Maya more frustrated with the review step");
    refined.results.forEach((result, i) => {
      const before = previous.results[i]!;
      if (result.persona === "Sam") expect(result).toEqual(before);
      else {
        expect(result.successRate).toBe(Math.max(0, Math.round(before.successRate) - 15));
        expect(result.behavior).toContain("Make Maya more frustrated with the review step");
      }
    });
    expect(refined.results.filter((r) => r.persona === "Maya")).toHaveLength(2);
  });

  it("tells a real model the original input, the previous result and the instruction, and to change only that", () => {
    const previous = { strategy: "# Plan\n- one\n- two" };
    const { system, prompt } = buildToolPrompt(
      workerTools,
      "monetization-strategy",
      { productIdea: idea, previous, instruction: "Drop the second point" },
      "Ada",
      0,
    );
    expect(prompt).toContain(idea);
    expect(prompt).toContain(previous.strategy);
    expect(prompt).toContain("Drop the second point");
    expect(system).toMatch(/change only what the instruction asks/i);
    // Structured results travel as compact JSON.
    const flow = buildToolPrompt(
      workerTools,
      "generate-visual-flow",
      { appIdea: idea, previous: { useCases: [] }, instruction: "x" },
      "Ada",
      0,
    );
    expect(flow.prompt).toContain('{"useCases":[]}');
    expect(buildToolPrompt(workerTools, "monetization-strategy", { productIdea: idea }, "Ada", 0).prompt).not.toContain("Previous result");
  });
});
