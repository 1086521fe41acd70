import { MousePointerClick, Redo2, Undo2 } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { Button } from "~/components/ui/button";
import { LandingCanvas } from "./landing-editor-canvas";
import { AccentControl, SectionList } from "./landing-editor-panels";
import { pushEdit, redo, setAccent, setText, startHistory, undo, whyNot, type LandingHistory } from "./landing-edits";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

type EditorProps = {
  doc: LandingPageDoc;
  /** Every kept edit, undo and redo: the page as it now is. */
  onChange: (doc: LandingPageDoc) => void;
  /** Copy code, downloads, Publish…: shown in the editor's header. */
  actions?: ReactNode;
  title?: string;
};

/**
 * The landing page editor (docs/product.md#launch): the page as visitors will see it, every text
 * edited in place; sections reordered, hidden and shown; testimonials marked real; the accent
 * chosen; undo and redo (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z) over all of it. Another document from
 * outside starts another history; the one it made itself (kept as a version by Save) does not.
 */
export function LandingEditor({ doc, onChange, actions, title = "Your landing page" }: EditorProps) {
  const [history, setHistory] = useState<LandingHistory>(() => startHistory(doc));
  const [error, setError] = useState<string | null>(null);
  // A document from outside (not one this editor made) starts afresh, in the same render.
  const [lastDoc, setLastDoc] = useState(doc);
  if (doc !== lastDoc) {
    setLastDoc(doc);
    if (doc !== history.present) {
      setHistory(startHistory(doc));
      setError(null);
    }
  }

  const apply = (next: LandingHistory) => {
    setHistory(next);
    if (next.present !== history.present) onChange(next.present);
  };
  const edit = (next: LandingPageDoc, group: string | null = null) => apply(pushEdit(history, next, group));
  // The button that has just run out of steps is disabled and would drop focus: it goes to the other one.
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const undoStep = () => {
    const next = undo(history);
    apply(next);
    if (next.past.length === 0 && document.activeElement === undoButton.current) redoButton.current?.focus();
  };
  const redoStep = () => {
    const next = redo(history);
    apply(next);
    if (next.future.length === 0 && document.activeElement === redoButton.current) undoButton.current?.focus();
  };

  /** A text typed in place: kept when the page stays valid, else the reason is shown and nothing changes. */
  const commitText = (path: string, text: string): string | null => {
    const next = setText(history.present, path, text);
    const refused = next === history.present ? null : whyNot(next);
    setError(refused);
    if (!refused) edit(next);
    return refused;
  };

  // Undo and redo anywhere in the editor but in a text being typed (which keeps the browser's own undo).
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const origin = event.nativeEvent.composedPath()[0];
    if (origin instanceof HTMLElement && (origin.isContentEditable || origin.closest("input, textarea, select"))) return;
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) {
      event.preventDefault();
      undoStep();
    } else if ((key === "z" && event.shiftKey) || key === "y") {
      event.preventDefault();
      redoStep();
    }
  };

  const mod = isMac() ? "⌘" : "Ctrl+";
  const page = history.present;
  return (
    <section className="card min-w-0 overflow-hidden" aria-labelledby="landing-editor-title" onKeyDown={onKey}>
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3 sm:px-5">
        <h2 id="landing-editor-title" className="basis-full font-medium sm:flex-1 sm:basis-auto">
          {title}
        </h2>
        {actions}
      </header>
      <div
        className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-4 py-2 sm:px-5"
        role="toolbar"
        aria-label="Edit the landing page"
      >
        <div className="flex items-center gap-1">
          <Button
            ref={undoButton}
            variant="outline"
            size="sm"
            onClick={undoStep}
            disabled={history.past.length === 0}
            aria-keyshortcuts="Control+Z Meta+Z"
            title={`Undo (${mod}Z)`}
          >
            <Undo2 size={16} aria-hidden />
            Undo
          </Button>
          <Button
            ref={redoButton}
            variant="outline"
            size="sm"
            onClick={redoStep}
            disabled={history.future.length === 0}
            aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
            title={`Redo (Shift+${mod}Z)`}
          >
            <Redo2 size={16} aria-hidden />
            Redo
          </Button>
        </div>
        <AccentControl
          value={page.accent}
          onChange={(accent, dragging) => edit(setAccent(page, accent), dragging ? "accent" : null)}
          onSettle={() => setHistory((h) => ({ ...h, group: null }))}
        />
      </div>
      <div className="grid min-w-0 gap-4 bg-subtle p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <MousePointerClick size={16} aria-hidden className="shrink-0" />
            Click or Tab to any text and type. Enter keeps it, Escape puts it back.
          </p>
          {error && (
            <p role="alert" className="rounded-control border border-danger/40 bg-surface px-3 py-2 text-sm font-medium text-danger">
              {error}
            </p>
          )}
          <div className="max-h-[min(720px,75vh)] min-w-0 overflow-auto rounded-control border border-border bg-white">
            <LandingCanvas doc={page} editable onCommit={commitText} label="Landing page, editable" />
          </div>
        </div>
        <SectionList doc={page} onEdit={(next) => edit(next)} />
      </div>
    </section>
  );
}
