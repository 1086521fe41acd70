import type { PlacedGraph, PlacedNode } from "./flow-model";
import { nodeLook, type NodeLook } from "./node-styles";
import { escapeXml, wrapWords } from "@shared/svg-text";

const PAD = 24;
const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const esc = escapeXml;

/** Splits a label into lines that fit the node (about 7 px per character at 13 px). */
export function wrapLabel(label: string, width: number, maxLines = 3): string[] {
  return wrapWords(label, Math.max(6, Math.floor(width / 7.2)), maxLines);
}

function shape(look: NodeLook, x: number, y: number): string {
  const { width: w, height: h, fill, stroke } = look;
  const paint = `fill="${fill}" stroke="${stroke}" stroke-width="1.5"`;
  switch (look.shape) {
    case "diamond":
      return `<polygon points="${x + w / 2},${y} ${x + w},${y + h / 2} ${x + w / 2},${y + h} ${x},${y + h / 2}" ${paint}/>`;
    case "circle":
      return `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${w / 2}" ${paint}/>`;
    case "pill":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" ${paint}/>`;
    case "rounded":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" ${paint}/>`;
    default:
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" ${paint}/>`;
  }
}

function nodeSvg(node: PlacedNode, ox: number, oy: number): string {
  const look = nodeLook(node.type, node.data.status);
  const x = node.position.x - ox;
  const y = node.position.y - oy;
  const textWidth = look.shape === "diamond" ? look.width * 0.62 : look.width - 20;
  const lines = wrapLabel(node.data.label, textWidth, look.shape === "circle" ? 2 : 3);
  const firstY = y + look.height / 2 - ((lines.length - 1) * 16) / 2;
  const text = lines.map((line, i) => `<tspan x="${x + look.width / 2}" y="${firstY + i * 16}">${esc(line)}</tspan>`).join("");
  return `<g>${shape(look, x, y)}<text font-size="13" font-weight="500" fill="${look.text}" text-anchor="middle" dominant-baseline="middle">${text}</text></g>`;
}

/**
 * A standalone SVG document of the diagram, drawn from the graph itself (shapes, colours,
 * labels, arrowed edges) so it needs no DOM-to-image library and looks the same in any viewer.
 */
export function graphToSvg(graph: PlacedGraph, title = "User flow"): { svg: string; width: number; height: number } {
  const boxes = graph.nodes.map((n) => ({ n, look: nodeLook(n.type, n.data.status) }));
  const minX = Math.min(...boxes.map((b) => b.n.position.x), 0);
  const minY = Math.min(...boxes.map((b) => b.n.position.y), 0);
  const maxX = Math.max(...boxes.map((b) => b.n.position.x + b.look.width), 1);
  const maxY = Math.max(...boxes.map((b) => b.n.position.y + b.look.height), 1);
  const ox = minX - PAD;
  const oy = minY - PAD;
  const width = Math.ceil(maxX - minX + PAD * 2);
  const height = Math.ceil(maxY - minY + PAD * 2);
  const byId = new Map(boxes.map((b) => [b.n.id, b]));

  const edges = graph.edges.flatMap((edge) => {
    const from = byId.get(edge.source);
    const to = byId.get(edge.target);
    if (!from || !to) return [];
    const sx = from.n.position.x - ox + from.look.width / 2;
    const sy = from.n.position.y - oy + from.look.height;
    const tx = to.n.position.x - ox + to.look.width / 2;
    const ty = to.n.position.y - oy;
    const bend = Math.max(24, Math.abs(ty - sy) / 2);
    const path = `<path d="M${sx},${sy} C${sx},${sy + bend} ${tx},${ty - bend} ${tx},${ty}" fill="none" stroke="#71717a" stroke-width="1.5" marker-end="url(#arrow)"/>`;
    if (!edge.label) return [path];
    const lx = (sx + tx) / 2;
    const ly = (sy + ty) / 2;
    const w = edge.label.length * 7 + 12;
    return [
      path,
      `<rect x="${lx - w / 2}" y="${ly - 10}" width="${w}" height="20" rx="4" fill="#ffffff" stroke="#e4e4e7"/>`,
      `<text x="${lx}" y="${ly}" font-size="12" fill="#3f3f46" text-anchor="middle" dominant-baseline="middle">${esc(edge.label)}</text>`,
    ];
  });

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family='${FONT}'>`,
    `<title>${esc(title)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#71717a"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...edges,
    ...graph.nodes.map((n) => nodeSvg(n, ox, oy)),
    "</svg>",
  ].join("\n");
  return { svg, width, height };
}

/** Rasterises the SVG in the browser (image → canvas) at 2× for sharp PNGs. */
export async function svgToPngBlob(svg: string, width: number, height: number, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const image = new Image();
    image.decoding = "async";
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("The diagram could not be drawn as an image."));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw images.");
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The PNG could not be created."))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
