import { useEffect, useRef, useState } from "react";
import { toast, toastError, type ToastInput } from "~/components/ui/toast";
import type { ToolName, ToolRequest, ToolResponse } from "@tools/contracts";
import { CONTINUE_INSTRUCTION, CONTINUE_MAX_CHARS, type SavedVersionOutcome } from "@shared/contracts/refine";
import { TOOLS } from "@shared/contracts/tool-names";
import { resultBrief, resultMarkdownParts } from "@tools/contracts";
import { EDITED_BY_HAND, MAX_RESULT_VERSIONS, restoredNote, TOO_MANY_VERSIONS_MESSAGE } from "@shared/result-versions";
import { callTool } from "./call-tool";
import { appendSavedVersion } from "./save-result";
import type { SaveResultProps } from "./save-result-button";
import { appendVersion, type SavedVersion, type ToolVersion } from "./tool-versions";
import { readDraft, useDraftKey, writeDraft } from "./tool-drafts";
import { useHydrated } from "./use-hydrated";
import { useWorkingProduct } from "~/lib/use-working-product";
import { getErrorMessage } from "~/lib/error-message";

type ToolRunStatus = "idle" | "running" | "done" | "failed";

/** The toasts a tool shows when a run ends (docs/product.md#how-every-tool-screen-behaves). */
type ToolRunToasts<T extends ToolName> = {
  /** Title of the failure toast, described by the error's message… */
  failed: string;
  /** …or by this fixed text, for a tool whose failure toast always reads the same. */
  failedText?: string;
  /** The toast once a first run has finished, when the tool has one (a refinement says "Version N is ready"). */
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
  /** The request of the first run: what the user asked for, to save with its result and to refine. */
  request: ToolRequest<T> | null;
  /** Text streamed so far (text tools). */
  text: string;
  /** A reasoning model is thinking and has written no text yet (the screen says "Thinking…"). */
  thinking: boolean;
  /** The failure's message, for the error panel. */
  error: string | null;
  /** Every version of the result so far, oldest first; empty until a first run has finished. */
  versions: ToolVersion<ToolResponse<T>>[];
  /** The number of the version on screen. */
  shown: number;
  /** The refinement under way or that failed ("Try again" sends it again). */
  refining: { instruction: string; previous: ToolResponse<T>; continueAnswer?: boolean; fields?: Partial<ToolRequest<T>> } | null;
  /** Once the result is saved: refinements, hand edits and restores are stored as its versions too. */
  savedId: string | null;
  /** A restore or hand edit is being stored on the server. */
  adding: boolean;
  /** Counts first runs, so a view can tell one result's Version 1 from the next one's. */
  runs: number;
};

/** Nothing run yet (or, with `runs` carried over, a new run about to start). */
function empty<T extends ToolName>(runs = 0): RunState<T> {
  return {
    status: "idle",
    request: null,
    text: "",
    thinking: false,
    error: null,
    versions: [],
    shown: 0,
    refining: null,
    savedId: null,
    adding: false,
    runs,
  };
}

/**
 * How every tool screen runs its tool: one request at a time (a new run cancels the one in
 * flight and starts a new result; leaving the screen cancels too), the answer streamed into
 * `text` or returned whole in `result`, the failure in `error`, and the tool's toasts.
 * A result keeps its versions (docs/product.md#versions): `refine` sends the same request with
 * the version on screen and an instruction, and the new version streams in where the result was;
 * `show`, `restore` and `addHandEdit` move through and add to them. `ready` turns true once the
 * view has hydrated, when a button that starts a run can work.
 */
