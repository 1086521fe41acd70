import { toastError } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";

/**
 * Stores one more version of a saved result (`POST /api/conversations/:id/versions`): a restore
 * or a hand edit. The server numbers it and tells every open tab. Resolves false when it could
 * not be stored (already reported in a toast, e.g. the 50-version limit).
 */
export async function appendSavedVersion(conversationId: string, note: string, parts: string[]): Promise<boolean> {
  try {
    await apiJson<unknown>(`/api/conversations/${encodeURIComponent(conversationId)}/versions`, {
      method: "POST",
      body: JSON.stringify({ note, parts }),
      fallbackError: "The version could not be saved",
    });
    return true;
  } catch (error) {
    toastError("Version not saved", error, "The version could not be saved");
    return false;
  }
}
