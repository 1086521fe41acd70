import { Copy, Link2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import {
  createInviteRequestSchema,
  MEMBER_LIMITS,
  MEMBER_ROLES,
  ROLE_LABELS,
  type InviteDto,
  type MemberRole,
} from "@shared/contracts/product-members";
import { copyToClipboard } from "~/components/tools/kit/export-text";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LinkTextField } from "~/components/ui/link-text-field";
import { createInvite } from "~/lib/api/members";
import { formatShortDate } from "~/lib/dates";
import { useFormState } from "~/lib/use-form-state";
import { inviteAudience, ROLE_HINTS } from "./roles";

type InviteDraft = { role: MemberRole; email: string };
const EMPTY: InviteDraft = { role: "viewer", email: "" };

/**
 * "Share product"'s form: a role (one line each on what it may do), optionally one e-mail address,
 * then the link, shown this once with "Copy invite link". Enter submits from any field.
 */
export function InviteForm({ productId, onMade }: { productId: string; onMade: (invite: InviteDto) => void }) {
  const id = useId();
  const [made, setMade] = useState<(InviteDto & { url: string }) | null>(null);
  const { draft, change, errors, saving, submit, reset } = useFormState({
    initial: EMPTY,
    check: createInviteRequestSchema,
    fallbackError: "Failed to make the invite link",
  });
  const emailRef = useRef<HTMLInputElement>(null);
  // A refused address takes the reader to the field, so its message is seen and read out.
  useEffect(() => {
    if (errors.email) emailRef.current?.focus();
  }, [errors.email]);

  const make = () =>
    submit(async (request) => {
      const invite = await createInvite(productId, { role: request.role, email: request.email ?? undefined });
      setMade(invite);
      onMade(invite);
    });
  // Enter on a role submits too: a radio button does not submit a form by itself.
  const onRoleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void make();
  };

  if (made) {
    return (
      <MadeLink
        invite={made}
        onAnother={() => {
          setMade(null);
          reset(EMPTY);
        }}
      />
    );
  }

  return (
    <form
      noValidate
      aria-label="Make an invite link"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void make();
      }}
    >
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.role ? `${id}-role-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">Role</legend>
        {MEMBER_ROLES.map((role) => (
          <label
            key={role}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-control border p-3 transition-colors duration-150",
              draft.role === role ? "border-accent bg-accent-soft/40" : "border-border hover:bg-subtle",
            )}
          >
            <input
              type="radio"
              name={`${id}-role`}
              value={role}
              checked={draft.role === role}
              // The dialog opens on the chosen role, where Tab would enter the group, not on its first.
              autoFocus={draft.role === role}
              disabled={saving}
              onChange={() => change({ role })}
              onKeyDown={onRoleKey}
              className="focus-ring mt-0.5 h-4 w-4 shrink-0 accent-[rgb(var(--c-accent))]"
            />
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-medium">{ROLE_LABELS[role]}</span>
              <span className="text-sm text-muted">{ROLE_HINTS[role]}</span>
            </span>
          </label>
        ))}
        {errors.role && (
          <p id={`${id}-role-error`} role="alert" className="text-sm font-medium text-danger">
            {errors.role}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>Only for this e-mail address (optional)</Label>
        <Input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          maxLength={MEMBER_LIMITS.emailCharacters}
          value={draft.email}
          disabled={saving}
          placeholder="e.g. sam@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={`${id}-email-note`}
          onChange={(event) => change({ email: event.target.value })}
        />
        {errors.email ? (
          <p id={`${id}-email-note`} role="alert" className="text-sm font-medium text-danger">
            {errors.email}
          </p>
        ) : (
          <p id={`${id}-email-note`} className="text-xs text-muted">
            Checked when the link is accepted; no mail is sent. Empty: anyone with the link.
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving}>
          <Link2 size={16} aria-hidden />
          {saving ? "Making the link..." : "Make invite link"}
        </Button>
      </div>
    </form>
  );
}

/** The link just made, whole and selectable, with "Copy invite link" (a toast says it was copied). */
function MadeLink({ invite, onAnother }: { invite: InviteDto & { url: string }; onAnother: () => void }) {
  const id = useId();
  // Without APP_ORIGIN the server answers the path alone: the link copied must open from anywhere.
  const url = new URL(invite.url, window.location.href).toString();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="flex flex-col gap-3">
      <LinkTextField
        id={id}
        label={`Invite link for ${ROLE_LABELS[invite.role].toLowerCase()}s · ${inviteAudience(invite)}`}
        url={url}
        fieldRef={fieldRef}
        describedBy={`${id}-note`}
      />
      <p id={`${id}-note`} className="text-xs text-muted">
        Shown this once. It works until {formatShortDate(invite.expiresAt)} or until you revoke it below.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          autoFocus
          onClick={() =>
            void copyToClipboard(url).then((copied) => {
              // A blocked clipboard leaves the link selected, to copy by hand.
              if (!copied) fieldRef.current?.select();
            })
          }
        >
          <Copy size={16} aria-hidden />
          Copy invite link
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Make another link
        </Button>
      </div>
    </div>
  );
}
