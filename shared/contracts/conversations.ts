import { z } from "zod";
import { MAX_RESULT_VERSIONS, MAX_VERSION_NOTE_CHARS, splitVersions, TOO_MANY_VERSIONS_MESSAGE } from "../result-versions";
import { cleanDisplayText, displayTextSchema, rawDisplayTextMax, withoutControls } from "./display-text";
import { boundedArray } from "./bounded-array";
import { MEMBER_ROLES } from "./product-members";
import { TOOL_NAMES } from "./tool-names";

/** The optional `productId` chat, tool functions and Save accept (owned by the user, else 404). */
export const productIdSchema = z
  .string({ error: "A product id must be text" })
  .min(1, "A product id cannot be empty")
  .max(64, "A product id must be at most 64 characters");

/** Limits on what a saved conversation may hold (per message and per save). */
export const CONVERSATION_LIMITS = {
  messagesPerSave: 200,
  charactersPerMessage: 32_000,
  pageSize: 20,
} as const;

export const chatRoleSchema = z.enum(["user", "assistant"]);

export const storedMessageInputSchema = z.object({
  role: chatRoleSchema,
  content: z
    .string()
    .min(1, "A message cannot be empty")
    .max(CONVERSATION_LIMITS.charactersPerMessage, `A message must be at most ${CONVERSATION_LIMITS.charactersPerMessage} characters`)
    .transform(withoutControls)
    .refine((text) => text.length > 0, "A message cannot be empty"),
});

/** POST /api/conversations — "Save": needs at least one message (docs/product.md#what-a-saved-conversation-holds). */
export const saveConversationRequestSchema = z
  .object({
    /** Set when saving a tool's result (the tool function's name); absent for a Quick Chat. */
    tool: z.enum(TOOL_NAMES).optional(),
    /** Saves it into this product (docs/product.md#products): owned by the user, else 404 and nothing saved. */
    productId: productIdSchema.optional(),
    messages: boundedArray(storedMessageInputSchema, {
      min: 1,
      tooFew: "Saving a chat needs at least one message",
      max: CONVERSATION_LIMITS.messagesPerSave,
      tooMany: `A conversation can hold at most ${CONVERSATION_LIMITS.messagesPerSave} messages per save`,
    }),
    /**
     * A tool result's structured results, one per version in order: kept with the versions' Markdown
     * (docs/product.md#versions). Each is checked against the tool's response contract by the server.
     */
    responses: z.array(z.unknown()).max(MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE).optional(),
  })
  // A tool result opens with its brief, what was asked (shared/result-versions.ts).
  .refine((body) => !body.tool || body.messages[0]?.role === "user", {
    message: "A saved result starts with what was asked: a user message",
    path: ["messages"],
  })
  // Counted as they will be stored: Version 1 has no note, so the notes after the brief are one fewer than the versions.
  .refine((body) => !body.tool || splitVersions(body.messages).length <= MAX_RESULT_VERSIONS, {
    message: TOO_MANY_VERSIONS_MESSAGE,
    path: ["messages"],
  })
  // What made each version is an instruction or a note, never a document.
  .refine(
    (body) => !body.tool || body.messages.slice(1).every((m) => m.role === "assistant" || m.content.length <= MAX_VERSION_NOTE_CHARS),
    {
      message: `What made a version can be at most ${MAX_VERSION_NOTE_CHARS.toLocaleString("en-US")} characters`,
      path: ["messages"],
    },
  );
export type SaveConversationRequest = z.infer<typeof saveConversationRequestSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.number(),
  shared: z.boolean(),
  tool: z.enum(TOOL_NAMES).nullable(),
  /**
   * The product it is saved in; null for none. Absent only where the answer does not say
   * (a summary built from a query that does not read the column).
   */
  productId: z.string().nullable().optional(),
});
export type ConversationSummaryDto = z.infer<typeof conversationSummarySchema>;

/** The answer of a save (`POST /api/conversations`), a rename or move (`PATCH …/:id`) and a share's copy. */
export const conversationSummaryResponseSchema = z.object({ conversation: conversationSummarySchema });
export type ConversationSummaryResponse = z.infer<typeof conversationSummaryResponseSchema>;

export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.number(),
});

/** What a version of a saved tool result is (docs/product.md#versions), without its parts. */
export const versionSummarySchema = z.object({
  number: z.number().int(),
  /** What made it: a refine's instruction, "Edited by hand", "Restored from Version N"; null for Version 1. */
  note: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
  /** Who saved it, when someone other than the reader did: their e-mail (docs/product.md#members-and-roles). */
  by: z.string().optional(),
});

/** One version of a saved tool result, whole. */
export const resultVersionSchema = versionSummarySchema.extend({
  /** Its Markdown parts, in order. */
  parts: z.array(z.string()),
});

