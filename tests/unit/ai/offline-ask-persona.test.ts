import { describe, expect, it } from "vitest";
import { askPersonaRequestSchema } from "../../../shared/contracts/ask-persona";
import { personaAnswerProblems } from "../../../shared/persona-answer-check.mjs";
import { askPersonaAnswer } from "../../../workers/ai/offline/writers/ask-persona";
import { prepareAskPersonaCall } from "../../../workers/ai/calls";
import { collectText, openTextStream } from "../../../workers/ai/text-stream";
import { readConfig } from "../../../workers/config";
import { workerTools } from "../../../tools/server";

const setup = { config: readConfig({ AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: "0" }), tools: workerTools };
const body = {
  persona: { name: "Maya", description: "A busy parent who gardens at weekends", motivation: "Borrow a hedge trimmer for Saturday" },
  task: "Book a hedge trimmer for Saturday",
  result: {
    persona: "Maya",
    task: "Book a hedge trimmer for Saturday",
    sentiment: "confused",
    successRate: 52,
    behavior: "Maya opened the wrong tab first, came back and finished with some hesitation.",
    feedback: "I got there in the end, but I had to guess how to book it.",
    recommendations: [
      "Recognition rather than recall: show the booking button on the tool's page.",
      "Visibility of system status: confirm the booking.",
    ],
  },
  question: "Why did the calendar confuse you?",
};

const answer = async (raw: unknown, images: string[] = []) =>
  collectText(await openTextStream(prepareAskPersonaCall(setup, askPersonaRequestSchema.parse(raw), { images })));

describe("the offline model answering as a synthetic user", () => {
  it("speaks in the first person about the question's topic, from the task and what the result says", async () => {
    const text = await answer(body);
    expect(text).toContain("I felt confused. When I tried to book a hedge trimmer for Saturday on the prototype, I got there in the end");
    expect(text).toContain("What I'm after: Borrow a hedge trimmer for Saturday.");
    expect(text).not.toContain(body.question); // no echo: the screen shows the question above the answer
    expect(text).not.toMatch(/Simulated answer/); // the server adds the label
  });

  it.each([
    ["price", "How much would you pay for it?", "I didn't see anything about that. When I tried to book a hedge trimmer"],
    [
      "trust",
      "Would you trust a stranger's trimmer?",
      "I didn't see anything about that: nothing on the prototype told me who is behind it.",
    ],
    ["a step", "Which step was the hardest?", "What would have helped me most: show the booking button on the tool's page."],
    ["time", "How long did it take?", "It took longer than it should have."],
    [
      "something the run never showed",
      "What is your favourite colour?",
      "I didn't see anything about that. I can only tell you how it went.",
    ],
  ])("answers a question about %s from what the run knows", async (_topic, question, expected) => {
    const text = await answer({ ...body, question });
    expect(text).toContain(expected);
    expect(personaAnswerProblems(question, text)).toEqual([]);
  });

  it("quotes the product's brief when it says what the question asks, and never invents a price", async () => {
    const question = "Is it worth the money?";
    const priced = askPersonaAnswer(askPersonaRequestSchema.parse({ ...body, question }), 0, {
      name: "ShedShare",
      idea: "Neighbours lend garden tools. Borrowing costs 2 € a day.",
      audience: "",
      notes: "",
      personas: [],
    });
    expect(priced).toContain("All I came across about money was this: “Borrowing costs 2 € a day”.");
    expect(await answer({ ...body, question })).not.toMatch(/\d/);
  });

  it("answers a seller's price question as a seller: what they would charge, not what they would pay", async () => {
    const rosa = { name: "Rosa", description: "52, home cook … wants to sell boxes to her neighbours", motivation: "" };
    const input = { ...body, persona: rosa, result: { ...body.result, persona: "Rosa" }, question: "What price would you set for a box?" };
    const text = askPersonaAnswer(askPersonaRequestSchema.parse(input), 3);
    expect(text).toContain("no price came up, so I can't say what I'd charge or what selling costs me.");
    expect(text).not.toContain("whether I'd pay it");
    expect(personaAnswerProblems(input.question, text)).toEqual([]);
  });

  it("names the label the result names, and says so when asked about one it never saw", async () => {
    const result = { ...body.result, behavior: 'On "Home" they went for "Borrow now".' };
    // "Home" is the screen it was on, not a label.
    expect(await answer({ ...body, result, question: "Which button did you tap?" })).toContain("The label I went for was “Borrow now”.");
    expect(await answer({ ...body, result, question: "Was the 'Borrow now' button clear?" })).toContain(
      "The label I went for was “Borrow now”.",
    );
    expect(await answer({ ...body, result, question: "Was the 'Rent' button clear?" })).toContain(
      "I didn't see anything about that: I can't name a “Rent” on the prototype.",
    );
  });

  it("is deterministic and follows the simulated success of that result", async () => {
    expect(await answer(body)).toBe(await answer(body));
    const easy = await answer({
      ...body,
      question: "How long did it take?",
      result: { ...body.result, successRate: 90, sentiment: "satisfied" },
    });
    expect(easy).toContain("It was quick.");
  });

  it("mentions the screens it was shown", async () => {
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    expect(await answer(body, [png, png])).toContain("on the 2 screens I saw");
  });
});
