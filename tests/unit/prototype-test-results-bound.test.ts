import { describe, expect, it } from "vitest";
import { eventRow, eventRowBytes, runRowBytes } from "../../db/queries/prototype-test-events";
import { SESSION_ROW_BYTES } from "../../db/queries/prototype-test-public";
import { RESULT_PAGE_BYTES } from "../../db/queries/prototype-test-results";
import { PROTOTYPE_TEST_LIMITS } from "../../shared/contracts/prototype-tests";
import { WIREFRAME_LIMITS } from "../../shared/contracts/wireframes";
import type { TaskRun } from "../../shared/prototype-test-metrics";

/** The Worker's isolate holds at most this much; a results read must stay far below it. */
const ISOLATE_BYTES = 128 * 1024 * 1024;

describe("a results read of the largest test the limits allow", () => {
  it("holds one page of stored bytes and one session more, a small part of the isolate's memory", () => {
    const { eventsPerSession, tasks, answer } = PROTOTYPE_TEST_LIMITS;
    // The longest screen id the contract takes, in characters of three bytes each.
    const id = "€".repeat(64);
    const largestEvent = eventRowBytes(
      eventRow({ type: "opening", seq: eventsPerSession - 1, at: 7 * 86_400_000, answer: "€".repeat(answer) }, null),
    );
    // A run bigger than any can be: every event of the session a screen on its path, every screen visited.
    const largestRun: TaskRun = {
      task: tasks - 1,
      outcome: "gave-up",
      movedOn: true,
      startAt: Number.MAX_SAFE_INTEGER,
      lastAt: Number.MAX_SAFE_INTEGER,
      timeMs: Number.MAX_SAFE_INTEGER,
      path: Array.from({ length: eventsPerSession + 1 }, () => id),
      visits: Array.from({ length: WIREFRAME_LIMITS.screens }, () => ({
        screenId: id,
        timeMs: Number.MAX_SAFE_INTEGER,
        clicks: eventsPerSession,
        misclicks: eventsPerSession,
      })),
      ease: 7,
    };
    // What a session's `bytes` can come to, which is what a page counts; its runs are a part of it.
    const largestSession = SESSION_ROW_BYTES + eventsPerSession * largestEvent + tasks * runRowBytes(JSON.stringify(largestRun));
    const page = RESULT_PAGE_BYTES + largestSession;
    // Parsed, JSON takes a few times its text: a page's text stays under a tenth of the isolate.
    expect(page).toBeLessThan(ISOLATE_BYTES / 10);
  });
});
