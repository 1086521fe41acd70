/**
 * The launch features Startup Builder's landing panel opens: the landing editor, its exports and
 * Publish (app/components/launch/). A tool folder reaches the app only through the kit
 * (docs/architecture.md, "A tool is one definition").
 */
export { LandingEditor } from "~/components/launch/landing-editor";
export { LandingExportButtons } from "~/components/launch/landing-export-buttons";
export { PublishButton } from "~/components/launch/publish-dialog";
