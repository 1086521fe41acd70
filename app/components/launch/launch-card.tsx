import { LayoutTemplate, Rocket, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import type { LaunchCard as LaunchCardData } from "@shared/contracts/launch";
import { copyToClipboard } from "~/components/tools/kit/export-text";
import { LANDING_PANEL_ID } from "~/components/tools/kit/landing-panel-anchor";
import { StrangersRefusedNotice } from "~/components/strangers-refused-notice";
import { Button, buttonClasses } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { dashboardHref } from "~/lib/use-working-product";
import { LaunchFigures, LaunchSources } from "./launch-card-figures";
import { DemandTarget, HeadlineTest, StatusPill } from "./launch-card-insights";
import { LatestSignups } from "./launch-card-signups";
import { LazyPublishDialog, PublishedPage, preloadPublishDialog } from "./launch-card-page";
import { signupsTurnedAway, useLaunchCard } from "./use-launch-card";
import { toolView } from "@shared/contracts/tool-names";

const INTRO = "Publish this product's landing page to collect a waitlist and measure demand";

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const sameDoc = (a: LandingPageDoc, b: LandingPageDoc) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The owner's "Launch" card on the product page (docs/product.md#launch): before the first
 * Publish, what it does and the way to it; after, the page's address and status, its figures,
 * sources, A/B test, demand target and latest sign-ups, kept current without a reload.
 */
export function LaunchCard({ productId, disabled }: { productId: string; disabled: boolean }) {
  const launch = useLaunchCard(productId, { paused: disabled });
  const [publishing, setPublishing] = useState<LandingPageDoc | null>(null);
  const { state } = launch;
  const page = state.status === "ready" ? state.data.page : null;
  return (
    <section
      id="launch"
      aria-labelledby="launch-heading"
      aria-busy={state.status === "loading" || undefined}
      className="card scroll-mt-20 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="launch-heading" className="text-base font-semibold">
            Launch
          </h2>
          <p className="text-sm text-muted">The landing page, its waitlist and the demand it measures</p>
        </div>
        {page && <StatusPill tone={page.live ? "success" : "muted"}>{page.live ? "Live" : "Unpublished"}</StatusPill>}
      </div>
      {state.status === "ready" && signupsTurnedAway(state.data) && <StrangersRefusedNotice where="waitlist" className="mt-5" />}
      <div className="mt-5">
        {state.status === "loading" ? (
          <LaunchSkeleton />
        ) : state.status === "error" ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-control border border-danger/40 bg-danger/5 p-4">
            <div>
              <p className="text-sm font-medium">The launch figures could not be loaded</p>
              <p className="text-sm text-muted">{sentence(state.message)} Your page and its sign-ups are not affected.</p>
            </div>
            <Button variant="outline" size="sm" onClick={launch.reload}>
              <RotateCw size={16} aria-hidden />
              Try again
            </Button>
          </div>
        ) : page ? (
          <Published
            card={state.data}
            page={page}
            productId={productId}
            disabled={disabled}
            onPublish={setPublishing}
            onUnpublish={launch.unpublish}
            onDelete={launch.removeSignup}
          />
        ) : (
          <NeverPublished productId={productId} draft={state.data.draft} disabled={disabled} onPublish={setPublishing} />
        )}
      </div>
      {publishing && state.status === "ready" && (
        <LazyPublishDialog
          open
          onOpenChange={(open) => !open && setPublishing(null)}
          doc={publishing}
          productId={productId}
          published={state.data.page}
          onPublished={(card) => launch.show(card)}
        />
      )}
    </section>
  );
}

type PublishedProps = {
  card: LaunchCardData;
  page: NonNullable<LaunchCardData["page"]>;
  productId: string;
  disabled: boolean;
  onPublish: (doc: LandingPageDoc) => void;
  onUnpublish: () => Promise<boolean>;
  onDelete: (signupId: string) => Promise<void>;
};

function Published({ card, page, productId, disabled, onPublish, onUnpublish, onDelete }: PublishedProps) {
  const newerDraft = card.draft && !sameDoc(card.draft, page.doc) ? card.draft : null;
  const side = Boolean((page.target && card.target) || (card.abTest && page.headlineB));
  return (
    <div className="flex flex-col gap-6">
      <PublishedPage page={page} newerDraft={newerDraft} onPublish={onPublish} onUnpublish={onUnpublish} disabled={disabled} />
      <LaunchFigures card={card} />
      <div className={side ? "grid gap-6 md:grid-cols-2" : "grid gap-6"}>
        <LaunchSources sources={card.sources} />
        {side && (
          <div className="flex min-w-0 flex-col gap-6">
            <DemandTarget card={card} page={page} />
            <HeadlineTest card={card} page={page} />
          </div>
        )}
      </div>
      <LatestSignups
        productId={productId}
        signups={card.signups}
        total={card.totals.signups}
        question={page.question}
        onDelete={onDelete}
        disabled={disabled}
        empty={
          <div className="flex flex-col items-start gap-3 rounded-control border border-dashed border-border p-4 text-sm text-muted">
            <p>No sign-ups yet — share your page{page.live ? "" : " once it is published again"}.</p>
            {page.live && (
              <Button variant="outline" size="sm" onClick={() => void copyToClipboard(page.url)}>
                Copy the address
              </Button>
            )}
          </div>
        }
      />
    </div>
  );
}

type NeverPublishedProps = { productId: string; draft: LandingPageDoc | null; disabled: boolean; onPublish: (doc: LandingPageDoc) => void };

/** Before the first Publish: what publishing gives, then "Publish" for the saved page, or the way to make one. */
function NeverPublished({ productId, draft, disabled, onPublish }: NeverPublishedProps) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="max-w-[70ch] text-sm">{INTRO}.</p>
      <ul className="grid w-full gap-2 text-sm text-muted sm:grid-cols-3">
        <li className="rounded-control border border-border bg-canvas p-3">
          A page at its own address, with a waitlist form. No code, no other tool.
        </li>
        <li className="rounded-control border border-border bg-canvas p-3">
          Visitors, sources, sign-ups and conversion, counted without cookies.
        </li>
        <li className="rounded-control border border-border bg-canvas p-3">A demand target you set first, with a verdict on the date.</li>
      </ul>
      {draft ? (
        <Button
          onClick={() => onPublish(draft)}
          onPointerEnter={preloadPublishDialog}
          onFocus={preloadPublishDialog}
          disabled={disabled}
          aria-haspopup="dialog"
        >
          <Rocket size={16} aria-hidden />
          Publish
        </Button>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted">
            No landing page is saved in this product yet. Make one in Startup Builder and save it here, then publish it.
          </p>
          <Link
            to={`${dashboardHref({ view: toolView("build-startup") }, productId)}#${LANDING_PANEL_ID}`}
            className={buttonClasses({ size: "md" })}
          >
            <LayoutTemplate size={16} aria-hidden />
            Make a landing page
          </Link>
        </div>
      )}
    </div>
  );
}

function LaunchSkeleton() {
  return (
    <div className="flex flex-col gap-5" role="status" aria-label="Loading the launch figures">
      <Skeleton className="h-16 w-full" />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
        <Skeleton className="h-12 sm:h-20" />
        <Skeleton className="h-12 sm:h-20" />
        <Skeleton className="h-12 sm:h-20" />
      </div>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
