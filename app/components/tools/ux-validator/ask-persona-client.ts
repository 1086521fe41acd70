import { ClientApiError, errorFromResponse } from "~/lib/api-client";
import { readSseFrames } from "~/lib/sse";
import { refreshAiQuota } from "~/lib/use-ai-quota";
import { askPersonaResponseSchema, type AskPersonaRequest, type AskPersonaResponse } from "@shared/contracts/ask-persona";
import { toolStreamEventSchema } from "@shared/contracts/stream-events";

export const ASK_FALLBACK = "The answer could not be generated. Please try again.";

/**
 * `POST /api/functions/ask-persona` (docs/product.md#ask-a-persona), streamed: each piece of the
 * answer reaches `onDelta` as it is written; resolves with the whole answer (and whether a saved
 * report kept it), rejects with the server's message. Every question re-reads the daily quota.
 */
export async function askPersona(
  body: AskPersonaRequest,
  { onDelta, signal }: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<AskPersonaResponse> {
  try {
    return await request(body, onDelta, signal);
  } finally {
    void refreshAiQuota();
  }
}

async function request(body: AskPersonaRequest, onDelta: (text: string) => void, signal?: AbortSignal): Promise<AskPersonaResponse> {
  let response: Response;
  try {
    response = await fetch("/api/functions/ask-persona", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ClientApiError(ASK_FALLBACK, 0);
  }
  if (!response.ok) throw await errorFromResponse(response, ASK_FALLBACK);
  if (!response.body) throw new ClientApiError(ASK_FALLBACK, 502);
  for await (const frame of readSseFrames(response.body)) {
    const parsed = toolStreamEventSchema.safeParse({ event: frame.event, data: JSON.parse(frame.data) });
    if (!parsed.success) continue;
    const event = parsed.data;
    if (event.event === "delta") onDelta(event.data.text);
    else if (event.event === "done") {
      const done = askPersonaResponseSchema.safeParse(event.data);
      if (!done.success) throw new ClientApiError(ASK_FALLBACK, 502);
      return done.data;
    } else throw new ClientApiError(event.data.error.message || ASK_FALLBACK, 502, event.data.error.code);
  }
  throw new ClientApiError(ASK_FALLBACK, 502);
}
