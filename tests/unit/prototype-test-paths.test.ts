import { describe, expect, it } from "vitest";
import { checkExpectedPath, linkAt, shortestPath } from "../../shared/prototype-test-metrics";
import { mealBox } from "./prototype-test-fixture";

const home = mealBox.screens[0]!;

describe("whether a click hit a link", () => {
  it("counts the box's first and last pixel as inside and the next pixel as outside", () => {
    // "Order" is at x 16, 200 wide, y 100, 48 high: it covers x 16–215 and y 100–147.
    expect(linkAt(home, 16, 100)?.id).toBe("order");
    expect(linkAt(home, 215, 147)?.id).toBe("order");
    expect(linkAt(home, 15, 100)).toBeNull();
    expect(linkAt(home, 216, 100)).toBeNull();
    expect(linkAt(home, 16, 99)).toBeNull();
    expect(linkAt(home, 16, 148)).toBeNull();
  });

  it("gives an overlapped point to the component drawn last", () => {
    // "More" (x 100–199, y 350–389) is drawn after the card "Today" (x 0–389, y 300–499).
    expect(linkAt(home, 150, 370)?.id).toBe("more");
    expect(linkAt(home, 200, 370)?.id).toBe("today");
    expect(linkAt(home, 50, 370)?.id).toBe("today");
  });

  it("ignores components that lead nowhere, and text even when it names a screen", () => {
    expect(linkAt(home, 20, 20)).toBeNull(); // the heading
    expect(linkAt(home, 20, 250)).toBeNull(); // the "Promo" text with a target
    expect(linkAt(home, 380, 800)).toBeNull(); // empty space
  });
});

describe("the shortest path through the links", () => {
  it("is the fewest screens from start to goal, through the first-drawn link on a tie", () => {
    // home → menu → checkout and home → about → checkout are both three screens; "Order" (to menu) is drawn before "About us".
    expect(shortestPath(mealBox, "home", "checkout")).toEqual(["home", "menu", "checkout"]);
    const aboutFirst = { ...mealBox, screens: [{ ...home, components: [...home.components].reverse() }, ...mealBox.screens.slice(1)] };
    expect(shortestPath(aboutFirst, "home", "checkout")).toEqual(["home", "about", "checkout"]);
  });

  it("follows links back, is the one screen when start is the goal, and is null when the goal cannot be reached", () => {
    expect(shortestPath(mealBox, "about", "home")).toEqual(["about", "menu", "home"]);
    expect(shortestPath(mealBox, "menu", "menu")).toEqual(["menu"]);
    expect(shortestPath(mealBox, "checkout", "home")).toBeNull();
    expect(shortestPath(mealBox, "home", "nowhere")).toBeNull();
  });
});

describe("checking a task's expected path", () => {
  const task = { startScreenId: "home", goalScreenId: "checkout" };

  it("accepts a path along the links from start to goal, and no path when the goal can be reached", () => {
    expect(checkExpectedPath(mealBox, { ...task, expectedPath: ["home", "about", "menu", "checkout"] })).toBeNull();
    expect(checkExpectedPath(mealBox, task)).toBeNull();
    expect(checkExpectedPath(mealBox, { ...task, expectedPath: [] })).toBeNull();
  });

  it("says what is wrong with the path otherwise", () => {
    expect(checkExpectedPath(mealBox, { ...task, expectedPath: ["menu", "checkout"] })).toBe(
      "The expected path must start at the start screen, Home",
    );
    expect(checkExpectedPath(mealBox, { ...task, expectedPath: ["home", "menu"] })).toBe(
      "The expected path must end at the goal screen, Checkout",
    );
    // Home has no link to Checkout.
    expect(checkExpectedPath(mealBox, { ...task, expectedPath: ["home", "checkout"] })).toBe("Nothing on Home links to Checkout");
    expect(checkExpectedPath(mealBox, { ...task, expectedPath: ["home", "x", "checkout"] })).toBe(
      "The expected path names a screen that is not one of the wireframes (x)",
    );
    expect(checkExpectedPath(mealBox, { startScreenId: "checkout", goalScreenId: "home" })).toBe("No links lead from Checkout to Home");
    expect(checkExpectedPath(mealBox, { startScreenId: "x", goalScreenId: "home" })).toBe("The start screen is not one of the wireframes");
    expect(checkExpectedPath(mealBox, { startScreenId: "home", goalScreenId: "x" })).toBe("The goal screen is not one of the wireframes");
  });

  it("refuses a path through the goal before its end, which no tester could follow: reaching the goal ends the task", () => {
    // Every step is a link (About → Menu → Home → About), but the task ends on the first About.
    expect(
      checkExpectedPath(mealBox, {
        startScreenId: "home",
        goalScreenId: "about",
        expectedPath: ["home", "about", "menu", "home", "about"],
      }),
    ).toBe("The expected path reaches the goal screen, About, before its end, where the task already ends");
  });
});
