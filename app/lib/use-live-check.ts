import { useEffect, useState } from "react";
import { getErrorMessage } from "./error-message";

/** What a form knows of a field checked as it is typed (a page's address: free or taken). */
export type LiveCheckState =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "passed" }
  | { kind: "refused"; message: string; suggestion?: string }
  | { kind: "unknown"; message: string };

/** The server's answer about one value: fine, or refused with a value to take instead. */
export type LiveAnswer = { ok: true } | { ok: false; message: string; suggestion?: string };

/** How one field is checked as it is typed; keep it a stable value (a new one asks again). */
export type LiveCheck = {
  /** The check done here at once: its refusal, and whether the server is asked even so (to offer a free value). */
  local: (value: string) => { message: string; askAnyway: boolean } | null;
  ask: (value: string, signal: AbortSignal) => Promise<LiveAnswer>;
  /** Shown when the server could not be asked. */
  unreachable: string;
};

/** How long typing must pause before the server is asked: one request per pause, not per key. */
export const LIVE_CHECK_DELAY_MS = 350;

/** What shows as soon as a value is typed, and whether the server is asked about it. */
export function stateAtOnce(value: string, check: LiveCheck): { state: LiveCheckState; ask: boolean } {
  if (!value) return { state: { kind: "idle" }, ask: false };
  const refused = check.local(value);
  if (!refused) return { state: { kind: "checking" }, ask: true };
  return { state: { kind: "refused", message: refused.message }, ask: refused.askAnyway };
}

/**
 * What shows once the server answered, or null to keep what shows: the check was overtaken (aborted),
 * or it failed while a refusal made here already shows. A failed check says so without blocking:
 * the server decides again when the form is sent.
 */
export async function stateOnceAnswered(
  value: string,
  check: LiveCheck,
  signal: AbortSignal,
  refusedHere: boolean,
): Promise<LiveCheckState | null> {
  try {
    const answer = await check.ask(value, signal);
    if (signal.aborted) return null;
    return answer.ok ? { kind: "passed" } : { kind: "refused", message: answer.message, suggestion: answer.suggestion };
  } catch (error) {
    if (signal.aborted || refusedHere) return null;
    return { kind: "unknown", message: getErrorMessage(error, check.unreachable) };
  }
}

/** A field's value checked as it is typed: at once here, then by the server once typing pauses; `recheck` asks again. */
export function useLiveCheck(value: string, check: LiveCheck | undefined, { enabled, recheck }: { enabled: boolean; recheck: number }) {
  const [state, setState] = useState<LiveCheckState>({ kind: "idle" });
  useEffect(() => {
    if (!enabled || !check) {
      setState({ kind: "idle" });
      return;
    }
    const first = stateAtOnce(value, check);
    setState(first.state);
    if (!first.ask) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void stateOnceAnswered(value, check, controller.signal, first.state.kind === "refused").then((next) => next && setState(next));
    }, LIVE_CHECK_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value, check, enabled, recheck]);
  return state;
}
