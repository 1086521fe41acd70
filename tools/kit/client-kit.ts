import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { ToolName } from "../../shared/contracts/tool-names";

export type FeatureGroup = "founders" | "designers";

/**
 * A tool as the site and the dashboard show it (docs/product.md#tools): its public page at
 * `/features/{key}`, its card, its place in the signed-in menus and its dashboard view
 * (`/dashboard?view={view}`).
 */
export type ToolFeature = {
  key: string;
  /** Full title, e.g. on cards and the feature page. */
  title: string;
  /** Short label for menus (docs/product.md#signed-in-top-bar). */
  navLabel: string;
  /** One line of product copy (docs/product.md#tools). */
  description: string;
  /** A few sentences for the feature page. */
  details: string;
  group: FeatureGroup;
  view: string;
  /** "Get Started" on its feature page when built, else "Coming Soon". */
  built: boolean;
  /** Its place in its group's menu, which the product spec orders apart from the cards. */
  menuPosition: number;
};

/**
 * The browser half of a tool's definition (`tools/<name>/client.ts`): its icon and, for a tool
 * with a screen of its own, how the product presents it and the view, loaded only when opened so
 * the chat (and public pages) never pay for a tool's code. The landing page tool lives inside
 * Startup Builder's screen, so it has no feature of its own.
 */
export type ToolClient = {
  icon: LucideIcon;
  /** Its `key` and `view` are names at the edges, which the one table gives (shared/contracts/tool-names.ts). */
  feature?: Omit<ToolFeature, "key" | "view"> & { View: ComponentType<ToolViewProps> };
  /**
   * How a saved result of the tool is shown, when not as its Markdown (saved and shared pages):
   * the version's parts, and for the owner's latest version a way to keep hand edits as a version.
   */
  SavedView?: ComponentType<SavedViewProps>;
};

/** A tool with a screen as the site shows it: its feature with the names the one table gives, its icon and view. */
export type Feature = ToolFeature & { icon: LucideIcon; tool: ToolName; View: ComponentType<ToolViewProps> };

/**
 * What the dashboard hands a tool's view: its own feature (title, description, group), so a
 * view never reads the list of every tool, which imports every view.
 */
export type ToolViewProps = { feature: Feature };

export type SavedViewProps = {
  parts: string[];
  /** The number of the version these parts are. */
  version?: number;
  /**
   * Keeps edited parts as a new version, made on `baseVersion` (the version the edits started
   * from, docs/product.md#version-conflicts); false when they were not kept.
   */
  onSaveEdits?: (parts: string[], baseVersion?: number) => Promise<boolean>;
  /** The owner's newest version of a saved result: which result it is (wireframes offer "Test with real people"). */
  owner?: SavedResultOwner;
  /** A screen to show now (a comment pinned on it was picked); a new object each time it is asked for. */
  screenToShow?: { id: string } | null;
};

/** A saved result as its owner's page knows it: its id, its product (null when in none) and its title. */
export type SavedResultOwner = { conversationId: string; productId: string | null; title: string };

export function defineToolClient(client: ToolClient): ToolClient {
  return client;
}
