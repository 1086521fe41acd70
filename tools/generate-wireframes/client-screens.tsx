import { Check, Download, Eye, Image as ImageIcon, Plus } from "lucide-react";
import { type SCREEN_STATES, type WireframeScreen, type WireframeSet } from "@shared/contracts/wireframes";
import { RefineBox, useHydrated } from "../kit/client-screen";
import { Badge, Button, cn, toastError } from "../kit/client-ui";
import { downloadScreenSvg, downloadScreensPng } from "./client-download";

type State = Exclude<(typeof SCREEN_STATES)[number], "default">;
const STATES: State[] = ["empty", "loading", "error"];
const STATE_LABELS: Record<State, string> = { empty: "Empty", loading: "Loading", error: "Error" };

/**
 * The screens of the set, in flow order, each a button; state screens are marked as such. The
 * buttons wait until the page has hydrated: a server-rendered one looks ready before it responds.
 */
export function ScreenList({ set, selectedId, onSelect }: { set: WireframeSet; selectedId: string; onSelect: (id: string) => void }) {
  const ready = useHydrated();
  return (
    <nav aria-label="Screens">
      <ol className="flex gap-2 overflow-x-auto pb-1">
        {set.screens.map((screen, index) => (
          <li key={screen.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(screen.id)}
              disabled={!ready}
              aria-current={screen.id === selectedId ? "true" : undefined}
              className={cn(
                "focus-ring flex max-w-[14rem] items-center gap-2 rounded-pill border px-3 py-1.5 text-left text-sm media-[(pointer:coarse)]:min-h-11",
                screen.id === selectedId
                  ? "border-designer bg-designer-soft font-medium text-ink"
                  : "border-border bg-surface text-muted hover:border-designer/50",
              )}
            >
              <span className="text-xs tabular-nums">{index + 1}</span>
              <span className="truncate">{screen.name}</span>
              {screen.state !== "default" && <Badge>{STATE_LABELS[screen.state as State]}</Badge>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Which of a screen's empty, loading and error states exist (docs/product.md#wireframes): an
 * existing one opens, a missing one is drawn by "Add error state" (a refine of this screen only).
 */
export function ScreenStates({
  set,
  screen,
  onOpen,
  onAdd,
  busy,
}: {
  set: WireframeSet;
  screen: WireframeScreen;
  onOpen: (id: string) => void;
  onAdd: (state: State) => void;
  busy: boolean;
}) {
  const of = screen.stateOf ? (set.screens.find((s) => s.id === screen.stateOf) ?? screen) : screen;
  if (screen.state !== "default") {
    return (
      <p className="text-sm text-muted">
        The {STATE_LABELS[screen.state as State].toLowerCase()} state of{" "}
        <button type="button" className="focus-ring font-medium text-designer underline" onClick={() => onOpen(of.id)}>
          {of.name}
        </button>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={`States of ${screen.name}`} role="group">
      <span className="text-sm font-medium">States:</span>
      {STATES.map((state) => {
        const drawn = set.screens.find((s) => s.stateOf === screen.id && s.state === state);
        return drawn ? (
          <Button key={state} variant="ghost" size="sm" onClick={() => onOpen(drawn.id)}>
            <Check size={14} aria-hidden className="text-success" />
            {STATE_LABELS[state]}
          </Button>
        ) : (
          <Button key={state} variant="outline" size="sm" onClick={() => onAdd(state)} disabled={busy}>
            <Plus size={14} aria-hidden />
            Add {state} state
          </Button>
        );
      })}
    </div>
  );
}

/** "What should change on this screen?": a refine of this one screen; every other screen stays as it is. */
export function ScreenRefine({
  screenName,
  onRefine,
  busy,
  ready,
}: {
  screenName: string;
  onRefine: (instruction: string) => Promise<boolean>;
  busy: boolean;
  ready: boolean;
}) {
  return (
    <RefineBox
      onRefine={onRefine}
      busy={busy}
      ready={ready}
      name={`Refine ${screenName}`}
      question="What should change on this screen?"
      submitLabel="Refine this screen"
      placeholder="e.g. Add a search field, remove the image, make the button say Book now"
    />
  );
}

/** Preview, and the downloads: "SVG" of the screen on screen, "PNG" of every screen. */
export function ScreenActions({
  set,
  screen,
  previewing,
  onPreview,
}: {
  set: WireframeSet;
  screen: WireframeScreen;
  previewing: boolean;
  onPreview: () => void;
}) {
  return (
    <>
      <Button variant={previewing ? "primary" : "outline"} size="sm" onClick={onPreview} aria-pressed={previewing}>
        <Eye size={16} aria-hidden />
        Preview
      </Button>
      <Button variant="outline" size="sm" onClick={() => downloadScreenSvg(screen, set)}>
        <Download size={16} aria-hidden />
        SVG
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          void downloadScreensPng(set).catch((failure) => toastError("Download failed", failure, "The image could not be made."))
        }
      >
        <ImageIcon size={16} aria-hidden />
        PNG
      </Button>
    </>
  );
}
