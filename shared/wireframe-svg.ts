import { WIREFRAME_DEVICES, type WireframeComponent, type WireframeDevice, type WireframeScreen } from "./contracts/wireframes";
import { escapeXml, wrapWords as wrap } from "./svg-text";

/**
 * One wireframe screen as a standalone SVG document (docs/product.md#wireframes): the lo-fi look —
 * greys, and the accent only for the screen's primary action — that the "SVG" download saves and
 * that opens in any browser or design tool. Every component is a group whose <title> names it for
 * screen readers ("Button: Pay now").
 */

const INK = "#1f2937";
const MUTED = "#6b7280";
const LINE = "#9ca3af";
const FILL = "#e5e7eb";
const SOFT = "#f3f4f6";
const ACCENT = "#4f46e5";
const FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', sans-serif\"";

/** How a component is named to someone who cannot see it ("Button: Pay now", "Image"). */
export function componentName(component: Pick<WireframeComponent, "type" | "text">): string {
  const kind =
    { "list-item": "List item", "nav-bar": "Navigation bar", "tab-bar": "Tab bar" }[component.type as string] ??
    component.type[0]!.toUpperCase() + component.type.slice(1);
  return component.text ? `${kind}: ${component.text}` : kind;
}

function label(
  x: number,
  y: number,
  text: string,
  { size = 14, color = INK, weight = 400, anchor = "start" }: { size?: number; color?: string; weight?: number; anchor?: string } = {},
) {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

/**
 * Wrapped lines, each but the last ending in the space it was broken at: the drawing ignores it,
 * but the element's text then reads as the words it shows (what a screen reader's user compares
 * with its name), not "from thehome".
 */
const spaced = (lines: string[]) => lines.map((line, i) => (i < lines.length - 1 ? `${line} ` : line));

/**
 * A heading's line height, and how many of its characters fit on a line of `width` (22 px bold).
 * 14 px a character: wide enough for DejaVu Sans, Linux's usual system-ui, in bold; a narrower
 * estimate let titles run past the frame's edge (tests/e2e/wireframes.test.ts measures them).
 */
const HEADING_LINE = 28;
const headingPerLine = (width: number) => Math.max(4, Math.floor(width / 14));

/** A heading's lines: as many as its height holds, the last cut with "…" only when more is left. */
export function headingLines(text: string, width: number, height: number): string[] {
  return wrap(text, headingPerLine(width), Math.max(1, Math.floor((height - 12) / HEADING_LINE)));
}

/** The height (on the 8 px grid) a heading needs to show all of `text` at `width`: one line is 40 px. */
export function headingHeight(text: string, width: number): number {
  const lines = Math.max(1, wrap(text, headingPerLine(width), Number.MAX_SAFE_INTEGER).length);
  return Math.ceil((lines * HEADING_LINE + 12) / 8) * 8;
}

/** The SVG shapes of one component, in screen coordinates, every text escaped (the editor draws the same). */
export function componentShapes(c: WireframeComponent): string {
  const { x, y, width: w, height: h } = c;
  const text = c.text ?? "";
  const middle = y + h / 2 + 5;
  const perLine = Math.max(4, Math.floor(w / 8));
  switch (c.type) {
    case "nav-bar":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${FILL}"/>${label(x + 16, middle, text, { weight: 600 })}`;
    case "tab-bar":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${SOFT}"/><line x1="${x}" y1="${y}" x2="${x + w}" y2="${y}" stroke="${LINE}"/>${label(x + w / 2, middle, text, { size: 12, color: MUTED, anchor: "middle" })}`;
    case "heading":
      return spaced(headingLines(text, w, h))
        .map((line, i) => label(x, y + Math.min(h, HEADING_LINE) - 6 + i * HEADING_LINE, line, { size: 22, weight: 700 }))
        .join("");
    case "text":
      return spaced(wrap(text, perLine, Math.max(1, Math.floor(h / 20))))
        .map((line, i) => label(x, y + 16 + i * 20, line, { color: MUTED }))
        .join("");
    case "button": {
      const fill = c.primary ? ACCENT : "#ffffff";
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="${c.primary ? ACCENT : LINE}"/>${label(x + w / 2, middle, wrap(text, perLine, 1)[0] ?? "", { color: c.primary ? "#ffffff" : INK, weight: 600, anchor: "middle" })}`;
    }
    case "link":
      return `${label(x, middle, wrap(text, perLine, 1)[0] ?? "", { color: ACCENT })}<line x1="${x}" y1="${middle + 3}" x2="${x + Math.min(w, text.length * 7)}" y2="${middle + 3}" stroke="${ACCENT}"/>`;
    case "input":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff" stroke="${LINE}"/>${label(x + 12, middle, wrap(text, perLine, 1)[0] ?? "", { color: MUTED })}`;
    case "select":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff" stroke="${LINE}"/>${label(x + 12, middle, wrap(text, perLine - 3, 1)[0] ?? "", { color: MUTED })}<path d="M${x + w - 24} ${y + h / 2 - 3} l6 6 l6 -6" fill="none" stroke="${MUTED}"/>`;
    case "checkbox":
      return `<rect x="${x}" y="${y + h / 2 - 9}" width="18" height="18" rx="4" fill="#ffffff" stroke="${LINE}"/>${label(x + 28, middle, wrap(text, perLine - 4, 1)[0] ?? "")}`;
    case "image":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${SOFT}" stroke="${LINE}"/><path d="M${x} ${y} L${x + w} ${y + h} M${x + w} ${y} L${x} ${y + h}" stroke="${LINE}"/>`;
    case "icon":
      return `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 2 - 2}" fill="${SOFT}" stroke="${LINE}"/>`;
    case "card":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#ffffff" stroke="${LINE}"/>${label(x + 16, y + 28, wrap(text, perLine - 4, 1)[0] ?? "", { weight: 600 })}<rect x="${x + 16}" y="${y + 44}" width="${Math.max(0, w * 0.6)}" height="8" rx="4" fill="${FILL}"/><rect x="${x + 16}" y="${y + 60}" width="${Math.max(0, w * 0.4)}" height="8" rx="4" fill="${FILL}"/>`;
    case "list-item":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff"/><line x1="${x}" y1="${y + h}" x2="${x + w}" y2="${y + h}" stroke="${FILL}"/><rect x="${x}" y="${y + h / 2 - 16}" width="32" height="32" rx="6" fill="${FILL}"/>${label(x + 44, middle, wrap(text, perLine - 8, 1)[0] ?? "")}<path d="M${x + w - 16} ${y + h / 2 - 6} l6 6 l-6 6" fill="none" stroke="${MUTED}"/>`;
    case "divider":
      return `<line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="${FILL}"/>`;
  }
}

/** The screen as an SVG document, at the device's size. */
export function wireframeSvg(screen: WireframeScreen, device: WireframeDevice): string {
  const { width, height } = WIREFRAME_DEVICES[device];
  const body = screen.components
    .map((component) => `<g><title>${escapeXml(componentName(component))}</title>${componentShapes(component)}</g>`)
    .join("\n  ");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Screen: ${screen.name}`)}">`,
    `  <title>${escapeXml(screen.name)}</title>`,
    `  <rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `  ${body}`,
    "</svg>",
  ].join("\n");
}
