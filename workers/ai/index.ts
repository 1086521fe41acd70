/** The AI model layer: import from here. */
export { readAiConfig, WORKERS_AI_DEFAULTS, type AiConfig } from "./ai-config";
export { toAiApiError } from "./ai-errors";
export { prepareChatCall, prepareToolCall } from "./calls";
export { assertChatWithinLimits, assertToolTextWithinLimits } from "./limits";
export { describeModel, getModel, MODEL_PURPOSES, type ModelPurpose } from "./models";
export { OfflineLanguageModel } from "./offline/offline-model";
export { consumeQuota, readQuota, type QuotaState } from "./quota";
export { openAiChatSse, sseResponse, toolSse } from "./sse";
export { generateStructured } from "./structured";
export { openTextStream } from "./text-stream";
