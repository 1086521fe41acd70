import { Download, LayoutGrid, Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import type { FlowNodeType } from "@shared/contracts/flowchart";
import { nodeLook } from "./node-styles";

export type ExportFormat = "png" | "svg" | "json" | "mermaid";

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: "png", label: "PNG image" },
  { format: "svg", label: "SVG image" },
  { format: "json", label: "JSON data" },
  { format: "mermaid", label: "Mermaid flowchart" },
];

type DiagramToolbarProps = {
  title: string;
  nodeTypes: readonly FlowNodeType[];
  canDelete: boolean;
  onAdd: (type: FlowNodeType, status?: "success" | "failure") => void;
  onDelete: () => void;
  onLayout: () => void;
  onExport: (format: ExportFormat) => void;
};

/** Edit and export actions above the canvas; every one also reachable by keyboard. */
export function DiagramToolbar({ title, nodeTypes, canDelete, onAdd, onDelete, onLayout, onExport }: DiagramToolbarProps) {
  return (
    <div
      className="flex flex-wrap items-center gap-1 border-b border-border px-3 py-2"
      role="toolbar"
      aria-label={`${title} diagram tools`}
    >
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm">
            <Plus size={16} aria-hidden />
            Add step
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Add a step</DropdownMenuLabel>
          {nodeTypes.map((type) => (
            <DropdownMenuItem key={type} onSelect={() => onAdd(type, type === "endpoint" ? "success" : undefined)}>
              <span
                aria-hidden
                className="size-3 shrink-0 border"
                style={{
                  background: nodeLook(type, "success").fill,
                  borderColor: nodeLook(type, "success").stroke,
                  borderRadius: type === "decision" ? 2 : 9999,
                  transform: type === "decision" ? "rotate(45deg)" : undefined,
                }}
              />
              {type === "endpoint" ? "Endpoint (success)" : nodeLook(type).name}
            </DropdownMenuItem>
          ))}
          {nodeTypes.includes("endpoint") && (
            <DropdownMenuItem onSelect={() => onAdd("endpoint", "failure")}>
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-full border"
                style={{ background: nodeLook("endpoint").fill, borderColor: nodeLook("endpoint").stroke }}
              />
              Endpoint (failure)
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="ghost" size="sm" onClick={onDelete} disabled={!canDelete}>
        <Trash2 size={16} aria-hidden />
        Delete
      </Button>
      <Button variant="ghost" size="sm" onClick={onLayout}>
        <LayoutGrid size={16} aria-hidden />
        Tidy layout
      </Button>
      <span className="flex-1" />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Download size={16} aria-hidden />
            Export
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {EXPORTS.map(({ format, label }) => (
            <DropdownMenuItem key={format} onSelect={() => onExport(format)}>
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
