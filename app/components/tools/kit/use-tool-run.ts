import { useEffect, useRef, useState } from "react";
import { toast, toastError, type ToastInput } from "~/components/ui/toast";
import type { ToolName, ToolRequest, ToolResponse } from "@shared/contracts/tools";
import { callTool } from "./call-tool";
import { useHydrated } from "./use-hydrated";

type ToolRunStatus = "idle" | "running" | "done" | "failed";

/** The toasts a tool shows when a run ends (docs/product.md#how-every-tool-screen-behaves). */
type ToolRunToasts<T extends ToolName> = {
  /** Title of the failure toast, described by the error's message… */
  failed: string;
  /** …or by this fixed text, for a tool whose failure toast always reads the same. */
  failedText?: string;
  /** The toast once a run has finished, when the tool has one. */
  done?: (response: ToolResponse<T>, request: ToolRequest<T>) => Omit<ToastInput, "scope"> | null;
  /** A flow's toasts replace each other (toast-store.ts): a retry's success takes the failure away. */
  scope?: string;
};

type ToolRunOptions<T extends ToolName> = {
  /** Message when the server gives none (the tool's fallback). */
  fallbackError: string;
  /** Text tools stream: `text` grows while the answer is generated. */
  stream?: boolean;
  toasts: ToolRunToasts<T>;
  /** Called with the failure itself, before its toast (for a tool that also logs it). */
  onFailure?: (error: unknown) => void;
};

type RunState<T extends ToolName> = {
  status: ToolRunStatus;
  /** The request of the current run: what the user asked for, to save with its result. */
  request: ToolRequest<T> | null;
  /** Text streamed so far (text tools). */
  text: string;
  result: ToolResponse<T> | null;
  /** The failure's message, for the error panel. */
  error: string | null;
};

/**
 * How every tool screen runs its tool: one request at a time (a new run cancels the one in
 * flight and clears its result; leaving the screen cancels too), the answer streamed into
 * `text` or returned whole in `result`, the failure in `error`, and the tool's toasts.
 * `ready` turns true once the view has hydrated, when a button that starts a run can work.
 * A refinement (the same `request` plus the previous version and an instruction, streamed into
 * the same place) is one more call of `run`, not a change to every screen.
 */
export function useToolRun<T extends ToolName>(name: T, options: ToolRunOptions<T>) {
  const [state, setState] = useState<RunState<T>>({ status: "idle", request: null, text: "", result: null, error: null });
  const controller = useRef<AbortController | null>(null);
  const ready = useHydrated();
  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves with the response, or null when the run failed (already reported) or was cancelled. */
  const run = async (request: ToolRequest<T>): Promise<ToolResponse<T> | null> => {
    controller.current?.abort();
    const current = (controller.current = new AbortController());
    const { fallbackError, stream, toasts, onFailure } = options;
    setState({ status: "running", request, text: "", result: null, error: null });
    try {
      const result = await callTool(name, request, {
        fallbackError,
        signal: current.signal,
        onDelta: stream ? (piece) => setState((s) => ({ ...s, text: s.text + piece })) : undefined,
      });
      if (current.signal.aborted) return null;
      setState((s) => ({ ...s, status: "done", result }));
      const shown = toasts.done?.(result, request);
      if (shown) toast({ ...shown, scope: toasts.scope });
      return result;
    } catch (error) {
      if (current.signal.aborted) return null;
      setState((s) => ({ ...s, status: "failed", error: error instanceof Error && error.message ? error.message : fallbackError }));
      onFailure?.(error);
      toastError(toasts.failed, toasts.failedText ?? error, fallbackError, toasts.scope);
      return null;
    }
  };

  return { ...state, ready, run };
}
