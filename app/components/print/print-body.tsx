import { Fragment, useMemo } from "react";
import { WIREFRAME_DEVICES } from "@shared/contracts/wireframes";
import { findFlowchartBlocks } from "@shared/flowchart-block";
import { readFlowchartJson } from "@shared/flowchart-read";
import { WIREFRAME_FENCE } from "@shared/wireframe-block";
import { wireframeSvg } from "@shared/wireframe-svg";
import { readScreenBlock } from "@tools/generate-wireframes/markdown";
import { placeGraph } from "~/components/diagram/flow-model";
import { graphToSvg } from "~/components/diagram/svg-export";
import { BoundedMarkdown } from "~/components/tools/bounded-markdown";

/**
 * A saved text set for paper: its Markdown, with saved diagrams and wireframe screens drawn as
 * still images (the same SVG their exports use) instead of the interactive canvas, so each one
 * fits the page. Screenshots are the owner's own image links, shown as they are in the app.
 */

type Segment = { kind: "text"; text: string } | { kind: "flow"; json: string } | { kind: "screen"; block: string };

const WIREFRAME_BLOCK = new RegExp("```" + WIREFRAME_FENCE + "[ \\t]*\\r?\\n[\\s\\S]*?```", "g");

/** The text cut at its drawing blocks, in order. */
function segments(markdown: string): Segment[] {
  const blocks = [
    ...findFlowchartBlocks(markdown).map((b) => ({ start: b.start, end: b.end, segment: { kind: "flow", json: b.json } as Segment })),
    ...[...markdown.matchAll(WIREFRAME_BLOCK)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      segment: { kind: "screen", block: m[0] } as Segment,
    })),
  ].sort((a, b) => a.start - b.start);
  const out: Segment[] = [];
  let last = 0;
  for (const block of blocks) {
    if (block.start < last) continue;
    if (markdown.slice(last, block.start).trim()) out.push({ kind: "text", text: markdown.slice(last, block.start) });
    out.push(block.segment);
    last = block.end;
  }
  if (markdown.slice(last).trim()) out.push({ kind: "text", text: markdown.slice(last) });
  return out;
}

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function FlowFigure({ json, title }: { json: string; title: string }) {
  const graph = readFlowchartJson(json);
  if (!graph) return <p className="print-note">A diagram that could not be read was left out.</p>;
  const { svg, width, height } = graphToSvg(placeGraph(graph), title);
  return (
    <figure className="print-figure">
      <img src={svgSource(svg)} width={width} height={height} alt={`${title} diagram`} />
    </figure>
  );
}

function ScreenFigure({ block }: { block: string }) {
  const found = readScreenBlock(block);
  if (!found) return <p className="print-note">A screen that could not be read was left out.</p>;
  const { width, height } = WIREFRAME_DEVICES[found.device];
  return (
    <figure className="print-figure" data-device={found.device}>
      <img src={svgSource(wireframeSvg(found.screen, found.device))} width={width} height={height} alt={`Screen: ${found.screen.name}`} />
    </figure>
  );
}

export function PrintBody({ markdown, title }: { markdown: string; title: string }) {
  const parts = useMemo(() => segments(markdown), [markdown]);
  return (
    <div className="prose-result print-prose">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part.kind === "text" && <BoundedMarkdown markdown={part.text} />}
          {part.kind === "flow" && <FlowFigure json={part.json} title={title} />}
          {part.kind === "screen" && <ScreenFigure block={part.block} />}
        </Fragment>
      ))}
    </div>
  );
}
