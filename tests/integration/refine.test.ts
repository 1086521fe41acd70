import { describe, expect, it } from "vitest";
import { readSseFrames } from "../../app/lib/sse";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import { BOTH_OR_NEITHER_MESSAGE } from "../../shared/contracts/refine";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../tools/contracts";
import { call, signedInUser } from "./auth-helpers";
import { idea, toolBodies } from "./product-context-helpers";

// A first run of every tool, as its screen sends it (shared with the product-context tests).
const bodies = toolBodies;

type Me = Awaited<ReturnType<typeof signedInUser>>;
const run = (me: Me, tool: ToolName, body: unknown, headers?: Record<string, string>) =>
  call("POST", `/api/functions/${tool}`, { cookie: me.cookie, body, headers });
const usedToday = async (me: Me) => aiStatusSchema.parse(await (await call("GET", "/api/usage", { cookie: me.cookie })).json()).quota.used;

async function firstRun(me: Me, tool: ToolName) {
  const response = await run(me, tool, bodies[tool]);
  expect(response.status, tool).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function expectRefused(response: Response, message: string | RegExp) {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("validation_error");
  expect(error.message).toMatch(message);
}

describe("refining a tool result (previous + instruction)", () => {
  it("needs both or neither, with a clear message, before any AI request is counted", async () => {
    const me = await signedInUser("refine-pair");
    const previous = { strategy: "# Plan" };
    const used = await usedToday(me);
    await expectRefused(await run(me, "monetization-strategy", { productIdea: idea, previous }), BOTH_OR_NEITHER_MESSAGE);
    await expectRefused(await run(me, "monetization-strategy", { productIdea: idea, instruction: "Shorter" }), BOTH_OR_NEITHER_MESSAGE);
    await expectRefused(
      await run(me, "monetization-strategy", { productIdea: idea, conversationId: "x".repeat(32) }),
      /only accepted with previous and instruction/,
    );
    await expectRefused(
      await run(me, "monetization-strategy", { productIdea: idea, previous, instruction: "   " }),
      "Type what to change first",
    );
    await expectRefused(
      await run(me, "monetization-strategy", { productIdea: idea, previous, instruction: "x".repeat(2_001) }),
      "An instruction can be at most 2,000 characters",
    );
    expect(await usedToday(me)).toBe(used);
    // 2,000 characters after trimming is fine.
    expect((await run(me, "monetization-strategy", { productIdea: idea, previous, instruction: ` ${"x".repeat(2_000)} ` })).status).toBe(
      200,
    );
  });

  it("refuses a previous result too long to send to a model with a 413, before any AI request is counted", async () => {
    const me = await signedInUser("refine-huge");
    const result = {
      persona: "Maya",
      task: "Book",
      sentiment: "neutral",
      successRate: 50,
      behavior: "b".repeat(1_200),
      feedback: "f".repeat(800),
      recommendations: Array.from({ length: 5 }, () => "r".repeat(400)),
    };
    const previous = { results: Array.from({ length: 40 }, () => result) };
    const response = await run(me, "validate-ux", { ...bodies["validate-ux"], previous, instruction: "Make it shorter" });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/too long \(at most 64,000 characters\)/);
    expect(await usedToday(me)).toBe(0);
  });

  it("refuses a previous result in another shape than the tool's own response", async () => {
    const me = await signedInUser("refine-shape");
    const cases: [ToolName, unknown][] = [
      ["monetization-strategy", { feedback: "# Not a strategy" }],
      ["monetization-strategy", { strategy: 42 }],
      ["generate-visual-flow", { useCases: [] }],
      [
        "generate-visual-flow",
        {
          useCases: [
            {
              title: "t",
              description: "d",
              flowchartData: {
                nodes: [
                  { id: "a", type: "start", data: { label: "a" } },
                  { id: "b", type: "end", data: { label: "b" } },
                ],
                edges: [{ id: "e", source: "a", target: "nowhere" }],
              },
            },
          ],
        },
      ],
      ["validate-ux", { results: [{ persona: "Maya" }] }],
      ["build-startup", "# A plan as a bare string"],
      ["generate-workshop", { agenda: "x".repeat(32_001) }],
    ];
    for (const [tool, previous] of cases) {
      await expectRefused(
        await run(me, tool, { ...bodies[tool], previous, instruction: "Shorter" }),
        /^The previous result does not match this tool's result/,
      );
    }
  });

  for (const tool of TOOL_NAMES) {
    it(`${tool}: answers in the same shape as a first run, and never with the previous result unchanged`, async () => {
      const me = await signedInUser(`refine-${tool}`);
      const previous = await firstRun(me, tool);
      for (const instruction of ["Make it shorter", "Add a referral step", "Use a friendlier tone"]) {
        const response = await run(me, tool, { ...bodies[tool], previous, instruction });
        expect(response.status, instruction).toBe(200);
        const refined = await response.json();
        expect(toolContracts[tool].response.safeParse(refined).success, instruction).toBe(true);
        expect(Object.keys(refined as object).sort(), instruction).toEqual(Object.keys(previous).sort());
        expect(refined, instruction).not.toEqual(previous);
      }
    });
  }

  it("streams a refined text result like a first run: deltas, then the whole response", async () => {
    const me = await signedInUser("refine-stream");
    const previous = await firstRun(me, "ux-feedback");
    const response = await run(
      me,
      "ux-feedback",
      { ...bodies["ux-feedback"], previous, instruction: "Mention keyboard users" },
      { Accept: "text/event-stream" },
    );
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    let streamed = "";
    let done: { feedback: string } | null = null;
    for await (const frame of readSseFrames(response.body!)) {
      if (frame.event === "delta") streamed += (JSON.parse(frame.data) as { text: string }).text;
      if (frame.event === "done") done = JSON.parse(frame.data);
    }
    expect(done!.feedback).toBe(streamed);
    expect(done!.feedback).toContain("Mention keyboard users");
    expect(done!.feedback).not.toBe(previous.feedback);
  });

  it("counts one AI request per refine, like a first run", async () => {
    const me = await signedInUser("refine-quota");
    const previous = await firstRun(me, "launch-assistant");
    const used = await usedToday(me);
    expect((await run(me, "launch-assistant", { ...bodies["launch-assistant"], previous, instruction: "Shorter" })).status).toBe(200);
    expect(await usedToday(me)).toBe(used + 1);
  });
});
