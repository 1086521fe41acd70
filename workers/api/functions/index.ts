import { Hono } from "hono";
import { continuationText } from "../../../shared/answer-text";
import { CONVERSATION_LIMITS } from "../../../shared/contracts/conversations";
import { CONTINUE_MAX_CHARS, CONTINUE_TOO_LONG_MESSAGE } from "../../../shared/contracts/refine";
import { isToolName } from "../../../shared/contracts/tool-names";
import { toolContracts, type ToolResponse } from "../../../tools/contracts";
import { toolServers, workerTools } from "../../../tools/server";
import {
  assertPreviousWithinLimits,
  assertToolTextWithinLimits,
  collectText,
  generateStructuredAnswer,
  logAnswer,
  openTextStream,
  prepareToolCall,
  reaskText,
  type QuotaState,
} from "../../ai";
import { requireUser } from "../../auth/session-middleware";
import { ApiError } from "../../errors";
import type { AppEnv } from "../../hono-env";
import { readJson } from "../read-json";
import { releaseRefineSlot, reserveRefineSlot, storeRefinedVersion } from "../saved-result-versions";
import { assertRoomToStore, spendAiRequest } from "../spend-ai-request";
import { askPersonaRoute } from "./ask-persona";
import { checkedResponse, type TextCheck } from "./checked-text";
import { plainTextFinish } from "./finishers";
import { toolContextFor } from "./model-context";
import { textAnswer } from "./respond";
import { toolImages } from "./tool-images";

/**
 * POST /api/functions/<name> — the nine tool functions (docs/product.md#tool-functions), one code path:
 * session → body validated by the tool's contract → input caps → the ids it names, each the
 * user's own (else 404) → daily quota → model. Text tools stream as server-sent events when the
 * client sends `Accept: text/event-stream`.
 *
 * With `productId` the product's brief joins the model's context, and a case study reads the
 * saved results named by `sourceConversationIds` (docs/product.md#products-in-the-models-context).
 *
 * A refine (`previous` + `instruction`) takes the same path with the refine section in the prompt.
 * With `conversationId` it also becomes the next version of that saved result
 * (docs/product.md#versions): checked before any AI work, stored once complete even if the
 * browser has gone (like a saved chat reply), never when the answer fails. With `continueAnswer`
 * a text answer cut off at the length limit goes on from where it stopped, and the response is
 * the text so far plus the rest (docs/product.md#cut-off-answers).
 */
