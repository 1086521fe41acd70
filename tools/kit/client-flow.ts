/**
 * A flow's tasks and features, and edits to a drawn diagram, for the screens that draw flows. Apart
 * from the screen kit (./client-screen.ts) so a screen that needs none of it never loads it. A tool
 * folder reaches the app only through the kit (docs/architecture.md, "A tool is one definition").
 */
export { goalOf, mvpFeatures, tasksFromFlow } from "@shared/flow-tasks";
export { useDiagramEdits } from "~/components/tools/kit/use-diagram-edits";
