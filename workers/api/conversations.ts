import { Hono } from "hono";
import {
  CONVERSATION_LIMITS,
  saveConversationRequestSchema,
  shareRequestSchema,
  toConversationSummaryDto,
  type ConversationListResponse,
  type ConversationResponse,
} from "../../shared/contracts/conversations";
import { newId } from "../../db/ids";
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  setShareId,
} from "../../db/queries/conversations";
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

export const conversationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const limit = CONVERSATION_LIMITS.pageSize;
    const rows = await listConversations(c.var.db, user.id, { limit: limit + 1, before: parseCursor(c.req.query("cursor")) });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: ConversationListResponse = {
      conversations: page.map(summaryDto),
      nextCursor: rows.length > limit && last ? `${last.updatedAt.getTime()}.${last.id}` : null,
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
