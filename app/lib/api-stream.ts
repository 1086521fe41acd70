import { ClientApiError, errorFromResponse } from "./api-client";

type PostOptions = {
  signal?: AbortSignal;
  /** What the user reads when the server gives no message (each caller's own words). */
  fallback: string;
  /** Ask for a stream of events (the default) or one JSON answer. */
  stream?: boolean;
};

/**
 * POSTs JSON to one of the AI endpoints (chat, tools, ask a persona). A network failure reads as
 * the fallback, a refusal as the server's message; an abort stays an abort. Resolves with the
 * accepted response for the caller to read. Free of zod, so the chat can use it on pages that
 * ship none; reading a tool's events is tool-stream.ts.
 */
export async function postForAnswer(path: string, body: unknown, { signal, fallback, stream = true }: PostOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: stream ? "text/event-stream" : "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ClientApiError(fallback, 0);
  }
  if (!response.ok) throw await errorFromResponse(response, fallback);
  return response;
}
