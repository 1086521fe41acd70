import { memo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { WIREFRAME_DEVICES, type WireframeComponent, type WireframeDevice, type WireframeScreen } from "@shared/contracts/wireframes";
import { componentName, componentShapes } from "@shared/wireframe-svg";
import { TextInPlace } from "./client-text-in-place";

type Box = Pick<WireframeComponent, "x" | "y" | "width" | "height">;
type Corner = "nw" | "ne" | "sw" | "se";

/** A drag under way: the component, where the pointer started and the box it is drawn at now. */
type Drag = { componentId: string; corner: Corner | null; start: { x: number; y: number }; from: Box; box: Box };

type CanvasProps = {
  screen: WireframeScreen;
  device: WireframeDevice;
  selectedId: string | null;
  onSelect: (componentId: string | null) => void;
  /** A drag or resize ended at this box (the editor snaps it and keeps it inside the screen). */
  onMove?: (componentId: string, box: Box, resized: boolean) => void;
  /** The keys the editor handles for the focused component (arrows, Delete, Enter, Ctrl+D). */
  onComponentKey?: (componentId: string, event: KeyboardEvent) => void;
  /** Double-click: type the component's text in place. */
  onEditText?: (componentId: string) => void;
  /** The component whose text is being typed in place, if any. */
  editingId?: string | null;
  /** The text typed in place, to keep, or null when Escape put the old one back. */
  onTextDone?: (componentId: string, text: string | null) => void;
};

/** One component, drawn once per change of the component itself: a drag re-draws only what moves. */
const ComponentShape = memo(function ComponentShape({ component }: { component: WireframeComponent }) {
  // componentShapes escapes every text it draws.
  return <g dangerouslySetInnerHTML={{ __html: componentShapes(component) }} />;
});

const HANDLE = 12;

/**
 * One wireframe screen as an SVG scaled to its container (docs/product.md#wireframes): every
 * component a focusable button named for screen readers ("Button: Request walk"); a click or
 * Tab selects it and gives it the keyboard, a drag moves, the corner handles resize, a
 * double-click types its text in place. Without `onMove` it is read-only.
 */
export function WireframeCanvas({
  screen,
  device,
  selectedId,
  onSelect,
  onMove,
  onComponentKey,
  onEditText,
  editingId = null,
  onTextDone,
}: CanvasProps) {
  const { width, height } = WIREFRAME_DEVICES[device];
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const editable = Boolean(onMove);

  const focusComponent = (componentId: string) =>
    svg.current?.querySelector<SVGGElement>(`[data-component-id="${CSS.escape(componentId)}"]`)?.focus({ preventScroll: true });

  const toSvg = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const startDrag = (event: PointerEvent<SVGElement>, component: WireframeComponent, corner: Corner | null) => {
    onSelect(component.id);
    if (!editable || event.button !== 0) return;
    event.stopPropagation();
    // The pressed component takes keyboard focus, so the keys that follow act on it and not on
    // the one focused before (a corner handle is no part of it: its press must not move focus).
    if (corner) event.preventDefault();
    focusComponent(component.id);
    // Captured by what was pressed, not by the whole drawing: the click and double-click that end
    // the press then reach the component too.
    event.currentTarget.setPointerCapture(event.pointerId);
    const box = { x: component.x, y: component.y, width: component.width, height: component.height };
    setDrag({ componentId: component.id, corner, start: toSvg(event), from: box, box });
  };

  const moveDrag = (event: PointerEvent) => {
    if (!drag) return;
    const point = toSvg(event);
    const dx = point.x - drag.start.x;
    const dy = point.y - drag.start.y;
    const { from, corner } = drag;
    let box: Box;
    if (!corner) box = { ...from, x: from.x + dx, y: from.y + dy };
    else {
      const west = corner.endsWith("w");
      const north = corner.startsWith("n");
      const x = west ? Math.min(from.x + dx, from.x + from.width - 8) : from.x;
      const y = north ? Math.min(from.y + dy, from.y + from.height - 8) : from.y;
      box = {
        x,
        y,
        width: west ? from.x + from.width - x : Math.max(8, from.width + dx),
        height: north ? from.y + from.height - y : Math.max(8, from.height + dy),
      };
    }
    setDrag({ ...drag, box });
  };

  const endDrag = () => {
    if (!drag) return;
    const moved =
      drag.box.x !== drag.from.x ||
      drag.box.y !== drag.from.y ||
      drag.box.width !== drag.from.width ||
      drag.box.height !== drag.from.height;
    if (moved) onMove?.(drag.componentId, drag.box, drag.corner !== null);
    setDrag(null);
  };

  const selected = screen.components.find((c) => c.id === selectedId) ?? null;
  const selectedBox = selected ? (drag?.componentId === selected.id ? drag.box : selected) : null;
  const editingComponent = editable ? (screen.components.find((c) => c.id === editingId) ?? null) : null;

  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${width} ${height}`}
      // A phone screen is shown at most at its own width; a desktop one fills the column.
      className={`mx-auto block h-auto w-full touch-none select-none rounded-card border border-border bg-white ${device === "phone" ? "max-w-[390px]" : ""}`}
      role="group"
      aria-label={`Screen: ${screen.name}`}
      // Comments pin to a component of this screen (app/components/comments/pin-targets.ts).
      data-screen-id={screen.id}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
      onPointerCancel={() => setDrag(null)}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget || (event.target as Element).getAttribute("data-background") !== null) onSelect(null);
      }}
    >
      <rect width={width} height={height} fill="#ffffff" data-background="" />
      {screen.components.map((component) => {
        const dragged = drag?.componentId === component.id;
        const offset = dragged && !drag.corner ? `translate(${drag.box.x - component.x} ${drag.box.y - component.y})` : undefined;
        const shown = dragged && drag.corner ? { ...component, ...drag.box } : component;
        return (
          <g
            key={component.id}
            data-component-id={component.id}
            transform={offset}
            // Read-only (a share), each component is a named picture; in the editor, a button.
            {...(editable
              ? {
                  tabIndex: 0,
                  role: "button",
                  "aria-pressed": component.id === selectedId,
                  className: "cursor-pointer outline-none",
                  onPointerDown: (event: PointerEvent<SVGElement>) => startDrag(event, component, null),
                  onFocus: () => onSelect(component.id),
                  onDoubleClick: () => onEditText?.(component.id),
                  onKeyDown: (event: KeyboardEvent) => onComponentKey?.(component.id, event),
                }
              : { role: "img" })}
            aria-label={componentName(component)}
          >
            <rect x={shown.x} y={shown.y} width={shown.width} height={shown.height} fill="transparent" />
            <ComponentShape component={shown} />
          </g>
        );
      })}
      {editingComponent && onTextDone && (
        <TextInPlace
          key={editingComponent.id}
          component={editingComponent}
          screen={{ width, height }}
          onDone={(text, byKey) => {
            // Enter or Escape gives the keyboard back to the component at once (a click elsewhere keeps it there).
            if (byKey) focusComponent(editingComponent.id);
            onTextDone(editingComponent.id, text);
          }}
        />
      )}
      {selectedBox && !editingComponent && (
        <g aria-hidden="true">
          <rect
            x={selectedBox.x - 2}
            y={selectedBox.y - 2}
            width={selectedBox.width + 4}
            height={selectedBox.height + 4}
            fill="none"
            stroke="#4f46e5"
            strokeWidth={2}
            strokeDasharray="6 3"
            pointerEvents="none"
          />
          {editable &&
            (["nw", "ne", "sw", "se"] as const).map((corner) => (
              <rect
                key={corner}
                data-handle={corner}
                x={(corner.endsWith("w") ? selectedBox.x : selectedBox.x + selectedBox.width) - HANDLE / 2}
                y={(corner.startsWith("n") ? selectedBox.y : selectedBox.y + selectedBox.height) - HANDLE / 2}
                width={HANDLE}
                height={HANDLE}
                fill="#ffffff"
                stroke="#4f46e5"
                strokeWidth={2}
                className={corner === "nw" || corner === "se" ? "cursor-nwse-resize" : "cursor-nesw-resize"}
                onPointerDown={(event) => selected && startDrag(event, selected, corner)}
              />
            ))}
        </g>
      )}
    </svg>
  );
}
