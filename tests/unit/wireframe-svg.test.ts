import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import { WIREFRAME_COMPONENT_TYPES, wireframeSetSchema, type WireframeScreen, type WireframeSet } from "../../shared/contracts/wireframes";
import { escapeXml } from "../../shared/svg-text";
import { componentName, wireframeSvg } from "../../shared/wireframe-svg";
import { setComponentText } from "../../tools/generate-wireframes/edits";
import { wireframesFor } from "../../tools/generate-wireframes/server-offline";

const flow: FlowchartData = {
  nodes: [
    { id: "list", type: "screen", data: { label: "Browse walkers" } },
    { id: "join", type: "screen", data: { label: "Sign up" } },
  ],
  edges: [{ id: "e", source: "list", target: "join" }],
};

/** A character no XML 1.0 document may hold, escaped or not. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Every opening tag has its closing one (or closes itself): the document parses. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe("a wireframe screen as SVG", () => {
  it("is a standalone, balanced SVG at the device's size, titled by the screen", () => {
    const [screen] = wireframesFor({ flow, device: "phone" }).screens;
    const svg = wireframeSvg(screen!, "phone");
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844" role="img" aria-label="Screen: Browse walkers">',
      ),
    ).toBe(true);
    expect(balanced(svg)).toBe(true);
    expect(svg).toContain("<title>Browse walkers</title>");
  });

  it("names every component for screen readers and draws the primary action in the accent", () => {
    const signUp = wireframesFor({ flow, device: "desktop" }).screens.find(
      (screen) => screen.state === "default" && screen.name !== "Browse walkers",
    );
    const svg = wireframeSvg(signUp!, "desktop");
    expect(svg).toContain("<title>Input: E-mail</title>");
    expect(svg).toContain("<title>Input: Password</title>");
    expect(svg).toMatch(/<title>Button: [^<]+<\/title><rect [^>]*fill="#4f46e5"/);
  });

  it("draws every kind of component, and keeps the user's text as text", () => {
    const screen: WireframeScreen = {
      id: "all",
      name: 'Tom & Jerry\'s "<script>"',
      state: "default",
      components: WIREFRAME_COMPONENT_TYPES.map((type, i) => ({
        id: `c${i}`,
        type,
        x: 8,
        y: 8 + i * 56,
        width: 320,
        height: 48,
        text: `${type} <b>&</b>`,
      })),
    };
    const svg = wireframeSvg(screen, "phone");
    expect(balanced(svg)).toBe(true);
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    for (const type of WIREFRAME_COMPONENT_TYPES)
      expect(svg).toContain(`<title>${escapeXml(componentName({ type, text: `${type} <b>&</b>` }))}</title>`);
  });

  it("stays XML when a text holds characters XML cannot hold, however the text got there", () => {
    // Drawn straight from a screen that was never parsed: the SVG leaves the characters out.
    const screen: WireframeScreen = {
      id: "controls",
      name: "Pay\u0008 \u0000now",
      state: "default",
      components: WIREFRAME_COMPONENT_TYPES.map((type, i) => ({
        id: `c${i}`,
        type,
        x: 8,
        y: 8 + i * 56,
        width: 320,
        height: 48,
        text: `Pay\u0008 now\u001b \ud800\uffff`,
      })),
    };
    const svg = wireframeSvg(screen, "phone");
    expect(svg).not.toMatch(NOT_XML);
    expect(balanced(svg)).toBe(true);
    expect(svg).toContain("<title>Button: Pay now </title>");
    expect(escapeXml("a\u0008b\tc\n😀")).toBe("ab\tc\n😀");
  });

  it("cleans a component's text as titles are cleaned, typed by hand or read from a saved or answered set", () => {
    const set: WireframeSet = {
      device: "phone",
      screens: [
        {
          id: "s",
          name: "Pay",
          state: "default",
          components: [{ id: "b", type: "button", x: 8, y: 8, width: 160, height: 48, text: "Pay" }],
        },
      ],
    };
    const typed = setComponentText(set, { screenId: "s", componentId: "b" }, "Pay\u0008 now\u200b\n");
    expect(typed.screens[0]!.components[0]!.text).toBe("Pay now");
    const parsed = wireframeSetSchema.parse({
      ...set,
      screens: [{ ...set.screens[0]!, components: [{ ...set.screens[0]!.components[0]!, text: "Pay\u0008 now" }] }],
    });
    expect(parsed.screens[0]!.components[0]!.text).toBe("Pay now");
  });

  it("names components the way people say them", () => {
    expect(componentName({ type: "button", text: "Pay now" })).toBe("Button: Pay now");
    expect(componentName({ type: "list-item", text: "Rex" })).toBe("List item: Rex");
    expect(componentName({ type: "image" })).toBe("Image");
  });
});