/** GET /api/conversations/:id/versions/:number and GET /api/shares/:shareId/versions/:number */
export const resultVersionResponseSchema = z.object({ version: resultVersionSchema });
export type ResultVersionResponse = z.infer<typeof resultVersionResponseSchema>;

export const conversationResponseSchema = z.object({
  conversation: conversationSummarySchema.extend({
    shareId: z.string().nullable(),
    shareScreens: z.boolean(),
    /** A chat's messages; a tool result's brief. */
    messages: z.array(conversationMessageSchema),
    /** What a tool result's versions are, oldest first; empty for a chat. */
    versions: z.array(versionSummarySchema),
    /** A tool result's newest version, whole (older ones: GET …/versions/:number); null for a chat. */
    latestVersion: resultVersionSchema.nullable(),
    /** The caller's: "owner" of their own item, else their role in the product it is in (docs/product.md#members-and-roles). */
    role: z.enum(["owner", ...MEMBER_ROLES]),
    /** The name of the product it is in, null when in none. */
    productName: z.string().nullable(),
  }),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** POST /api/conversations/:id/share — optional body; screenshots stay private unless asked. */
export const shareRequestSchema = z.object({ includeScreens: z.boolean().optional() });
export const shareResponseSchema = z.object({ shareId: z.string(), url: z.string(), includeScreens: z.boolean() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** Server rows → the summary every client view uses. */
export function toConversationSummaryDto(row: {
  id: string;
  title: string;
  updatedAt: Date;
  shareId: string | null;
  tool: string | null;
  productId?: string | null;
}): ConversationSummaryDto {
  const tool = (TOOL_NAMES as readonly string[]).includes(row.tool ?? "") ? (row.tool as ConversationSummaryDto["tool"]) : null;
  const summary: ConversationSummaryDto = {
    id: row.id,
    title: row.title,
    updatedAt: row.updatedAt.getTime(),
    shared: row.shareId !== null,
    tool,
  };
  return row.productId === undefined ? summary : { ...summary, productId: row.productId };
}

/** Search and rename limits (docs/product.md#search-and-rename). */
export const SEARCH_LIMITS = { queryCharacters: 200, titleCharacters: 100, rawTitleCharacters: rawDisplayTextMax(100) } as const;

/** Marks around the matched words of a search snippet; the client splits on them (never as HTML). */
export const SNIPPET_MARK_START = "\u0002";
export const SNIPPET_MARK_END = "\u0003";

/** `kind` filter of a search: Quick Chat conversations ("chat") or one tool's saved results. */
export const searchKindSchema = z.enum(["chat", ...TOOL_NAMES], { error: "Unknown kind of conversation" });
export type SearchKind = z.infer<typeof searchKindSchema>;

/** GET /api/conversations?q=<words>&kind=<kind>&cursor=<cursor> */
export const conversationSearchQuerySchema = z.object({
  q: z.string().max(SEARCH_LIMITS.queryCharacters, `A search can be at most ${SEARCH_LIMITS.queryCharacters} characters`).optional(),
  kind: searchKindSchema.optional(),
});

export const conversationSearchHitSchema = conversationSummarySchema.extend({
  /** A passage around the match, with SNIPPET_MARK_START/END around matched words; null without words. */
  snippet: z.string().nullable(),
});
export type ConversationSearchHit = z.infer<typeof conversationSearchHitSchema>;

export const conversationSearchResponseSchema = z.object({
  conversations: z.array(conversationSearchHitSchema),
  nextCursor: z.string().nullable(),
  /** Present while older saved work is still being indexed: the results may miss some of it. */
  indexing: z.literal(true).optional(),
});
export type ConversationSearchResponse = z.infer<typeof conversationSearchResponseSchema>;

/** Text as a title may show it (docs/product.md#clean-titles): the one rule for every name and title. */
export const cleanTitle = cleanDisplayText;

/** The title a user typed, checked as it will be stored: 1–100 characters after clean-up. */
export const renameTitleSchema = displayTextSchema("A title", SEARCH_LIMITS.titleCharacters);

/** PATCH /api/conversations/:id — "Rename". */
export const renameConversationRequestSchema = z.object({ title: renameTitleSchema });
export type RenameConversationRequest = z.input<typeof renameConversationRequestSchema>;

/**
 * PATCH /api/conversations/:id — "Rename" and/or move into a product (an id the user owns, else
 * 404 and nothing changes) or out of it (null).
 */
export const updateConversationRequestSchema = z
  .object({ title: renameTitleSchema.optional(), productId: productIdSchema.nullable().optional() })
  // Renaming is what this route mostly does, so an empty patch reads as the rename's missing title.
  .refine((patch) => patch.title !== undefined || patch.productId !== undefined, "A title is required");
export type UpdateConversationRequest = z.input<typeof updateConversationRequestSchema>;
