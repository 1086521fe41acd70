import type { TesterEvent } from "../../shared/contracts/prototype-tests";
import { wireframeSetSchema, type WireframeSet } from "../../shared/contracts/wireframes";

/**
 * A meal-box prototype whose links are known by heart, for the prototype test figures' unit
 * tests. Boxes (x, y, width, height) — a box covers x to x + width − 1:
 *
 * home:  heading (16,16,200,40) no link
 *        button "Order"   (16,100,200,48)  → menu      covers x 16–215, y 100–147
 *        link "About us"  (16,200,100,24)  → about     covers x 16–115, y 200–223
 *        text "Promo"     (16,240,200,24)  names menu, but text is no link
 *        card "Today"     (0,300,390,200)  → menu      covers x 0–389, y 300–499
 *        button "More"    (100,350,100,40) → about     drawn after the card, so on top of it
 * menu:  list-item "Box"  (0,80,390,64)    → checkout  covers y 80–143
 *        button "Back"    (16,700,100,48)  → home
 * about: link "Menu"      (16,100,200,24)  → menu      covers y 100–123
 *        button "Order"   (16,200,200,48)  → checkout
 * checkout: heading only (the goal; leads nowhere)
 */
export const mealBox: WireframeSet = wireframeSetSchema.parse({
  device: "phone",
  screens: [
    {
      id: "home",
      name: "Home",
      components: [
        { id: "h", type: "heading", x: 16, y: 16, width: 200, height: 40, text: "Meals" },
        { id: "order", type: "button", x: 16, y: 100, width: 200, height: 48, text: "Order", target: "menu" },
        { id: "about", type: "link", x: 16, y: 200, width: 100, height: 24, text: "About us", target: "about" },
        { id: "promo", type: "text", x: 16, y: 240, width: 200, height: 24, text: "Promo", target: "menu" },
        { id: "today", type: "card", x: 0, y: 300, width: 390, height: 200, text: "Today", target: "menu" },
        { id: "more", type: "button", x: 100, y: 350, width: 100, height: 40, text: "More", target: "about" },
      ],
    },
    {
      id: "menu",
      name: "Menu",
      components: [
        { id: "box", type: "list-item", x: 0, y: 80, width: 390, height: 64, text: "Box", target: "checkout" },
        { id: "back", type: "button", x: 16, y: 700, width: 100, height: 48, text: "Back", target: "home" },
      ],
    },
    {
      id: "about",
      name: "About",
      components: [
        { id: "to-menu", type: "link", x: 16, y: 100, width: 200, height: 24, text: "Menu", target: "menu" },
        { id: "buy", type: "button", x: 16, y: 200, width: 200, height: 48, text: "Order", target: "checkout" },
      ],
    },
    {
      id: "checkout",
      name: "Checkout",
      components: [{ id: "done", type: "heading", x: 16, y: 16, width: 300, height: 40, text: "Order placed" }],
    },
  ],
});

/** Task 0: order a box (expected home → menu → checkout); task 1: read about us (home → about). */
export const mealBoxTest = {
  wireframes: mealBox,
  sus: true,
  tasks: [
    { text: "Order a meal box", startScreenId: "home", goalScreenId: "checkout", expectedPath: ["home", "menu", "checkout"] },
    { text: "Read about us", startScreenId: "home", goalScreenId: "about", expectedPath: ["home", "about"] },
  ],
};

/** Numbers the events by their order, as a tester's page does. */
export function numbered(events: readonly DistributiveOmit<TesterEvent, "seq">[]): TesterEvent[] {
  return events.map((event, seq) => ({ ...event, seq }) as TesterEvent);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Clicks that hit, by where they land (see the boxes above). */
export const on = {
  homeOrder: { screenId: "home", x: 50, y: 120 },
  homeAbout: { screenId: "home", x: 20, y: 210 },
  homeMore: { screenId: "home", x: 150, y: 370 },
  menuBox: { screenId: "menu", x: 20, y: 100 },
  aboutMenu: { screenId: "about", x: 20, y: 110 },
} as const;
/** Clicks that hit nothing. */
export const off = {
  home: { screenId: "home", x: 300, y: 150 },
  homeLow: { screenId: "home", x: 300, y: 600 },
  about: { screenId: "about", x: 300, y: 600 },
} as const;

/**
 * Task 1 ordered another way, with two misclicks: nothing on Home, More (to About), nothing on
 * About, Menu, then the box; ease 4. Not numbered, so a test can add what comes after.
 */
export const orderedAnotherWay = [
  { type: "task-start", at: 0, task: 0 },
  { type: "click", at: 2_000, task: 0, ...off.home },
  { type: "click", at: 6_000, task: 0, ...on.homeMore },
  { type: "screen", at: 6_000, task: 0, screenId: "about" },
  { type: "click", at: 9_000, task: 0, ...off.about },
  { type: "click", at: 12_000, task: 0, ...on.aboutMenu },
  { type: "screen", at: 12_000, task: 0, screenId: "menu" },
  { type: "click", at: 16_000, task: 0, ...on.menuBox },
  { type: "screen", at: 16_000, task: 0, screenId: "checkout" },
  { type: "task-end", at: 16_000, task: 0, reason: "goal" },
  { type: "ease", at: 18_000, task: 0, value: 4 },
] as const satisfies readonly DistributiveOmit<TesterEvent, "seq">[];
