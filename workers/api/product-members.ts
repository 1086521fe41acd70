import { Hono } from "hono";
import type { Context } from "hono";
import {
  acceptInviteRequestSchema,
  createInviteRequestSchema,
  INVITE_MESSAGES,
  MEMBER_LIMITS,
  ROLE_MESSAGES,
  updateMemberRequestSchema,
  type AcceptInviteResponse,
  type CreateInviteResponse,
  type InvitePreview,
  type MembersResponse,
} from "../../shared/contracts/product-members";
import type { AppOrigin } from "../config";
import {
  acceptInvite,
  changeMemberRole,
  createInvite,
  findProductRole,
  listMembers,
  previewInvite,
  removeMember,
  revokeInvite,
  type InviteRefusal,
} from "../../db/queries/product-members";
import { findProductForMember } from "../../db/queries/products";
import { throttleKey } from "../../db/queries/throttle";
import { admitHourly } from "./hourly-bound";
import { requireUser } from "../auth/session-middleware";
import { ApiError } from "../errors";
import type { AppEnv } from "../hono-env";
import { notifyUser } from "../realtime/notify";
import { closeRoomUser } from "../realtime/room-notify";
import { productEventSummary, productNotFound, roleRefused } from "./products";
import { readJson } from "./read-json";

/** Member writes (invites made or revoked, roles changed, members removed, invites accepted) per user per hour. */
export const MEMBER_WRITES_PER_HOUR = 120;

/** Counts one member write against its user before anything is read: a refused one counts too. */
const admitMemberWrite = (c: Context<AppEnv>, userId: string) =>
  admitHourly(c, throttleKey.memberWrites(userId), MEMBER_WRITES_PER_HOUR, "You have changed a lot of members and invites this hour.");

/** The owner-only actions: a stranger gets the product's 404, a member 403. */
async function requireOwner(c: Context<AppEnv>, userId: string, productId: string): Promise<void> {
  const role = await findProductRole(c.var.db, userId, productId);
  if (!role) throw productNotFound();
  if (role !== "owner") throw roleRefused(ROLE_MESSAGES.ownerOnly);
}

/**
 * The link the owner copies: from APP_ORIGIN, never from the request's Host header (a forged one
 * would hand out links to someone else's site). Without APP_ORIGIN, the path alone.
 */
function inviteUrl(appOrigin: AppOrigin, token: string): string {
  const path = `/invite/${token}`;
  return "origin" in appOrigin ? new URL(path, appOrigin.origin).toString() : path;
}

/** Why an invite was refused, as the API answers it (the page shows the same words). */
export function inviteRefused(refusal: InviteRefusal): ApiError {
  switch (refusal) {
    case "notValid":
      return new ApiError(404, "not_found", INVITE_MESSAGES.notValid);
    case "expired":
      return new ApiError(410, "gone", INVITE_MESSAGES.expired);
    case "otherEmail":
      return new ApiError(403, "forbidden", INVITE_MESSAGES.otherEmail);
    case "ownProduct":
      return new ApiError(409, "conflict", INVITE_MESSAGES.ownProduct);
    case "removed":
      return new ApiError(403, "forbidden", INVITE_MESSAGES.removed);
    case "full":
      return new ApiError(409, "conflict", INVITE_MESSAGES.full);
  }
}

const memberNotFound = () => new ApiError(404, "not_found", "This person is not a member of the product.");

/** Tells a member their access changed, so their open product page and Products list re-read. */
async function notifyMemberChange(c: Context<AppEnv>, memberId: string, productId: string, removed: boolean): Promise<void> {
  if (removed) {
    await notifyUser(c.env, memberId, { type: "product.deleted", productId });
    return;
  }
  const product = await findProductForMember(c.var.db, memberId, productId);
  if (product) await notifyUser(c.env, memberId, { type: "product.updated", product: productEventSummary(product) });
}

