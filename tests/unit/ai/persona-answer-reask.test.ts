import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import recordings from "../../fixtures/model-answers/ask-persona.json";
import { answerOnTopic } from "../../../workers/ai/persona-answer";

const question = "What would you expect to pay for this jacket, and would you trust the shop with your card?";
const [offTopic, onTopic] = recordings.find((r) => r.id === "ap-off-topic")!.answers.map((a) => a.content);

describe("an answer beside the persona's question, from any model", () => {
  it("is asked for once more, told why, and the new answer replaces it", async () => {
    const asked: ModelMessage[][] = [];
    const checked = await answerOnTopic(question, offTopic!, async (followUp) => {
      asked.push(followUp);
      return onTopic!;
    });
    expect(checked).toEqual({ answer: onTopic, reasked: true });
    expect(asked).toHaveLength(1);
    expect(asked[0]![0]).toEqual({ role: "assistant", content: offTopic });
    expect(asked[0]![1]!.content).toContain("it does not speak to the question's topic (price)");
    expect(asked[0]![1]!.content).toContain(`"I didn't see anything about that"`);
  });

  it("is left alone when it answers the question", async () => {
    let reasked = false;
    const checked = await answerOnTopic(question, onTopic!, async () => {
      reasked = true;
      return "";
    });
    expect(checked).toEqual({ answer: onTopic, reasked: false });
    expect(reasked).toBe(false);
  });

  it("keeps the first answer when the re-ask fails or comes back empty", async () => {
    expect(await answerOnTopic(question, offTopic!, () => Promise.reject(new Error("model down")))).toEqual({
      answer: offTopic,
      reasked: false,
    });
    expect(await answerOnTopic(question, offTopic!, async () => "  ")).toEqual({ answer: offTopic, reasked: false });
  });
});
