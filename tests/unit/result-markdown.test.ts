import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import type { UseCase } from "../../shared/contracts/flow-results";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../tools/contracts";
import { uploadUrl } from "../../shared/contracts/uploads";
import type { Persona, ValidationResult } from "../../shared/contracts/validate-ux";
import { flowchartBlock, stripFlowchartBlocks } from "../../shared/flowchart-block";
import { resultBrief, resultMarkdownParts } from "../../tools/contracts";
import { runTool } from "./ai/run-tool";
import { readSavedWireframes } from "../../tools/generate-wireframes/markdown";
import { heroOf } from "../../shared/contracts/landing-page";
import { readLandingBlock } from "../../shared/landing-block";
import { stripLandingBlocks } from "../../shared/landing-fence";
import { toolExamples } from "../tool-examples";

/**
 * What the tool screens saved before the renderers moved to shared/result-markdown.ts, copied
 * as they were (app/components/tools/**), so a refined version the server stores reads exactly
 * like a result the user saved.
 */
const before = {
  useCaseSaved: (useCase: UseCase) => `## ${useCase.title}\n\n${useCase.description}\n\n${flowchartBlock(useCase.flowchartData)}`,
  workshopBrief: (f: { workshopType: string; duration: string; participants: string; goals: string }) =>
    `${f.workshopType} · ${f.duration}\nParticipants: ${f.participants}\nGoals & context: ${f.goals}`,
  startupSaved: (strategy: string, savedFlow: FlowchartData | null | undefined) => {
    const strategyText = stripFlowchartBlocks(strategy);
    return savedFlow ? `${strategyText}\n\n## Key user flow\n\n${flowchartBlock(savedFlow)}` : strategyText;
  },
  validationBrief: ({
    prototypeUrl,
    screenKeys,
    personas,
    tasks,
  }: {
    prototypeUrl: string;
    screenKeys: string[];
    personas: Persona[];
    tasks: string[];
  }) => {
    const prototype = [prototypeUrl, screenKeys.length ? `${screenKeys.length} screen${screenKeys.length === 1 ? "" : "s"}` : ""]
      .filter(Boolean)
      .join(" + ");
    return [
      `UX validation: ${tasks[0] ?? "prototype test"}`,
      `Prototype: ${prototype}`,
      `Personas: ${personas.map((p) => `${p.name} (${p.description})`).join("; ")}`,
      `Tasks:\n${tasks.map((t) => `- ${t}`).join("\n")}`,
    ].join("\n");
  },
  validationReport: ({
    prototypeUrl,
    screenKeys,
    personas,
    tasks,
    results,
  }: {
    prototypeUrl: string;
    screenKeys: string[];
    personas: Persona[];
    tasks: string[];
    results: ValidationResult[];
  }) => {
    const notice = "Simulated estimates from synthetic users — not measured user data. Confirm what matters with real people.";
    const lines = [`# UX validation report`, "", `> ${notice}`, ""];
    if (prototypeUrl) lines.push(`**Prototype:** ${prototypeUrl}`, "");
    lines.push(`**Synthetic users:** ${personas.map((p) => p.name).join(", ")}  `, `**Tasks:** ${tasks.length}`, "");
    if (screenKeys.length) lines.push("## Screens", "", ...screenKeys.map((key, i) => `![Screen ${i + 1}](${uploadUrl(key)})`), "");
    lines.push("## Results");
    for (const r of results) {
      lines.push(
        "",
        `### ${r.persona} — ${r.task}`,
        "",
        `**Sentiment:** ${r.sentiment} · **Success rate:** ${Math.round(r.successRate)}% (estimated)`,
        "",
        `**Behavior summary.** ${r.behavior}`,
        "",
        `> “${r.feedback}”`,
        "",
        "**UX recommendations**",
        ...r.recommendations.map((rec) => `- ${rec}`),
      );
    }
    return lines.join("\n");
  },
};

const idea = "An app that helps new parents track feeds and sleep and share it with the other parent";
const key = "abcdefghijklmnopqrstuvwxyz234567";
/** A first run of each tool, from its examples; the validator's with an uploaded screen, so the report links it. */
const bodies: Record<ToolName, Record<string, unknown>> = {
  ...(Object.fromEntries(TOOL_NAMES.map((tool) => [tool, toolExamples[tool].request(idea)])) as Record<ToolName, Record<string, unknown>>),
  "validate-ux": { ...toolExamples["validate-ux"].request(idea), prototypeImages: [key] },
};

