import { Hono } from "hono";
import { toolContracts, tooManyParts, type ToolName } from "../../tools/contracts";
import { splitVersions } from "../../shared/result-versions";
import {
  CONVERSATION_LIMITS,
  conversationSearchQuerySchema,
  saveConversationRequestSchema,
  shareRequestSchema,
  toConversationSummaryDto,
  updateConversationRequestSchema,
  type ConversationListResponse,
  type ConversationResponse,
  type ConversationSearchResponse,
  type ConversationSummaryResponse,
  type ShareResponse,
} from "../../shared/contracts/conversations";
import { conversationEventSummary } from "../../shared/realtime-events";
import { newId } from "../../db/ids";
import {
  createConversation,
  createConversationInProduct,
  deleteConversation,
  findOwnedConversation,
  getConversation,
  listConversations,
  setShareId,
  updateConversation,
} from "../../db/queries/conversations";
import type { Database } from "../../db/client";
import { findOwnedProduct } from "../../db/queries/products";
import { getReadableConversation } from "../../db/queries/readable-conversations";
import { searchConversations } from "../../db/queries/search";
import { continueSearchBackfill } from "../../db/queries/search-backfill";
import { searchWords } from "../../db/search-text";
import { requireUser } from "../auth/session-middleware";
import type { AppOrigin } from "../config";
import { findProductRole } from "../../db/queries/product-members";
import { ApiError, memberStorageRefusal } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { notifyRoom } from "../realtime/room-notify";
import { conversationNotFound as notFound, conversationWriteRefusal, productWorkRefusal } from "./conversation-refusal";
import { productEventSummary, productNotFound } from "./products";
import { asReaderSees } from "./member-view";
import { admitItemWrite } from "./hourly-bound";
import { readJson } from "./read-json";

const summaryDto = toConversationSummaryDto;

const eventSummary = conversationEventSummary;

/** Cursor = "<updatedAt ms>.<id>" of the last row of the previous page. */
function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [time, id] = cursor.split(".");
  const updatedAt = Number(time);
  if (!id || !Number.isFinite(updatedAt)) throw new ApiError(400, "bad_request", "The page cursor is not valid.");
  return { updatedAt: new Date(updatedAt), id };
}

const cursorOf = (row: { updatedAt: Date; id: string }) => `${row.updatedAt.getTime()}.${row.id}`;

/** `?q=` and `?kind=`, checked like a body: the first failing message as a 400. */
function parseSearch(c: { req: { query(name: string): string | undefined } }) {
  const parsed = conversationSearchQuerySchema.safeParse({ q: c.req.query("q"), kind: c.req.query("kind") });
  if (!parsed.success) throw new ApiError(400, "validation_error", parsed.error.issues[0]?.message ?? "The search is not valid.");
  return parsed.data;
}

