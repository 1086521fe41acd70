import { START, type Progress } from "./flow";
import { EMPTY_OUTBOX, type Outbox } from "./sender";

/**
 * A tester's place in the test, kept in the tab's sessionStorage (never a cookie), so a reload
 * resumes where they were and resends what was not sent yet. It is the tab's alone: closing the
 * tab ends it, and another tab starts a session of its own.
 */

export type Session = { id: string; token: string; startedAt: number };
export type Saved = { session: Session | null; progress: Progress; outbox: Outbox };

export const FRESH: Saved = { session: null, progress: START, outbox: EMPTY_OUTBOX };

type KeyValue = Pick<Storage, "getItem" | "setItem">;

export const savedKey = (testId: string) => `prototype-test:${testId}`;

/** What this tab saved for the test, or a fresh start when nothing (or nothing readable) is there. */
export function readSaved(storage: KeyValue | null, key: string): Saved {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? "null") as Partial<Saved> | null;
    const session = value?.session;
    if (!session || typeof session.id !== "string" || typeof session.token !== "string" || typeof session.startedAt !== "number")
      return FRESH;
    if (!value.progress?.stage || !Array.isArray(value.outbox?.open) || !Array.isArray(value.outbox?.batches)) return FRESH;
    return { session, progress: value.progress, outbox: value.outbox };
  } catch {
    return FRESH;
  }
}

/** Keeps it for a reload; a tab that cannot store (storage off or full) still works, without resuming. */
export function writeSaved(storage: KeyValue | null, key: string, saved: Saved): void {
  try {
    storage?.setItem(key, JSON.stringify(saved));
  } catch {
    // Nothing to do: the test goes on in this page.
  }
}
