import { useState } from "react";
import { MEMBER_ROLES, ROLE_LABELS, type InviteDto, type MemberDto, type MemberRole } from "@shared/contracts/product-members";
import { Button } from "~/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { toast, toastError } from "~/components/ui/toast";
import { changeMemberRole, removeMember, revokeInvite } from "~/lib/api/members";
import { formatShortDate } from "~/lib/dates";
import { inviteAudience } from "./roles";

type OpenLinksProps = { productId: string; invites: InviteDto[]; onRevoked: (id: string) => void };

/** The owner's open invite links: role, who may accept it, when it expires, and "Revoke". */
export function OpenLinks({ productId, invites, onRevoked }: OpenLinksProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const revoke = async (invite: InviteDto) => {
    setBusy(invite.id);
    try {
      await revokeInvite(productId, invite.id);
      onRevoked(invite.id);
      toast({ title: "Invite link revoked", description: "Nobody can join with it any more.", variant: "success" });
    } catch (error) {
      toastError("Failed to revoke the invite link", error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="open-links-heading" className="flex flex-col gap-2">
      <h3 id="open-links-heading" className="text-sm font-semibold">
        Open invite links
      </h3>
      {invites.length === 0 ? (
        <p className="text-sm text-muted">No open links. A link you make stays here until it expires or you revoke it.</p>
      ) : (
        <ul aria-label="Open invite links" className="flex flex-col divide-y divide-border rounded-control border border-border">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <span className="min-w-0 flex-1 basis-48 text-sm">
                <span className="font-medium">{ROLE_LABELS[invite.role]}</span>
                <span className="text-muted"> · </span>
                <span className="break-words">{inviteAudience(invite)}</span>
                <span className="block text-xs text-muted">Expires {formatShortDate(invite.expiresAt)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy !== null}
                aria-label={`Revoke the ${invite.role} link for ${inviteAudience(invite)}`}
                onClick={() => void revoke(invite)}
              >
                {busy === invite.id ? "Revoking..." : "Revoke"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type MembersListProps = {
  productId: string;
  members: MemberDto[];
  onChanged: (member: MemberDto) => void;
  onRemoved: (userId: string) => void;
};

/** Everyone in the product, owner first; the owner changes a member's role or removes them (after a confirm). */
export function MembersList({ productId, members, onChanged, onRemoved }: MembersListProps) {
  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-2">
      <h3 id="members-heading" className="text-sm font-semibold">
        Members
      </h3>
      <ul aria-label="Members" className="flex flex-col divide-y divide-border rounded-control border border-border">
        {members.map((member) => (
          <MemberRow key={member.userId} productId={productId} member={member} onChanged={onChanged} onRemoved={onRemoved} />
        ))}
      </ul>
      {members.length === 1 && <p className="text-sm text-muted">Nobody else yet. Make a link above and send it to them.</p>}
    </section>
  );
}

function MemberRow({ productId, member, onChanged, onRemoved }: Omit<MembersListProps, "members"> & { member: MemberDto }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const changeRole = async (role: MemberRole) => {
    setBusy(true);
    try {
      onChanged(await changeMemberRole(productId, member.userId, role));
      toast({
        title: "Role changed",
        description: `${member.email} is now ${role === "editor" ? "an" : "a"} ${role}.`,
        variant: "success",
      });
    } catch (error) {
      toastError("Failed to change the role", error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removeMember(productId, member.userId);
      toast({ title: "Member removed", description: `${member.email} can no longer open this product.`, variant: "success" });
      onRemoved(member.userId);
    } catch (error) {
      toastError("Failed to remove the member", error);
      setBusy(false);
    }
  };

  if (member.role === "owner") {
    return (
      <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
        <span className="min-w-0 flex-1 basis-48 break-words">{member.email}</span>
        <span className="text-muted">Owner</span>
      </li>
    );
  }
  if (confirming) {
    return (
      <li
        className="flex flex-wrap items-center gap-x-3 gap-y-2 bg-danger/5 px-3 py-2 text-sm"
        role="group"
        aria-label={`Remove ${member.email}`}
      >
        <span className="min-w-0 flex-1 basis-48 break-words">
          Remove <strong className="font-medium">{member.email}</strong>? Their comments stay.
        </span>
        <span className="flex gap-2">
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="destructive" size="sm" disabled={busy} autoFocus onClick={() => void remove()}>
            {busy ? "Removing..." : "Remove"}
          </Button>
        </span>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm">
      <span className="min-w-0 flex-1 basis-48 break-words">{member.email}</span>
      <span className="flex items-center gap-2">
        <Select value={member.role} onValueChange={(role) => void changeRole(role as MemberRole)} disabled={busy}>
          <SelectTrigger className="h-8 w-32" aria-label={`Role of ${member.email}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEMBER_ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button variant="outline" size="sm" disabled={busy} aria-label={`Remove ${member.email}`} onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </span>
    </li>
  );
}
