import { describe, expect, it } from "vitest";
import type { ProductBrief } from "../../../tools/kit/server/model-context";
import { loadOfflineTools, writeToolAnswer } from "../../../workers/ai/offline/writers";
import { workerTools } from "../../../tools/server";

/** Every tool's offline half, loaded as the offline model loads them. */
const offlineTools = await loadOfflineTools(workerTools);

const product: ProductBrief = {
  name: "ShedShare",
  idea: "Neighbours lend each other garden tools",
  audience: "Busy parents who garden at weekends",
  notes: "Insurance for damaged tools is unsolved.\nLaunch in Leeds first.",
  personas: [
    {
      name: "Maya",
      description: "Busy parent, first-time gardener",
      motivation: "Borrow a hedge trimmer for Saturday",
      context: "Checks her phone between school runs",
    },
    { name: "Sam", description: "Retired neighbour with a full shed", motivation: "", context: "" },
  ],
};
const idea = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";
const write = (tool: Parameters<typeof writeToolAnswer>[1], input: unknown) =>
  writeToolAnswer(offlineTools, tool, input, 0, { product })!.text;

describe("a product's notes and personas reach the offline results", () => {
  it("names the personas in the Startup Builder plan's audience section and turns the notes into constraints", () => {
    const plan = write("build-startup", { startupIdea: idea });
    const audience = plan.split("## 1.")[1]!.split("\n## ")[0]!;
    expect(audience).toContain("**Personas:** Maya (Busy parent, first-time gardener); Sam (Retired neighbour with a full shed)");
    expect(audience).toContain("Design the first version around Maya, who wants this: “Borrow a hedge trimmer for Saturday”");
    const risks = plan.split("## 6. Constraints and risks from your notes")[1]!.split("\n## ")[0]!;
    expect(risks).toContain("- Insurance for damaged tools is unsolved.");
    expect(risks).toContain("- Launch in Leeds first.");
  });

  it("tells the validator what the brief says about a persona of the same name", () => {
    const body = {
      prototypeUrl: "https://example.com",
      personas: [{ id: "p1", name: "Maya", description: "A parent" }],
      tasks: ["Borrow a hedge trimmer"],
    };
    const results = (writeToolAnswer(offlineTools, "validate-ux", body, 0, { product })!.object as { results: { behavior: string }[] })
      .results;
    expect(results[0]!.behavior).toContain("What they wanted: Borrow a hedge trimmer for Saturday.");
    expect(results[0]!.behavior).toContain("Context: Checks her phone between school runs");
  });

  it("lists the product's personas and notes in the case study", () => {
    const text = write("case-study-generator", { projectDescription: "Redesigned the checkout of a grocery app" });
    expect(text).toContain("The product's personas: Maya, Sam.");
    expect(text).toContain("- Insurance for damaged tools is unsolved.");
  });

  it("names the personas in the flows, the launch plan, the UX review and the workshop", () => {
    expect(write("generate-visual-flow", { appIdea: idea })).toBe(write("generate-visual-flow", { appIdea: idea }));
    const flows = writeToolAnswer(offlineTools, "generate-visual-flow", { appIdea: idea }, 0, { product })!.object as {
      useCases: { description: string }[];
    };
    expect(flows.useCases[0]!.description).toContain("think of Maya and Sam");
    expect(write("launch-assistant", { productIdea: idea })).toContain("in the words of Maya and Sam");
    expect(write("ux-feedback", { designDescription: "A sign-up form with 12 fields" })).toContain("your personas, Maya and Sam");
    const workshop = {
      workshopType: "Discovery Workshop",
      duration: "90 minutes",
      participants: "1 PO, 2 designers",
      goals: "Agree on the MVP scope",
    };
    expect(write("generate-workshop", workshop)).toContain("Walk each decision through your personas: Maya and Sam");
  });
});
