import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TesterEvent } from "../../shared/contracts/prototype-tests";
import {
  createSender,
  cutBatches,
  EMPTY_OUTBOX,
  type Batch,
  type Outbox,
  type SendResult,
} from "../../workers/prototype-tests/browser/sender";

const INTERVAL = 3_000;
const click = (seq: number): TesterEvent => ({ type: "click", seq, at: seq * 10, task: 0, screenId: "home", x: 1, y: 2 });

/** A sender with a scripted server: each request takes the next answer (stored when none is left). */
function harness(answers: (SendResult | Error)[] = [], outbox: Outbox = EMPTY_OUTBOX, idPrefix = "b") {
  const requests: Batch[] = [];
  const beacons: Batch[] = [];
  const saves: Outbox[] = [];
  let ids = 0;
  const events = { idle: 0, closed: 0 };
  const sender = createSender({
    interval: INTERVAL,
    maxBackoff: 30_000,
    batchEvents: 3,
    outbox,
    save: (next) => saves.push(next),
    post: async (batch) => {
      requests.push(structuredClone(batch));
      const answer = answers.shift() ?? { kind: "stored" };
      if (answer instanceof Error) throw answer;
      return answer;
    },
    beacon: (batch) => {
      beacons.push(structuredClone(batch));
      return true;
    },
    newId: () => `${idPrefix}${++ids}`,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    onIdle: () => events.idle++,
    onClosed: () => events.closed++,
  });
  return { sender, requests, beacons, saves, events, saved: () => saves.at(-1) };
}

describe("sending a tester's events", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("cuts waiting events into batches of the largest size, each with its own id", () => {
    const outbox = cutBatches(
      { open: [0, 1, 2, 3, 4].map(click), batches: [] },
      3,
      (() => {
        let n = 0;
        return () => `id${n++}`;
      })(),
    );
    expect(outbox.open).toEqual([]);
    expect(outbox.batches.map((b) => [b.id, b.events.map((e) => e.seq)])).toEqual([
      ["id0", [0, 1, 2]],
      ["id1", [3, 4]],
    ]);
  });

  it("sends at once, then no more than one request per interval, however many events come", async () => {
    const { sender, requests, events } = harness();
    sender.add([click(0)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((b) => b.events.map((e) => e.seq))).toEqual([[0]]);
    for (let seq = 1; seq <= 4; seq++) {
      sender.add([click(seq)]);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 2_000);
    // Four events in one interval: one batch of three, and the fourth a whole interval later.
    expect(requests.map((b) => b.events.map((e) => e.seq))).toEqual([[0], [1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((b) => b.events.map((e) => e.seq))).toEqual([[0], [1, 2, 3], [4]]);
    expect(sender.waiting()).toBe(0);
    // Idle after the first request and after the last (the second left the fourth event waiting).
    expect(events.idle).toBe(2);
  });

  it("retries a failed batch with the same id, waiting longer after each failure and as long as Retry-After asks", async () => {
    const { sender, requests } = harness([new TypeError("offline"), { kind: "retry" }, { kind: "retry", afterMs: 28_000 }]);
    sender.add([click(0), click(1)]);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4 * INTERVAL);
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(27_000);
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((b) => b.id))).toEqual(new Set(["b1"]));
    expect(sender.waiting()).toBe(0);
  });

  it("drops a batch the server refused whole and goes on with the next", async () => {
    const { sender, requests } = harness([{ kind: "refused" }]);
    sender.add([0, 1, 2, 3].map(click));
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(requests.map((b) => b.id)).toEqual(["b1", "b2"]);
    expect(sender.waiting()).toBe(0);
  });

  it("stops for good when the test takes nothing more", async () => {
    const { sender, requests, events, beacons } = harness([{ kind: "closed" }]);
    sender.add([click(0)]);
    await vi.advanceTimersByTimeAsync(0);
    sender.add([click(1)]);
    sender.leave();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(requests).toHaveLength(1);
    expect(beacons).toEqual([]);
    expect(events.closed).toBe(1);
  });

  it("hands every waiting event to a beacon when the page is left, and later sends the same batches again by request", async () => {
    const { sender, requests, beacons } = harness([new TypeError("offline")]);
    sender.add([click(0)]);
    await vi.advanceTimersByTimeAsync(0);
    sender.add([1, 2, 3, 4].map(click));
    sender.leave();
    expect(beacons.map((b) => [b.id, b.events.map((e) => e.seq)])).toEqual([
      ["b1", [0]],
      ["b2", [1, 2, 3]],
      ["b3", [4]],
    ]);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(requests.map((b) => b.id)).toEqual(["b1", "b1", "b2", "b3"]);
  });

  it("saves every change, so a reload sends what was waiting first, with the batch ids it had", async () => {
    const first = harness([new TypeError("offline")]);
    first.sender.add([click(0), click(1)]);
    await vi.advanceTimersByTimeAsync(0);
    first.sender.add([click(2)]);
    const kept = first.saved()!;
    expect(kept.batches.map((b) => b.id)).toEqual(["b1"]);
    expect(kept.open.map((e) => e.seq)).toEqual([2]);

    const reloaded = harness([], JSON.parse(JSON.stringify(kept)) as Outbox, "after-reload-");
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.requests.map((b) => [b.id, b.events.map((e) => e.seq)])).toEqual([["b1", [0, 1]]]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(reloaded.requests.map((b) => b.events.map((e) => e.seq))).toEqual([[0, 1], [2]]);
    expect(reloaded.saved()).toEqual(EMPTY_OUTBOX);
  });
});
