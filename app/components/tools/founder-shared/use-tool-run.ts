import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "~/components/tools/call-tool";
import type { ToolName, ToolRequest, ToolResponse } from "@shared/contracts/tools";

export type RunStatus = "idle" | "loading" | "success" | "error";

type RunState<T extends ToolName> = {
  status: RunStatus;
  /** Text streamed so far (text tools), then the finished text. */
  text: string;
  result: ToolResponse<T> | null;
  error: string | null;
};

/**
 * One tool call at a time: a new run cancels the previous one and clears its result (spec §4:
 * loading during the call, then result); leaving the screen cancels too. `run` resolves with the
 * response, or with an Error the caller turns into the spec's toast.
 */
export function useToolRun<T extends ToolName>(name: T, options: { fallbackError: string; stream: boolean }) {
  const [state, setState] = useState<RunState<T>>({ status: "idle", text: "", result: null, error: null });
  const controller = useRef<AbortController | null>(null);
  const { fallbackError, stream } = options;

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (body: ToolRequest<T>): Promise<ToolResponse<T> | Error | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: "loading", text: "", result: null, error: null });
      try {
        const result = await callTool(name, body, {
          fallbackError,
          signal: current.signal,
          onDelta: stream ? (piece) => setState((s) => ({ ...s, text: s.text + piece })) : undefined,
        });
        if (current.signal.aborted) return null;
        setState((s) => ({ ...s, status: "success", result }));
        return result;
      } catch (error) {
        if (current.signal.aborted) return null;
        const message = error instanceof Error && error.message ? error.message : fallbackError;
        setState((s) => ({ ...s, status: "error", error: message }));
        return new Error(message);
      }
    },
    [name, fallbackError, stream],
  );

  return { ...state, run };
}
