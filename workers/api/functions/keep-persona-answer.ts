import type { Context } from "hono";
import type { AskPersonaRequest } from "../../../shared/contracts/ask-persona";
import { validateUxResponseSchema } from "../../../shared/contracts/validate-ux";
import { toConversationSummaryDto } from "../../../shared/contracts/conversations";
import { askRefusal, personaAnswersMarkdown, withPersonaAnswer } from "../../../shared/persona-answers";
import { findOwnedResult } from "../../../db/queries/result-versions";
import { findAnswerableVersion, replaceVersionAnswers, type AnswerableVersion } from "../../../db/queries/persona-answers";
import { refusedBy } from "../../../db/queries/storage";
import { CONVERSATION_FULL_MESSAGE, STORAGE_FULL_MESSAGE } from "../../../shared/contracts/storage";
import type { Database } from "../../../db/client";
import { ApiError } from "../../errors";
import type { AppEnv } from "../../hono-env";
import { notifyUser } from "../../realtime/notify";
import { conversationNotFound } from "../saved-result-versions";

type Keep = NonNullable<AskPersonaRequest["keep"]>;

/**
 * Where a question about a saved report will keep its answer (docs/product.md#ask-a-persona),
 * checked before any AI work or quota: someone else's report is the same 404 as an unknown one, a
 * version without a structured result, a card it does not have or another persona's card is a 400,
 * a full card a 409.
 */
export async function checkAnswerTarget(db: Database, userId: string, input: AskPersonaRequest & { keep: Keep }): Promise<void> {
  const { keep } = input;
  const version = await findAnswerableVersion(db, userId, keep.conversationId, keep.version);
  if (!version) throw conversationNotFound();
  const response = readReport(version);
  const card = response.results[keep.result];
  if (!card) throw new ApiError(400, "bad_request", "That result is not in this report.");
  // The answer is kept under this card, so the question must be about this card's persona and task.
  if (card.persona !== input.persona.name || card.task !== input.task)
    throw new ApiError(400, "bad_request", "The question is about another result than the one it would be kept with.");
  const refused = askRefusal(response, keep.result);
  if (refused) throw new ApiError(409, "conflict", refused);
}

/**
 * Keeps a complete answer in the saved report's version, under waitUntil so it is kept when the
 * browser has gone. Another answer stored meanwhile is read again and kept beside it. Resolves
 * with what became of it, for the stream's last event.
 */
export function keepPersonaAnswer(
  c: Context<AppEnv>,
  userId: string,
  input: AskPersonaRequest & { keep: Keep },
  answer: Promise<string>,
): Promise<true | { error: string }> {
  const { db, config } = c.var;
  const { keep } = input;
  const store = async (): Promise<true | { error: string }> => {
    const text = await answer;
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const version = await findAnswerableVersion(db, userId, keep.conversationId, keep.version);
        if (!version) throw conversationNotFound();
        const added = withPersonaAnswer(readReport(version), { result: keep.result, question: input.question, answer: text });
        if ("refused" in added) return { error: added.refused };
        // The report part stays as stored; only the answers' part is written again.
        const [report] = version.parts;
        const parts = [report ?? "", ...personaAnswersMarkdown(added.response.results, added.response.answers ?? [])];
        if (await replaceVersionAnswers(db, userId, version, { response: JSON.stringify(added.response), parts }, config.storage)) {
          await tellOpenTabs(c, userId, keep.conversationId);
          return true;
        }
      }
      return { error: "The answer could not be kept. Please ask again." };
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "persona_answer_not_kept", message: String(error) }));
      return { error: whyNotKept(error) };
    }
  };
  const outcome = answer.then(store, () => ({ error: "The answer did not arrive." }));
  c.executionCtx.waitUntil(outcome);
  return outcome;
}

/** The version's structured report; one saved before reports kept theirs cannot keep answers. */
function readReport(version: AnswerableVersion) {
  const parsed = version.response ? validateUxResponseSchema.safeParse(JSON.parse(version.response)) : null;
  if (!parsed?.success)
    throw new ApiError(400, "bad_request", "This version of the report cannot keep answers. Run the validation again to ask.");
  return parsed.data;
}

/** Every open tab of the owner reads the report again (its updated time stays: an answer does not move it in History). */
async function tellOpenTabs(c: Context<AppEnv>, userId: string, conversationId: string) {
  const owned = await findOwnedResult(c.var.db, userId, conversationId);
  if (!owned) return;
  const { id, title, updatedAt, tool } = toConversationSummaryDto(owned);
  await notifyUser(c.env, userId, { type: "conversation.updated", conversation: { id, title, updatedAt, tool } });
}

function whyNotKept(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const guard = refusedBy(error);
  if (guard === "storage") return STORAGE_FULL_MESSAGE;
  if (guard === "conversation_size") return CONVERSATION_FULL_MESSAGE;
  return "The answer could not be kept. Please ask again.";
}
