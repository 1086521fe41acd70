import { useReactFlow, useViewport } from "@xyflow/react";
import { Maximize, Minus, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * A phone's zoom buttons, in a strip under the canvas instead of over it: on a narrow canvas the
 * floating controls covered the steps beside them (diagram.css hides those there).
 */
export function PhoneZoomBar({ minZoom, maxZoom, onFit }: { minZoom: number; maxZoom: number; onFit: () => void }) {
  const flow = useReactFlow();
  const { zoom } = useViewport();
  return (
    <div role="group" aria-label="Zoom controls" className="flex items-center justify-end gap-1 border-t border-border px-2 py-1 sm:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zoom In"
        disabled={zoom >= maxZoom}
        onClick={() => void flow.zoomIn({ duration: 150 })}
      >
        <Plus size={18} aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zoom Out"
        disabled={zoom <= minZoom}
        onClick={() => void flow.zoomOut({ duration: 150 })}
      >
        <Minus size={18} aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label="Fit View" onClick={onFit}>
        <Maximize size={16} aria-hidden />
      </Button>
    </div>
  );
}
