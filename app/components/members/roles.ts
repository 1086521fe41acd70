import type { InviteDto, MemberRole, ProductRole } from "@shared/contracts/product-members";

/** One line per role on what it may do (docs/product.md#members-and-roles, the permission table). */
export const ROLE_HINTS: Record<MemberRole, string> = {
  editor: "Can edit the brief and personas, run tools, save and refine items, and comment.",
  commenter: "Can read everything in the product and comment.",
  viewer: "Can read everything in the product.",
};

/** A member's role as a sentence names it: "an editor", "a viewer". */
export function roleWithArticle(role: MemberRole): string {
  return `${role === "editor" ? "an" : "a"} ${role}`;
}

/** The line a member reads on the product page, e.g. "You are a viewer". */
export function yourRoleLine(role: ProductRole): string {
  return role === "owner" ? "You own this product" : `You are ${roleWithArticle(role)}`;
}

/** Who may accept an invite link: its e-mail address, or anyone who has it. */
export function inviteAudience(invite: Pick<InviteDto, "email">): string {
  return invite.email ?? "Anyone with the link";
}
