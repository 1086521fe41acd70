import { ClientApiError } from "~/lib/api-client";
import { postForAnswer } from "~/lib/api-stream";
import type { ChatRequest } from "@shared/contracts/chat";
import { readChatChunk } from "~/lib/read-server-data";
import { THINKING_SIGNAL } from "@shared/answer-text";
import { readSse } from "~/lib/sse";
import { refreshAiQuota } from "~/lib/use-ai-quota";

const FAILED = "Failed to get response";

type StreamOptions = {
  signal: AbortSignal;
  onDelta: (text: string) => void;
  /** A reasoning model is thinking before it writes (the stream says so; the thinking is never sent). */
  onThinking?: () => void;
};

/**
 * Streams one assistant reply from POST /api/chat/completions, calling `onDelta` for each piece
 * of text. Resolves with the whole reply (empty when a reasoning model was cut off while thinking); rejects with a ClientApiError whose message is what
 * the user should read ("No valid session found", "Failed to get response", or the server's).
 * Afterwards, whatever happened, the daily quota is re-read for "N AI requests left today".
 */
export async function streamChatReply(request: ChatRequest, options: StreamOptions): Promise<string> {
  try {
    return await streamReply(request, options);
  } finally {
    void refreshAiQuota();
  }
}

async function streamReply(request: ChatRequest, { signal, onDelta, onThinking }: StreamOptions): Promise<string> {
  const response = await postForAnswer("/api/chat/completions", request, { signal, fallback: FAILED });
  if (!response.body) throw new ClientApiError(FAILED, response.status);

  let reply = "";
  let finished = false;
  const onComment = (comment: string) => comment === THINKING_SIGNAL && onThinking?.();
  for await (const data of readSse(response.body, { onComment })) {
    if (data === "[DONE]") {
      finished = true;
      break;
    }
    const chunk = readChatChunk(JSON.parse(data));
    if (!chunk) continue;
    if (chunk.error) throw new ClientApiError(chunk.error.message, 502, chunk.error.code);
    const { text } = chunk;
    if (text) {
      reply += text;
      onDelta(text);
    }
  }
  if (!finished) throw new ClientApiError(FAILED, 502);
  return reply;
}
