import { describe, expect, it } from "vitest";
import { visualFlowResponseSchema } from "../../../shared/contracts/flow-results";
import { validateUxModelOutputSchema } from "../../../shared/contracts/validate-ux";
import { workshopPlanSchema } from "../../../tools/generate-workshop/contract";
import { repairAnswer } from "../../../tools/kit/server/repair/repair-answer";
import { toolServers } from "../../../tools/server";
import { landingModelOutputSchema } from "../../../tools/generate-landing-page/contract";
import { loadRecordings } from "../../../scripts/eval/corpus.mjs";

/** Answers as open instruct models write them (docs/product.md#real-model-answers). */
const result = (over: Record<string, unknown> = {}) => ({
  persona: "Maya",
  task: "Book a dog walker",
  sentiment: "confused",
  successRate: 60,
  behavior: "Scrolled past the walker list looking for prices.",
  feedback: "I wasn't sure what a walk costs before I had to sign up.",
  recommendations: ["Visibility of system status: show the price on each walker card."],
  ...over,
});
const plan = {
  title: "Discovery workshop for a dog-walking app",
  summary: "Align the team on who the walkers and owners are.",
  blocks: [
    { title: "Warm-up", minutes: 10, activity: "Introductions and goals.", output: "Shared goals" },
    { title: "Problem mapping", minutes: 40, activity: "Map owner pain points.", output: "Pain-point map" },
    { title: "Wrap-up", minutes: 10, activity: "Agree next steps.", output: "Owners for each step" },
  ],
  materials: ["Sticky notes"],
  followUps: ["Share the board"],
};

const validator = (text: string) => repairAnswer(text, validateUxModelOutputSchema);
const workshop = (text: string) => repairAnswer(text, workshopPlanSchema);

