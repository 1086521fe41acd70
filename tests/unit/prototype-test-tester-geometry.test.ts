import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  WIREFRAME_COMPONENT_TYPES,
  type WireframeComponent,
  type WireframeScreen,
  type WireframeSet,
} from "../../shared/contracts/wireframes";
import { linkAt } from "../../shared/prototype-test-metrics";
import { linkTargetAt, toScreenPoint } from "../../workers/prototype-tests/browser/geometry";
import type { LinkBox } from "../../workers/prototype-tests/browser/page-data";
import { pressPoint, readingOrder, screensData } from "../../workers/prototype-tests/tester-screens";
import { sampleTest } from "../fixtures/prototype-test";

const PHONE = { width: 390, height: 844 };
const test = sampleTest();
const home = test.wireframes.screens[0]!;

/** Screens of a few overlapping components of every type, some leading to another screen. */
const componentArbitrary = fc
  .record({
    type: fc.constantFrom(...WIREFRAME_COMPONENT_TYPES),
    x: fc.integer({ min: 0, max: 300 }),
    y: fc.integer({ min: 0, max: 700 }),
    width: fc.integer({ min: 1, max: 90 }),
    height: fc.integer({ min: 1, max: 140 }),
    target: fc.option(fc.constant("other"), { nil: undefined }),
  })
  .map((c): Omit<WireframeComponent, "id"> =>
    c.target === undefined ? { type: c.type, x: c.x, y: c.y, width: c.width, height: c.height } : c,
  );
const screenArbitrary = fc.array(componentArbitrary, { minLength: 1, maxLength: 12 }).map((components): WireframeScreen => ({
  id: "s",
  name: "S",
  state: "default",
  components: components.map((c, i) => ({ ...c, id: `c${i}` })),
}));
/** A screen and a point, often on or next to one of its components' edges, where the rules could differ. */
const screenWithPoint = screenArbitrary.chain((screen) => {
  const edges = screen.components.flatMap((c) =>
    [c.x - 1, c.x, c.x + c.width - 1, c.x + c.width].map((x) => [x, c.y + c.height - 1 + (x % 2)]),
  );
  const anywhere = fc.tuple(fc.integer({ min: 0, max: 389 }), fc.integer({ min: 0, max: 843 }));
  const nearEdge = fc.constantFrom(...edges).map(([x, y]) => [Math.max(0, x!), Math.max(0, y!)] as [number, number]);
  return fc.tuple(fc.constant(screen), fc.oneof(anywhere, nearEdge)).map(([s, [x, y]]) => [s, x, y] as const);
});

describe("where a tester clicked, in the screen's own pixels", () => {
  it("scales a click on a drawing shown smaller (or larger) than the screen back to the screen's pixels", () => {
    // The phone drawn at three quarters of its size, 100 px from the left and 60 px from the top.
    const drawn = { left: 100, top: 60, width: 292.5, height: 633 };
    expect(toScreenPoint({ x: 100 + 75, y: 60 + 150 }, drawn, PHONE)).toEqual({ x: 100, y: 200 });
    const desktop = { width: 1280, height: 800 };
    expect(toScreenPoint({ x: 320, y: 200 }, { left: 0, top: 0, width: 640, height: 400 }, desktop)).toEqual({ x: 640, y: 400 });
    expect(toScreenPoint({ x: 10.6, y: 3.2 }, { left: 0, top: 0, width: 390, height: 844 }, PHONE)).toEqual({ x: 10, y: 3 });
  });

  it("keeps a click on the drawing's very edge inside the screen, as the server requires", () => {
    const drawn = { left: 0, top: 0, width: 195, height: 422 };
    expect(toScreenPoint({ x: 195, y: 422 }, drawn, PHONE)).toEqual({ x: 389, y: 843 });
    expect(toScreenPoint({ x: -1, y: -3 }, drawn, PHONE)).toEqual({ x: 0, y: 0 });
  });
});

describe("which screen a click opens", () => {
  const { links } = screensData(test.wireframes).home!;

  it("lists the screen's linking components with a target in drawing order, and nothing else", () => {
    expect(links).toEqual([
      [16, 128, 358, 160, "list"],
      [32, 232, 160, 40, "list"],
      [16, 520, 100, 24, "help"],
    ]);
  });

  it("takes the topmost link holding the point, boxes half-open as pixels are, and null for a misclick", () => {
    const stacked: LinkBox[] = [
      [0, 0, 100, 100, "under"],
      [50, 50, 10, 10, "over"],
    ];
    expect(linkTargetAt(stacked, 55, 55)).toBe("over");
    expect(linkTargetAt(stacked, 40, 40)).toBe("under");
    expect(linkTargetAt(links, 16, 520)).toBe("help");
    expect(linkTargetAt(links, 115, 543)).toBe("help");
    expect(linkTargetAt(links, 116, 543)).toBeNull();
    expect(linkTargetAt(links, 115, 544)).toBeNull();
    expect(linkTargetAt(links, 200, 400)).toBeNull();
  });

  it("agrees with the server's linkAt on every point of any screen, so the page moves on exactly when the server counts a hit", () => {
    fc.assert(
      fc.property(screenWithPoint, ([screen, x, y]) => {
        const set: WireframeSet = { device: "phone", screens: [screen, { ...screen, id: "other" }] };
        expect(linkTargetAt(screensData(set).s!.links, x, y)).toBe(linkAt(screen, x, y)?.target ?? null);
      }),
      { numRuns: 500 },
    );
  });
});

describe("pressing a component from the keyboard", () => {
  it("goes through a screen's components top to bottom, left to right, leaving out dividers", () => {
    expect(readingOrder(home.components).map((i) => home.components[i]!.id)).toEqual(["nav", "title", "card", "browse", "photo", "help"]);
  });

  it("clicks the component's middle, or a point of it nothing drawn later covers", () => {
    const index = (id: string) => home.components.findIndex((c) => c.id === id);
    expect(pressPoint(home.components, index("browse"))).toEqual({ x: 112, y: 252 });
    // The card's middle (195, 208) is free of the Browse button drawn over its lower left.
    expect(pressPoint(home.components, index("card"))).toEqual({ x: 195, y: 208 });
    const covered = [
      { id: "under", type: "card" as const, x: 0, y: 0, width: 100, height: 100, target: "a" },
      { id: "over", type: "image" as const, x: 25, y: 25, width: 75, height: 75 },
    ];
    const point = pressPoint(covered, 0);
    expect(point.x < 25 || point.y < 25).toBe(true);
  });

  it("presses a link where the server counts a hit on that very link, whenever part of it lies on top", () => {
    fc.assert(
      fc.property(screenArbitrary, (screen) => {
        screen.components.forEach((component, index) => {
          const point = pressPoint(screen.components, index);
          const later = screen.components.slice(index + 1).filter((c) => c.type !== "divider");
          const onTop = !later.some((c) => point.x >= c.x && point.x < c.x + c.width && point.y >= c.y && point.y < c.y + c.height);
          const isLink = component.target !== undefined && ["button", "link", "list-item", "card"].includes(component.type);
          if (onTop && isLink) expect(linkAt(screen, point.x, point.y)).toBe(component);
        });
      }),
      { numRuns: 300 },
    );
  });
});
