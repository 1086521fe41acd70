import { ArrowLeft, Download } from "lucide-react";
import { useCallback, useRef } from "react";
import { Link, useNavigate } from "react-router";
import type { OwnerTestResults } from "@shared/contracts/prototype-tests";
import type { RealtimeEvent } from "@shared/realtime-events";
import { mayFreeStorage, StrangersRefusedNotice } from "~/components/strangers-refused-notice";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLiveRead } from "~/lib/use-live-read";
import { readPrototypeTestResults, testEventsCsvUrl } from "~/lib/api/prototype-tests";
import { RecentSessions } from "./recent-sessions";
import { count, score } from "./results-format";
import { useFollowPredictions } from "./follow-predictions";
import { useRunPrediction } from "./run-prediction";
import { SyntheticVsReal } from "./synthetic-vs-real";
import { TaskResultsSection } from "./task-results";
import { DeleteTestButton, OpenCloseButton, TestAddress, TestStatus } from "./test-controls";

type ResultsProps = { productId: string; testId: string; initial: OwnerTestResults };

/**
 * A prototype test's results page (docs/product.md#prototype-tests): its address and status, the
 * figures of the test and of every task and screen, the raw events as CSV and the newest
 * sessions, re-read whenever a tester ends a task or the test changes, without a reload.
 */
export function TestResults({ productId, testId, initial }: ResultsProps) {
  const navigate = useNavigate();
  const read = useCallback((signal: AbortSignal) => readPrototypeTestResults(productId, testId, { signal }), [productId, testId]);
  // While testers are turned away for storage, any change that may free some is read too.
  const refused = useRef(false);
  const follows = useCallback(
    (event: RealtimeEvent) =>
      (event.type === "prototype-test.updated" && event.testId === testId) || (refused.current && mayFreeStorage(event)),
    [testId],
  );
  const live = useLiveRead(read, follows, { key: testId, initial, fallbackError: "Could not read the results" });
  // The page's loader answered the first results, so the state is never without them.
  const results = live.state.status === "ready" ? live.state.data : initial;
  const { test } = results;
  const turnedAway = test.open && results.testersRefusedForStorage;
  refused.current = turnedAway;
  const productHref = `/products/${encodeURIComponent(productId)}`;
  const runPrediction = useRunPrediction(productId, test);
  useFollowPredictions(productId, results.prediction?.conversationId ?? null, live.reload);

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 border-b border-border pb-5">
        <div className="flex flex-wrap items-start gap-3">
          <Button asChild variant="ghost" size="icon" aria-label="Back to the product">
            <Link to={`${productHref}#prototype-tests`}>
              <ArrowLeft size={18} aria-hidden />
            </Link>
          </Button>
          <div className="min-w-0 flex-1 basis-56">
            <p className="text-xs font-medium uppercase tracking-wide text-muted">Prototype test</p>
            <h1 className="break-words text-xl font-medium tracking-tight">{test.title}</h1>
          </div>
          <div className="ml-13 flex flex-wrap items-center gap-2 sm:ml-0">
            <TestStatus open={test.open} />
            <OpenCloseButton test={test} onChanged={(open) => live.show((data) => ({ ...data, test: { ...data.test, open } }))} />
            <DeleteTestButton test={test} onDeleted={() => void navigate(`${productHref}#prototype-tests`)} />
          </div>
        </div>
        <TestAddress url={test.url} />
        {turnedAway && <StrangersRefusedNotice where="test" />}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Summary label="Testers" value={`${count(results.sessions)} / ${count(test.testerCap)}`} />
          <Summary label="Finished" value={count(results.finishedSessions)} />
          <Summary label="Usability score" value={score(results.usabilityScore)} note="Out of 100" />
          {results.sus && (
            <Summary
              label="SUS score"
              value={score(results.sus.score)}
              note={`${count(results.sus.answers)} ${results.sus.answers === 1 ? "answer" : "answers"}`}
            />
          )}
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <a href={testEventsCsvUrl(productId, testId)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Download size={16} aria-hidden />
            Download CSV
          </a>
          <p className="text-sm text-muted">Every stored event, one row each.</p>
        </div>
      </header>

      {results.sessions === 0 ? (
        <NoTesters url={test.url} open={test.open} />
      ) : (
        results.tasks.map((task) => <TaskResultsSection key={task.index} task={task} results={results} />)
      )}

      <SyntheticVsReal test={test} results={results} prediction={results.prediction ?? null} onRunPrediction={runPrediction} />

      {results.recentSessions.length > 0 && (
        <RecentSessions
          productId={productId}
          testId={testId}
          sessions={results.recentSessions}
          onDeleted={(sessionId) => {
            live.show((data) => ({ ...data, recentSessions: data.recentSessions.filter((session) => session.id !== sessionId) }));
            live.reload();
          }}
        />
      )}
    </article>
  );
}

function Summary({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-control border border-border bg-surface p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-medium tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** No tester yet: where the test is and how to get testers to it. */
function NoTesters({ url, open }: { url: string; open: boolean }) {
  return (
    <section aria-labelledby="no-testers-heading" className="card flex flex-col gap-3 p-5 sm:p-6">
      <h2 id="no-testers-heading" className="text-base font-semibold">
        No testers yet
      </h2>
      {open ? (
        <>
          <p className="max-w-[70ch] text-sm text-muted">
            Send the address to people like your users: in a message, a community you belong to, or after a call. Five to ten testers show
            most problems. They need no account, and each tester's tasks show here as they finish, without a reload.
          </p>
          <TestAddress url={url} />
        </>
      ) : (
        <p className="max-w-[70ch] text-sm text-muted">The test is closed: its address tells testers so. Open it again to take testers.</p>
      )}
    </section>
  );
}
