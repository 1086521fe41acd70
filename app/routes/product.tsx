import { ArrowLeft, ArrowRight } from "lucide-react";
import { useRef } from "react";
import { Link, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { hasRole } from "@shared/contracts/product-members";
import type { Persona, UpdateProductRequest } from "@shared/contracts/products";
import { LaunchCard } from "~/components/launch/launch-card";
import { LeaveProductDialog } from "~/components/members/leave-product-dialog";
import { yourRoleLine } from "~/components/members/roles";
import { ShareProductDialog } from "~/components/members/share-product-dialog";
import { BriefCard } from "~/components/products/brief-card";
import { DeleteProductDialog } from "~/components/products/delete-product-dialog";
import { ExportButton } from "~/components/products/export-button";
import { PersonasCard } from "~/components/products/personas-card";
import { PresenceAvatars } from "~/components/products/presence-avatars";
import { ProductTestsCard } from "~/components/prototype-tests/product-tests-card";
import { updateProduct } from "~/lib/api/products";
import { ProductNotFound } from "~/components/products/product-not-found";
import { Timeline } from "~/components/products/timeline";
import { useLiveProduct } from "~/components/products/use-live-products";
import { Button, buttonClasses } from "~/components/ui/button";
import { formatShortDate } from "~/lib/dates";
import { useProductRoom } from "~/lib/product-room-client";
import type { Route } from "./+types/product";

export { loader } from "./product.server";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `${loaded.product.name} — UX Twin` : "Product — UX Twin" },
  { name: "robots", content: "noindex" },
];

const itemsLabel = (count: number) => (count === 1 ? "1 saved item" : `${count.toLocaleString("en-US")} saved items`);

/** `/products/:id` (docs/product.md#products): the brief, the personas and everything saved in the product. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, timeline, total, nextShow, exportHasScreens, wireframeSets } = loaderData;
  // The caller's role decides which controls exist at all (docs/product.md#members-and-roles);
  // the API refuses the rest whatever the page shows.
  const { role } = loaderData;
  const owner = role === "owner";
  const canEdit = hasRole(role, "editor");
  const live = useLiveProduct(
    product.id,
    timeline.map((entry) => entry.id),
  );
  // Deleting (or leaving) here: the product.deleted event that follows is this tab's own, not news.
  const deletingHere = useRef(false);
  const meId = (useRouteLoaderData("routes/protected-layout") as { user?: { id: string } } | undefined)?.user?.id;
  // Who is here (the product's room). It is left once the user hub says the product is gone for us.
  // A member hears of the owner's items only through the room; the owner's hub tells the owner's tabs already.
  const room = useProductRoom(product.id, {
    active: !live.deletedElsewhere,
    onRoleChanged: live.reload,
    onChange: owner ? undefined : live.roomChanged,
    onReconnected: owner ? undefined : live.reload,
  });
  const present = room.people;
  // The room closes a removed member's socket too: whichever tells the page first shows the notice.
  const deletedElsewhere = (live.deletedElsewhere || room.accessEnded) && !deletingHere.current;
  const entries = timeline.filter((entry) => !live.gone.has(entry.id));

  const save = async (patch: UpdateProductRequest) => {
    await updateProduct(product.id, patch);
    live.reload();
  };

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-start gap-3 border-b border-border pb-5">
        <Button asChild variant="ghost" size="icon" aria-label="Back to products">
          <Link to="/products">
            <ArrowLeft size={18} aria-hidden />
          </Link>
        </Button>
        <div className="min-w-0 flex-1 basis-56">
          <h1 className="break-words text-xl font-medium tracking-tight">{product.name}</h1>
          <p className="text-sm text-muted">
            {itemsLabel(total)} · last activity {formatShortDate(product.updatedAt)}
          </p>
          {!owner && <p className="mt-1 text-sm font-medium text-ink">{yourRoleLine(role)}</p>}
          {present.length > 0 && (
            <div className="mt-2">
              <PresenceAvatars people={present} meId={meId} />
            </div>
          )}
        </div>
        {/* Up to a laptop the actions wrap under the title, aligned with it (four of them do not fit beside it); wider, they move as one group, never one button alone. */}
        <div className="ml-13 flex flex-wrap items-center gap-2 lg:ml-0 lg:shrink-0 lg:flex-nowrap">
          {canEdit && (
            <Link to={`/dashboard?product=${encodeURIComponent(product.id)}`} className={buttonClasses({ size: "sm" })}>
              Work on this product
              <ArrowRight size={16} aria-hidden />
            </Link>
          )}
          {owner ? (
            <>
              <ShareProductDialog productId={product.id} name={product.name} disabled={deletedElsewhere} />
              <ExportButton productId={product.id} withScreens={exportHasScreens} disabled={deletedElsewhere} />
              <DeleteProductDialog
                productId={product.id}
                name={product.name}
                items={total}
                disabled={deletedElsewhere}
                onDeleting={(deleting) => (deletingHere.current = deleting)}
              />
            </>
          ) : (
            <LeaveProductDialog
              productId={product.id}
              name={product.name}
              disabled={deletedElsewhere}
              onLeaving={(leaving) => (deletingHere.current = leaving)}
            />
          )}
        </div>
      </header>

      {deletedElsewhere && (
        <div role="alert" className="card flex flex-wrap items-center justify-between gap-3 border-warning/50 bg-warning/10 p-4">
          <p className="text-sm">
            {owner
              ? "This product was deleted in another tab or on another device. What you see here is no longer saved."
              : "You no longer have access to this product: you left it, the owner removed you, or it was deleted. What you see here is no longer current."}
          </p>
          <Link to="/products" className={buttonClasses({ variant: "outline", size: "sm" })}>
            Back to Products
          </Link>
        </div>
      )}

      <BriefCard product={product} onSave={save} disabled={deletedElsewhere} readOnly={!canEdit} />
      <PersonasCard
        personas={product.personas}
        onSave={(personas: Persona[]) => save({ personas })}
        disabled={deletedElsewhere}
        readOnly={!canEdit}
      />
      {/* Publishing and tests are the owner's alone. Read by the card itself from the API, so the page's own load costs what it did. */}
      {owner && <LaunchCard productId={product.id} disabled={deletedElsewhere} />}
      {owner && <ProductTestsCard productId={product.id} sets={wireframeSets} disabled={deletedElsewhere} />}

      <section aria-labelledby="timeline-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="timeline-heading" className="text-base font-semibold">
            Saved in this product
          </h2>
          <p className="text-sm text-muted">Chats and tool results, newest first, each with its latest version.</p>
        </div>
        {entries.length === 0 ? (
          <div className="card flex flex-col items-start gap-3 p-5 text-sm text-muted">
            {canEdit ? (
              <>
                <p>Nothing saved here yet. Work on this product from the dashboard: every result you save there lands in this timeline.</p>
                <Link
                  to={`/dashboard?product=${encodeURIComponent(product.id)}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  Open the tools
                </Link>
              </>
            ) : (
              <p>Nothing saved here yet. What the owner and editors save for this product shows up here.</p>
            )}
          </div>
        ) : (
          <Timeline entries={entries} />
        )}
        {nextShow !== null && (
          <Link
            to={`?show=${nextShow}`}
            preventScrollReset
            replace
            className={buttonClasses({ variant: "outline", className: "self-center" })}
          >
            Show more ({(total - timeline.length).toLocaleString("en-US")} older)
          </Link>
        )}
      </section>
    </article>
  );
}

/** Unknown or someone else's product: the app's 404; anything else goes to the app's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  throw error;
}
