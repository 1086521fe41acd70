import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { toolView, type ToolWithScreen } from "@shared/contracts/tool-names";
import { dashboardHref, useWorkingProduct } from "~/lib/use-working-product";

/**
 * What one tool hands the next (docs/product.md#products): "Draw user flows", "Validate this
 * flow", "Write the case study"… It travels in the navigation's state, so the next tool starts
 * prefilled without a server round-trip and a reload keeps it; the product stays in the address.
 */
export type Handoff = {
  /** The idea field's text (Visual Flow, Launch Assistant, Monetization, Case Study). */
  text?: string;
  /** Prototype Validator: one task per line. */
  tasks?: string[];
  /** Prototype Validator: start with every persona of the product in the test. */
  productPersonas?: boolean;
  /** Saved results the next tool reads on the server (the case study's sources), and the flow a validation came from. */
  sourceConversationIds?: string[];
  /** Wireframes: the flow whose screens to draw, and what it is called (checked by the server like any request). */
  flow?: { name: string; data: unknown };
  /** Prototype Validator: screens already stored as the user's uploads (wireframes drawn as images), and what each says. */
  screens?: { key: string; name: string }[];
  screenTexts?: string[];
};

/** "Ask in chat": a result attached to a new Quick Chat as its context. */
export type AskInChat = { title: string; markdown: string };

type NavigationState = { handoff?: unknown; askInChat?: unknown };

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** The hand-off in a navigation's state; anything malformed is ignored (the tool starts empty). */
export function readHandoff(state: unknown): Handoff | null {
  const value = (state as NavigationState | null)?.handoff;
  if (typeof value !== "object" || value === null) return null;
  const { text, tasks, productPersonas, sourceConversationIds, flow, screens, screenTexts } = value as Record<string, unknown>;
  const screenList = Array.isArray(screens)
    ? screens
        .filter((s): s is { key: string; name: string } => typeof s?.key === "string" && typeof s?.name === "string")
        .slice(0, 20)
        .map(({ key, name }) => ({ key, name }))
    : undefined;
  const flowValue = flow as { name?: unknown; data?: unknown } | null | undefined;
  return {
    text: typeof text === "string" ? text : undefined,
    tasks: isStringList(tasks) ? tasks : undefined,
    productPersonas: productPersonas === true,
    sourceConversationIds: isStringList(sourceConversationIds) ? sourceConversationIds.slice(0, 5) : undefined,
    screens: screenList?.length ? screenList : undefined,
    screenTexts: isStringList(screenTexts) ? screenTexts.slice(0, 20) : undefined,
    flow:
      flowValue && typeof flowValue.name === "string" && typeof flowValue.data === "object" && flowValue.data !== null
        ? { name: flowValue.name, data: flowValue.data }
        : undefined,
  };
}

export function readAskInChat(state: unknown): AskInChat | null {
  const value = (state as NavigationState | null)?.askInChat;
  if (typeof value !== "object" || value === null) return null;
  const { title, markdown } = value as Record<string, unknown>;
  return typeof title === "string" && typeof markdown === "string" && markdown.trim() ? { title, markdown } : null;
}

/** The hand-off this tool view was opened with, if any. */
export function useReceivedHandoff(): Handoff | null {
  return readHandoff(useLocation().state);
}

/** Opens another tool (or the chat) in the same product, carrying what it should start from. */
export function useHandOff() {
  const navigate = useNavigate();
  const { productId } = useWorkingProduct();
  const toTool = useCallback(
    (tool: ToolWithScreen, handoff: Handoff) => navigate(dashboardHref({ view: toolView(tool) }, productId), { state: { handoff } }),
    [navigate, productId],
  );
  const toChat = useCallback(
    (askInChat: AskInChat) => navigate(dashboardHref({}, productId), { state: { askInChat } }),
    [navigate, productId],
  );
  return { toTool, toChat };
}
