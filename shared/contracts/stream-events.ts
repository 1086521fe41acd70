import { z } from "zod";

/**
 * Server-sent events of a streaming tool call (`Accept: text/event-stream` on
 * `/api/functions/<name>`): `delta` events carry text as it is generated, then exactly one
 * `done` (the full JSON response) or `error` (`{error:{code,message}}`) ends the stream.
 */
export const toolStreamEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("delta"), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal("done"), data: z.record(z.string(), z.unknown()) }),
  z.object({ event: z.literal("error"), data: z.object({ error: z.object({ code: z.string(), message: z.string() }) }) }),
]);
export type ToolStreamEvent = z.infer<typeof toolStreamEventSchema>;