export function useToolRun<T extends ToolName>(name: T, options: ToolRunOptions<T>) {
  const [state, setState] = useState<RunState<T>>(empty);
  const controller = useRef<AbortController | null>(null);
  // The latest state for callbacks that outlive a render (a run resolving after more versions came in).
  const latest = useRef(state);
  latest.current = state;
  const ready = useHydrated();
  useEffect(() => () => controller.current?.abort(), []);
  // Inside a product every call names it; the server adds its brief to the model's context.
  const { productId } = useWorkingProduct();
  const product = useRef(productId);
  product.current = productId;

  // An unsaved result comes back when the user returns to this tool (docs/product.md#unsaved-results-are-drafts).
  const draftKey = useDraftKey(name, productId);
  const restoredFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!draftKey || restoredFrom.current === draftKey || !ready) return;
    restoredFrom.current = draftKey;
    const draft = readDraft<ToolRequest<T>, ToolResponse<T>>(draftKey);
    if (!draft) return;
    setState((s) =>
      s.status !== "idle"
        ? s
        : {
            ...empty<T>(s.runs + 1),
            status: "done",
            request: draft.request,
            versions: draft.versions,
            shown: draft.shown,
            savedId: draft.savedId,
          },
    );
  }, [draftKey, ready]);
  useEffect(() => {
    if (!draftKey || state.status !== "done" || !state.request || state.versions.length === 0) return;
    writeDraft(draftKey, { request: state.request, versions: state.versions, shown: state.shown, savedId: state.savedId });
  }, [draftKey, state.status, state.request, state.versions, state.shown, state.savedId]);

  const shownVersion = state.versions.find((v) => v.number === state.shown) ?? null;
  const result = state.status === "done" ? (shownVersion?.response ?? null) : null;

  /**
   * Sends one request; resolves with the response, or null when it failed (already reported) or
   * was cancelled. `soFar` is text already on screen that the streamed answer continues.
   */
  const call = async (body: ToolRequest<T>, refining: RunState<T>["refining"], soFar = ""): Promise<ToolResponse<T> | null> => {
    controller.current?.abort();
    const current = (controller.current = new AbortController());
    const { fallbackError, stream, toasts, onFailure } = options;
    setState((s) => ({ ...s, status: "running", text: soFar, thinking: false, error: null, refining }));
    try {
      const withProduct = product.current ? ({ ...body, productId: product.current } as ToolRequest<T>) : body;
      const response = await callTool(name, withProduct, {
        fallbackError,
        signal: current.signal,
        onDelta: stream ? (piece) => setState((s) => ({ ...s, text: s.text + piece, thinking: false })) : undefined,
        onThinking: () => setState((s) => ({ ...s, thinking: true })),
      });
      return current.signal.aborted ? null : response;
    } catch (error) {
      if (current.signal.aborted) return null;
      setState((s) => ({ ...s, status: "failed", error: getErrorMessage(error, fallbackError) }));
      onFailure?.(error);
      toastError(toasts.failed, toasts.failedText ?? error, fallbackError, toasts.scope);
      return null;
    }
  };

  /** A first run: a new result with one version. */
  const run = async (request: ToolRequest<T>): Promise<ToolResponse<T> | null> => {
    setState((s) => ({ ...empty<T>(s.runs + 1), status: "running", request }));
    const response = await call(request, null);
    if (!response) return null;
    setState((s) => ({ ...s, status: "done", versions: [{ number: 1, note: null, response }], shown: 1 }));
    const shown = options.toasts.done?.(response, request);
    if (shown) toast({ ...shown, scope: options.toasts.scope });
    return response;
  };

  /**
   * The next version: the same request with `previous` (the version on screen, or what the view
   * shows of it, e.g. an edited diagram) and the instruction; a saved result stores it on the server.
   */
  const refine = async (
    instruction: string,
    previous: ToolResponse<T> | null = shownVersion?.response ?? null,
    { continueAnswer = false, fields }: { continueAnswer?: boolean; fields?: Partial<ToolRequest<T>> } = {},
  ): Promise<boolean> => {
    const { request, versions, savedId, status, adding } = latest.current;
    if (!request || !previous || status === "running" || adding || versions.length >= MAX_RESULT_VERSIONS) return false;
    // `fields` narrow this one refinement (the one wireframe screen to change); they are not kept in the request.
    const body = {
      ...request,
      ...fields,
      previous,
      instruction,
      ...(savedId ? { conversationId: savedId } : {}),
      ...(continueAnswer ? { continueAnswer } : {}),
    } as ToolRequest<T>;
    // A continued answer streams on after the text already there (docs/product.md#cut-off-answers).
    const soFar = continueAnswer ? String((previous as Record<string, unknown>)[TOOLS[name].field] ?? "") : "";
    const answered = await call(body, { instruction, previous, continueAnswer, fields }, soFar);
    if (!answered) return false;
    // A refine into a saved result says whether the server stored it; that is not part of the result.
    const { savedVersion, ...response } = answered as ToolResponse<T> & { savedVersion?: SavedVersionOutcome | null };
    // Nothing else adds a version while a run is on, so the list is the one the refinement started from.
    const next = appendVersion(latest.current.versions, response as ToolResponse<T>, instruction) ?? latest.current.versions;
    setState((s) => ({ ...s, status: "done", versions: next, shown: next.length, refining: null }));
    if (savedVersion && "error" in savedVersion) {
      toast({
        title: `Version ${next.length} is ready, but it was not saved`,
        description: savedVersion.error,
        variant: "warning",
        scope: options.toasts.scope,
      });
    } else if (savedVersion && savedVersion.newerBy) {
      // Someone saved while the model answered: this one is kept after theirs (docs/product.md#version-conflicts).
      toast({
        title: `Version ${next.length} is ready`,
        description: `${savedVersion.newerBy} saved a newer version meanwhile; yours is saved after it, as Version ${savedVersion.number}.`,
        variant: "warning",
        scope: options.toasts.scope,
      });
    } else {
      toast({ title: `Version ${next.length} is ready`, variant: "success", scope: options.toasts.scope });
    }
    return true;
  };

  /**
   * Appends a version made here (a restore, a hand edit), on the server too once the result is
   * saved; resolves with the new list, or null when it could not be added (already reported).
   */
  const addVersion = async (response: ToolResponse<T>, note: string): Promise<ToolVersion<ToolResponse<T>>[] | null> => {
    const { request, versions, savedId, status, adding } = latest.current;
    if (!request || status === "running" || adding) return null;
    const next = appendVersion(versions, response, note);
    if (!next) {
      toast({
        title: "No room for another version",
        description: TOO_MANY_VERSIONS_MESSAGE,
        variant: "warning",
        scope: options.toasts.scope,
      });
      return null;
    }
    if (savedId) {
      setState((s) => ({ ...s, adding: true }));
      const stored = await appendSavedVersion(savedId, note, resultMarkdownParts(name, request, response));
      setState((s) => ({ ...s, adding: false }));
      if (!stored) return null;
    }
    setState((s) => ({ ...s, status: "done", error: null, refining: null, versions: next, shown: next.length }));
    return next;
  };

  /** Versions as they are saved: their notes and Markdown parts. */
  const savedVersions = (versions = latest.current.versions): SavedVersion[] => {
    const { request } = latest.current;
    return request
      ? versions.map((v) => ({ note: v.note, parts: resultMarkdownParts(name, request, v.response), response: v.response }))
      : [];
  };

  return {
    status: state.status,
    request: state.request,
    text: state.text,
    /** A reasoning model is thinking: nothing of the answer yet. */
    thinking: state.status === "running" && state.thinking,
    result,
    error: state.error,
    ready,
    run,
    refine,
    /** "Try again" after a failure: the failed refinement again, or else the view's own first run. */
    retry: (runAgain: () => void) => {
      const { refining } = latest.current;
      if (refining)
        void refine(refining.instruction, refining.previous, { continueAnswer: refining.continueAnswer, fields: refining.fields });
      else runAgain();
    },
    /** The version on screen was cut off at the model's length limit (docs/product.md#cut-off-answers). */
    cutOff: (result as { cutOff?: unknown } | null)?.cutOff === true,
    /** Text answers can be continued (up to a saved result's length); a structured one keeps its complete parts. */
    continuable:
      Boolean(options.stream) && String((result as Record<string, unknown> | null)?.[TOOLS[name].field] ?? "").length < CONTINUE_MAX_CHARS,
    /** Asks the model to go on from where the answer stopped; what it adds is the next version. */
    continueAnswer: () => refine(CONTINUE_INSTRUCTION, shownVersion?.response ?? null, { continueAnswer: true }),
    /** True while a refinement is under way, or after it failed: the screen shows it where the result was. */
    refining: state.refining !== null,
    versions: state.versions,
    shown: state.shown,
    /** Why no more versions can be made, or null. */
    versionsFull: state.versions.length >= MAX_RESULT_VERSIONS ? TOO_MANY_VERSIONS_MESSAGE : null,
    /** Shows one version (and leaves a failed refinement's error behind). */
    show: (number: number) =>
      setState((s) => (s.status === "running" ? s : { ...s, status: "done", error: null, refining: null, shown: number })),
    /** A copy of an older version becomes the newest (nothing is ever lost). */
    restore: async (number: number) => {
      const version = latest.current.versions.find((v) => v.number === number);
      return Boolean(version && (await addVersion(version.response, restoredNote(number))));
    },
    /** The diagram(s) the user edited, kept as a version "Edited by hand" (on "Save edits as version"). */
    addHandEdit: async (response: ToolResponse<T>) => Boolean(await addVersion(response, EDITED_BY_HAND)),
    /** The saved copy's id once the result is saved, else null. */
    savedId: state.savedId,
    /**
     * Adds to one version's structured result without making a new version: what is kept with a
     * result but leaves what it says unchanged (a validation's answers from its synthetic users).
     */
    amend: (number: number, update: (response: ToolResponse<T>) => ToolResponse<T>) =>
      setState((s) => ({ ...s, versions: s.versions.map((v) => (v.number === number ? { ...v, response: update(v.response) } : v)) })),
    /** Which result and version is on screen: a key that remounts what holds a version's own state (an edited diagram). */
    resultKey: `${state.runs}-${state.shown}`,
    adding: state.adding,
    /**
     * What Save needs: the brief (what was asked for), every version (diagram edits still pending
     * become a version "Edited by hand" first), and the saved copy, which later versions then go to.
     */
    save: (pendingEdit: ToolResponse<T> | null = null): SaveResultProps => ({
      tool: name,
      brief: state.request ? resultBrief(name, state.request) : "",
      // Diagram edits not yet kept as a version become one first, so what was on screen is saved.
      versions: async () => savedVersions((pendingEdit && (await addVersion(pendingEdit, EDITED_BY_HAND))) || latest.current.versions),
      savedId: state.savedId,
      onSaved: (id) => setState((s) => ({ ...s, savedId: id })),
    }),
  };
}
