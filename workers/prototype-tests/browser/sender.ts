import type { TesterEvent } from "../../../shared/contracts/prototype-tests";

/**
 * Sends a session's events in batches (docs/product.md#the-testers-page). Events wait in an open
 * list; a send cuts them into batches with an idempotency id each, and a batch keeps its id until
 * the server has answered for it, so a retry, the leave beacon and a reload's resend all repeat
 * the same batch (the server stores it once). One request is in flight at a time, and requests
 * start at least `interval` apart; failures back off. Everything here is saved after each change,
 * so a reload picks it up.
 */

export type Batch = { id: string; events: TesterEvent[] };
export type Outbox = { open: TesterEvent[]; batches: Batch[] };

export const EMPTY_OUTBOX: Outbox = { open: [], batches: [] };

/** How the server answered a batch: kept (or kept before), refused whole, try again later, or the test takes nothing more. */
export type SendResult = { kind: "stored" } | { kind: "refused" } | { kind: "retry"; afterMs?: number } | { kind: "closed" };

/** Moves the open events into batches of at most `max`, each with a fresh id. */
export function cutBatches(outbox: Outbox, max: number, newId: () => string): Outbox {
  if (outbox.open.length === 0) return outbox;
  const batches = [...outbox.batches];
  for (let i = 0; i < outbox.open.length; i += max) batches.push({ id: newId(), events: outbox.open.slice(i, i + max) });
  return { open: [], batches };
}

export type SenderDeps = {
  /** Least time between the starts of two requests. */
  interval: number;
  /** Longest wait after failures. */
  maxBackoff: number;
  batchEvents: number;
  outbox: Outbox;
  save(outbox: Outbox): void;
  post(batch: Batch): Promise<SendResult>;
  /** Hands a batch to the browser to send as the page goes away; false when it would not take it. */
  beacon(batch: Batch): boolean;
  newId(): string;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  /** Everything recorded so far has been answered for. */
  onIdle(): void;
  onClosed(): void;
};

export type Sender = {
  add(events: TesterEvent[]): void;
  /** The page is hidden or left: every waiting event goes out by beacon now (and again later by request, harmlessly). */
  leave(): void;
  /** Events not yet answered for. */
  waiting(): number;
};

export function createSender(deps: SenderDeps): Sender {
  let outbox = deps.outbox;
  let inFlight = false;
  let timer = false;
  let closed = false;
  let lastStart = -Infinity;
  let failures = 0;
  let retryAfter = 0;

  const waiting = () => outbox.open.length + outbox.batches.reduce((sum, batch) => sum + batch.events.length, 0);
  const update = (next: Outbox) => {
    outbox = next;
    deps.save(outbox);
  };

  function schedule() {
    if (inFlight || timer || closed || waiting() === 0) return;
    const gap = failures === 0 ? deps.interval : Math.max(retryAfter, Math.min(deps.maxBackoff, deps.interval * 2 ** failures));
    timer = true;
    deps.setTimer(
      () => {
        timer = false;
        void send();
      },
      Math.max(0, lastStart + gap - deps.now()),
    );
  }

  async function send() {
    update(cutBatches(outbox, deps.batchEvents, deps.newId));
    const batch = outbox.batches[0];
    if (!batch || closed) return;
    inFlight = true;
    lastStart = deps.now();
    let result: SendResult;
    try {
      result = await deps.post(batch);
    } catch {
      result = { kind: "retry" };
    }
    inFlight = false;
    if (result.kind === "closed") {
      closed = true;
      deps.onClosed();
      return;
    }
    if (result.kind === "retry") {
      failures += 1;
      retryAfter = result.afterMs ?? 0;
    } else {
      failures = 0;
      retryAfter = 0;
      update({ ...outbox, batches: outbox.batches[0] === batch ? outbox.batches.slice(1) : outbox.batches });
      if (waiting() === 0) deps.onIdle();
    }
    schedule();
  }

  // A reload may bring events that were never answered for: they go first.
  schedule();
  return {
    add(events) {
      if (events.length === 0) return;
      update({ ...outbox, open: [...outbox.open, ...events] });
      schedule();
    },
    leave() {
      if (closed) return;
      update(cutBatches(outbox, deps.batchEvents, deps.newId));
      for (const batch of outbox.batches) if (!deps.beacon(batch)) break;
    },
    waiting,
  };
}
