import type { TesterEvent } from "../../shared/contracts/prototype-tests";
import { WIREFRAME_DEVICES, type WireframeSet } from "../../shared/contracts/wireframes";

/**
 * What a tester's batch may say (docs/product.md#prototype-tests), checked against the test's own
 * screens and tasks and the session's age before anything is stored: one event that could not
 * have happened refuses the whole batch.
 */

/**
 * How much later than the session's age on the server an event's time may be: the page starts
 * its clock once the session is started, so its times trail the server's; this only absorbs a
 * clock running a little fast.
 */
export const FUTURE_ALLOWANCE_MS = 60_000;

type Checked = {
  tasks: readonly unknown[];
  wireframes: WireframeSet;
  easeQuestion: boolean;
  sus: boolean;
  openingQuestion: string;
};

/** The answer an event gives to a question the test may not ask: a tester's page shows only the questions the test asks. */
function unaskedAnswer(test: Checked, event: TesterEvent): string | null {
  if (event.type === "opening" && test.openingQuestion === "") return "an opening question";
  if (event.type === "ease" && !test.easeQuestion) return "the ease question";
  if (event.type === "sus" && !test.sus) return "the SUS statements";
  return null;
}

/** What a session answers once at most: the page asks each of these once. */
const ONCE: Partial<Record<TesterEvent["type"], string>> = { opening: "the opening question", sus: "the SUS statements" };

type Answered = { type: TesterEvent["type"]; seq: number };

/**
 * The first of `fresh` (events not stored yet, in `seq` order) that answers again what `held` or
 * an earlier fresh event answered, in words; null when none does. Without this, one session could
 * fill its owner's storage with answers no page would send.
 */
export function repeatedAnswer(held: readonly Answered[], fresh: readonly Answered[]): string | null {
  const answered = new Set(held.map((event) => event.type));
  for (const event of fresh) {
    const what = ONCE[event.type];
    if (what && answered.has(event.type)) return `Event ${event.seq} answers ${what} again`;
    answered.add(event.type);
  }
  return null;
}

/** The first problem of the batch in words, or null when every event could have happened. */
export function batchProblem(test: Checked, events: readonly TesterEvent[], sessionAgeMs: number): string | null {
  const screens = new Set(test.wireframes.screens.map((screen) => screen.id));
  const { width, height } = WIREFRAME_DEVICES[test.wireframes.device];
  for (const event of events) {
    const which = `Event ${event.seq}`;
    if (event.at > sessionAgeMs + FUTURE_ALLOWANCE_MS) return `${which} is timed later than the session has lasted`;
    if ("task" in event && event.task >= test.tasks.length)
      return `${which} names task ${event.task + 1}, but the test has ${test.tasks.length}`;
    const unasked = unaskedAnswer(test, event);
    if (unasked) return `${which} answers ${unasked}, which the test does not ask`;
    if ((event.type === "screen" || event.type === "click") && !screens.has(event.screenId))
      return `${which} names a screen the test does not have`;
    // Pixels are half-open, as the figures' boxes are: a 390-pixel-wide screen has x 0–389.
    if (event.type === "click" && (event.x >= width || event.y >= height))
      return `${which} is a click outside the ${width} × ${height} screen`;
  }
  return repeatedAnswer([], events);
}

/** The batch's events with each `seq` once (the first wins, as a stored one does), in `seq` order. */
export function uniqueBySeq(events: readonly TesterEvent[]): TesterEvent[] {
  const bySeq = new Map<number, TesterEvent>();
  for (const event of events) if (!bySeq.has(event.seq)) bySeq.set(event.seq, event);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
