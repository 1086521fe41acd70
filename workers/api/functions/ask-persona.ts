import type { Context } from "hono";
import { askPersonaRequestSchema, askPersonaResponseSchema, simulatedAnswerLabel } from "../../../shared/contracts/ask-persona";
import { unwrapMarkdownFence } from "../../../shared/answer-text";
import { keptAnswerText } from "../../../shared/persona-answers";
import { workerTools } from "../../../tools/server";
import {
  answerOnTopic,
  assertToolTextWithinLimits,
  collectText,
  logAnswer,
  openTextStream,
  prepareAskPersonaCall,
  type QuotaState,
} from "../../ai";
import { requireUser } from "../../auth/session-middleware";
import type { AppEnv } from "../../hono-env";
import { readJson } from "../read-json";
import { assertRoomToStore, spendAiRequest } from "../spend-ai-request";
import { holdAnswerPlace, keepPersonaAnswer, releaseAnswerPlace } from "./keep-persona-answer";
import { productBriefFor } from "./model-context";
import { textAnswer } from "./respond";
import { screenImages } from "./tool-images";

/**
 * POST /api/functions/ask-persona (docs/product.md#ask-a-persona) — a follow-up question to one
 * synthetic user of a validation, answered in their voice. Same path as the tool functions:
 * session → contract → input caps → the caller's own screens, product and saved report (404
 * otherwise; a place held in it for the answer) → one quota request → model; streamed as `delta`
 * events and a `done` with `{answer}` when asked. An answer beside the question is re-asked once, and `done` carries the
 * second one. With `keep`, the complete answer is kept in the saved report and `done` says so.
 */
export async function askPersonaRoute(c: Context<AppEnv>): Promise<Response> {
  const user = requireUser(c);
  const input = await readJson(c, askPersonaRequestSchema);
  const { config } = c.var;
  const { persona, task, question } = input;
  assertToolTextWithinLimits({ description: persona.description, motivation: persona.motivation, task, question }, config);
  const images = await screenImages(c, input.screens, user.id);
  const product = await productBriefFor(c.var.db, user.id, input.productId);
  // A question to keep holds its place in the report first: past a limit it costs nothing.
  if (input.keep) await assertRoomToStore(c, user.id, input.keep.conversationId);
  const place = input.keep ? await holdAnswerPlace(c.var.db, user.id, { ...input, keep: input.keep }) : null;
  let answer: Awaited<ReturnType<typeof openTextStream>>;
  let spent: QuotaState;
  const setup = { config, ai: c.env.AI, tools: workerTools };
  // An answer being kept must outlive the browser, so then the request's own signal is not passed.
  const signal = input.keep ? undefined : c.req.raw.signal;
  try {
    const call = prepareAskPersonaCall(setup, input, { images, signal, context: { product } });
    spent = await spendAiRequest(c, user.id);
    answer = await openTextStream(call);
  } catch (error) {
    if (place) await releaseAnswerPlace(c.var.db, user.id, place);
    throw error;
  }
  // The label is the server's, not the model's: every answer says it is simulated.
  const lead = `${simulatedAnswerLabel(persona.name)}\n\n`;
  let finished: Promise<Record<string, unknown>> | undefined;
  const finish = (full: string) =>
    (finished ??= (async () => {
      const first = unwrapMarkdownFence(full.slice(lead.length));
      const ending = await answer.ending;
      // An answer beside the question is re-asked once (a cut-off one is kept as it is, and marked).
      const checked = ending.cutOff
        ? { answer: first, reasked: false }
        : await answerOnTopic(question, first, async (followUp) =>
            unwrapMarkdownFence(
              await collectText(
                await openTextStream(prepareAskPersonaCall(setup, input, { images, signal, context: { product }, followUp })),
              ),
            ),
          );
      const spoken = checked.answer;
      logAnswer({
        tool: "ask-persona",
        path: checked.reasked ? "re-asked" : first === full.slice(lead.length) ? "as-is" : "extracted",
        cutOff: ending.cutOff,
        inputTokens: ending.inputTokens,
        outputTokens: ending.outputTokens,
      });
      return { ...askPersonaResponseSchema.parse({ answer: lead + spoken }), ...(ending.cutOff ? { cutOff: true } : {}) };
    })());
  const led = withLead(answer, lead);
  const thinking = { thinking: answer.thinking };
  if (!input.keep || !place) return textAnswer(c, led, finish, thinking);
  // Like a refine of a saved result: one branch for the client, one kept when complete.
  const [forClient, forKeeping] = led.tee();
  const keep = input.keep;
  const kept = keepPersonaAnswer(
    c,
    user.id,
    { ...input, keep },
    place,
    collectText(forKeeping).then(async (full) => keptAnswerText(askPersonaResponseSchema.parse(await finish(full)))),
    spent,
  );
  return textAnswer(c, forClient, async (full) => ({ ...(await finish(full)), kept: await kept }), thinking);
}

/**
 * The stream with `lead` before its first piece. The lead waits for the model's first words, so
 * while a reasoning model thinks the screen says "Thinking…", not a label with nothing after it.
 */
function withLead(text: ReadableStream<string>, lead: string): ReadableStream<string> {
  const reader = text.getReader();
  let led = false;
  return new ReadableStream<string>({
    async pull(controller) {
      try {
        const { value, done } = await reader.read();
        const before = led ? "" : lead;
        led = true;
        if (done) {
          if (before) controller.enqueue(before);
          controller.close();
        } else controller.enqueue(before + value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
