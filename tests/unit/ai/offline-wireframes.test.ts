import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../../shared/contracts/flowchart";
import { WIREFRAME_DEVICES, wireframeSetSchema, type WireframeScreen } from "../../../shared/contracts/wireframes";
import { startupFlowchart } from "../../../tools/kit/server/offline/idea-flowchart";
import { visualFlowUseCases } from "../../../tools/generate-visual-flow/server-offline";
import { wireframesFor } from "../../../tools/generate-wireframes/server-offline";
import { flowScreens, missingScreens } from "../../../tools/generate-wireframes/flow-screens.mjs";
import { heldThing, screenKind } from "../../../tools/generate-wireframes/draw-screen";
import { wireframeSvg } from "../../../shared/wireframe-svg";

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
  it("draws one screen per screen of the flow, in the order a user meets them, named after them, and the list's empty state", () => {
    const set = wireframesFor({ flow: shop, device: "phone" });
    expect(set.screens.map((s) => s.name)).toEqual(["Browse tools", "Browse tools (empty)", "Sign up", "Checkout", "Thank you"]);
    expect(set.screens[1]).toMatchObject({ state: "empty", stateOf: "browse" });
    expect(wireframeSetSchema.safeParse(set).success).toBe(true);
  });

  it("draws what each screen is: fields on sign-up, items on a list, a summary and Pay on a checkout, never an empty screen", () => {
    const [browse, , signup, checkout, thanks] = wireframesFor({ flow: shop, device: "phone" }).screens;
    expect(types(signup!).filter((t) => t === "input")).toHaveLength(2);
    expect(signup!.components.map((c) => c.text)).toEqual(expect.arrayContaining(["E-mail", "Password"]));
    expect(types(browse!).filter((t) => t === "list-item").length).toBeGreaterThanOrEqual(3);
    expect(types(checkout!)).toContain("card");
    expect(primary(checkout!).text).toBe("Pay now");
    for (const screen of [browse, signup, checkout, thanks]) expect(types(screen!)).toEqual(expect.arrayContaining(["heading", "button"]));
  });

  it("names a list's rows and a choice's options after what the screen holds, never 'Item 1' or 'Option 1' when it names something", () => {
    const [browse] = wireframesFor({ flow: shop, device: "phone" }).screens;
    expect(browse!.components.filter((c) => c.type === "list-item").map((c) => c.text)).toEqual(
      expect.arrayContaining(["Tool 1", "Tool 2"]),
    );
    expect(heldThing("Browse weekly meal boxes")).toBe("Weekly meal box");
    expect(heldThing("Choose a plan that renews every week")).toBe("Plan");
    expect(heldThing("Dog walkers nearby")).toBe("Dog walker");
    expect(heldThing("Dog walking search")).toBe("Item");
    expect(heldThing("Search results")).toBe("Item");
    // A landing page is named after the product: "Home Cooks Market" is not a list of items.
    expect(screenKind("Landing: Home Cooks Market")).toBe("landing");
    const meals = visualFlowUseCases({ appIdea: "A marketplace where home cooks sell weekly meal boxes" });
    const texts = meals.flatMap((u) =>
      wireframesFor({ flow: u.flowchartData, device: "phone" }).screens.flatMap((s) => s.components.map((c) => c.text ?? "")),
    );
    expect(texts).toContain("Weekly meal box 1");
    expect(texts.filter((text) => /^(Item|Option) \d/.test(text))).toEqual([]);
  });

  it("links each main button to the next screen, labelled with the step on the way, and other branches as links", () => {
    const [browse, , signup, checkout] = wireframesFor({ flow: shop, device: "phone" }).screens;
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
    // The plan's "Sign up in one step" is a step between two screens: it is drawn as the form it implies.
    // A marketplace: each side's screen follows the setup, the first side's list with its empty state.
    expect(plan.screens.map((s) => s.id)).toEqual(["landing", "signup", "setup", "kind1", "kind1-empty", "kind2"]);
    expect(primary(plan.screens[0]!)).toMatchObject({ text: "Sign up in one step", target: "signup" });
    expect(plan.screens[1]!.components.map((c) => c.text)).toEqual(expect.arrayContaining(["E-mail", "Password"]));
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

/** A marketplace's flows as the flows tool draws them, and one where the buyer pays. */
const mealBoxes = "A marketplace where home cooks sell weekly meal boxes";
const order: FlowchartData = {
  nodes: [
    { id: "start", type: "start", data: { label: "Start" } },
    { id: "browse", type: "screen", data: { label: "Browse meal boxes" } },
    { id: "signup", type: "userAction", data: { label: "Signs up to order" } },
    { id: "checkout", type: "screen", data: { label: "Checkout" } },
    { id: "paid", type: "decision", data: { label: "Payment accepted?" } },
    { id: "ordered", type: "endpoint", data: { label: "Meal box ordered", status: "success" } },
    { id: "declined", type: "endpoint", data: { label: "Card declined", status: "failure" } },
  ],
  edges: [
    { id: "e1", source: "start", target: "browse" },
    { id: "e2", source: "browse", target: "signup" },
    { id: "e3", source: "signup", target: "checkout" },
    { id: "e4", source: "checkout", target: "paid" },
    { id: "e5", source: "paid", target: "ordered", label: "Yes" },
    { id: "e6", source: "paid", target: "declined", label: "No" },
  ],
};

describe("the screens a flow implies", () => {
  it("draws more than the one screen a marketplace's first flow names: the sign-up form its account step implies", () => {
    const [firstTime] = visualFlowUseCases({ appIdea: mealBoxes });
    const set = wireframesFor({ idea: mealBoxes, flow: firstTime!.flowchartData, device: "phone" });
    expect(set.screens.length).toBeGreaterThan(1);
    expect(set.screens.flatMap((s) => s.components.map((c) => c.text))).toEqual(expect.arrayContaining(["E-mail", "Password"]));
    expect(missingScreens(firstTime!.flowchartData, set.screens)).toEqual([]);
  });

  it("needs a form for a sign-up step, a confirmation after a payment and an empty state where a list starts empty", () => {
    expect(flowScreens(order).map((s) => [s.need, s.name])).toEqual([
      ["screen", "Browse meal boxes"],
      ["empty", "Browse meal boxes (empty)"],
      ["form", "Sign up"],
      ["screen", "Checkout"],
      ["confirmation", "Order confirmed"],
    ]);
    const set = wireframesFor({ flow: order, device: "phone" });
    expect(set.screens.map((s) => s.id)).toEqual(["browse", "browse-empty", "signup", "checkout", "ordered"]);
    expect(primary(set.screens[2]!)).toMatchObject({ text: "Continue", target: "checkout" });
    expect(primary(set.screens[3]!)).toMatchObject({ text: "Pay now", target: "ordered" });
    expect(wireframeSetSchema.safeParse(set).success).toBe(true);
  });

  it("draws the marketplace plan's screens as the journey met them: a confirmation after Pay now, empty states only for lists, user-facing titles, no filler", () => {
    const product = { name: "Home Plate", audience: "home cooks and their neighbours" };
    const screens = wireframesFor({ flow: startupFlowchart(mealBoxes, product), device: "phone" }, product).screens;
    const pay = screens.findIndex((s) => s.components.some((c) => c.text === "Pay now"));
    expect(pay).toBeGreaterThan(0);
    // The screen "Pay now" leads to is the confirmation, in the user's words.
    expect(screens[pay + 1]).toMatchObject({ id: primary(screens[pay]!).target, name: "Order confirmed" });
    expect(screens.filter((s) => s.state === "empty").map((s) => s.name)).toEqual(["Home cooks list weekly meal boxes (empty)"]);
    expect(screens.map((s) => s.name).filter((name) => /\b(users?|drop-off|activated)\b/i.test(name))).toEqual([]);
    const texts = screens.flatMap((s) => s.components.map((c) => c.text ?? ""));
    expect(texts.filter((text) => /step is for|one or two sentences|who it is for and what|get it done/i.test(text))).toEqual([]);
    // A confirmation thanks the person; it does not promise to let them change what they just paid for.
    expect(screens[pay + 1]!.components.map((c) => c.text)).not.toContain("All set. You can change this any time.");
    expect(screens[pay + 1]!.components.map((c) => c.text)).toContain("Thank you. The details are in your account.");
  });

  it("counts a model's screens by id or name, a form by its e-mail field, an empty state by its list", () => {
    const drawn = wireframesFor({ flow: order, device: "phone" }).screens;
    expect(missingScreens(order, drawn)).toEqual([]);
    const renamed = drawn.map((s) => (s.id === "signup" ? { ...s, id: "join", name: "Create your account" } : s));
    expect(missingScreens(order, renamed)).toEqual([]);
    expect(missingScreens(order, drawn.slice(0, 1)).map((s) => s.need)).toEqual(["empty", "form", "screen", "confirmation"]);
  });

  it("never cuts a screen's title inside its frame, on a phone or a desktop", () => {
    const long: FlowchartData = {
      nodes: [{ id: "a", type: "screen", data: { label: "Onboarding: set up your home cook profile and your weekly delivery days" } }],
      edges: [],
    };
    const flows = [long, order, ...visualFlowUseCases({ appIdea: mealBoxes }).map((u) => u.flowchartData)];
    for (const device of ["phone", "desktop"] as const)
      for (const flow of flows)
        for (const screen of wireframesFor({ idea: mealBoxes, flow, device }).screens) {
          const heading = screen.components.find((c) => c.type === "heading")!;
          const svg = wireframeSvg(screen, device);
          const drawn = [...svg.matchAll(/font-size="22" font-weight="700"[^>]*>([^<]*)</g)].map((m) => m[1]).join("");
          expect(drawn, `${device}: ${screen.name}`).toBe(heading.text!.replace(/&/g, "&amp;").replace(/'/g, "&apos;"));
        }
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