const SAVED_BEFORE = [
  "validate-ux",
  "generate-workshop",
  "build-startup",
  "generate-visual-flow",
  "monetization-strategy",
  "launch-assistant",
  "ux-feedback",
  "case-study-generator",
] as const satisfies readonly ToolName[];

/** What each screen passed to Save (brief, results) for a run with this request and response. */
function savedBefore(tool: ToolName, request: any, response: any): { brief: string; parts: string[] } {
  switch (tool) {
    case "validate-ux": {
      const sent = {
        prototypeUrl: request.prototypeUrl,
        screenKeys: request.prototypeImages,
        personas: request.personas,
        tasks: request.tasks,
      };
      return { brief: before.validationBrief(sent), parts: [before.validationReport({ ...sent, results: response.results })] };
    }
    case "generate-workshop":
      return { brief: before.workshopBrief(request), parts: [response.agenda] };
    case "build-startup":
      return { brief: request.startupIdea, parts: [before.startupSaved(response.strategy, response.flowchart)] };
    case "generate-visual-flow":
      return { brief: request.appIdea, parts: response.useCases.map(before.useCaseSaved) };
    default: {
      const input = (
        {
          "monetization-strategy": "productIdea",
          "launch-assistant": "productIdea",
          "ux-feedback": "designDescription",
          "case-study-generator": "projectDescription",
        } as Record<string, string>
      )[tool]!;
      return { brief: request[input], parts: [response[toolContracts[tool].field]] };
    }
  }
}

describe("saved-result Markdown, shared by the browser and the server", () => {
  // The tools whose screens saved before the renderers moved; wireframes (and every tool since)
  // came after, and landing pages are saved as sections since they are published: neither has an
  // earlier screen to match (below).
  for (const tool of SAVED_BEFORE) {
    it(`gives exactly what the ${tool} screen saved before`, async () => {
      const request = toolContracts[tool].request.parse(bodies[tool]) as never;
      const response = (await runTool(tool, bodies[tool])) as never;
      const expected = savedBefore(tool, request, response);
      expect(resultMarkdownParts(tool, request, response)).toEqual(expected.parts);
      expect(resultBrief(tool, request)).toBe(expected.brief);
    });
  }

  it("saves wireframes one screen per part, each drawn again from its own block, with its components as text", async () => {
    const request = toolContracts["generate-wireframes"].request.parse(bodies["generate-wireframes"]);
    const response = await runTool("generate-wireframes", bodies["generate-wireframes"]);
    const parts = resultMarkdownParts("generate-wireframes", request, response);
    expect(parts).toHaveLength(response.wireframes.screens.length);
    expect(readSavedWireframes(parts)).toEqual(response.wireframes);
    expect(parts[0]).toMatch(/^## \S/);
    expect(parts.join("\n")).toMatch(/- Button: [^\n]+ → /);
    expect(resultBrief("generate-wireframes", request)).toBe(`Wireframes (phone): ${request.idea}`);
  });

  it("saves a landing page as readable sections with its page data, and a startup plan without a diagram as its text", async () => {
    const request = toolContracts["generate-landing-page"].request.parse(bodies["generate-landing-page"]);
    const response = await runTool("generate-landing-page", bodies["generate-landing-page"]);
    const [part] = resultMarkdownParts("generate-landing-page", request, response);
    expect(part).toMatch(/^## Landing page\n\n### /);
    expect(part).toContain(`#### ${heroOf(response.sections).headline}`);
    expect(readLandingBlock(part!)).toEqual(response.sections);
    expect(stripLandingBlocks(part!)).not.toContain("landing-page-json");
    expect(resultMarkdownParts("build-startup", { startupIdea: "x" }, { strategy: "# Plan\n\ntext\n", flowchart: null })).toEqual([
      "# Plan\n\ntext",
    ]);
  });
});

describe("a saved cut-off answer", () => {
  it("ends with a line saying it was cut off, and a complete one does not", () => {
    const request = { productIdea: "Dog walking" };
    const cut = resultMarkdownParts(
      "launch-assistant",
      request as never,
      { landingPagePlan: "# Plan\n\n1. Build a", cutOff: true } as never,
    );
    expect(cut.at(-1)).toMatch(/1\. Build a\n\n\*The answer was cut off at the length limit\.\*$/);
    const whole = resultMarkdownParts("launch-assistant", request as never, { landingPagePlan: "# Plan" } as never);
    expect(whole.join("\n")).not.toContain("cut off");
  });
});
