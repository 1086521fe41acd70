import { useEffect, useRef, useState } from "react";
import { WIREFRAME_LIMITS, type WireframeComponent } from "@shared/contracts/wireframes";
import { componentName } from "@shared/wireframe-svg";

type InPlaceProps = {
  component: WireframeComponent;
  /** The screen's size: the field stays inside it. */
  screen: { width: number; height: number };
  /**
   * The typed text to keep (Enter, or leaving the field), or null to keep the old one (Escape);
   * `byKey` when Enter or Escape ended it, so the keyboard goes back to the component.
   */
  onDone: (text: string | null, byKey: boolean) => void;
};

/** At least this big in screen pixels, so an icon, a divider or a thin line of text can still be typed into. */
const MIN_WIDTH = 96;
const MIN_HEIGHT = 32;

/**
 * A component's text typed over the component itself (double-click, Enter or F2 in the editor):
 * an input inside the SVG at the component's box, scaled with the drawing. Enter or leaving it
 * keeps the text, Escape keeps the old one.
 */
export function TextInPlace({ component, screen, onDone }: InPlaceProps) {
  const [draft, setDraft] = useState(component.text ?? "");
  const input = useRef<HTMLInputElement>(null);
  // Enter and Escape finish before the field goes away; the blur that follows must not finish again.
  const finished = useRef(false);
  const finish = (text: string | null, byKey: boolean) => {
    if (finished.current) return;
    finished.current = true;
    onDone(text, byKey);
  };

  useEffect(() => {
    input.current?.focus({ preventScroll: true });
    input.current?.select();
  }, []);

  const width = Math.min(screen.width, Math.max(MIN_WIDTH, component.width));
  const height = Math.min(screen.height, Math.max(MIN_HEIGHT, component.height));
  const x = Math.min(component.x, screen.width - width);
  const y = Math.min(component.y, screen.height - height);
  return (
    <foreignObject x={x} y={y} width={width} height={height}>
      <input
        ref={input}
        aria-label={`Edit the text of ${componentName(component)}`}
        className="box-border block size-full select-text rounded-md border-2 border-[#4f46e5] bg-white px-2 text-[16px] text-ink outline-none"
        value={draft}
        maxLength={WIREFRAME_LIMITS.text}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => finish(draft, false)}
        onPointerDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          // The editor's own keys (arrows, Delete, Ctrl+Z) belong to the text while it is typed.
          event.stopPropagation();
          if (event.key === "Enter") {
            event.preventDefault();
            finish(draft, true);
          } else if (event.key === "Escape") {
            event.preventDefault();
            finish(null, true);
          }
        }}
      />
    </foreignObject>
  );
}
