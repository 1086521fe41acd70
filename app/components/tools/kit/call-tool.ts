import { ClientApiError } from "~/lib/api-client";
import { postForAnswer } from "~/lib/api-stream";
import { readToolStream } from "~/lib/tool-stream";
import type { ToolName, ToolRequest, ToolResponse } from "@tools/contracts";
import { refreshAiQuota } from "~/lib/use-ai-quota";

type CallOptions = {
  signal?: AbortSignal;
  /** When given, a text tool streams: each piece of text arrives here as it is generated. */
  onDelta?: (text: string) => void;
  /** A reasoning model is thinking before it writes (its thinking is never sent). */
  onThinking?: () => void;
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
  const { signal, onDelta, onThinking, fallbackError: fallback } = options;
  const response = await postForAnswer(`/api/functions/${name}`, body, { signal, fallback, stream: Boolean(onDelta) });
  const isStream = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
  if (!isStream || !response.body) {
    const json = (await response.json()) as ToolResponse<T> & { error?: { message?: string } };
    if (json && typeof json === "object" && "error" in json && json.error) {
      throw new ClientApiError(json.error.message ?? fallback, response.status);
    }
    return json;
  }
  return (await readToolStream(response.body, { onDelta, onThinking, fallback })) as ToolResponse<T>;
}
