import type { PlacedGraph } from "./flow-model";
import { nodeLook } from "./node-styles";

export type Viewport = { x: number; y: number; zoom: number };
type Box = { x: number; y: number; width: number; height: number };

/** Step labels are 12–13 px (diagram.css): a fit on a phone never draws them smaller than that. */
export const READABLE_ZOOM = 1;
/** Room kept between the canvas edge and the first step when the diagram does not fit. */
const EDGE_GAP = 16;
/** A phone's canvas never shrinks below this, so a two-step flow still reads as a diagram. */
const PHONE_MIN_HEIGHT = 240;
/** Nor grows past this: a flow longer than about sixteen steps shows its start, the rest a drag away. */
export const PHONE_MAX_HEIGHT = 1_600;

/** The box every node of the graph fills, from the sizes the layout gave them. */
export function graphBounds(graph: PlacedGraph): Box | null {
  if (graph.nodes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of graph.nodes) {
    const { width, height } = nodeLook(node.type, node.data.status);
    left = Math.min(left, node.position.x);
    top = Math.min(top, node.position.y);
    right = Math.max(right, node.position.x + width);
    bottom = Math.max(bottom, node.position.y + height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The view of a diagram on a narrow canvas (docs/product.md#flow-diagrams): the whole graph when it
 * fits at a readable size, otherwise readable text from the first step down, centred across, and
 * the rest a drag away. Fitting a whole flow into a phone's width shrank its text to about 9 px.
 */
export function readableViewport(bounds: Box, canvas: { width: number; height: number }, maxZoom: number): Viewport {
  const fitZoom = Math.min((canvas.width - 2 * EDGE_GAP) / bounds.width, (canvas.height - 2 * EDGE_GAP) / bounds.height);
  const zoom = Math.min(maxZoom, Math.max(READABLE_ZOOM, fitZoom));
  const centreX = bounds.x + bounds.width / 2;
  const fitsDown = bounds.height * zoom <= canvas.height - 2 * EDGE_GAP;
  const y = fitsDown ? canvas.height / 2 - (bounds.y + bounds.height / 2) * zoom : EDGE_GAP - bounds.y * zoom;
  return { x: canvas.width / 2 - centreX * zoom, y, zoom };
}

/**
 * How tall a phone's canvas is for a flow: the whole flow top to bottom at readable size, outcomes
 * included (docs/product.md#flow-diagrams). A fixed 500 px canvas hid a flow's endpoints below its
 * edge, and fitting them in would shrink the text again.
 */
export function phoneCanvasHeight(bounds: Box | null): number {
  if (!bounds) return PHONE_MIN_HEIGHT;
  return Math.min(PHONE_MAX_HEIGHT, Math.max(PHONE_MIN_HEIGHT, Math.ceil(bounds.height * READABLE_ZOOM + 2 * EDGE_GAP)));
}
