import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toolContracts, TOOL_NAMES, type ToolName } from "../../../tools/contracts";
import { workshopPlanSchema } from "../../../tools/generate-workshop/contract";
import { prepareToolCall } from "../../../workers/ai/calls";
import { extractFlowchart } from "../../../tools/build-startup/server-diagram";
import { OfflineLanguageModel } from "../../../workers/ai/offline/offline-model";
import { generateStructured } from "../../../workers/ai/structured";
import { parseDurationMinutes } from "../../../tools/generate-workshop/server-agenda";
import { readConfig } from "../../../workers/config";
import { generateText } from "ai";
import { workerTools } from "../../../tools/server";
import { toolExamples } from "../../tool-examples";

const setup = { config: readConfig({ AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: "0" }), tools: workerTools };
const words = fc.stringMatching(/^[A-Za-z][A-Za-z ,.'-]{0,80}[a-z]$/);

/** Plausible inputs for a tool, from its examples (checked against the same request schemas the API uses). */
const inputs = (tool: ToolName) => toolExamples[tool].inputs(words);

describe("the offline model's structured answers", () => {
  for (const tool of TOOL_NAMES) {
    it(`validate against the ${tool} schema for any valid input`, async () => {
      const contract = toolContracts[tool];
      const schema = contract.modelOutput ?? contract.response;
      await fc.assert(
        fc.asyncProperty(inputs(tool), async (raw) => {
          const input = contract.request.parse(raw) as never;
          const call = prepareToolCall(setup, tool, input);
          const object = await generateStructured({ ...call, schema });
          expect(schema.safeParse(object).success).toBe(true);
        }),
        { numRuns: 25 },
      );
    });
  }

  it("plans workshops whose blocks add up to the requested duration", async () => {
    await fc.assert(
      fc.asyncProperty(inputs("generate-workshop"), async (raw) => {
        const input = toolContracts["generate-workshop"].request.parse(raw);
        const plan = await generateStructured({ ...prepareToolCall(setup, "generate-workshop", input), schema: workshopPlanSchema });
        const total = plan.blocks.reduce((sum, b) => sum + b.minutes, 0);
        expect(total).toBe(parseDurationMinutes(input.duration) ?? 120);
      }),
      { numRuns: 40 },
    );
  });

  it("draws user flows with a start, a decision and success and failure endpoints from the idea's words", async () => {
    const input = { appIdea: "Book yoga classes and track attendance" };
    const { useCases } = await generateStructured({
      ...prepareToolCall(setup, "generate-visual-flow", input),
      schema: toolContracts["generate-visual-flow"].response,
    });
    for (const useCase of useCases) {
      const types = useCase.flowchartData.nodes.map((n) => n.type);
      expect(types).toEqual(expect.arrayContaining(["start", "decision", "endpoint", "end"]));
      const statuses = useCase.flowchartData.nodes.filter((n) => n.type === "endpoint").map((n) => n.data.status);
      expect(statuses.sort()).toEqual(["failure", "success"]);
    }
    expect(JSON.stringify(useCases)).toMatch(/yoga|classes|attendance/);
  });

  it("puts a valid diagram block in the startup strategy text", async () => {
    const result = await generateText(prepareToolCall(setup, "build-startup", { startupIdea: "Tool lending library for neighbours" }));
    const flow = extractFlowchart(result.text);
    expect(flow?.nodes.map((n) => n.type)).toEqual(expect.arrayContaining(["screen", "decision", "action", "endpoint"]));
  });

  it("answers any JSON-schema request with a schema-valid object, even without a tool hint", async () => {
    const model = new OfflineLanguageModel({ tokenDelayMs: 0, expertName: "X", tools: workerTools });
    const leaf = fc.constantFrom<z.ZodType>(
      z.string(),
      z.string().min(5).max(12),
      z.number().int().min(3).max(9),
      z.number().gt(0).lt(1),
      z.boolean(),
      z.enum(["red", "green"]),
      z.literal("fixed"),
      z.email(),
      z.string().nullable(),
    );
    const schemaArb = fc.letrec<{ node: z.ZodType }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        fc.tuple(tie("node"), fc.nat(2), fc.nat(3)).map(([item, min, extra]) =>
          z
            .array(item)
            .min(min)
            .max(min + extra),
        ),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), tie("node"), { minKeys: 1, maxKeys: 4 }).map((shape) => z.object(shape)),
        fc.tuple(tie("node"), tie("node")).map(([a, b]) => z.union([a, b])),
        tie("node").map((inner) => z.object({ inner: inner.optional(), kept: z.string() })),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(fc.oneof(schemaArb.map((s) => z.object({ value: s }))), words, async (schema, prompt) => {
        const object = await generateStructured({ model, schema, prompt });
        expect(schema.safeParse(object).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
