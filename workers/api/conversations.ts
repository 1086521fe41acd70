import { Hono } from "hono";
import {
  CONVERSATION_LIMITS,
  conversationSearchQuerySchema,
  renameConversationRequestSchema,
  saveConversationRequestSchema,
  shareRequestSchema,
  toConversationSummaryDto,
  type ConversationListResponse,
  type ConversationResponse,
  type ConversationSearchResponse,
} from "../../shared/contracts/conversations";
import { newId } from "../../db/ids";
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  renameConversation,
  setShareId,
} from "../../db/queries/conversations";
import { searchConversations, searchWords } from "../../db/queries/search";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { readJson } from "./read-json";

const notFound = () => new ApiError(404, "not_found", "Conversation not found.");

const summaryDto = toConversationSummaryDto;

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
    const rows = await searchConversations(c.var.db, user.id, { words, kind, limit: limit + 1, before: parseCursor(c.req.query("cursor")) });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: ConversationSearchResponse = {
      conversations: page.map((row) => ({ ...summaryDto(row), snippet: row.snippet })),
      nextCursor: rows.length > limit && last ? cursorOf(last) : null,
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
    const { messages, tool } = await readJson(c, saveConversationRequestSchema);
    const saved = await createConversation(c.var.db, user.id, messages, { tool });
    const conversation = summaryDto(saved);
    await notifyUser(c.env, user.id, { type: "conversation.inserted", conversation });
    return c.json({ conversation }, 201);
  })
  .get("/:id", async (c) => {
    const user = requireUser(c);
    const found = await getConversation(c.var.db, user.id, c.req.param("id"));
    if (!found) throw notFound();
    const body: ConversationResponse = {
      conversation: {
        ...summaryDto(found),
        shareId: found.shareId,
        shareScreens: found.shareScreens,
        messages: found.messages.map((m) => ({ ...m, createdAt: m.createdAt.getTime() })),
      },
    };
    return c.json(body);
  })
  .patch("/:id", async (c) => {
    const user = requireUser(c);
    const { title } = await readJson(c, renameConversationRequestSchema);
    const renamed = await renameConversation(c.var.db, user.id, c.req.param("id"), title);
    if (!renamed) throw notFound();
    const conversation = summaryDto(renamed);
    // Every open tab (History, Recent Projects, the conversation page) shows the new title.
    await notifyUser(c.env, user.id, { type: "conversation.updated", conversation: { id: conversation.id, title: conversation.title, updatedAt: conversation.updatedAt, tool: conversation.tool } });
    return c.json({ conversation });
  })
  .delete("/:id", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    if (!(await deleteConversation(c.var.db, user.id, id))) throw notFound();
    await notifyUser(c.env, user.id, { type: "conversation.deleted", conversationId: id });
    return c.body(null, 204);
  })
  .post("/:id/share", async (c) => {
    const user = requireUser(c);
    const { includeScreens = false } = c.req.header("content-length") && c.req.header("content-length") !== "0" ? await readJson(c, shareRequestSchema) : {};
    const db = c.var.db;
    const existing = await getConversation(db, user.id, c.req.param("id"));
    if (!existing) throw notFound();
    // A share link id is an id like any other: 160 random bits, unguessable.
    const updated = await setShareId(db, user.id, existing.id, existing.shareId ?? newId(), { shareScreens: includeScreens });
    if (!updated?.shareId) throw notFound();
    if (!existing.shareId) {
      await notifyUser(c.env, user.id, { type: "conversation.updated", conversation: { id: updated.id, title: updated.title, updatedAt: updated.updatedAt.getTime() } });
    }
    return c.json({ shareId: updated.shareId, url: new URL(`/share/${updated.shareId}`, c.req.url).toString(), includeScreens });
  })
  .delete("/:id/share", async (c) => {
    const user = requireUser(c);
    const updated = await setShareId(c.var.db, user.id, c.req.param("id"), null);
    if (!updated) throw notFound();
    await notifyUser(c.env, user.id, { type: "conversation.updated", conversation: { id: updated.id, title: updated.title, updatedAt: updated.updatedAt.getTime() } });
    return c.body(null, 204);
  });
