import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { prepareChatCall } from "../../../workers/ai/calls";
import type { ProductBrief } from "../../../tools/kit/server/model-context";
import { readConfig } from "../../../workers/config";
import { workerTools } from "../../../tools/server";

const setup = { config: readConfig({ AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: "0", EXPERT_NAME: "Dana Test" }), tools: workerTools };
type Message = { role: "user" | "assistant"; content: string };

async function reply(messages: Message[], product?: ProductBrief): Promise<string> {
  return (await generateText(prepareChatCall(setup, messages, product ? { context: { product } } : {}))).text;
}
/** The bullet points of a reply: what it tells the user to do. */
const steps = (text: string) => text.split("\n").filter((line) => /^(?:- |\d+\. )/.test(line));

describe("Quick Chat with the offline model", () => {
  it.each([
    ["Which metrics should I track in the first month?", "**Metrics**"],
    ["How do I reduce churn?", "**Retention**"],
    ["When should I hire my first engineer?", "**Team and hiring**"],
    ["How do I raise a seed round?", "**Fundraising**"],
    ["How do we stand out from competitors?", "**Positioning**"],
    ["How should I price it?", "**Monetization**"],
    ["How do I make it work with a screen reader?", "**Accessibility**"],
  ])("answers the topic of %j", async (question, title) => {
    expect(await reply([{ role: "user", content: question }])).toContain(title);
  });

  it("gives different next steps for different questions", async () => {
    const metrics = steps(await reply([{ role: "user", content: "What should I measure?" }]));
    const hiring = steps(await reply([{ role: "user", content: "Should I hire a designer?" }]));
    const other = steps(await reply([{ role: "user", content: "How do I get my first customers for my bakery?" }]));
    expect(metrics).not.toEqual(hiring);
    expect(metrics).not.toEqual(other);
  });

  it("carries out what it offered when the user says “yes, do that”", async () => {
    const question = { role: "user" as const, content: "I have no idea where to start with my app" };
    const first = await reply([question]);
    expect(first).toContain("Want me to turn this into a short action plan for this week?");
    const plan = await reply([question, { role: "assistant", content: first }, { role: "user", content: "yes, do that" }]);
    expect(plan).not.toBe(first);
    expect(plan).toContain("Here is a short action plan for this week");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) expect(plan).toContain(`${day}: `);
  });

  it("writes the pricing experiment plan it offered when told to go on", async () => {
    const question = { role: "user" as const, content: "How should I price my dog walking app?" };
    const first = await reply([question]);
    expect(first).toContain("a pricing experiment plan");
    const next = await reply([question, { role: "assistant", content: first }, { role: "user", content: "Go on" }]);
    expect(next).toContain("Here is a pricing experiment plan");
    expect(next).toMatch(/Hypothesis/);
    expect(steps(next)).not.toEqual(steps(first));
  });

  it("never repeats its previous answer, even when asked the same thing again", async () => {
    const question = { role: "user" as const, content: "How should I onboard new users?" };
    const first = await reply([question]);
    const again = await reply([question, { role: "assistant", content: first }, question]);
    expect(again).not.toBe(first);
    expect(steps(again)).not.toEqual(steps(first));
    const more = await reply([question, { role: "assistant", content: again }, { role: "user", content: "tell me more" }]);
    expect(more).not.toBe(again);
    for (const message of ["", "ok", "yes"]) {
      const previous = await reply([{ role: "user", content: message }]);
      expect(
        await reply([
          { role: "user", content: message },
          { role: "assistant", content: previous },
          { role: "user", content: message },
        ]),
      ).not.toBe(previous);
    }
  });

  it("names the product's personas in a reply about the product", async () => {
    const product: ProductBrief = {
      name: "ShedShare",
      idea: "Neighbours lend each other garden tools",
      audience: "Busy parents who garden at weekends",
      notes: "",
      personas: [
        { name: "Maya", description: "Busy parent", motivation: "", context: "" },
        { name: "Sam", description: "Retired", motivation: "", context: "" },
      ],
    };
    const text = await reply([{ role: "user", content: "How do I test the flow?" }], product);
    expect(text).toContain("Maya and Sam");
  });
});
