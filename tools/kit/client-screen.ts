/**
 * The screen kit every tool screen runs through (app/components/tools/kit/: the request, streaming,
 * refine, versions, the result frame) and the app state it reads (quota, working product, the tool
 * list). A tool folder reaches the app only through the kit (docs/architecture.md, "A tool is one
 * definition").
 */
export { AiLimitNotice } from "~/components/ai-limit-notice";
export { ErrorPanel } from "~/components/tools/kit/error-panel";
export { type HandOffAction, HandOffRow } from "~/components/tools/kit/hand-off-row";
export { useHandOff, useReceivedHandoff } from "~/components/tools/kit/handoff";
export { IdeaForm } from "~/components/tools/kit/idea-form";
export { LANDING_PANEL_ID, useOpenedAtAnchor } from "~/components/tools/kit/landing-panel-anchor";
export { RefineBox } from "~/components/tools/kit/refine-box";
export { ResultActions } from "~/components/tools/kit/result-actions";
export { SaveEditsButton, ToolCutOffNotice, ToolRefineBox, ToolVersionBar } from "~/components/tools/kit/result-versions";
export { type SaveResultProps, SaveRow, useEnsureSaved } from "~/components/tools/kit/save-result-button";
export { DesignerToolHeader } from "~/components/tools/kit/tool-header";
export { type SavedVersion } from "~/components/tools/kit/tool-versions";
export { ToolViewFrame } from "~/components/tools/kit/tool-view-frame";
export { useBackToDashboard } from "~/components/tools/kit/use-back-to-dashboard";
export { useHydrated } from "~/components/tools/kit/use-hydrated";
export { briefText, useIdeaField } from "~/components/tools/kit/use-idea-field";
export { useToolRun } from "~/components/tools/kit/use-tool-run";
export { WhatYouGet } from "~/components/tools/kit/what-you-get";
export { getErrorMessage } from "~/lib/error-message";
export { refreshAiQuota, useAiLimit } from "~/lib/use-ai-quota";
export { dashboardHref, useWorkingProduct } from "~/lib/use-working-product";
