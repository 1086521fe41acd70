import type { Feature, FeatureGroup } from "@tools/kit/client-kit";
import { TOOL_FEATURES } from "@tools/client";
import type { ToolName } from "@shared/contracts/tool-names";

/**
 * The tools as the site presents them (docs/product.md#tools), each from its own definition
 * (`tools/<name>/client.ts`). Public pages, the dashboard and the signed-in navigation all read
 * it; `built` decides "Coming Soon" vs "Get Started" on /features/{key}.
 */
export type { Feature, FeatureGroup };

export const FEATURES: readonly Feature[] = TOOL_FEATURES;
export const FEATURE_KEYS: readonly string[] = FEATURES.map((feature) => feature.key);

export const FEATURE_GROUPS: Record<FeatureGroup, { title: string; label: string }> = {
  founders: { title: "Tools for Founders", label: "For Founders" },
  designers: { title: "Tools for Designers", label: "For Designers" },
};

export function isFeatureKey(value: string): boolean {
  return FEATURE_KEYS.includes(value);
}

export function getFeature(key: string): Feature | undefined {
  return FEATURES.find((feature) => feature.key === key);
}

/** A tool's feature, by the tool's one name (its folder's); every tool with a screen has one. */
export function featureOfTool(tool: ToolName): Feature {
  const feature = FEATURES.find((candidate) => candidate.tool === tool);
  if (!feature) throw new Error(`${tool} has no screen of its own`);
  return feature;
}

export function featuresInGroup(group: FeatureGroup): Feature[] {
  return FEATURES.filter((feature) => feature.group === group);
}

/** A group's tools in its menu's order (docs/product.md#signed-in-top-bar). */
export function featuresInMenu(group: FeatureGroup): Feature[] {
  return featuresInGroup(group).sort((a, b) => a.menuPosition - b.menuPosition);
}

/** The dashboard view a `?view=` names, or null (the chat). */
export function featureForView(view: string | null): Feature | null {
  return (view && FEATURES.find((feature) => feature.view === view)) || null;
}
