import type {
  AcceptInviteResponse,
  CreateInviteRequest,
  CreateInviteResponse,
  InvitePreview,
  MemberDto,
  MemberRole,
  MembersResponse,
} from "@shared/contracts/product-members";
import { apiRequest, apiSend } from "../api-client";

/**
 * Members and invite links of a product (`/api/products/:id/members`, `/invites`, `/api/invites`;
 * docs/product.md#members-and-roles). Answers are checked with the shared contract, loaded with
 * the first call so pages that never share ship no zod.
 */

const contracts = () => import("@shared/contracts/product-members");
const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

/** Everyone in the product, owner first, and (for the owner) the open invite links. */
export async function listMembers(productId: string, { signal }: { signal?: AbortSignal } = {}): Promise<MembersResponse> {
  const { membersResponseSchema } = await contracts();
  return apiRequest(`${productPath(productId)}/members`, membersResponseSchema, {
    signal,
    fallbackError: "The members could not be loaded",
  });
}

/** Makes an invite link for one role; its `url` is shown this once. */
export async function createInvite(productId: string, body: CreateInviteRequest): Promise<CreateInviteResponse["invite"]> {
  const { createInviteResponseSchema } = await contracts();
  const { invite } = await apiRequest(`${productPath(productId)}/invites`, createInviteResponseSchema, {
    method: "POST",
    body: JSON.stringify(body),
    fallbackError: "Failed to make the invite link",
  });
  return invite;
}

export function revokeInvite(productId: string, inviteId: string): Promise<void> {
  return apiSend(`${productPath(productId)}/invites/${encodeURIComponent(inviteId)}`, {
    method: "DELETE",
    fallbackError: "Failed to revoke the invite link",
  });
}

export async function changeMemberRole(productId: string, userId: string, role: MemberRole): Promise<MemberDto> {
  const { memberSchema } = await contracts();
  const { z } = await import("zod");
  const { member } = await apiRequest(
    `${productPath(productId)}/members/${encodeURIComponent(userId)}`,
    z.object({ member: memberSchema }),
    {
      method: "PATCH",
      body: JSON.stringify({ role }),
      fallbackError: "Failed to change the role",
    },
  );
  return member;
}

/** The owner removing a member, or a member removing themselves (leaving). */
export function removeMember(productId: string, userId: string, { leaving = false }: { leaving?: boolean } = {}): Promise<void> {
  return apiSend(`${productPath(productId)}/members/${encodeURIComponent(userId)}`, {
    method: "DELETE",
    fallbackError: leaving ? "Failed to leave the product" : "Failed to remove the member",
  });
}

/** What `/invite/{token}` shows before joining; refusals throw with the contract's INVITE_MESSAGES. */
export async function previewInvite(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<InvitePreview> {
  const { invitePreviewSchema } = await contracts();
  return apiRequest(`/api/invites/${encodeURIComponent(token)}`, invitePreviewSchema, {
    signal,
    fallbackError: "The invite could not be read",
  });
}

export async function acceptInvite(token: string): Promise<AcceptInviteResponse> {
  const { acceptInviteResponseSchema } = await contracts();
  return apiRequest("/api/invites/accept", acceptInviteResponseSchema, {
    method: "POST",
    body: JSON.stringify({ token }),
    fallbackError: "Failed to join the product",
  });
}
