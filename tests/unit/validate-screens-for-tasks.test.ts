import { describe, expect, it } from "vitest";
import { tasksFromFlow } from "../../shared/flow-tasks";
import { screenText } from "../../tools/generate-wireframes/markdown";
import { wireframesFor } from "../../tools/generate-wireframes/server-offline";
import { startupFlowchart } from "../../tools/kit/server/offline/idea-flowchart";
import { screensForTasks } from "../../tools/validate-ux/client-screens-for-tasks";

describe("the screens a validation shows the model", () => {
  it("are the ones the marketplace journey's tasks cross, its payment among them, not the first three", () => {
    const flow = startupFlowchart("A marketplace where home cooks sell weekly meal boxes");
    // As "Validate these wireframes" hands them over: each default screen an upload, with what it says.
    const drawn = wireframesFor({ flow, device: "phone" }).screens.filter((s) => s.state === "default");
    const screens = drawn.map((s) => ({ key: `k-${s.id}`, name: s.name }));
    const texts = new Map(drawn.map((s) => [`k-${s.id}`, screenText(s)]));
    const sent = screensForTasks(screens, tasksFromFlow(flow), texts);
    expect(sent).toHaveLength(3);
    expect(sent.map((s) => s.name)).not.toEqual(screens.slice(0, 3).map((s) => s.name));
    expect(sent.map((s) => s.name)).toEqual(expect.arrayContaining(["Neighbours order weekly meal boxes"]));
    const pay = drawn.find((s) => s.components.some((c) => c.text === "Pay now"))!;
    expect(sent.map((s) => s.key)).toContain(`k-${pay.id}`);
    // In the order they were uploaded, which is the flow's.
    expect(sent.map((s) => screens.indexOf(s))).toEqual([...sent.map((s) => screens.indexOf(s))].sort((a, b) => a - b));
  });

  it("cross a screen by the main action a task names, keep the first when no task crosses any, and send all that fit", () => {
    const screens = ["welcome.png", "browse.png", "settings.png", "checkout.png"].map((name, i) => ({ key: `k${i}`, name }));
    const texts = new Map([["k3", "Checkout\nButton: Pay for the box"]]);
    expect(screensForTasks(screens, ["Pay for the box"], texts).map((s) => s.name)).toEqual(["welcome.png", "browse.png", "checkout.png"]);
    expect(screensForTasks(screens, ["Get through the “Checkout” screen", "Get through the “Settings” screen"]).map((s) => s.name)).toEqual(
      ["welcome.png", "settings.png", "checkout.png"],
    );
    // A goal made from a screen's name crosses that screen, though it no longer names it.
    const sides = ["Landing", "Sign up", "Home cooks list weekly meal boxes", "Neighbours order weekly meal boxes"].map((name, i) => ({
      key: `s${i}`,
      name: `${name}.png`,
    }));
    expect(screensForTasks(sides, ["List your weekly meal boxes"], new Map(), 1).map((s) => s.key)).toEqual(["s2"]);
    expect(screensForTasks(sides, ["Order a weekly meal box", "Create your account"], new Map(), 2).map((s) => s.key)).toEqual([
      "s1",
      "s3",
    ]);
    expect(screensForTasks(screens, ["Do something else"]).map((s) => s.key)).toEqual(["k0", "k1", "k2"]);
    expect(screensForTasks(screens.slice(0, 2), [])).toHaveLength(2);
  });
});