describe("the repair path for structured answers", () => {
  it("takes an exact answer as it is", () => {
    expect(validator(JSON.stringify({ results: [result()] }))).toMatchObject({ ok: true, step: "as-is" });
  });

  it("takes the JSON out of a ```json fence with a sentence before and after it", () => {
    const text = `Sure! Here are the results of the simulated test:\n\n\`\`\`json\n${JSON.stringify({ results: [result()] }, null, 2)}\n\`\`\`\n\nLet me know if you want more personas.`;
    expect(validator(text)).toMatchObject({ ok: true, step: "extracted", value: { results: [result()] } });
  });

  it("takes the JSON out of prose and an ellipsis without a fence (Llama 3 8B)", () => {
    const text = `Here is the JSON output…\n${JSON.stringify(plan)}\n… I hope this helps your team!`;
    expect(workshop(text)).toMatchObject({ ok: true, step: "extracted", value: plan });
  });

  it("repairs trailing commas, comments, single and smart quotes, unquoted keys and bad escapes", () => {
    const text = `{
      // the plan
      title: 'Discovery workshop for a dog-walking app',
      "summary": “Align the team on who the walkers and owners are.”,
      "blocks": [
        {"title": "Warm-up", "minutes": 10, "activity": "Introductions and goals.", "output": "Shared goals",},
        {"title": "Problem mapping", "minutes": 40, "activity": "Map owner pain points.", "output": "Pain-point map"},
        {"title": "Wrap-up", "minutes": 10, "activity": "Agree next steps.", "output": "Owners for each step"},
      ],
      "materials": ["Sticky notes",],
      "followUps": ["Share the board"],
    }`;
    expect(workshop(text)).toMatchObject({ ok: true, step: "syntax", value: plan });
    const escaped = JSON.stringify({ results: [result()] }).replace("I wasn't", "I wasn\\'t");
    expect(validator(escaped)).toMatchObject({ ok: true, value: { results: [result()] } });
  });

  it("fits values to the schema: enum case, percentages, minutes as text, too many items, too long texts", () => {
    const answer = {
      results: [
        result({
          sentiment: "Frustrated",
          successRate: "75%",
          feedback: "word ".repeat(200).trim(),
          recommendations: ["one", "two", "three", "four", "five", "six"],
        }),
      ],
    };
    const repaired = validator(JSON.stringify(answer));
    expect(repaired).toMatchObject({ ok: true, step: "fitted" });
    const fitted = (repaired as { value: { results: Array<Record<string, unknown>> } }).value.results[0]!;
    expect(fitted).toMatchObject({ sentiment: "frustrated", successRate: 75 });
    expect((fitted.recommendations as string[]).length).toBe(5);
    expect((fitted.feedback as string).length).toBeLessThanOrEqual(800);
    expect(fitted.feedback).toMatch(/word…$/);

    const longTitle = {
      ...plan,
      title: "A very long workshop title ".repeat(6).trim(),
      blocks: plan.blocks.map((b, i) => ({ ...b, minutes: i === 1 ? "about 40 minutes" : "15 minutes" })),
    };
    const fittedPlan = workshop(JSON.stringify(longTitle));
    expect(fittedPlan).toMatchObject({ ok: true, step: "fitted" });
    const value = (fittedPlan as { value: typeof plan }).value;
    expect(value.title.length).toBeLessThanOrEqual(120);
    expect(value.blocks.map((b) => b.minutes)).toEqual([15, 40, 15]);
  });

  it("reads sentiment synonyms and keys in other spellings, and drops unknown fields", () => {
    const answer = { Results: [{ ...result(), sentiment: "Happy 😊", "Success Rate": "about 90", confidence: "high" }] };
    const repaired = validator(JSON.stringify(answer));
    expect(repaired).toMatchObject({ ok: true, value: { results: [{ sentiment: "satisfied", successRate: 90 }] } });
    expect((repaired as { value: { results: object[] } }).value.results[0]).not.toHaveProperty("confidence");
  });

  it("turns two objects in a row, or a bare list, into the list the schema holds", () => {
    const twoInARow = `${JSON.stringify(result())}\n${JSON.stringify(result({ persona: "Tom" }))}`;
    expect(validator(twoInARow)).toMatchObject({ ok: true, value: { results: [{ persona: "Maya" }, { persona: "Tom" }] } });
    expect(validator(JSON.stringify([result()]))).toMatchObject({ ok: true, value: { results: [{ persona: "Maya" }] } });
    // One whole answer per persona, one after the other (Qwen).
    const perPersona = `${JSON.stringify({ results: [result()] })}\n\n${JSON.stringify({ results: [result({ persona: "Tom" })] })}`;
    expect(validator(perPersona)).toMatchObject({ ok: true, value: { results: [{ persona: "Maya" }, { persona: "Tom" }] } });
  });

  it("keeps every complete result of an answer cut off in the middle of the third", () => {
    const whole = JSON.stringify({ results: [result(), result({ persona: "Tom" }), result({ persona: "Ana" })] });
    const cut = whole.slice(0, whole.indexOf('"Ana"') + 40);
    const repaired = repairAnswer(cut, validateUxModelOutputSchema, { cutOff: true });
    expect(repaired).toMatchObject({ ok: true, value: { results: [{ persona: "Maya" }, { persona: "Tom" }] } });
    expect((repaired as { value: { results: object[] } }).value.results).toHaveLength(2);
  });

  it("normalizes a visual flow's diagrams written in another shape instead of rejecting them", () => {
    const answer = {
      useCases: [
        {
          title: "Book a walk",
          description: "An owner books a walker for tomorrow.",
          flowchartData: {
            nodes: [
              { id: 1, type: "Start", label: "Open app" },
              { id: 2, type: "process", label: "Pick a walker" },
              { id: 3, type: "Decision", label: "Walker free?" },
              { id: 4, type: "end", label: "Walk booked" },
            ],
            edges: [
              { from: 1, to: 2 },
              { from: 2, to: 3 },
              { from: 3, to: 4, label: "yes" },
              { from: 3, to: 9 },
            ],
          },
        },
      ],
    };
    const repaired = repairAnswer(JSON.stringify(answer), visualFlowResponseSchema, {
      normalize: toolServers["generate-visual-flow"].normalize,
    });
    expect(repaired.ok).toBe(true);
    const flow = (repaired as { value: { useCases: Array<{ flowchartData: { nodes: Array<{ type: string }>; edges: unknown[] } }> } }).value
      .useCases[0]!.flowchartData;
    expect(flow.nodes.map((n) => n.type)).toEqual(["start", "action", "decision", "end"]);
    expect(flow.edges).toHaveLength(3);
  });

  it("looks past braces in the prose, a schema echoed from the prompt and a note after the JSON", () => {
    const answer = JSON.stringify({ results: [result()] });
    for (const text of [
      `Use {curly} braces for placeholders. ${answer}`,
      `Here is the JSON object {results: [...]} you asked for:\n${answer}`,
      `${answer}\n\n[Note: I assumed the prototype is a phone app.]`,
      "The shape is:\n```\n{results: [{persona, task}]}\n```\n```json\n" + answer + "\n```",
    ]) {
      expect(validator(text), text.slice(0, 40)).toMatchObject({ ok: true, value: { results: [{ persona: "Maya" }] } });
    }
  });

  it("does not drop a broken item from an answer that was not cut off: that is re-asked", () => {
    const broken = `{"results": [${JSON.stringify(result())}, ${JSON.stringify({ ...result({ persona: "Tom" }), sentiment: "ecstatic" })}]`;
    expect(validator(broken).ok).toBe(false);
  });

  it("fails with what was wrong when nothing usable is there", () => {
    expect(validator("I'm sorry, but I can't evaluate screens I cannot see.")).toEqual({
      ok: false,
      problem: expect.stringMatching(/no JSON object/),
    });
    const missing = validator(JSON.stringify({ results: [{ persona: "Maya" }] }));
    expect(missing).toMatchObject({ ok: false, problem: expect.stringMatching(/results\.0\.task/) });
  });
});

