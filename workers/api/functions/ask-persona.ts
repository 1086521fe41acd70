import type { Context } from "hono";
import { askPersonaRequestSchema, askPersonaResponseSchema, simulatedAnswerLabel } from "../../../shared/contracts/ask-persona";
import { unwrapMarkdownFence } from "../../../shared/answer-text";
import { assertToolTextWithinLimits, logAnswer, openTextStream, prepareAskPersonaCall } from "../../ai";
import { requireUser } from "../../auth/session-middleware";
import type { AppEnv } from "../../hono-env";
import { readJson } from "../read-json";
import { spendAiRequest } from "../spend-ai-request";
import { textAnswer } from "./respond";
import { screenImages } from "./tool-images";

/**
 * POST /api/functions/ask-persona (docs/product.md#ask-a-persona) — a follow-up question to one
 * synthetic user of a validation, answered in their voice. Same path as the tool functions:
 * session → contract → input caps → the caller's own screens (404 otherwise) → one quota
 * request → model; streamed as `delta` events and a `done` with `{answer}` when asked.
 */
export async function askPersonaRoute(c: Context<AppEnv>): Promise<Response> {
  const user = requireUser(c);
  const input = await readJson(c, askPersonaRequestSchema);
  const { config } = c.var;
  const { persona, task, question } = input;
  assertToolTextWithinLimits({ description: persona.description, motivation: persona.motivation, task, question }, config);
  const images = await screenImages(c, input.screens, user.id);
  const call = prepareAskPersonaCall({ config, ai: c.env.AI }, input, { images, signal: c.req.raw.signal });
  await spendAiRequest(c, user.id);
  // The label is the server's, not the model's: every answer says it is simulated.
  const lead = `${simulatedAnswerLabel(persona.name)}\n\n`;
  const answer = await openTextStream(call);
  return textAnswer(c, withLead(answer, lead), async (full) => {
    const spoken = unwrapMarkdownFence(full.slice(lead.length));
    const ending = await answer.ending;
    logAnswer({
      tool: "ask-persona",
      path: spoken === full.slice(lead.length) ? "as-is" : "extracted",
      cutOff: ending.cutOff,
      inputTokens: ending.inputTokens,
      outputTokens: ending.outputTokens,
    });
    return { ...askPersonaResponseSchema.parse({ answer: lead + spoken }), ...(ending.cutOff ? { cutOff: true } : {}) };
  });
}

/** The stream with `lead` as its first piece. */
function withLead(text: ReadableStream<string>, lead: string): ReadableStream<string> {
  const reader = text.getReader();
  let led = false;
  return new ReadableStream<string>({
    async pull(controller) {
      if (!led) {
        led = true;
        controller.enqueue(lead);
        return;
      }
      try {
        const { value, done } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
