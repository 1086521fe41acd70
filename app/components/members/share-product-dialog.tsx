import { UserPlus } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { MembersResponse } from "@shared/contracts/product-members";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { listMembers } from "~/lib/api/members";
import { getErrorMessage } from "~/lib/error-message";
import { InviteForm } from "./invite-form";
import { MembersList, OpenLinks } from "./member-lists";

type Loaded = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; data: MembersResponse };

/**
 * "Share product" (owner only, docs/product.md#members-and-roles): make an invite link for a role,
 * see and revoke the open links, change members' roles or remove them. Read when opened, so the
 * product page costs nothing more for it.
 */
export function ShareProductDialog({ productId, name, disabled }: { productId: string; name: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    listMembers(productId, { signal: controller.signal }).then(
      (data) => setLoaded({ state: "ready", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: "failed", message: getErrorMessage(error, "The members could not be loaded") });
      },
    );
    return () => controller.abort();
  }, [open, productId, attempt]);

  const update = useCallback((change: (data: MembersResponse) => MembersResponse) => {
    setLoaded((current) => (current.state === "ready" ? { state: "ready", data: change(current.data) } : current));
  }, []);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <UserPlus size={16} aria-hidden />
          Share product
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">Share “{name}”</DialogTitle>
          <DialogDescription>Invite people with a link, one link per role. A link works for 7 days, until you revoke it.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-6">
          <InviteForm productId={productId} onMade={(invite) => update((data) => ({ ...data, invites: [invite, ...data.invites] }))} />
          {loaded.state === "loading" && (
            <div role="status" className="flex flex-col gap-2">
              <span className="sr-only">Loading the members…</span>
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          )}
          {loaded.state === "failed" && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <p className="text-danger">{loaded.message}</p>
              <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </div>
          )}
          {loaded.state === "ready" && (
            <>
              <OpenLinks
                productId={productId}
                invites={loaded.data.invites}
                onRevoked={(id) => update((data) => ({ ...data, invites: data.invites.filter((invite) => invite.id !== id) }))}
              />
              <MembersList
                productId={productId}
                members={loaded.data.members}
                onChanged={(member) =>
                  update((data) => ({ ...data, members: data.members.map((m) => (m.userId === member.userId ? member : m)) }))
                }
                onRemoved={(userId) => update((data) => ({ ...data, members: data.members.filter((m) => m.userId !== userId) }))}
              />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
