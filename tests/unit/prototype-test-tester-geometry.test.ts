import { describe, expect, it } from "vitest";
import { linkTargetAt, toScreenPoint } from "../../workers/prototype-tests/browser/geometry";
import { pressPoint, readingOrder, screensData } from "../../workers/prototype-tests/tester-screens";
import { sampleTest } from "../fixtures/prototype-test";

const PHONE = { width: 390, height: 844 };
const test = sampleTest();
const home = test.wireframes.screens[0]!;

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

  it("takes the topmost link holding the point, edges included, and null for a misclick", () => {
    expect(
      linkTargetAt(
        [
          [0, 0, 100, 100, "under"],
          [50, 50, 10, 10, "over"],
        ],
        55,
        55,
      ),
    ).toBe("over");
    expect(
      linkTargetAt(
        [
          [0, 0, 100, 100, "under"],
          [50, 50, 10, 10, "over"],
        ],
        40,
        40,
      ),
    ).toBe("under");
    expect(linkTargetAt(links, 16, 520)).toBe("help");
    expect(linkTargetAt(links, 116, 544)).toBe("help");
    expect(linkTargetAt(links, 117, 544)).toBeNull();
    expect(linkTargetAt(links, 200, 400)).toBeNull();
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
});
