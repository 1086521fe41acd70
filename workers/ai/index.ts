/** The AI model layer: import from here. */
export { toAiApiError } from "./ai-errors";
export { logAnswer, type AnswerPath } from "./answer-log";
export { prepareAskPersonaCall, prepareChatCall, prepareToolCall } from "./calls";
export { assertChatWithinLimits, assertPreviousWithinLimits, assertToolTextWithinLimits } from "./limits";
export { describeModel, getModel, MODEL_PURPOSES, modelIdFor, WORKERS_AI_DEFAULTS, type AiSetup, type ModelPurpose } from "./models";
export { answerOnTopic } from "./persona-answer";
export { reaskText } from "./reask-text";
export { consumeQuota, giveBackQuota, readQuota, type QuotaState } from "./quota";
export { openAiChatSse, sseResponse, toolSse } from "./sse";
export { generateStructured, generateStructuredAnswer } from "./structured";
export { collectText, openTextStream } from "./text-stream";
