import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import type { ResultVersion } from "@shared/result-versions";
import { apiRequest, contractOf } from "../api-client";
import { readConversationSummaryResponse, readResultVersion } from "../read-api-data";

/** A shared conversation (`/api/shares/:shareId`), as its public page and "Continue in my account" call it. */

const sharePath = (shareId: string) => `/api/shares/${encodeURIComponent(shareId)}`;

/** Copies the shared conversation into the signed-in visitor's History; answers the copy. */
export async function copySharedConversation(shareId: string): Promise<ConversationSummaryDto> {
  const { conversation } = await apiRequest(`${sharePath(shareId)}/copy`, contractOf(readConversationSummaryResponse), {
    method: "POST",
    fallbackError: "Could not copy the conversation",
  });
  return conversation;
}

/** One version of a shared result, whole. */
export async function readSharedVersion(shareId: string, number: number): Promise<ResultVersion> {
  const { version } = await apiRequest(`${sharePath(shareId)}/versions/${number}`, contractOf(readResultVersion), {
    fallbackError: "The version could not be opened",
  });
  return version;
}
