import { describe, expect, it } from "vitest";
import {
  graphBounds,
  PHONE_MAX_HEIGHT,
  phoneCanvasHeight,
  READABLE_ZOOM,
  readableViewport,
} from "../../app/components/diagram/readable-viewport";
import type { PlacedGraph } from "../../app/components/diagram/flow-model";

const PHONE_CANVAS = { width: 356, height: 500 };
const LABEL_PX = 13;

/** A top-to-bottom flow of `steps` screens, 100 px apart, each 176 × 52. */
const tallFlow = (steps: number): PlacedGraph => ({
  nodes: Array.from({ length: steps }, (_, i) => ({
    id: `s${i}`,
    type: "screen" as const,
    position: { x: 0, y: i * 100 },
    data: { label: `Step ${i}` },
  })),
  edges: [],
});

describe("a diagram on a phone's canvas", () => {
  it("keeps step labels at 12 px or more however long the flow is", () => {
    for (const steps of [3, 8, 30]) {
      const view = readableViewport(graphBounds(tallFlow(steps))!, PHONE_CANVAS, 1.5);
      expect(view.zoom * LABEL_PX).toBeGreaterThanOrEqual(12);
    }
  });

  it("starts at the first step when the flow is too long to fit, centred across", () => {
    const bounds = graphBounds(tallFlow(12))!;
    const view = readableViewport(bounds, PHONE_CANVAS, 1.5);
    expect(view.zoom).toBe(READABLE_ZOOM);
    // The first step's top edge sits just inside the canvas, not above it.
    const firstTop = bounds.y * view.zoom + view.y;
    expect(firstTop).toBeGreaterThan(0);
    expect(firstTop).toBeLessThan(40);
    const centre = (bounds.x + bounds.width / 2) * view.zoom + view.x;
    expect(centre).toBeCloseTo(PHONE_CANVAS.width / 2, 5);
  });

  it("shows a short flow whole and centred, no larger than the zoom limit", () => {
    const bounds = graphBounds(tallFlow(2))!;
    const view = readableViewport(bounds, PHONE_CANVAS, 1.5);
    expect(view.zoom).toBeLessThanOrEqual(1.5);
    const top = bounds.y * view.zoom + view.y;
    const bottom = (bounds.y + bounds.height) * view.zoom + view.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThanOrEqual(PHONE_CANVAS.height);
    expect(top).toBeCloseTo(PHONE_CANVAS.height - bottom, 5);
  });

  it("has no bounds for an empty diagram", () => {
    expect(graphBounds({ nodes: [], edges: [] })).toBeNull();
  });
});

describe("a phone's canvas height", () => {
  it("is tall enough to show every step of a flow, outcomes included, at readable size", () => {
    for (const steps of [2, 6, 9, 14]) {
      const bounds = graphBounds(tallFlow(steps))!;
      const canvas = { width: PHONE_CANVAS.width, height: phoneCanvasHeight(bounds) };
      const view = readableViewport(bounds, canvas, 1.5);
      expect(view.zoom * LABEL_PX).toBeGreaterThanOrEqual(12);
      expect(bounds.y * view.zoom + view.y).toBeGreaterThanOrEqual(0);
      expect((bounds.y + bounds.height) * view.zoom + view.y).toBeLessThanOrEqual(canvas.height);
    }
  });

  it("stops growing for a very long flow, which then starts at its first step", () => {
    const bounds = graphBounds(tallFlow(40))!;
    expect(phoneCanvasHeight(bounds)).toBe(PHONE_MAX_HEIGHT);
    const view = readableViewport(bounds, { width: PHONE_CANVAS.width, height: PHONE_MAX_HEIGHT }, 1.5);
    expect(bounds.y * view.zoom + view.y).toBeLessThan(40);
  });
});
