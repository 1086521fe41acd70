import { describe, expect, it } from "vitest";
import { wireframeSetSchema, type WireframeSet } from "../../shared/contracts/wireframes";
import { toolContracts } from "../../tools/contracts";
import {
  addComponent,
  deleteComponent,
  duplicateComponent,
  moveComponent,
  nudgeComponent,
  pushEdit,
  redo,
  resizeComponent,
  setComponentText,
  startHistory,
  undo,
} from "../../tools/generate-wireframes/edits";
import { fitScreens } from "../../tools/generate-wireframes/fit";
import { screenText, tasksFromScreens } from "../../tools/generate-wireframes/markdown";
import { toolServers } from "../../tools/server";
import { repairAnswer } from "../../tools/kit/server/repair/repair-answer";
import { runTool } from "./ai/run-tool";
import { caseForRecording, loadCorpus, loadRecordings } from "../../scripts/eval/corpus.mjs";
import { missingScreens } from "../../tools/generate-wireframes/flow-screens.mjs";

const body = { idea: "An app where dog owners find trusted walkers nearby and pay per walk", device: "phone" as const };
const server = toolServers["generate-wireframes"];
const contract = toolContracts["generate-wireframes"];

/** What an open model might answer: prose, a fence, trailing commas, other tools' type names, a target by name, a component off the screen. */
const MESSY_ANSWER = `Here are your wireframes:
\`\`\`json
{"wireframes": {"screens": [
  {"name": "Home", "elements": [
    {"type": "navbar", "x": 0, "y": 0, "width": 390, "height": 56, "label": "Walkies",},
    {"type": "image-placeholder", "x": 16, "y": 72, "width": 358, "height": 180},
    {"type": "Button", "x": 300, "y": 900, "width": 200, "height": 47, "text": "Book a walk", "target": "Booking", "primary": true},
  ]},
  {"name": "Booking", "components": [
    {"type": "textfield", "x": 16.4, "y": 80, "width": 358, "height": 48, "placeholder": "Pick a time"},
    {"type": "cta", "x": 16, "y": 150, "width": 358, "height": 48, "text": "Confirm", "target": "Nowhere"},
  ]},
]}}
\`\`\`
Let me know if you want changes!`;

describe("wireframes from a real model's answer", () => {
  it("survive prose, a fence, trailing commas, other type names and positions off the screen", () => {
    const repaired = repairAnswer(MESSY_ANSWER, contract.modelOutput!, { normalize: server.normalize });
    expect(repaired.ok).toBe(true);
    if (!repaired.ok) return;
    const request = contract.request.parse(body);
    const { wireframes } = server.finishObject!(repaired.value, request);
    expect(wireframeSetSchema.safeParse(wireframes).success).toBe(true);
    const [home, booking] = wireframes.screens;
    expect(home!.components.map((c) => c.type)).toEqual(["nav-bar", "image", "button"]);
    const button = home!.components[2]!;
    // Moved inside the 390 × 844 phone, on the grid, and leading to the screen it named.
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    expect(button.y + button.height).toBeLessThanOrEqual(844);
    expect(button.height % 8).toBe(0);
    expect(button.target).toBe(booking!.id);
    expect(booking!.components[0]).toMatchObject({ type: "input", text: "Pick a time", x: 16 });
    // A target that names no screen is dropped, not the answer.
    expect(booking!.components[1]!.target).toBeUndefined();
  });

  it("gets every screen its flow implies, whatever the model left out: drawn from the flow's steps after the model's own", () => {
    const recording = loadRecordings().find((r) => r.id === "wf-one-screen-of-a-flow")!;
    const request = contract.request.parse(caseForRecording(loadCorpus(), recording).body);
    const repaired = repairAnswer(recording.answers[0]!.content, contract.modelOutput!, { normalize: server.normalize });
    if (!repaired.ok) throw new Error(repaired.problem);
    const { wireframes } = server.finishObject!(repaired.value, request);
    expect(wireframeSetSchema.safeParse(wireframes).success).toBe(true);
    expect(wireframes.screens.map((s) => [s.id, s.state])).toEqual([
      ["browse", "default"],
      ["browse-empty", "empty"],
      ["signup", "default"],
      ["checkout", "default"],
      ["ordered", "default"],
    ]);
    expect(wireframes.screens[1]!.stateOf).toBe("browse");
    expect(missingScreens(request.flow!, wireframes.screens)).toEqual([]);
    // The model's own screen is kept as it drew it.
    expect(wireframes.screens[0]!.components.map((c) => c.text)).toContain("Amira's Lebanese box · £32");
  });

  it("gives every screen an id, each one once, and components ids of their own", () => {
    const screens = fitScreens(
      [
        {
          name: "A",
          components: [
            { type: "text", x: 0, y: 0, width: 10, height: 10 },
            { id: "x", type: "text", x: 0, y: 0, width: 10, height: 10 },
            { id: "x", type: "text", x: 0, y: 0, width: 10, height: 10 },
          ],
        },
        { id: "screen-1", name: "B", components: [{ type: "button", x: -40, y: -3, width: 9999, height: 3, target: "a" }] },
      ],
      "phone",
    );
    expect(screens.map((s) => s.id)).toEqual(["screen-1", "screen-1-2"]);
    expect(new Set(screens[0]!.components.map((c) => c.id)).size).toBe(3);
    expect(screens[1]!.components[0]).toMatchObject({ x: 0, y: 0, width: 390, height: 8, target: "screen-1" });
  });
});

