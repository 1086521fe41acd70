import { ClientApiError, postForAnswer, readToolStream } from "../kit/client-api";
import { refreshAiQuota } from "../kit/client-screen";
import { askPersonaResponseSchema, type AskPersonaRequest, type AskPersonaResponse } from "@shared/contracts/ask-persona";

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
  const response = await postForAnswer("/api/functions/ask-persona", body, { signal, fallback: ASK_FALLBACK });
  if (!response.body) throw new ClientApiError(ASK_FALLBACK, 502);
  const done = askPersonaResponseSchema.safeParse(await readToolStream(response.body, { onDelta, fallback: ASK_FALLBACK }));
  if (!done.success) throw new ClientApiError(ASK_FALLBACK, 502);
  return done.data;
}
