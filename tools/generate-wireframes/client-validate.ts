import type { FlowchartData } from "@shared/contracts/flowchart";
import type { WireframeSet } from "@shared/contracts/wireframes";
import { tasksFromFlow } from "../kit/client-flow";
import { uploadFile } from "../kit/client-files";
import { screenFileName, screenPng } from "./client-download";
import { screenText, tasksFromScreens } from "./markdown";

/** The validator takes at most 20 screens; states are variants of screens already sent. */
const MAX_SCREENS = 20;

/**
 * What "Validate these wireframes" hands the Prototype Validator (docs/product.md#wireframes):
 * each screen drawn as a PNG and stored as the user's own upload (so a vision model sees it),
 * what each screen says, and tasks from the flow (or from the screens' main actions).
 */
export async function uploadsForValidation(set: WireframeSet, flow: FlowchartData | null) {
  const screens = set.screens.filter((screen) => screen.state === "default").slice(0, MAX_SCREENS);
  const uploaded: { key: string; name: string }[] = [];
  for (const screen of screens) {
    const file = new File([await screenPng(screen, set.device)], screenFileName(screen, "png"), { type: "image/png" });
    const { key } = await uploadFile(file, () => undefined, new AbortController().signal);
    uploaded.push({ key, name: screen.name });
  }
  const tasks = flow ? tasksFromFlow(flow) : tasksFromScreens(set);
  return { screens: uploaded, screenTexts: screens.map(screenText), tasks };
}
