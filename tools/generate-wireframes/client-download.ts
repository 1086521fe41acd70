import { WIREFRAME_DEVICES, type WireframeScreen, type WireframeSet } from "@shared/contracts/wireframes";
import { wireframeSvg } from "@shared/wireframe-svg";
import { downloadBlob, downloadText } from "../kit/client-files";

/** A file name from a screen's name: lower case, words joined by hyphens. */
export function screenFileName(screen: Pick<WireframeScreen, "name">, extension: string): string {
  const slug = screen.name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "screen"}.${extension}`;
}

/** "SVG": one screen as a standalone drawing. */
export function downloadScreenSvg(screen: WireframeScreen, set: Pick<WireframeSet, "device">): void {
  downloadText(wireframeSvg(screen, set.device), screenFileName(screen, "svg"), "image/svg+xml");
}

const GAP = 48;
const LABEL = 40;

/**
 * Every screen side by side with its name above it, drawn to a PNG at 2× (rows of at most four
 * screens), from the same SVG the "SVG" download gives.
 */
export async function screensPng(set: WireframeSet, scale = 2): Promise<Blob> {
  const { width, height } = WIREFRAME_DEVICES[set.device];
  const perRow = Math.min(4, set.screens.length);
  const rows = Math.ceil(set.screens.length / perRow);
  const canvas = document.createElement("canvas");
  canvas.width = (perRow * width + (perRow + 1) * GAP) * scale;
  canvas.height = (rows * (height + LABEL) + (rows + 1) * GAP) * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  context.scale(scale, scale);
  context.fillStyle = "#f3f4f6";
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const [index, screen] of set.screens.entries()) {
    const x = GAP + (index % perRow) * (width + GAP);
    const y = GAP + Math.floor(index / perRow) * (height + LABEL + GAP);
    context.fillStyle = "#1f2937";
    context.font = "600 20px system-ui, sans-serif";
    context.fillText(screen.name, x, y + 24, width);
    const image = await svgImage(wireframeSvg(screen, set.device));
    context.drawImage(image, x, y + LABEL, width, height);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be made."))), "image/png"),
  );
}

function svgImage(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("A screen could not be drawn."));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/** One screen as a PNG at its device's size (what "Validate these wireframes" uploads). */
export async function screenPng(screen: WireframeScreen, device: WireframeSet["device"]): Promise<Blob> {
  const { width, height } = WIREFRAME_DEVICES[device];
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  context.drawImage(await svgImage(wireframeSvg(screen, device)), 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be made."))), "image/png"),
  );
}

/** "PNG": all screens in one image. */
export async function downloadScreensPng(set: WireframeSet): Promise<void> {
  downloadBlob(await screensPng(set), "wireframes.png");
}
