import { afterEach, describe, expect, it, vi } from "vitest";
import { streamChatReply } from "../../app/components/chat/chat-client";
import { ClientApiError } from "../../app/lib/api-client";
import { CONVERSATION_FULL_MESSAGE } from "../../shared/contracts/storage";

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

/** The chat endpoint answering with these stream frames. */
function serverStreams(frames: string[]) {
  vi.stubGlobal("fetch", async () => new Response(frames.join(""), { headers: { "Content-Type": "text/event-stream" } }));
}

afterEach(() => vi.unstubAllGlobals());

describe("a saved chat's reply that the server could not store", () => {
  it("fails with the server's reason after the text arrived, rather than passing for a kept reply", async () => {
    // What the server sends when the complete reply did not fit the saved chat (workers/api/chat.ts).
    serverStreams([
      chunk("Start with "),
      chunk("a free tier."),
      `data: ${JSON.stringify({ error: { code: "conflict", message: CONVERSATION_FULL_MESSAGE } })}\n\n`,
    ]);
    const pieces: string[] = [];
    const reply = streamChatReply(
      { messages: [{ role: "user", content: "Pricing?" }], conversationId: "c1" },
      { signal: new AbortController().signal, onDelta: (text) => pieces.push(text) },
    );
    const error = await reply.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(pieces.join("")).toBe("Start with a free tier.");
    expect(error).toBeInstanceOf(ClientApiError);
    expect((error as ClientApiError).message).toBe(CONVERSATION_FULL_MESSAGE);
    expect((error as ClientApiError).code).toBe("conflict");
  });

  it("resolves with the reply when the stream ends as stored", async () => {
    serverStreams([chunk("Start with a free tier."), "data: [DONE]\n\n"]);
    const reply = await streamChatReply(
      { messages: [{ role: "user", content: "Pricing?" }], conversationId: "c1" },
      { signal: new AbortController().signal, onDelta: () => {} },
    );
    expect(reply).toBe("Start with a free tier.");
  });
});
