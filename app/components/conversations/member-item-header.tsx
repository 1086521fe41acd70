import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import type { MemberRole } from "@shared/contracts/product-members";
import { roleWithArticle } from "~/components/members/roles";
import { formatShortDate } from "~/lib/dates";
import { ConversationTitle } from "./conversation-title";

/**
 * What a member (not the owner) sees above a product's item (docs/product.md#members-and-roles):
 * its title (with "Rename" for an editor), and where it is with their role and a way back to the
 * product. Move, share and delete are the owner's.
 */
export function MemberItemHeader({
  conversationId,
  title,
  updatedAt,
  product,
  role,
  children,
}: {
  conversationId: string;
  title: string;
  updatedAt: number;
  product: { id: string; name: string };
  role: MemberRole;
  /** Below the lines: who else is on this item. */
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} — UX Twin`;
  }, [title]);
  return (
    <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
      {role === "editor" ? (
        <ConversationTitle conversationId={conversationId} title={title} />
      ) : (
        <h1 className="min-w-0 break-words text-lg font-medium">{title}</h1>
      )}
      <p className="text-sm text-muted">Last updated {formatShortDate(updatedAt)}</p>
      <p className="text-sm text-muted">
        In{" "}
        <Link
          to={`/products/${encodeURIComponent(product.id)}`}
          className="focus-ring rounded-sm font-medium text-ink underline underline-offset-2"
        >
          {product.name}
        </Link>{" "}
        · you are {roleWithArticle(role)}
      </p>
      {children}
    </div>
  );
}