export const conversationRoutes = new Hono<AppEnv>()
  .get("/", async (c, next) => {
    // Without q or kind this is the plain list below; with either, a search with the same paging.
    const user = requireUser(c);
    const { q, kind } = parseSearch(c);
    if (q === undefined && kind === undefined) return next();
    const limit = CONVERSATION_LIMITS.pageSize;
    const words = searchWords(q ?? "");
    // Text with no letters or digits ("--", "\"\"") can match nothing; an empty page, not an error.
    if (q?.trim() && words.length === 0) return c.json({ conversations: [], nextCursor: null } satisfies ConversationSearchResponse);
    // Work saved before search was keyed by user is indexed first, a bounded part per search.
    const indexed = words.length === 0 || (await continueSearchBackfill(c.var.db, user.id));
    const rows = await searchConversations(c.var.db, user.id, {
      words,
      kind,
      limit: limit + 1,
      before: parseCursor(c.req.query("cursor")),
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: ConversationSearchResponse = {
      conversations: page.map((row) => ({ ...summaryDto(row), snippet: row.snippet })),
      nextCursor: rows.length > limit && last ? cursorOf(last) : null,
      ...(indexed ? {} : { indexing: true }),
    };
    return c.json(body);
  })
  .get("/", async (c) => {
    const user = requireUser(c);
    const limit = CONVERSATION_LIMITS.pageSize;
    const rows = await listConversations(c.var.db, user.id, { limit: limit + 1, before: parseCursor(c.req.query("cursor")) });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: ConversationListResponse = {
      conversations: page.map(summaryDto),
      nextCursor: rows.length > limit && last ? cursorOf(last) : null,
    };
    return c.json(body);
  })
  .post("/", async (c) => {
    const user = requireUser(c);
    const { messages, tool, productId, responses: sent } = await readJson(c, saveConversationRequestSchema);
    if (tool) assertPartsWithinBound(tool, messages);
    const responses = structuredResponses(tool, messages, sent);
    if (productId === undefined) {
      const conversation = summaryDto(
        await createConversation(c.var.db, user.id, messages, { tool, responses, storage: c.var.config.storage }),
      );
      await notifyUser(c.env, user.id, { type: "conversation.inserted", conversation: eventSummary(conversation) });
      return c.json({ conversation } satisfies ConversationSummaryResponse, 201);
    }
    // Someone else's product is the same 404 as an unknown one, and nothing is saved.
    const saved = await createConversationInProduct(c.var.db, user.id, productId, messages, {
      tool,
      responses,
      storage: c.var.config.storage,
    }).catch(async (error: unknown) => {
      // A member's save met the share of the owner's storage others may fill: they are told to ask the owner.
      const refused = memberStorageRefusal(error);
      throw refused && (await findProductRole(c.var.db, user.id, productId)) !== "owner" ? refused : error;
    });
    if (!saved) throw await productWorkRefusal(c.var.db, user.id, productId);
    const conversation = summaryDto(saved);
    // The item is the owner's (an editor's too): their History and product pages show it, and
    // the product's room tells the members' pages (docs/product.md#members-and-roles).
    await notifyUser(c.env, saved.ownerId, { type: "conversation.inserted", conversation: eventSummary(conversation) });
    await notifyProductActivity(c, saved.ownerId, productId);
    await notifyRoom(c.env, productId, { type: "item.updated", conversationId: conversation.id });
    return c.json({ conversation } satisfies ConversationSummaryResponse, 201);
  })
  .get("/:id", async (c) => {
    const user = requireUser(c);
    // The owner's item, or one in a product the caller is a member of (docs/product.md#members-and-roles).
    const readable = await getReadableConversation(c.var.db, user.id, c.req.param("id"));
    if (!readable) throw notFound();
    const found = asReaderSees(readable);
    const body: ConversationResponse = {
      conversation: {
        ...summaryDto(found),
        role: found.role,
        productName: found.productName,
        shareId: found.shareId,
        shareScreens: found.shareScreens,
        messages: found.messages.map((m) => ({ ...m, createdAt: m.createdAt.getTime() })),
        versions: found.versions,
        latestVersion: found.latestVersion,
      },
    };
    return c.json(body);
  })
  .patch("/:id", async (c) => {
    const user = requireUser(c);
    const change = await readJson(c, updateConversationRequestSchema);
    await admitItemWrite(c, user.id);
    const id = c.req.param("id");
    // Where a move takes it from: members with it open there are told it left (only the owner moves, so their row).
    const from = change.productId !== undefined ? ((await findOwnedConversation(c.var.db, user.id, id))?.productId ?? null) : null;
    const updated = await updateConversation(c.var.db, user.id, id, change);
    if (!updated) {
      // Not theirs, or moving into a product that is not theirs: nothing changed either way. The
      // answer names what was not found, as it would for an unknown id of that kind.
      const movingIn = typeof change.productId === "string";
      if (movingIn && (await findOwnedConversation(c.var.db, user.id, id))) throw productNotFound();
      // A member is told what their role allows: moving is the owner's, renaming an edit.
      throw await conversationWriteRefusal(c.var.db, user.id, id, change.productId !== undefined ? "owner" : "edit");
    }
    const conversation = summaryDto(updated);
    // Every open tab of the owner (History, Recent Projects, the conversation page, product pages)
    // shows the new title or where the item now is, whoever renamed it.
    await notifyUser(c.env, updated.ownerId, { type: "conversation.updated", conversation: eventSummary(conversation) });
    if (typeof change.productId === "string") await notifyProductActivity(c, user.id, change.productId);
    await notifyItemRooms(c.env, id, { from, to: updated.productId ?? null });
    return c.json({ conversation } satisfies ConversationSummaryResponse);
  })
  .delete("/:id", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const deleted = await deleteConversation(c.var.db, user.id, id);
    if (!deleted) throw await conversationWriteRefusal(c.var.db, user.id, id, "owner");
    await notifyUser(c.env, user.id, { type: "conversation.deleted", conversationId: id });
    if (deleted.productId) await notifyRoom(c.env, deleted.productId, { type: "item.deleted", conversationId: id });
    return c.body(null, 204);
  })
  .post("/:id/share", async (c) => {
    const user = requireUser(c);
    const { includeScreens = false } =
      c.req.header("content-length") && c.req.header("content-length") !== "0" ? await readJson(c, shareRequestSchema) : {};
    const db = c.var.db;
    const existing = await getConversation(db, user.id, c.req.param("id"));
    if (!existing) throw await conversationWriteRefusal(db, user.id, c.req.param("id"), "owner");
    // A share link id is an id like any other: 160 random bits, unguessable.
    const updated = await setShareId(db, user.id, existing.id, existing.shareId ?? newId(), { shareScreens: includeScreens });
    if (!updated?.shareId) throw notFound();
    if (!existing.shareId) {
      await notifyUser(c.env, user.id, {
        type: "conversation.updated",
        conversation: { id: updated.id, title: updated.title, updatedAt: updated.updatedAt.getTime() },
      });
    }
    return c.json({
      shareId: updated.shareId,
      url: shareUrl(c.var.config.APP_ORIGIN, updated.shareId),
      includeScreens,
    } satisfies ShareResponse);
  })
  .delete("/:id/share", async (c) => {
    const user = requireUser(c);
    const updated = await setShareId(c.var.db, user.id, c.req.param("id"), null);
    if (!updated) throw await conversationWriteRefusal(c.var.db, user.id, c.req.param("id"), "owner");
    await notifyUser(c.env, user.id, {
      type: "conversation.updated",
      conversation: { id: updated.id, title: updated.title, updatedAt: updated.updatedAt.getTime() },
    });
    return c.body(null, 204);
  });

/** An item saved or moved into a product is activity of the product: product lists reorder live. */
async function notifyProductActivity(c: { env: Env; var: { db: Database } }, userId: string, productId: string) {
  const product = await findOwnedProduct(c.var.db, userId, productId);
  if (product) await notifyUser(c.env, userId, { type: "product.updated", product: productEventSummary(product) });
}

/**
 * The product rooms of an item that was renamed or moved: members with it open in the product it
 * left see that it is gone; in the product it is in (renamed, or moved in), their pages re-read.
 */
async function notifyItemRooms(env: Env, conversationId: string, { from, to }: { from: string | null; to: string | null }) {
  if (from && from !== to) await notifyRoom(env, from, { type: "item.deleted", conversationId });
  if (to) await notifyRoom(env, to, { type: "item.updated", conversationId });
}

/**
 * The link a user copies and sends on: from APP_ORIGIN, never from the request's Host header (a
 * forged one would hand out links to someone else's site). Without APP_ORIGIN, the path alone,
 * which the browser resolves against the page it is on.
 */
function shareUrl(appOrigin: AppOrigin, shareId: string): string {
  const path = `/share/${shareId}`;
  return "origin" in appOrigin ? new URL(path, appOrigin.origin).toString() : path;
}

/**
 * The structured results sent with a tool result's save, one per version, each as the tool's
 * response contract reads it (docs/product.md#versions); a save without them keeps its Markdown only.
 */
/** Each version of a saved result within its tool's own bound on parts (a wireframe set's 24 screens). */
function assertPartsWithinBound(tool: ToolName, messages: { role: "user" | "assistant"; content: string }[]) {
  for (const version of splitVersions(messages)) {
    const refused = tooManyParts(tool, version.parts.length);
    if (refused) throw new ApiError(400, "validation_error", refused);
  }
}

function structuredResponses(
  tool: ToolName | undefined,
  messages: { role: "user" | "assistant"; content: string }[],
  sent: unknown[] | undefined,
): unknown[] | undefined {
  if (sent === undefined) return undefined;
  if (!tool) throw new ApiError(400, "validation_error", "Structured results are only saved with a tool result");
  if (sent.length !== splitVersions(messages).length)
    throw new ApiError(400, "validation_error", "Send one structured result per saved version");
  return sent.map((response, index) => {
    const parsed = toolContracts[tool].response.safeParse(response);
    if (!parsed.success)
      throw new ApiError(400, "validation_error", `The structured result of Version ${index + 1} is not a valid ${tool} result`);
    return parsed.data;
  });
}
