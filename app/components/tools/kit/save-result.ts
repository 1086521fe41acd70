import { toastError, type ToastInput } from "~/components/ui/toast";
import { appendVersion, saveConversation } from "~/lib/api/conversations";
import { ClientApiError } from "~/lib/api-client";
import { readVersionConflict } from "~/lib/read-api-data";
import type { VersionConflictLatest } from "@shared/contracts/versions";
import type { ToolName } from "@tools/contracts";
import { savedResultMessages, type SavedVersion } from "./tool-versions";

/**
 * Stores one more version of a saved result (`POST /api/conversations/:id/versions`): a restore
 * or a hand edit. The server numbers it and tells every open tab. Resolves false when it could
 * not be stored (already reported in a toast, e.g. the 50-version limit).
 */
export async function appendSavedVersion(conversationId: string, note: string, parts?: string[]): Promise<boolean> {
  return (await appendVersionOn(conversationId, { note, parts })) === "saved";
}

/**
 * The same, made on `baseVersion` (docs/product.md#version-conflicts): "saved"; the newer version
 * someone else saved meanwhile (nothing stored, not toasted: the page offers what to do); or
 * "failed" (already reported in a toast).
 */
export async function appendVersionOn(
  conversationId: string,
  version: { note: string; parts?: string[]; baseVersion?: number },
): Promise<"saved" | "failed" | VersionConflictLatest> {
  try {
    await appendVersion(conversationId, version);
    return "saved";
  } catch (error) {
    const conflict = error instanceof ClientApiError ? readVersionConflict(error.body) : null;
    if (conflict) return conflict;
    toastError("Version not saved", error, "The version could not be saved");
    return "failed";
  }
}

type NewSavedResult = {
  tool: ToolName;
  brief: string;
  versions: SavedVersion[];
  /** The product it goes into (docs/product.md#products), or null for History only. */
  productId: string | null;
};

/** Saves a tool's result with all its versions (`POST /api/conversations`); resolves with its id, rejects with the server's message. */
export async function saveToolResult({ tool, brief, versions, productId }: NewSavedResult): Promise<string> {
  const conversation = await saveConversation({
    tool,
    messages: savedResultMessages(brief, versions),
    // The structured results the Markdown was rendered from, kept with each version (docs/product.md#versions).
    ...(versions.every((version) => version.response !== undefined) ? { responses: versions.map((version) => version.response) } : {}),
    ...(productId ? { productId } : {}),
  });
  return conversation.id;
}

/** The toast after a save: where the result can be found again. */
export function savedToast(productName: string | null): ToastInput {
  return {
    title: "Result saved",
    description: productName
      ? `Saved into ${productName}. Find it on the product page and in History.`
      : "Find it in History and Recent Projects.",
    variant: "success",
  };
}