/** Recorded answers in other shapes (tests/fixtures/model-answers/): the same repair path for every structured tool. */
describe("structured answers in other shapes", () => {
  const recorded = new Map(loadRecordings().map((r) => [r.id, r.answers[0]!.content]));
  const workshopRequest = {
    workshopType: "Discovery Workshop",
    duration: "90 minutes",
    participants: "Founder, a developer, a designer and two support agents",
    goals: "Find out why agencies stop using automatic reminders after the first month.",
  };
  const workshopNormalize = (output: unknown) => toolServers["generate-workshop"].normalize!(output, workshopRequest);

  it("takes the landing page's copy out of a {data: …} envelope with snake_case keys, like every other tool", () => {
    const repaired = repairAnswer(recorded.get("lp-data-envelope-snake")!, landingModelOutputSchema, {
      normalize: toolServers["generate-landing-page"].normalize,
    });
    expect(repaired).toMatchObject({
      ok: true,
      value: { productName: "ShedShare", callToAction: "Join the waitlist", howItWorks: [{ title: "Find a tool" }, {}, {}] },
    });
    // The same envelope around a validator's and a workshop's answer.
    expect(validator(JSON.stringify({ data: { results: [result()] } }))).toMatchObject({ ok: true });
    expect(workshop(JSON.stringify({ data: plan }))).toMatchObject({ ok: true, value: plan });
  });

  it("makes a workshop from its blocks alone: the title from the type, the summary from the goals", () => {
    const repaired = repairAnswer(recorded.get("ws-blocks-bare-array")!, workshopPlanSchema, { normalize: workshopNormalize });
    expect(repaired).toMatchObject({
      ok: true,
      value: { title: "Discovery Workshop", summary: workshopRequest.goals, materials: [], followUps: [] },
    });
    expect((repaired as { value: { blocks: unknown[] } }).value.blocks).toHaveLength(5);
  });

  it("uses the last complete object that fits when the model corrects itself", () => {
    const repaired = repairAnswer(recorded.get("ws-corrected-version")!, workshopPlanSchema);
    expect(repaired).toMatchObject({ ok: true, value: { title: "Why Agencies Stop Using Reminders: Discovery Workshop" } });
    const draft = JSON.stringify({ results: [result({ persona: "Draft" })] });
    const fixed = JSON.stringify({ results: [result()] });
    expect(validator(`${draft}\n\nSorry, here is the corrected version:\n\n${fixed}`)).toMatchObject({
      ok: true,
      value: { results: [{ persona: "Maya" }] },
    });
  });
});
