import { describe, expect, it } from "vitest";
import { askPersonaRequestSchema } from "../../../shared/contracts/ask-persona";
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
  it("speaks in the first person about the task, quotes the question and stays with what the result says", async () => {
    const text = await answer(body);
    expect(text).toContain("“Why did the calendar confuse you?”");
    expect(text).toContain("When I tried to book a hedge trimmer for Saturday");
    expect(text).toContain("I'd say I felt confused");
    expect(text).toContain("What I was after: Borrow a hedge trimmer for Saturday.");
    expect(text).toContain("show the booking button on the tool's page");
    expect(text).not.toMatch(/Simulated answer/); // the server adds the label
  });

  it("is deterministic and follows the simulated success of that result", async () => {
    expect(await answer(body)).toBe(await answer(body));
    const easy = await answer({ ...body, result: { ...body.result, successRate: 90, sentiment: "satisfied" } });
    expect(easy).toContain("I went straight for it");
  });

  it("mentions the screens it was shown", async () => {
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    expect(await answer(body, [png, png])).toContain("the 2 screens I saw");
  });
});
