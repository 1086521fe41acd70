import { FileText, MessageSquare, type LucideIcon } from "lucide-react";
import type { ToolName } from "@shared/contracts/tool-names";
import { toolClients } from "@tools/client";

/** A saved item's icon: its tool's own (the one its menu item shows), or the chat bubble for a chat. */
export function savedItemIcon(tool: ToolName | null | undefined): LucideIcon {
  if (!tool) return MessageSquare;
  return toolClients[tool]?.icon ?? FileText;
}

/** The tint of its icon tile: the colours of its tool's group in the menus, neutral for a chat. */
export function savedItemTone(tool: ToolName | null | undefined): string {
  const group = tool ? toolClients[tool]?.feature?.group : undefined;
  if (group === "founders") return "bg-founder-soft text-founder";
  if (group === "designers") return "bg-designer-soft text-designer";
  return "bg-subtle text-muted";
}
