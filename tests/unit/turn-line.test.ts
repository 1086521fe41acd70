import { describe, expect, it } from "vitest";
import { LineFullError, TurnLine } from "../../workers/auth/turn-line";

/** A line on a hand-moved clock: no test here waits for real time. */
function lineWithClock(maxWaiting = 5) {
  const clock = { now: 0 };
  const line = new TurnLine({ maxWaiting, staleAfterMs: 1000, now: () => clock.now });
  return { line, clock };
}

describe("TurnLine", () => {
  it("gives turns first in, first out, one per round of polls", () => {
    const { line } = lineWithClock();
    const [a, b, c] = [line.join(), line.join(), line.join()];
    const turns: string[] = [];
    // Each round, every waiter wakes once (in any order) and polls.
    for (let round = 0; round < 6 && line.waiting > 0; round++) {
      for (const [name, ticket] of [
        ["c", c],
        ["b", b],
        ["a", a],
      ] as const) {
        if (!turns.includes(name) && line.poll(ticket!)) turns.push(name);
      }
    }
    expect(turns).toEqual(["a", "b", "c"]);
    expect(line.waiting).toBe(0);
  });

  it("never gives two turns without the next waiter sleeping in between", () => {
    const { line } = lineWithClock();
    const a = line.join();
    const b = line.join();
    expect(line.poll(a)).toBe(true);
    // b's timer came due while a held the thread: it must sleep once more, so other work runs first.
    expect(line.poll(b)).toBe(false);
    expect(line.poll(b)).toBe(true);
  });

  it("refuses a caller at once when the line is full, and takes callers again once it moves", () => {
    const { line } = lineWithClock(2);
    const a = line.join();
    line.join();
    expect(() => line.join()).toThrow(LineFullError);
    expect(line.poll(a)).toBe(true);
    expect(() => line.join()).not.toThrow();
  });

  it("lets a waiter leave without a turn", () => {
    const { line } = lineWithClock();
    const a = line.join();
    const b = line.join();
    line.leave(a);
    expect(line.poll(b)).toBe(true);
    expect(line.waiting).toBe(0);
  });

  it("skips a waiter ahead that stopped polling, since its request ended", () => {
    const { line, clock } = lineWithClock();
    line.join();
    const next = line.join();
    clock.now = 500;
    expect(line.poll(next)).toBe(false);
    clock.now = 1200;
    expect(line.poll(next)).toBe(true);
    expect(line.waiting).toBe(0);
  });

  it("puts a waiter that was only slow back at the front when it polls again", () => {
    const { line, clock } = lineWithClock();
    const slow = line.join();
    const other = line.join();
    const last = line.join();
    clock.now = 2000;
    expect(line.poll(other)).toBe(true);
    expect(line.poll(slow)).toBe(false);
    expect(line.poll(last)).toBe(false);
    expect(line.poll(slow)).toBe(true);
    expect(line.poll(last)).toBe(false);
    expect(line.poll(last)).toBe(true);
  });
});
