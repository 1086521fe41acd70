import { BarChart3, Frame, RotateCw } from "lucide-react";
import { useCallback, useRef } from "react";
import { Link } from "react-router";
import type { PrototypeTestSummary } from "@shared/contracts/prototype-tests";
import type { RealtimeEvent } from "@shared/realtime-events";
import { mayFreeStorage, StrangersRefusedNotice } from "~/components/strangers-refused-notice";
import { Button, buttonClasses } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { readPrototypeTestList, testResultsHref } from "~/lib/api/prototype-tests";
import { formatShortDate } from "~/lib/dates";
import { useLiveRead } from "~/lib/use-live-read";
import { dashboardHref } from "~/lib/use-working-product";
import { ProductTestStart, type WireframeSetItem } from "./product-test-start";
import { DeleteTestButton, OpenCloseButton, TestAddress, TestStatus } from "./test-controls";
import { toolView } from "@shared/contracts/tool-names";

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const testersOf = (test: Pick<PrototypeTestSummary, "testers" | "testerCap">) =>
  `${test.testers.toLocaleString("en-US")} / ${test.testerCap.toLocaleString("en-US")} testers`;

/**
 * The product page's "Prototype tests" card (docs/product.md#prototype-tests): the product's tests
 * with their address, status, testers and the way to their results, kept current without a
 * reload, and "Test with real people" for one of the product's saved wireframe sets.
 */
export function ProductTestsCard({ productId, sets, disabled }: { productId: string; sets: WireframeSetItem[]; disabled: boolean }) {
  const read = useCallback((signal: AbortSignal) => readPrototypeTestList(productId, { signal }), [productId]);
  // While testers are turned away for storage, any change that may free some is read too.
  const refused = useRef(false);
  const follows = useCallback(
    (event: RealtimeEvent) =>
      (event.type === "prototype-test.updated" && event.productId === productId) || (refused.current && mayFreeStorage(event)),
    [productId],
  );
  const live = useLiveRead(read, follows, { key: productId, paused: disabled, fallbackError: "Could not read the tests" });
  const { state } = live;
  const tests = state.status === "ready" ? state.data.tests : [];
  // Only an open test takes testers, so only then are any being turned away.
  const turnedAway = state.status === "ready" && state.data.testersRefusedForStorage && tests.some((test) => test.open);
  refused.current = turnedAway;
  const origin = tests[0] ? new URL(tests[0].url).origin : undefined;
  const change = (update: (tests: PrototypeTestSummary[]) => PrototypeTestSummary[]) =>
    live.show((list) => ({ ...list, tests: update(list.tests) }));
  const replace = (id: string, patch: Partial<PrototypeTestSummary> | null) =>
    change((list) => (patch ? list.map((test) => (test.id === id ? { ...test, ...patch } : test)) : list.filter((test) => test.id !== id)));

  return (
    <section
      id="prototype-tests"
      aria-labelledby="prototype-tests-heading"
      aria-busy={state.status === "loading" || undefined}
      className="card scroll-mt-20 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <h2 id="prototype-tests-heading" className="text-base font-semibold">
            Prototype tests
          </h2>
          <p className="text-sm text-muted">Real people do tasks on your wireframes; you see where they succeed, click and give up</p>
        </div>
        {sets.length > 0 && (
          <ProductTestStart
            productId={productId}
            sets={sets}
            origin={origin}
            disabled={disabled}
            onCreated={(test) => change((list) => [test, ...list.filter((shown) => shown.id !== test.id)])}
          />
        )}
      </div>
      {turnedAway && <StrangersRefusedNotice where="tests" className="mt-5" />}
      <div className="mt-5">
        {state.status === "loading" ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Loading the prototype tests">
            <Skeleton className="h-24 w-full" />
          </div>
        ) : state.status === "error" ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-control border border-danger/40 bg-danger/5 p-4">
            <div>
              <p className="text-sm font-medium">The prototype tests could not be loaded</p>
              <p className="text-sm text-muted">{sentence(state.message)} Your tests and their results are not affected.</p>
            </div>
            <Button variant="outline" size="sm" onClick={live.reload}>
              <RotateCw size={16} aria-hidden />
              Try again
            </Button>
          </div>
        ) : tests.length === 0 ? (
          <NoTests productId={productId} hasSets={sets.length > 0} />
        ) : (
          <ul className="flex flex-col gap-3">
            {tests.map((test) => (
              <li key={test.id} className="flex min-w-0 flex-col gap-3 rounded-control border border-border bg-canvas p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="min-w-0 break-words font-medium">{test.title}</h3>
                  <TestStatus open={test.open} />
                </div>
                <TestAddress url={test.url} />
                <p className="text-sm text-muted">
                  {testersOf(test)} · made {formatShortDate(test.createdAt)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link to={testResultsHref(productId, test.id)} className={buttonClasses({ size: "sm" })}>
                    <BarChart3 size={16} aria-hidden />
                    See results
                  </Link>
                  <OpenCloseButton test={test} onChanged={(open) => replace(test.id, { open })} disabled={disabled} />
                  <DeleteTestButton test={test} onDeleted={() => replace(test.id, null)} disabled={disabled} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** No test yet: what a test gives, and the way to wireframes to test when the product has none saved. */
function NoTests({ productId, hasSets }: { productId: string; hasSets: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-control border border-dashed border-border p-4 text-sm text-muted">
      <p className="max-w-[70ch]">
        {hasSets
          ? "No tests yet. Choose Test with real people, give testers a task like “Order a meal box for Friday”, and share the address: no account needed to take it."
          : "No tests yet. Draw wireframes with links between screens and save them in this product; then testers can click through them here."}
      </p>
      {!hasSets && (
        <Link
          to={dashboardHref({ view: toolView("generate-wireframes") }, productId)}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Frame size={16} aria-hidden />
          Draw wireframes
        </Link>
      )}
    </div>
  );
}
