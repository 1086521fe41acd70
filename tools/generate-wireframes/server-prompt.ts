import { WIREFRAME_COMPONENT_TYPES, WIREFRAME_DEVICES, WIREFRAME_GRID } from "../../shared/contracts/wireframes";
import { expertPersona, quoted } from "../kit/server/prompts/persona";
import type { ToolRequest } from "../kit/contract-kit";
import { flowScreens, type FlowScreen } from "./flow-screens.mjs";

/** What the prompt says a screen the flow implies must be (nothing for a screen the flow names). */
const NEED_TEXT: Record<FlowScreen["need"], (screen: FlowScreen) => string> = {
  screen: () => "",
  form: () => " (a sign-up form: e-mail and password inputs)",
  confirmation: () => " (the confirmation after the payment)",
  empty: (screen) => ` (state "empty", stateOf "${screen.stateOf}": what the list shows before it has anything)`,
};

/** The prompt for a wireframe set: the vocabulary, the device's frame and the flow's screens in order. */
export function wireframesPrompt(input: ToolRequest<"generate-wireframes">, expertName: string) {
  const { width, height } = WIREFRAME_DEVICES[input.device];
  const screens = input.flow ? flowScreens(input.flow) : [];
  const flowText = screens
    .map(
      (screen, index) =>
        `${index + 1}. id "${screen.id}", name "${screen.name}"${NEED_TEXT[screen.need](screen)}${screen.next.length ? `; leads to ${screen.next.map((next) => `"${next.id}"${next.via ? ` (by "${next.via}")` : ""}`).join(", ")}` : ""}`,
    )
    .join("\n");
  return {
    system: [
      expertPersona(expertName),
      "",
      `Draw lo-fi wireframes for a ${input.device} screen of ${width} × ${height} px, as JSON {screens: [{id, name, components: [{id, type, x, y, width, height, text, target, primary}]}]}.`,
      `Component types: ${WIREFRAME_COMPONENT_TYPES.join(", ")}. Place every component inside the screen on an ${WIREFRAME_GRID} px grid, top to bottom, without overlaps.`,
      "One screen for each screen listed, in its order, with its id, named as listed. A button, link, list item or card that leads to another screen names that screen's id as target.",
      'Each screen has exactly one primary action (primary: true). Write real labels ("Request walk", "E-mail"), never lorem ipsum. A sign-up screen has e-mail and password inputs; a list screen has list items; a checkout has a summary and a pay button.',
      "A state screen (empty, loading or error) has state and stateOf (the id of its screen).",
      ...(input.screenId
        ? [
            `Change only the screen with id "${input.screenId}" (and add its state screens if asked); return every screen, the others exactly as they were.`,
          ]
        : []),
    ].join("\n"),
    prompt: [
      input.idea ? quoted("App idea", input.idea) : "",
      flowText ? `The flow's screens:\n${flowText}` : "Draw the screens of the app's main flow, from first visit to its main outcome.",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