export const functionRoutes = new Hono<AppEnv>().post("/ask-persona", askPersonaRoute).post("/:name", async (c) => {
  const name = c.req.param("name");
  if (!isToolName(name)) throw new ApiError(404, "not_found", `There is no tool function called “${name}”.`);
  const user = requireUser(c);
  // The tool's definition (tools/<name>/): its contract, shared with the browser, and its Worker half.
  const contract = toolContracts[name];
  const server = toolServers[name];
  const input = await readJson(c, contract.request, { maxBytes: name === "validate-ux" ? 12_000_000 : undefined });
  const { config, db } = c.var;
  assertToolTextWithinLimits(input as Record<string, unknown>, config);
  assertPreviousWithinLimits(input.previous);
  const saving = input.conversationId !== undefined;
  if (input.continueAnswer && contract.modelOutput) throw new ApiError(400, "bad_request", "Only text answers can be continued.");
  if (input.continueAnswer && String((input.previous as Record<string, unknown>)[contract.field] ?? "").length >= CONTINUE_MAX_CHARS) {
    throw new ApiError(400, "bad_request", CONTINUE_TOO_LONG_MESSAGE);
  }
  // A refine into a saved result holds its version slot first: over the cap, or with the
  // account's storage or the result itself full, it costs nothing.
  const held = saving ? await reserveRefineSlot(db, user.id, input.conversationId!, name, input.baseVersion) : null;
  const reservation = held?.reservation ?? null;
  let call: ReturnType<typeof prepareToolCall>;
  let spent: QuotaState;
  let context: Awaited<ReturnType<typeof toolContextFor>>;
  try {
    // The storage is the item owner's (an editor's refine counts there); full, it costs nothing.
    if (held) await assertRoomToStore(c, held.writer.ownerId, input.conversationId!);
    // Bad input (someone else's upload key, product or saved result) must fail before it costs a quota request.
    context = await toolContextFor(
      db,
      user.id,
      input as { productId?: string; sourceConversationIds?: string[] },
      name === "case-study-generator" ? { config } : null,
    );
    const images = await toolImages(c, name, input, user.id);
    // A version being stored must outlive the browser, so the request's own signal is not passed
    // on then; the configured timeout still bounds the call. Preparing the call checks the model
    // configuration, so a misconfigured provider costs no quota.
    call = prepareToolCall({ config, ai: c.env.AI, tools: workerTools }, name, input as never, {
      images,
      context,
      signal: saving ? undefined : c.req.raw.signal,
    });
    spent = await spendAiRequest(c, user.id);
  } catch (error) {
    if (reservation) await releaseRefineSlot(db, input.conversationId!, reservation);
    throw error;
  }

  if (contract.modelOutput) {
    const finish = server.finishObject as ((o: unknown, i: unknown, call: { offline: boolean }) => unknown) | undefined;
    const offline = config.AI_PROVIDER === "offline";
    const normalize = server.normalize && ((output: unknown) => (server.normalize as (o: unknown, i: unknown) => unknown)(output, input));
    const answer = generateStructuredAnswer({ ...call, schema: contract.modelOutput, label: name, normalize, vet: server.vet });
    // The mark travels with the response, so a stored version of a cut-off answer says so too.
    const response = answer.then(
      ({ value, cutOff }) =>
        ({ ...contract.response.parse(finish ? finish(value, input, { offline }) : value), ...(cutOff ? { cutOff } : {}) }) as ToolResponse<
          typeof name
        >,
    );
    if (!reservation) return c.json(await response);
    // The browser hears whether the version was stored, and as which number.
    const stored = storeRefinedVersion(c, user.id, name, input as never, response, { reservation, writer: held!.writer, spent });
    return c.json({ ...(await response), savedVersion: await stored });
  }

  let text: Awaited<ReturnType<typeof openTextStream>>;
  try {
    text = await openTextStream(call);
  } catch (error) {
    if (reservation) await releaseRefineSlot(db, input.conversationId!, reservation);
    throw error;
  }
  // A continued answer is the text so far plus what the model adds (docs/product.md#cut-off-answers).
  const soFar = input.continueAnswer ? String((input.previous as Record<string, unknown>)[contract.field] ?? "") : "";
  const finisher = server.finishText as ((t: string, i: unknown) => unknown) | undefined;
  // The response the screen reads, marked when the model stopped at its length limit
  // (docs/product.md#cut-off-answers). Built once, though a stored refine reads it twice.
  let finished: Promise<Record<string, unknown>> | undefined;
  const finish = (added: string) =>
    (finished ??= (async () => {
      // The rest is cleaned on its own before it is appended; a saved result holds at most one message's length.
      const joined = soFar ? soFar + continuationText(added) : added;
      const capped = soFar !== "" && joined.length > CONVERSATION_LIMITS.charactersPerMessage;
      const full = capped ? joined.slice(0, CONVERSATION_LIMITS.charactersPerMessage) : joined;
      const respond = (answer: string) =>
        contract.response.parse(finisher ? finisher(answer, input) : plainTextFinish(contract.field, answer)) as Record<string, unknown>;
      const ending = await text.ending;
      // A continuation is checked whole; it is not re-asked, which would rewrite the part already shown.
      const check = server.checkText as TextCheck | undefined;
      const reask = input.continueAnswer ? null : async (answer: string, reason: string) => respond(await reaskText(call, answer, reason));
      const checked = check
        ? await checkedResponse(respond(full), contract.field, { check, input: input as never, context }, reask)
        : { response: respond(full), reasked: false };
      const { response } = checked;
      const path = checked.reasked ? "re-asked" : response[contract.field] === full ? "as-is" : "extracted";
      logAnswer({ tool: name, path, cutOff: ending.cutOff, inputTokens: ending.inputTokens, outputTokens: ending.outputTokens });
      return ending.cutOff || capped ? { ...response, cutOff: true } : response;
    })());
  if (!reservation) return textAnswer(c, text, finish, { thinking: text.thinking });
  // Like a saved chat reply: one branch for the client, one that is stored when complete.
  const [forClient, forStorage] = text.tee();
  const stored = storeRefinedVersion(
    c,
    user.id,
    name,
    input as never,
    collectText(forStorage).then((full) => finish(full) as Promise<ToolResponse<typeof name>>),
    { reservation, writer: held!.writer, spent },
  );
  // The last event waits for the version to be stored, to say whether it was (and as which number).
  return textAnswer(c, forClient, async (full) => ({ ...(await finish(full)), savedVersion: await stored }), { thinking: text.thinking });
});
