import { ClientApiError, errorFromResponse } from "~/lib/api-client";
import { toolStreamEventSchema } from "@shared/contracts/stream-events";
import type { ToolName, ToolRequest, ToolResponse } from "@tools/contracts";
import { readSseFrames } from "~/lib/sse";
import { refreshAiQuota } from "~/lib/use-ai-quota";

type CallOptions = {
  signal?: AbortSignal;
  /** When given, a text tool streams: each piece of text arrives here as it is generated. */
  onDelta?: (text: string) => void;
  /** Message used when the server gives none (each tool's own fallback). */
  fallbackError: string;
};

/**
 * Calls `POST /api/functions/<name>` and resolves with the tool's response. Errors reject with a
 * ClientApiError carrying the server's message (or the fallback), ready for a toast. Every run,
 * finished or failed, re-reads the daily quota so "N AI requests left today" stays true.
 */
export async function callTool<T extends ToolName>(name: T, body: ToolRequest<T>, options: CallOptions): Promise<ToolResponse<T>> {
  try {
    return await requestTool(name, body, options);
  } finally {
    void refreshAiQuota();
  }
}

async function requestTool<T extends ToolName>(name: T, body: ToolRequest<T>, options: CallOptions): Promise<ToolResponse<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/functions/${name}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: options.onDelta ? "text/event-stream" : "application/json" },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ClientApiError(options.fallbackError, 0);
  }
  if (!response.ok) throw await errorFromResponse(response, options.fallbackError);

  const isStream = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
  if (!isStream || !response.body) {
    const json = (await response.json()) as ToolResponse<T> & { error?: { message?: string } };
    if (json && typeof json === "object" && "error" in json && json.error) {
      throw new ClientApiError(json.error.message ?? options.fallbackError, response.status);
    }
    return json;
  }
  for await (const frame of readSseFrames(response.body)) {
    const parsed = toolStreamEventSchema.safeParse({ event: frame.event, data: JSON.parse(frame.data) });
    if (!parsed.success) continue;
    const event = parsed.data;
    if (event.event === "delta") options.onDelta?.(event.data.text);
    else if (event.event === "done") return event.data as ToolResponse<T>;
    else throw new ClientApiError(event.data.error.message || options.fallbackError, 502, event.data.error.code);
  }
  throw new ClientApiError(options.fallbackError, 502);
}
