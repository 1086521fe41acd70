import { ArrowLeft, X } from "lucide-react";
import { useState } from "react";
import { WIREFRAME_DEVICES, type WireframeSet } from "@shared/contracts/wireframes";
import { componentName, componentShapes } from "@shared/wireframe-svg";
import { Button, cn } from "../kit/client-ui";

/**
 * Preview (docs/product.md#wireframes): the screens clicked through in a phone or desktop frame.
 * A button, link, list item or card with a target opens that screen; Back returns to the one
 * before. Nothing else reacts, as in a real prototype.
 */
export function WireframePreview({ set, startId, onClose }: { set: WireframeSet; startId: string; onClose: () => void }) {
  const [trail, setTrail] = useState<string[]>([startId]);
  const screen = set.screens.find((s) => s.id === trail.at(-1)) ?? set.screens[0]!;
  const { width, height } = WIREFRAME_DEVICES[set.device];
  const phone = set.device === "phone";
  return (
    <section className="card flex flex-col items-center gap-4 p-4 sm:p-6" aria-label="Preview">
      <div className="flex w-full flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setTrail((t) => t.slice(0, -1))} disabled={trail.length <= 1}>
          <ArrowLeft size={16} aria-hidden />
          Back
        </Button>
        <p className="min-w-0 flex-1 truncate text-sm font-medium" aria-live="polite">
          {screen.name}
        </p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X size={16} aria-hidden />
          Exit preview
        </Button>
      </div>
      <div className={cn("w-full bg-ink/90 p-2 shadow-lg", phone ? "max-w-[24rem] rounded-[2rem] p-3" : "max-w-5xl rounded-xl")}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className={cn("block h-auto w-full bg-white", phone ? "rounded-[1.5rem]" : "rounded-lg")}
          role="group"
          aria-label={`Screen: ${screen.name}`}
        >
          <rect width={width} height={height} fill="#ffffff" />
          {screen.components.map((component) => {
            const opens = component.target ? set.screens.find((s) => s.id === component.target) : undefined;
            const shapes = <g dangerouslySetInnerHTML={{ __html: componentShapes(component) }} />;
            if (!opens) return <g key={component.id}>{shapes}</g>;
            return (
              <g
                key={component.id}
                role="link"
                tabIndex={0}
                aria-label={`${componentName(component)} (opens ${opens.name})`}
                className="cursor-pointer outline-none [&:focus-visible>rect]:stroke-[3]"
                onClick={() => setTrail((t) => [...t, opens.id])}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    setTrail((t) => [...t, opens.id]);
                  }
                }}
              >
                <rect
                  x={component.x}
                  y={component.y}
                  width={component.width}
                  height={component.height}
                  fill="transparent"
                  stroke="#4f46e5"
                  strokeOpacity={0.35}
                  strokeDasharray="4 4"
                />
                {shapes}
              </g>
            );
          })}
        </svg>
      </div>
    </section>
  );
}