describe("refining wireframes", () => {
  it("changes only the chosen screen, leaving every other screen exactly as it was", async () => {
    const first = await runTool("generate-wireframes", body);
    const [one, two] = first.wireframes.screens;
    const refined = await runTool("generate-wireframes", {
      ...body,
      previous: first,
      instruction: "Add a search field",
      screenId: two!.id,
    });
    expect(refined.wireframes.screens[0]).toEqual(one);
    const changed = refined.wireframes.screens.find((s) => s.id === two!.id)!;
    expect(changed.components.at(-1)).toMatchObject({ type: "input", text: expect.stringMatching(/search field/i) });
  });

  it("draws an asked-for state as a screen of its own, linked to its screen, once", async () => {
    const first = await runTool("generate-wireframes", body);
    const screen = first.wireframes.screens[0]!;
    const refined = await runTool("generate-wireframes", { ...body, previous: first, instruction: "Add error state", screenId: screen.id });
    const error = refined.wireframes.screens.find((s) => s.stateOf === screen.id)!;
    expect(error).toMatchObject({ state: "error", name: expect.stringContaining(screen.name) });
    expect(refined.wireframes.screens.indexOf(error)).toBe(1);
    expect(error.components.find((c) => c.type === "button")).toMatchObject({ text: "Try again", target: screen.id });
    expect(refined.wireframes.screens).toHaveLength(first.wireframes.screens.length + 1);
  });
});

describe("hand edits", () => {
  const set: WireframeSet = {
    device: "phone",
    screens: [
      {
        id: "s",
        name: "S",
        state: "default",
        components: [{ id: "b", type: "button", x: 16, y: 16, width: 200, height: 48, text: "Go", primary: true }],
      },
    ],
  };
  const ref = { screenId: "s", componentId: "b" };
  const button = (next: WireframeSet) => next.screens[0]!.components.find((c) => c.id === "b")!;

  it("snap moves and resizes to the 8 px grid and keep the component inside the screen", () => {
    expect(button(moveComponent(set, ref, 21, 43))).toMatchObject({ x: 24, y: 40 });
    expect(button(moveComponent(set, ref, 1000, -50))).toMatchObject({ x: 390 - 200, y: 0 });
    expect(button(resizeComponent(set, ref, { x: 16, y: 16, width: 3, height: 4000 }))).toMatchObject({ y: 16, width: 8, height: 824 });
  });

  it("nudge by single pixels, off the grid, but never out of the screen", () => {
    expect(button(nudgeComponent(set, ref, 1, -1))).toMatchObject({ x: 17, y: 15 });
    expect(button(nudgeComponent(set, ref, -100, 0))).toMatchObject({ x: 0 });
  });

  it("edit text, add, duplicate and delete, never leaving a screen empty", () => {
    expect(button(setComponentText(set, ref, "  Book   now "))).toMatchObject({ text: "Book now" });
    const added = addComponent(set, "s", "input");
    expect(added.set.screens[0]!.components).toHaveLength(2);
    expect(added.set.screens[0]!.components[1]).toMatchObject({ type: "input", y: 80 });
    const copy = duplicateComponent(set, ref);
    expect(copy.set.screens[0]!.components[1]).toMatchObject({ x: 32, y: 32, text: "Go" });
    expect(copy.set.screens[0]!.components[1]!.primary).toBeUndefined();
    expect(deleteComponent(set, ref).screens[0]!.components).toHaveLength(1);
  });

  it("undo and redo step through whole sets; a new edit drops what was undone", () => {
    let history = startHistory(set);
    history = pushEdit(history, moveComponent(history.present, ref, 80, 80));
    history = pushEdit(history, setComponentText(history.present, ref, "Book"));
    history = undo(history);
    expect(button(history.present)).toMatchObject({ x: 80, text: "Go" });
    history = undo(history);
    expect(history.present).toBe(set);
    history = redo(history);
    expect(button(history.present).x).toBe(80);
    history = pushEdit(history, nudgeComponent(history.present, ref, 8, 0));
    expect(redo(history)).toBe(history);
  });
});

describe("wireframes in the Prototype Validator", () => {
  it("tell the offline validator what each screen says, so its findings name the screen and the label", async () => {
    const { wireframes } = await runTool("generate-wireframes", body);
    const screenTexts = wireframes.screens.map(screenText);
    expect(screenTexts[0]!.split("\n").slice(0, 3)).toEqual([
      wireframes.screens[0]!.name,
      expect.stringMatching(/^Navigation bar: /),
      expect.stringMatching(/^Heading: /),
    ]);
    const tasks = tasksFromScreens(wireframes);
    expect(tasks.length).toBeGreaterThan(0);
    const request = {
      prototypeUrl: "",
      prototypeImages: ["data:image/png;base64,iVBORw0KGgo="],
      personas: [{ id: "m", name: "Maya", description: "Walks her dog before work" }],
      tasks,
      screenTexts,
    };
    const { results } = await runTool("validate-ux", request);
    const primary = wireframes.screens[0]!.components.find((c) => c.primary)!;
    expect(results[0]!.behavior).toContain(`On "${wireframes.screens[0]!.name}" they went for "${primary.text}"`);
    // Screens that come with their text are wireframes drawn in the app, not uploads; the advice rewords what was gone for.
    expect(results[0]!.behavior).toContain(`${screenTexts.length} wireframe screen`);
    expect(results[0]!.recommendations[0]).toContain(`on "${wireframes.screens[0]!.name}", word "${primary.text}"`);
    // Without the screens' texts nothing is made up about them.
    const { results: plain } = await runTool("validate-ux", { ...request, screenTexts: undefined });
    expect(plain[0]!.behavior).not.toContain("they went for");
    expect(plain[0]!.behavior).not.toContain("wireframe screen");
  });
});
