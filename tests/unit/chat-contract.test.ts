import { describe, expect, it } from "vitest";
import { chatRequestSchema, wantsChatStream } from "../../shared/contracts/chat";

describe("chat request contract", () => {
  it("streams the spec's plain {messages} body, and follows OpenAI semantics when a model is named", () => {
    expect(wantsChatStream({})).toBe(true);
    expect(wantsChatStream({ model: "gpt" })).toBe(false);
    expect(wantsChatStream({ model: "gpt", stream: true })).toBe(true);
    expect(wantsChatStream({ stream: false })).toBe(false);
  });

  it("requires the last message to be a non-empty user message", () => {
    const parse = (messages: unknown) => chatRequestSchema.safeParse({ messages });
    expect(parse([{ role: "user", content: "hi" }]).success).toBe(true);
    expect(parse([]).error?.issues[0]?.message).toBe("Send at least one message");
    expect(parse([{ role: "assistant", content: "hi" }]).error?.issues[0]?.message).toBe("The last message must be from the user");
    expect(parse([{ role: "user", content: "   " }]).error?.issues[0]?.message).toBe("Type a message first");
  });
});
