import { memo } from "react";
import { WIREFRAME_DEVICES, type WireframeDevice, type WireframeScreen } from "@shared/contracts/wireframes";
import type { PrototypeTestResults } from "@shared/contracts/prototype-tests";
import { componentShapes } from "@shared/wireframe-svg";
import { count } from "./results-format";

type Click = PrototypeTestResults["heatmaps"][string]["clicks"][number];

/** Colours that read apart for most kinds of colour blindness too (blue and orange), with a dark ring on white. */
const HIT = "rgb(37 99 235 / 0.55)";
const MISS = "rgb(234 88 12 / 0.7)";

/** The screen itself, drawn once: its components as the wireframes draw them (every text escaped by componentShapes). */
const ScreenDrawing = memo(function ScreenDrawing({ screen }: { screen: WireframeScreen }) {
  return <g dangerouslySetInnerHTML={{ __html: screen.components.map(componentShapes).join("") }} />;
});

type HeatmapProps = {
  screen: WireframeScreen;
  device: WireframeDevice;
  /** One dot per point clicked, with how many clicks landed there: every stored click. */
  clicks: Click[];
  /** The side in pixels of the squares whose clicks share a dot, when the screen has too many points to draw each. */
  merged: number | null;
};

/**
 * A click heatmap over one wireframe screen (docs/product.md#prototype-tests): every click a dot
 * at its place in the screen's own pixels (clicks on one pixel share a dot that shows their
 * count), clicks on a link in one colour and misclicks in another, with a legend and the same
 * figures in words for screen readers.
 */
export function ScreenHeatmap({ screen, device, clicks: dots, merged }: HeatmapProps) {
  const { width, height } = WIREFRAME_DEVICES[device];
  const clicks = dots.reduce((sum, dot) => sum + dot.count, 0);
  const misclicks = dots.reduce((sum, dot) => sum + (dot.hit ? 0 : dot.count), 0);
  // About a fingertip on a phone screen, a pointer's reach on a desktop one: visible once the screen is drawn small.
  const radius = device === "phone" ? 14 : 24;
  const summary =
    `${screen.name}: ${count(clicks)} ${clicks === 1 ? "click" : "clicks"}, ` +
    `${count(clicks - misclicks)} on a link and ${count(misclicks)} ${misclicks === 1 ? "misclick" : "misclicks"}`;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <div className={device === "phone" ? "w-full max-w-56" : "w-full max-w-md"}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="block h-auto w-full rounded-control border border-border bg-white"
          role="img"
          aria-label={summary}
        >
          <rect width={width} height={height} fill="#ffffff" />
          <ScreenDrawing screen={screen} />
          {dots.map((dot, index) => (
            <g key={index}>
              <circle
                cx={dot.x}
                cy={dot.y}
                r={radius}
                fill={dot.hit ? HIT : MISS}
                stroke="rgb(17 24 39 / 0.5)"
                strokeWidth={1}
                data-hit={dot.hit}
                data-count={dot.count}
              />
              {dot.count > 1 && (
                <text
                  x={dot.x}
                  y={dot.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={radius * (dot.count > 99 ? 0.8 : 1.1)}
                  fontWeight={700}
                  fill="#111827"
                  stroke="#ffffff"
                  strokeWidth={radius / 5}
                  paintOrder="stroke"
                  aria-hidden
                >
                  {count(dot.count)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="text-xs text-muted">
        <span className="mr-3 inline-flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-pill" style={{ background: HIT }} aria-hidden />
          On a link ({count(clicks - misclicks)})
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-pill" style={{ background: MISS }} aria-hidden />
          Misclick ({count(misclicks)})
        </span>
        {merged !== null && (
          <span className="mt-1 block">
            So many places were clicked that clicks in the same {merged} × {merged} px square share one dot, drawn where they average.
          </span>
        )}
      </figcaption>
    </figure>
  );
}
