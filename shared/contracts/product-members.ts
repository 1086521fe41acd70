import { z } from "zod";

/**
 * A product is a team's (docs/product.md#members-and-roles): its owner invites people by a link,
 * one link per role. The owner is not a member row; every other person with access is.
 */
export const MEMBER_ROLES = ["editor", "commenter", "viewer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type ProductRole = "owner" | MemberRole;

/** What each role may do, weakest first: a role may do everything the ones before it may. */
export const ROLE_RANK: Record<ProductRole, number> = { viewer: 0, commenter: 1, editor: 2, owner: 3 };
export const ROLE_LABELS: Record<ProductRole, string> = { owner: "Owner", editor: "Editor", commenter: "Commenter", viewer: "Viewer" };

export function hasRole(role: ProductRole, atLeast: ProductRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[atLeast];
}

export const MEMBER_LIMITS = {
  /** People in one product besides its owner. */
  membersPerProduct: 20,
  /** Invite links not yet accepted, revoked or expired, per product. */
  pendingInvitesPerProduct: 20,
  /** How long an invite link works. */
  inviteDays: 7,
  emailCharacters: 254,
  tokenCharacters: 128,
} as const;

const roleSchema = z.enum(MEMBER_ROLES, { error: "Choose a role: editor, commenter or viewer" });

/** `POST /api/products/:id/invites`: one link for one role, optionally only for one e-mail address. */
export const createInviteRequestSchema = z.object({
  role: roleSchema,
  email: z
    .string({ error: "The e-mail address must be text" })
    .trim()
    .max(MEMBER_LIMITS.emailCharacters, `The e-mail address must be at most ${MEMBER_LIMITS.emailCharacters} characters`)
    .transform((value) => value.toLowerCase())
    .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address, or leave it empty")]))
    .transform((value) => value || null)
    .optional()
    .transform((value) => value ?? null),
});
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

/** A pending invite as its owner sees it in the list (the link itself is shown once, when made). */
export const inviteSchema = z.object({
  id: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** Only this address may accept it; null: anyone with the link. */
  email: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type InviteDto = z.infer<typeof inviteSchema>;

/** `POST /api/products/:id/invites` answers 201 with the invite and its link, the only time the link is shown. */
export const createInviteResponseSchema = z.object({ invite: inviteSchema.extend({ url: z.string() }) });
export type CreateInviteResponse = z.infer<typeof createInviteResponseSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(["owner", ...MEMBER_ROLES]),
  /** When they joined (the owner: when the product was made). */
  addedAt: z.number(),
});
export type MemberDto = z.infer<typeof memberSchema>;

/**
 * `GET /api/products/:id/members`: everyone in the product, owner first; `invites` (pending ones)
 * only for the owner, an empty list for everyone else.
 */
export const membersResponseSchema = z.object({ members: z.array(memberSchema), invites: z.array(inviteSchema) });
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** `PATCH /api/products/:id/members/:userId` (owner only). */
export const updateMemberRequestSchema = z.object({ role: roleSchema });
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;

/** `POST /api/invites/accept`: the token from the link `/invite/{token}`, by a signed-in user. */
export const acceptInviteRequestSchema = z.object({
  token: z
    .string({ error: "The invite token must be text" })
    .min(1, "The invite token cannot be empty")
    .max(MEMBER_LIMITS.tokenCharacters, "This invite link is not valid."),
});
export const acceptInviteResponseSchema = z.object({ productId: z.string(), role: z.enum(MEMBER_ROLES) });
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;

/** What `/invite/{token}` shows before the invite is accepted. */
export const invitePreviewSchema = z.object({
  productName: z.string(),
  ownerEmail: z.string(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: z.number(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** The messages a refused invite answers with, word for word in the API and on the page. */
export const INVITE_MESSAGES = {
  notValid: "This invite link is not valid. Ask the product's owner for a new one.",
  expired: "This invite link has expired. Ask the product's owner for a new one.",
  otherEmail: "This invite is for another e-mail address. Sign in with the address it was sent to.",
  ownProduct: "You own this product already.",
  removed: "The owner removed you from this product. Ask them for a new invite link.",
  full: `This product has ${MEMBER_LIMITS.membersPerProduct} members, the most it can have.`,
  tooManyInvites: `This product has ${MEMBER_LIMITS.pendingInvitesPerProduct} open invite links, the most it can have. Revoke one first.`,
} as const;

/** What a member without the right is told (403), by what they tried. */
export const ROLE_MESSAGES = {
  ownerOnly: "Only the product's owner can do that.",
  editorOnly: "Your role in this product lets you read and comment, not edit. Ask the owner to make you an editor.",
  commenterOnly: "Your role in this product lets you read only. Ask the owner to let you comment.",
} as const;
