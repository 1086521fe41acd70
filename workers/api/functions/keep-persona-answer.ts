import type { Context } from "hono";
import type { AskPersonaRequest } from "../../../shared/contracts/ask-persona";
import { MAX_PERSONA_ANSWERS, validateUxResponseSchema } from "../../../shared/contracts/validate-ux";
import { cleanDisplayText } from "../../../shared/contracts/display-text";
import { toConversationSummaryDto } from "../../../shared/contracts/conversations";
import { askRefusal, personaAnswersMarkdown, withPersonaAnswer } from "../../../shared/persona-answers";
import { findOwnedResult } from "../../../db/queries/result-versions";
import { findAnswerableVersion, replaceVersionAnswers, type AnswerableVersion } from "../../../db/queries/persona-answers";
import { heldAnswerCards, releaseAnswerStatement, reserveAnswer } from "../../../db/queries/answer-reservations";
import type { Database } from "../../../db/client";
import type { QuotaState } from "../../ai";
import { ApiError, storageRefusal } from "../../errors";
import type { AppEnv } from "../../hono-env";
import { notifyUser } from "../../realtime/notify";
import { conversationWriteRefusal } from "../conversation-refusal";
import { conversationNotFound } from "../saved-result-versions";
import { giveBackAiRequest } from "../spend-ai-request";

type Keep = NonNullable<AskPersonaRequest["keep"]>;

/** The place a question holds in the saved report while its answer is written (db/queries/answer-reservations.ts). */
export type AnswerPlace = { versionId: string; reservation: string };

/**
 * Where a question about a saved report will keep its answer (docs/product.md#ask-a-persona),
 * checked and held before any AI work or quota: someone else's report is the same 404 as an
 * unknown one (a member of its product: 403), a version without a structured result, a card it does not have or another
 * persona's card is a 400, a full card a 409 — full with kept answers or with places held by
 * questions still being answered, so parallel questions cannot all pass and be paid for.
 */
export async function holdAnswerPlace(db: Database, userId: string, input: AskPersonaRequest & { keep: Keep }): Promise<AnswerPlace> {
  const { keep } = input;
  const version = await findAnswerableVersion(db, userId, keep.conversationId, keep.version);
  // Only the owner keeps answers in a report (docs/product.md#members-and-roles): a member who
  // reads it is told what their role allows, anyone else gets the 404 of an unknown id.
  if (!version) throw await conversationWriteRefusal(db, userId, keep.conversationId, "edit");
  const response = readReport(version);
  const card = response.results[keep.result];
  if (!card) throw new ApiError(400, "bad_request", "That result is not in this report.");
  // The answer is kept under this card, so the question must be about this card's persona and task.
  // Both sides tidied alike: the request's name and task were (the contract), a model-written card's may not be.
  if (
    cleanDisplayText(card.persona) !== cleanDisplayText(input.persona.name) ||
    cleanDisplayText(card.task) !== cleanDisplayText(input.task)
  )
    throw new ApiError(400, "bad_request", "The question is about another result than the one it would be kept with.");
  const refused = askRefusal(response, keep.result);
  if (refused) throw new ApiError(409, "conflict", refused);
  const reservation = await reserveAnswer(db, userId, version.id, keep.result);
  if (reservation) return { versionId: version.id, reservation };
  // The places left are held by questions still being answered: they count like kept answers.
  const held = await heldAnswerCards(db, userId, version.id);
  const pending = held.map((result) => ({ result, question: "", answer: "" }));
  throw new ApiError(
    409,
    "conflict",
    askRefusal({ answers: [...(response.answers ?? []), ...pending] }, keep.result) ??
      "This report is answering other questions. Please ask again.",
  );
}

/** Gives a place up when its answer will not be kept (the model failed, a later check refused it). */
export async function releaseAnswerPlace(db: Database, userId: string, place: AnswerPlace): Promise<void> {
  try {
    await releaseAnswerStatement(db, userId, place.versionId, place.reservation);
  } catch (error) {
    // It stops counting once its lifetime is over anyway.
    console.error(JSON.stringify({ level: "error", event: "answer_place_not_released", message: String(error) }));
  }
}

/**
 * Keeps a complete answer in the saved report's version, under waitUntil so it is kept when the
 * browser has gone. Another answer stored meanwhile is read again and kept beside it, after a
 * short random pause so answers finishing together do not keep meeting. Resolves with what
 * became of it, for the stream's last event.
 */
export function keepPersonaAnswer(
  c: Context<AppEnv>,
  userId: string,
  input: AskPersonaRequest & { keep: Keep },
  place: AnswerPlace,
  answer: Promise<string>,
  spent: QuotaState,
): Promise<true | { error: string }> {
  const { db, config } = c.var;
  const { keep } = input;
  const store = async (text: string): Promise<true | { error: string }> => {
    try {
      // Every lost write means another answer was kept, and a report keeps at most
      // MAX_PERSONA_ANSWERS, so this ends in a kept answer or a refusal well before the bound.
      for (let attempt = 0; attempt <= MAX_PERSONA_ANSWERS; attempt += 1) {
        if (attempt > 0) await pause(Math.random() * RETRY_PAUSE_MS * Math.min(attempt, 4));
        const version = await findAnswerableVersion(db, userId, keep.conversationId, keep.version);
        if (!version) throw conversationNotFound();
        const added = withPersonaAnswer(readReport(version), { result: keep.result, question: input.question, answer: text });
        if ("refused" in added) return { error: added.refused };
        // The report part stays as stored; only the answers' part is written again.
        const [report] = version.parts;
        const parts = [report ?? "", ...personaAnswersMarkdown(added.response.results, added.response.answers ?? [])];
        if (
          await replaceVersionAnswers(
            db,
            userId,
            version,
            { response: JSON.stringify(added.response), parts },
            config.storage,
            place.reservation,
          )
        ) {
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
  const notKept = async (kept: true | { error: string }) => {
    // An answer that arrived but could not be kept is not charged.
    if (kept !== true) await giveBackAiRequest(c, userId, spent);
    return kept;
  };
  const outcome = answer
    .then(
      (text) => store(text).then(notKept),
      () => ({ error: "The answer did not arrive." }),
    )
    .then(async (kept) => {
      // A kept answer gave its place up in the batch that kept it; any other outcome frees it here.
      if (kept !== true) await releaseAnswerPlace(db, userId, place);
      return kept;
    });
  c.executionCtx.waitUntil(outcome);
  return outcome;
}

/** The longest pause, in milliseconds, before reading the report again after another answer was kept first (grows with each try, up to 4×). */
const RETRY_PAUSE_MS = 25;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  return storageRefusal(error)?.message ?? "The answer could not be kept. Please ask again.";
}
