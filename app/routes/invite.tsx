import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { InvitePreview } from "@shared/contracts/product-members";
import { ROLE_HINTS, roleWithArticle } from "~/components/members/roles";
import { LogoOnlyPage } from "~/components/site/logo-only-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { SkeletonText } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { acceptInvite, previewInvite } from "~/lib/api/members";
import { formatShortDate } from "~/lib/dates";
import { getErrorMessage } from "~/lib/error-message";
import type { Route } from "./+types/invite";

export { loader } from "./invite.server";

export const meta: Route.MetaFunction = () => [
  { title: "Invitation — UX Twin" },
  // An invite link is for the person it was sent to, not for search engines.
  { name: "robots", content: "noindex, nofollow" },
];

type Shown = { state: "loading" } | { state: "refused"; message: string } | { state: "ready"; invite: InvitePreview };

/**
 * `/invite/:token` (docs/product.md#members-and-roles): whose product it is and the role, with
 * "Join product"; a refused link (expired, not valid, for another address, one's own product)
 * says so, with the way back to Products.
 */
export default function InvitePage({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>({ state: "loading" });
  const [joining, setJoining] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    previewInvite(params.token, { signal: controller.signal }).then(
      (invite) => setShown({ state: "ready", invite }),
      (error: unknown) => {
        if (!controller.signal.aborted) setShown({ state: "refused", message: getErrorMessage(error, "The invite could not be read") });
      },
    );
    return () => controller.abort();
  }, [params.token]);

  const join = async () => {
    setJoining(true);
    try {
      const { productId } = await acceptInvite(params.token);
      if (shown.state === "ready") toast({ title: "You joined the product", description: shown.invite.productName, variant: "success" });
      void navigate(`/products/${encodeURIComponent(productId)}`);
    } catch (error) {
      // Accepting checks again (the address, expiry, a revoke meanwhile): its refusal replaces the invite.
      setShown({ state: "refused", message: getErrorMessage(error, "Failed to join the product") });
      setJoining(false);
    }
  };

  return (
    <LogoOnlyPage>
      <section aria-labelledby="invite-heading" className="card flex w-full max-w-[440px] flex-col gap-4 p-6 sm:p-8">
        <span className="flex h-10 w-10 items-center justify-center rounded-card bg-accent-soft text-accent">
          <UserPlus size={20} aria-hidden />
        </span>
        {shown.state === "loading" && (
          <div role="status" className="flex flex-col gap-3">
            <h1 id="invite-heading" className="text-lg font-semibold">
              Reading the invitation…
            </h1>
            <SkeletonText lines={2} />
          </div>
        )}
        {shown.state === "refused" && (
          <>
            <h1 id="invite-heading" className="text-lg font-semibold">
              This invitation cannot be used
            </h1>
            <p role="alert" className="text-base text-ink">
              {shown.message}
            </p>
            <p className="text-sm text-muted">You are signed in as {loaderData.email}.</p>
            <Link to="/products" className={buttonClasses({ variant: "outline", className: "self-start" })}>
              Back to Products
            </Link>
          </>
        )}
        {shown.state === "ready" && (
          <>
            <h1 id="invite-heading" className="break-words text-lg font-semibold leading-7">
              {shown.invite.ownerEmail} invited you to {shown.invite.productName} as {roleWithArticle(shown.invite.role)}
            </h1>
            <p className="text-sm text-muted">{ROLE_HINTS[shown.invite.role]}</p>
            <p className="text-sm text-muted">
              You are signed in as <span className="break-words text-ink">{loaderData.email}</span>. The link works until{" "}
              {formatShortDate(shown.invite.expiresAt)}.
            </p>
            <div className="flex flex-wrap gap-2 pt-1">
              <Button onClick={() => void join()} disabled={joining} autoFocus>
                {joining ? "Joining..." : "Join product"}
              </Button>
              <Link to="/products" className={buttonClasses({ variant: "ghost" })}>
                Not now
              </Link>
            </div>
          </>
        )}
      </section>
    </LogoOnlyPage>
  );
}
