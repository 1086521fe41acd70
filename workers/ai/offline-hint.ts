import type { ToolName } from "../../shared/contracts/tool-names";

/**
 * What the model layer and the offline model both name, kept out of the offline model so that
 * choosing a model and preparing a call never load it (docs/product.md#providers-and-the-offline-model).
 */
export const OFFLINE_MODEL_ID = "ux-twin-offline-1";
/** Key under `providerOptions` where callers tell the offline model which tool is asking. */
export const OFFLINE_OPTIONS_KEY = "offline";
/** The follow-up question to a synthetic user is not one of the nine tools, but the offline model answers it the same way. */
export const ASK_PERSONA = "ask-persona";
export type OfflineTask = ToolName | typeof ASK_PERSONA;
