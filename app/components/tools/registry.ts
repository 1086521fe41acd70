import { lazy, type ComponentType } from "react";
import type { DashboardView } from "~/lib/features";

/**
 * Dashboard tool views, each loaded only when opened so the chat (and public pages) never pay
 * for diagram or tool code. A view missing here falls back to the chat. Entries look like
 * `"startup-builder": lazy(() => import("./startup-builder/startup-builder-view"))`.
 */
export const TOOL_VIEWS: Partial<Record<DashboardView, ComponentType>> = {
  "startup-builder": lazy(() => import("./startup-builder/startup-builder-view")),
  "visual-flow": lazy(() => import("./visual-flow/visual-flow-view")),
  monetization: lazy(() => import("./monetization/monetization-view")),
  "launch-assistant": lazy(() => import("./launch-assistant/launch-assistant-view")),
  "ux-validator": lazy(() => import("./ux-validator/ux-validator-view")),
  "workshop-generator": lazy(() => import("./workshop-generator/workshop-generator-view")),
  "ux-mentor": lazy(() => import("./ux-mentor/ux-mentor-view")),
  "case-study": lazy(() => import("./case-study/case-study-view")),
};

export function toolViewFor(view: string | null): ComponentType | null {
  return (view && TOOL_VIEWS[view as DashboardView]) || null;
}
