import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import type { ResultVersion } from "@shared/result-versions";
import { cn } from "~/components/ui/cn";
import { toast, toastError } from "~/components/ui/toast";
import { createComment } from "~/lib/api/comments";
import { anchorKey, versionElements } from "~/lib/comments/anchors";
import { CommentComposer } from "./comment-composer";
import { useItemComments } from "./item-comments";
import { anchorAt, elementFor, paragraphTexts } from "./pin-targets";
import { COMPOSER_WIDTH, useMarkerSpots, type Spot } from "./use-marker-spots";

/**
 * The comments drawn on a saved result (docs/product.md#comments): a numbered marker on each
 * element a comment is pinned to, and in Comment mode a click (or Enter on a focused component or
 * node) on an element opens a small composer there. Outside a product's item it draws nothing.
 */
export function CommentLayer({ version, children }: { version: ResultVersion | null; children: ReactNode }) {
  const comments = useItemComments();
  if (!comments || !version) return <>{children}</>;
  return <Layer version={version}>{children}</Layer>;
}

function Layer({ version, children }: { version: ResultVersion; children: ReactNode }) {
  const context = useItemComments()!;
  const {
    setShown,
    commenting,
    setCommenting,
    draft,
    setDraft,
    markers,
    select,
    selection,
    shown,
    conversationId,
    reload,
    mentionable,
    showScreen,
  } = context;
  const root = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);

  // What the version holds, with its paragraphs as drawn (after the views have rendered).
  useLayoutEffect(() => {
    setShown({ number: version.number, parts: version.parts, elements: versionElements(version.parts, paragraphTexts(root.current!)) });
  }, [version, setShown]);
  useEffect(() => () => setShown(null), [setShown]);

  const { spots, width } = useMarkerSpots(root, overlay, markers, version.parts);

  // Escape leaves Comment mode wherever the keyboard is (an open composer takes its own Escape first).
  useEffect(() => {
    if (!commenting || draft) return;
    const leave = (event: globalThis.KeyboardEvent) => event.key === "Escape" && setCommenting(false);
    window.addEventListener("keydown", leave);
    return () => window.removeEventListener("keydown", leave);
  }, [commenting, draft, setCommenting]);

  // A comment picked in the panel: its element is brought into view.
  useEffect(() => {
    if (!selection || selection.from !== "panel") return;
    const marker = markers.find((m) => m.comments.some((c) => c.id === selection.id));
    if (!marker) return;
    let frames = 0;
    let handle = 0;
    // A component of another wireframe screen: that screen is shown first.
    if (marker.anchor.kind === "wireframe-component" && root.current && !elementFor(root.current, marker.anchor, version.parts))
      showScreen(marker.anchor.screenId);
    const reveal = () => {
      const element = root.current && elementFor(root.current, marker.anchor, version.parts);
      if (element) element.scrollIntoView({ block: "center", inline: "nearest" });
      else if (frames++ < 30) handle = requestAnimationFrame(reveal);
    };
    reveal();
    return () => cancelAnimationFrame(handle);
    // Only a new pick moves the page, not markers that move later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection]);

  const outsideOverlay = (target: EventTarget) => !(target instanceof Node && overlay.current?.contains(target));
  const spotOf = (x: number, y: number): Spot => {
    const box = root.current!.getBoundingClientRect();
    return { x: x - box.left, y: y - box.top };
  };

  // In Comment mode the result is pointed at, not used: presses never reach the editors below.
  const hold = (event: SyntheticEvent) => {
    if (!commenting || !outsideOverlay(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
  };
  const pickAt = (event: MouseEvent) => {
    if (!commenting || !outsideOverlay(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
    const found = anchorAt(event.nativeEvent.composedPath(), version.parts);
    if (!found) {
      toast({
        title: "Nothing to pin here",
        description: "Click a wireframe component, a diagram node, a landing section or a paragraph.",
      });
      return;
    }
    setDraft({ anchor: found.anchor, version: version.number, at: spotOf(event.clientX, event.clientY) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!commenting || !outsideOverlay(event.target) || event.key !== "Enter") return;
    const found = anchorAt([event.target], version.parts);
    if (!found) return;
    event.stopPropagation();
    event.preventDefault();
    const box = found.element.getBoundingClientRect();
    setDraft({ anchor: found.anchor, version: version.number, at: spotOf(box.left + box.width / 2, box.top + box.height / 2) });
  };

  const send = async (body: string, mentions: string[]) => {
    if (!draft) return false;
    try {
      await createComment(conversationId, { anchor: draft.anchor, version: draft.version, body, mentions });
    } catch (error) {
      toastError("Failed to add the comment", error);
      return false;
    }
    setDraft(null);
    setCommenting(false);
    await reload();
    return true;
  };

  const selectedId = selection?.id ?? null;
  return (
    <div
      ref={root}
      className={cn("relative flex min-w-0 flex-col gap-6", commenting && "cursor-crosshair [&_*]:!cursor-crosshair")}
      data-commenting={commenting || undefined}
      onPointerDownCapture={hold}
      onMouseDownCapture={hold}
      onDoubleClickCapture={hold}
      onClickCapture={pickAt}
      onKeyDownCapture={onKeyDown}
    >
      {children}
      {/* Clipped sideways only: a marker or composer never widens the page, and may stand above or below the work. */}
      <div ref={overlay} className="pointer-events-none absolute inset-0 z-10 [overflow-x:clip]">
        {markers.map((marker) =>
          spots[marker.key]
            ? marker.comments.map((comment, index) => (
                <button
                  key={comment.id}
                  type="button"
                  data-comment-marker={comment.number}
                  aria-label={`Comment ${comment.number} by ${comment.author.email}${comment.resolvedAt !== null ? " (resolved)" : ""}`}
                  aria-pressed={comment.id === selectedId}
                  onClick={() => select(comment.id, "marker")}
                  className={cn(
                    "focus-ring pointer-events-auto absolute flex h-7 min-w-7 items-center justify-center rounded-full rounded-bl-none px-1.5 text-xs font-semibold text-white shadow-md ring-2 ring-surface transition-transform duration-150 motion-reduce:transition-none",
                    comment.resolvedAt !== null ? "bg-zinc-600" : "bg-accent",
                    comment.id === selectedId && "scale-110 outline outline-2 outline-offset-2 outline-accent",
                  )}
                  style={{ left: Math.max(0, Math.min(spots[marker.key]!.x + index * 30, width - 30)), top: spots[marker.key]!.y }}
                >
                  {comment.number}
                </button>
              ))
            : null,
        )}
        {draft && shown && (
          <div
            className="pointer-events-auto absolute rounded-card border border-border bg-surface p-3 shadow-xl"
            style={{
              left: Math.max(0, Math.min(draft.at.x, width - COMPOSER_WIDTH)),
              top: draft.at.y + 12,
              width: Math.min(COMPOSER_WIDTH, width),
            }}
            key={anchorKey(draft.anchor)}
          >
            <CommentComposer
              label="New comment"
              submitLabel="Comment"
              people={mentionable}
              autoFocus
              onSubmit={send}
              onCancel={() => setDraft(null)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
