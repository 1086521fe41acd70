import { z } from "zod";
import { THINKING_SIGNAL } from "../answer-text";

/**
 * Server-sent events of a streaming tool call (`Accept: text/event-stream` on
 * `/api/functions/<name>`): perhaps one `thinking` event first, `delta` events carry text as it is generated, then exactly one
 * `done` (the full JSON response) or `error` (`{error:{code,message}}`) ends the stream.
 */
export const toolStreamEventSchema = z.discriminatedUnion("event", [
  // A reasoning model is thinking (its thinking is never sent): the screen shows "Thinking…" until the first delta.
  z.object({ event: z.literal(THINKING_SIGNAL), data: z.object({}) }),
  z.object({ event: z.literal("delta"), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal("done"), data: z.record(z.string(), z.unknown()) }),
  z.object({ event: z.literal("error"), data: z.object({ error: z.object({ code: z.string(), message: z.string() }) }) }),
]);
export type ToolStreamEvent = z.infer<typeof toolStreamEventSchema>;
