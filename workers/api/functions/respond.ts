import type { Context } from "hono";
import { collectText, sseResponse, toolSse } from "../../ai";
import type { AppEnv } from "../../hono-env";

/** Whether the client asked for the answer as server-sent events (docs/product.md#tool-functions). */
export function wantsStream(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").includes("text/event-stream");
}

/**
 * A streamed text answer: events when asked for (`thinking` while a reasoning model thinks, `delta`,
 * then `done` with the response), else the response as JSON.
 */
export async function textAnswer(
  c: Context<AppEnv>,
  text: ReadableStream<string>,
  finish: (full: string) => Record<string, unknown> | Promise<Record<string, unknown>>,
  { thinking = false }: { thinking?: boolean } = {},
): Promise<Response> {
  if (wantsStream(c)) return sseResponse(toolSse(text, finish, { thinking }));
  return c.json(await finish(await collectText(text)));
}