/** `/api/products/:id/members` and `/api/products/:id/invites` (docs/product.md#members-and-roles). */
export const productMemberRoutes = new Hono<AppEnv>()
  .get("/:id/members", async (c) => {
    const user = requireUser(c);
    const listed = await listMembers(c.var.db, user.id, c.req.param("id"));
    if (!listed) throw productNotFound();
    return c.json(listed satisfies MembersResponse);
  })
  .post("/:id/invites", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const body = await readJson(c, createInviteRequestSchema);
    await admitMemberWrite(c, user.id);
    await requireOwner(c, user.id, id);
    const invite = await createInvite(c.var.db, user.id, id, body);
    if (!invite) {
      // The INSERT refused it: past the open invites' bound, or the product went in between.
      if ((await findProductRole(c.var.db, user.id, id)) !== "owner") throw productNotFound();
      throw new ApiError(409, "conflict", INVITE_MESSAGES.tooManyInvites);
    }
    const { token, ...shown } = invite;
    return c.json({ invite: { ...shown, url: inviteUrl(c.var.config.APP_ORIGIN, token) } } satisfies CreateInviteResponse, 201);
  })
  .delete("/:id/invites/:inviteId", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    await admitMemberWrite(c, user.id);
    await requireOwner(c, user.id, id);
    if (!(await revokeInvite(c.var.db, user.id, id, c.req.param("inviteId")))) {
      throw new ApiError(404, "not_found", "This invite link is not open any more.");
    }
    return c.body(null, 204);
  })
  .patch("/:id/members/:userId", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const memberId = c.req.param("userId");
    const { role } = await readJson(c, updateMemberRequestSchema);
    await admitMemberWrite(c, user.id);
    await requireOwner(c, user.id, id);
    const member = await changeMemberRole(c.var.db, user.id, id, memberId, role);
    if (!member) throw memberNotFound();
    await Promise.all([notifyMemberChange(c, memberId, id, false), closeRoomUser(c.env, id, memberId, "role")]);
    return c.json({ member });
  })
  .delete("/:id/members/:userId", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    const memberId = c.req.param("userId");
    await admitMemberWrite(c, user.id);
    const role = await findProductRole(c.var.db, user.id, id);
    if (!role) throw productNotFound();
    if (memberId === user.id) {
      if (role === "owner") throw new ApiError(409, "conflict", "You own this product: delete it instead of leaving it.");
    } else if (role !== "owner") {
      throw roleRefused(ROLE_MESSAGES.ownerOnly);
    }
    if (!(await removeMember(c.var.db, user.id, id, memberId))) throw memberNotFound();
    await Promise.all([notifyMemberChange(c, memberId, id, true), closeRoomUser(c.env, id, memberId, "removed")]);
    return c.body(null, 204);
  });

/** `/api/invites`: what an invite link offers, and joining by it (a signed-in user). */
export const inviteRoutes = new Hono<AppEnv>()
  .post("/accept", async (c) => {
    const user = requireUser(c);
    const { token } = await readJson(c, acceptInviteRequestSchema);
    await admitMemberWrite(c, user.id);
    const outcome = await acceptInvite(c.var.db, user.id, token);
    if (!outcome.ok) throw inviteRefused(outcome.refusal);
    // Their Products list and any open page of the product learn it now.
    const product = await findProductForMember(c.var.db, user.id, outcome.productId);
    if (product) await notifyUser(c.env, user.id, { type: "product.created", product: productEventSummary(product) });
    return c.json({ productId: outcome.productId, role: outcome.role } satisfies AcceptInviteResponse);
  })
  .get("/:token", async (c) => {
    const user = requireUser(c);
    const token = c.req.param("token");
    if (token.length > MEMBER_LIMITS.tokenCharacters) throw inviteRefused("notValid");
    const outcome = await previewInvite(c.var.db, user, token);
    if (!outcome.ok) throw inviteRefused(outcome.refusal);
    return c.json(outcome.preview satisfies InvitePreview);
  });
