import { TextToolView } from "~/components/tools/founder-shared/text-tool-view";

const EXAMPLES = [
  "A booking tool for independent yoga teachers who run small classes",
  "A shared grocery list that splits costs between flatmates",
  "An AI note-taker for sales calls that fills in the CRM for you",
] as const;

/** Launch Assistant: landing page structure and copy to launch or test an MVP. */
export default function LaunchAssistantView() {
  return (
    <TextToolView
      feature="launch-assistant"
      tool="launch-assistant"
      field="landingPagePlan"
      fallbackError="Failed to generate launch plan"
      submitLabel="Plan my launch"
      resultTitle="Launch plan"
      fileName="launch-plan.md"
      placeholder="e.g. A marketplace where neighbours lend each other garden tools"
      examples={EXAMPLES}
      whatYouGet={[
        "A hero headline, subheadline and calls to action",
        "Landing page sections in order, with copy",
        "Social proof and FAQ ideas",
        "A launch checklist with one metric to watch",
      ]}
    />
  );
}
