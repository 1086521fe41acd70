import type {
  ConversationListResponse,
  ConversationResponse,
  ConversationSearchResponse,
  ConversationSummaryDto,
  SaveConversationRequest,
  SearchKind,
  ShareResponse,
} from "@shared/contracts/conversations";
import type { ResultVersion } from "@shared/result-versions";
import { apiRequest, apiSend, contractOf } from "../api-client";
import {
  readConversationList,
  readConversationSearch,
  readConversationSummaryResponse,
  readResultVersion,
  readShareResponse,
} from "../read-api-data";

/**
 * Saved conversations and results (`/api/conversations`), as History, Recent Projects, chat, the
 * tools and the conversation page call them. Answers are read zod-free (read-api-data.ts): the
 * dashboard lists and saves conversations and ships no zod.
 */

const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
const summaryResponse = contractOf(readConversationSummaryResponse);

/** One page of the saved conversations, newest first; `cursor` is the previous page's `nextCursor`. */
export function listConversations(cursor?: string | null): Promise<ConversationListResponse> {
  const path = cursor ? `/api/conversations?cursor=${encodeURIComponent(cursor)}` : "/api/conversations";
  return apiRequest(path, contractOf(readConversationList), { fallbackError: "Failed to load conversations" });
}

export type ConversationSearch = { query: string; kind: SearchKind | "all"; cursor?: string | null };

/** The address of a search: the same words and kind make the same address (a search's identity). */
export function conversationSearchPath({ query, kind, cursor }: ConversationSearch): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (kind !== "all") params.set("kind", kind);
  if (cursor) params.set("cursor", cursor);
  return `/api/conversations?${params}`;
}

export function searchConversations(
  search: ConversationSearch,
  { signal, fallbackError = "Search failed" }: { signal?: AbortSignal; fallbackError?: string } = {},
): Promise<ConversationSearchResponse> {
  return apiRequest(conversationSearchPath(search), contractOf(readConversationSearch), { signal, fallbackError });
}

/**
 * A saved conversation, whole (its messages, its versions, its newest version). Its contract, with
 * zod, is loaded with the first call: the pages that list conversations ship none.
 */
export async function readConversation(id: string, { fallbackError = "Failed to load conversation" } = {}): Promise<ConversationResponse> {
  const { conversationResponseSchema } = await import("@shared/contracts/conversations");
  return apiRequest(conversationPath(id), conversationResponseSchema, { fallbackError });
}

/** "Save": a chat, or a tool's result with its versions; rejects with the server's message. */
export async function saveConversation(body: SaveConversationRequest): Promise<ConversationSummaryDto> {
  const { conversation } = await apiRequest("/api/conversations", summaryResponse, {
    method: "POST",
    body: JSON.stringify(body),
    fallbackError: "Save failed",
  });
  return conversation;
}

/** "Rename": answers the conversation with the title as the server cleaned and stored it. */
export async function renameConversation(id: string, title: string): Promise<ConversationSummaryDto> {
  const { conversation } = await apiRequest(conversationPath(id), summaryResponse, {
    method: "PATCH",
    body: JSON.stringify({ title }),
    fallbackError: "Failed to rename",
  });
  return conversation;
}

/** Moves it into a product, or out of any (null). */
export async function moveConversation(id: string, productId: string | null): Promise<ConversationSummaryDto> {
  const { conversation } = await apiRequest(conversationPath(id), summaryResponse, {
    method: "PATCH",
    body: JSON.stringify({ productId }),
    fallbackError: "Failed to move",
  });
  return conversation;
}

/** `keepalive` lets the deletion finish when the tab is closed meanwhile. */
export function deleteConversation(id: string, { keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
  return apiSend(conversationPath(id), { method: "DELETE", keepalive, fallbackError: "Failed to delete" });
}

/** Creates the public read-only link (or changes whether it shows screenshots); answers the link. */
export function shareConversation(id: string, includeScreens: boolean): Promise<ShareResponse> {
  return apiRequest(`${conversationPath(id)}/share`, contractOf(readShareResponse), {
    method: "POST",
    body: JSON.stringify({ includeScreens }),
    fallbackError: "Failed to create the share link",
  });
}

export function unshareConversation(id: string): Promise<void> {
  return apiSend(`${conversationPath(id)}/share`, { method: "DELETE", fallbackError: "Failed to revoke the share link" });
}

/** One version of a saved result, whole (pages carry only the newest). */
export async function readSavedVersion(id: string, number: number): Promise<ResultVersion> {
  const { version } = await apiRequest(`${conversationPath(id)}/versions/${number}`, contractOf(readResultVersion), {
    fallbackError: "The version could not be opened",
  });
  return version;
}

/**
 * Stores a version made without the model: a hand edit (with its parts) or a restore (the server
 * copies), made on `baseVersion` (a 409 version_conflict when someone saved past it; read its
 * `latest` with readVersionConflict).
 */
export function appendVersion(id: string, version: { note: string; parts?: string[]; baseVersion?: number }): Promise<void> {
  return apiSend(`${conversationPath(id)}/versions`, {
    method: "POST",
    body: JSON.stringify(version),
    fallbackError: "The version could not be saved",
  });
}
