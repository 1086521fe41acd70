import { describe, expect, it } from "vitest";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import { WIREFRAME_COMPONENT_TYPES, type WireframeScreen } from "../../shared/contracts/wireframes";
import { escapeXml } from "../../shared/svg-text";
import { componentName, wireframeSvg } from "../../shared/wireframe-svg";
import { wireframesFor } from "../../tools/generate-wireframes/server-offline";

const flow: FlowchartData = {
  nodes: [
    { id: "list", type: "screen", data: { label: "Browse walkers" } },
    { id: "join", type: "screen", data: { label: "Sign up" } },
  ],
  edges: [{ id: "e", source: "list", target: "join" }],
};

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
    const [, signUp] = wireframesFor({ flow, device: "desktop" }).screens;
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

  it("names components the way people say them", () => {
    expect(componentName({ type: "button", text: "Pay now" })).toBe("Button: Pay now");
    expect(componentName({ type: "list-item", text: "Rex" })).toBe("List item: Rex");
    expect(componentName({ type: "image" })).toBe("Image");
  });
});
