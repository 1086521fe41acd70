import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../../shared/contracts/flowchart";
import { WIREFRAME_DEVICES, wireframeSetSchema, type WireframeScreen } from "../../../shared/contracts/wireframes";
import { startupFlowchart } from "../../../tools/kit/server/offline/idea-flowchart";
import { visualFlowUseCases } from "../../../tools/generate-visual-flow/server-offline";
import { flowScreens, screenKind, wireframesFor } from "../../../tools/generate-wireframes/server-offline";

const idea = "A marketplace where neighbours lend each other garden tools";
const types = (screen: WireframeScreen) => screen.components.map((c) => c.type);
const primary = (screen: WireframeScreen) => screen.components.find((c) => c.primary)!;

/** A shop's flow: browse → sign up → checkout → thank you, with a failure branch back to the list. */
const shop: FlowchartData = {
  nodes: [
    { id: "start", type: "start", data: { label: "Start" } },
    { id: "browse", type: "screen", data: { label: "Browse tools" } },
    { id: "pick", type: "userAction", data: { label: "Pick a hedge trimmer" } },
    { id: "signup", type: "screen", data: { label: "Sign up" } },
    { id: "pay", type: "screen", data: { label: "Checkout" } },
    { id: "ok", type: "decision", data: { label: "Paid?" } },
    { id: "thanks", type: "screen", data: { label: "Thank you" } },
    { id: "end", type: "end", data: { label: "End" } },
  ],
  edges: [
    { id: "e1", source: "start", target: "browse" },
    { id: "e2", source: "browse", target: "pick" },
    { id: "e3", source: "pick", target: "signup" },
    { id: "e4", source: "signup", target: "pay" },
    { id: "e5", source: "pay", target: "ok" },
    { id: "e6", source: "ok", target: "thanks", label: "Yes" },
    { id: "e7", source: "ok", target: "browse", label: "No" },
    { id: "e8", source: "thanks", target: "end" },
  ],
};

describe("the offline wireframes", () => {
  it("draws one screen per screen of the flow, in the order a user meets them, named after them", () => {
    const set = wireframesFor({ flow: shop, device: "phone" });
    expect(set.screens.map((s) => s.name)).toEqual(["Browse tools", "Sign up", "Checkout", "Thank you"]);
    expect(wireframeSetSchema.safeParse(set).success).toBe(true);
  });

  it("draws what each screen is: fields on sign-up, items on a list, a summary and Pay on a checkout, never an empty screen", () => {
    const [browse, signup, checkout, thanks] = wireframesFor({ flow: shop, device: "phone" }).screens;
    expect(types(signup!).filter((t) => t === "input")).toHaveLength(2);
    expect(signup!.components.map((c) => c.text)).toEqual(expect.arrayContaining(["E-mail", "Password"]));
    expect(types(browse!).filter((t) => t === "list-item").length).toBeGreaterThanOrEqual(3);
    expect(types(checkout!)).toContain("card");
    expect(primary(checkout!).text).toBe("Pay now");
    for (const screen of [browse, signup, checkout, thanks]) expect(types(screen!)).toEqual(expect.arrayContaining(["heading", "button"]));
  });

  it("links each main button to the next screen, labelled with the step on the way, and other branches as links", () => {
    const [browse, signup, checkout] = wireframesFor({ flow: shop, device: "phone" }).screens;
    expect(primary(browse!)).toMatchObject({ text: "Pick a hedge trimmer", target: "signup" });
    expect(primary(signup!).target).toBe("pay");
    expect(primary(checkout!).target).toBe("thanks");
    // The failure branch goes back to the list.
    expect(checkout!.components.find((c) => c.type === "link")).toMatchObject({ text: "Browse tools", target: "browse" });
  });

  it("keeps every component inside the device's screen, on the 8 px grid, for phone and desktop", () => {
    for (const device of ["phone", "desktop"] as const) {
      const set = wireframesFor({ flow: shop, device });
      const { width, height } = WIREFRAME_DEVICES[device];
      for (const screen of set.screens) {
        for (const c of screen.components) {
          expect(c.x + c.width, `${screen.name} ${c.type}`).toBeLessThanOrEqual(width);
          expect(c.y + c.height, `${screen.name} ${c.type}`).toBeLessThanOrEqual(height);
          // On the 8 px grid, but for bars that span the screen's width or sit on its bottom edge (390 × 844 is not on it).
          const bar = c.width === width;
          expect([c.x % 8, bar && c.y + c.height === height ? 0 : c.y % 8, bar ? 0 : c.width % 8, c.height % 8]).toEqual([0, 0, 0, 0]);
        }
      }
      expect(wireframeSetSchema.safeParse(set).success, device).toBe(true);
    }
  });

  it("draws the Startup Builder's flow and each Visual Flow use case, and an idea alone as its MVP flow", () => {
    const plan = wireframesFor({ flow: startupFlowchart(idea), device: "desktop" });
    // A marketplace: each side's screen follows the setup.
    expect(plan.screens.map((s) => s.id)).toEqual(["landing", "setup", "kind1", "kind2"]);
    expect(primary(plan.screens[0]!)).toMatchObject({ text: "Sign up in one step", target: "setup" });
    for (const useCase of visualFlowUseCases({ appIdea: idea })) {
      const set = wireframesFor({ flow: useCase.flowchartData, device: "phone" });
      expect(set.screens.length, useCase.title).toBeGreaterThan(0);
      expect(wireframeSetSchema.safeParse(set).success, useCase.title).toBe(true);
    }
    expect(wireframesFor({ idea, device: "phone" }).screens).toHaveLength(plan.screens.length);
  });

  it("draws the user steps as screens when a flow names no screen", () => {
    const steps: FlowchartData = {
      nodes: [
        { id: "a", type: "userAction", data: { label: "Open the app" } },
        { id: "b", type: "action", data: { label: "Log in" } },
      ],
      edges: [{ id: "e", source: "a", target: "b" }],
    };
    expect(flowScreens(steps).map((s) => s.name)).toEqual(["Open the app", "Log in"]);
    expect(screenKind("Log in")).toBe("auth");
  });
});

describe("the wireframe contract", () => {
  const set = () => structuredClone(wireframesFor({ flow: shop, device: "phone" }));

  it("refuses a component outside its screen, a target that is not there and two screens with one id", () => {
    const outside = set();
    outside.screens[0]!.components[0]!.x = 390;
    expect(wireframeSetSchema.safeParse(outside).error?.issues[0]?.message).toBe("A nav-bar of Browse tools lies outside the phone screen");
    const lost = set();
    primary(lost.screens[0]!).target = "nowhere";
    expect(wireframeSetSchema.safeParse(lost).error?.issues[0]?.message).toBe(
      "A button of Browse tools leads to a screen that is not there",
    );
    const twice = set();
    twice.screens[1]!.id = twice.screens[0]!.id;
    expect(wireframeSetSchema.safeParse(twice).success).toBe(false);
  });
});
