import { describe, expect, it } from "vitest";
import { tasksFromFlow } from "../../shared/flow-tasks";
import { startupFlowchart } from "../../tools/kit/server/offline/idea-flowchart";
import { validationResults } from "../../tools/validate-ux/server-offline";
import { validateUxPrompt } from "../../tools/validate-ux/server-prompt";
import { personaSide, tasksByPersona, taskSide } from "../../shared/task-sides.mjs";

const tasks = tasksFromFlow(startupFlowchart("A marketplace where home cooks sell weekly meal boxes"));
// The journey's personas, as the issue quotes them: the cook names her neighbours, the neighbour never says "neighbour".
const rosa = { id: "1", name: "Rosa", description: "52, home cook … wants to sell boxes to her neighbours", motivation: "", context: "" };
const tom = { id: "2", name: "Tom", description: "34, works rotating shifts and orders a week of dinners…", motivation: "", context: "" };
const SIGN_UP = "Create your account";
const PROFILE = "Set up your home cook profile";
const LISTS = "List your weekly meal boxes";
const PLAN = "Choose a plan that renews every week";
const ORDERS = "Order a weekly meal box";

describe("each side of a marketplace takes its own tasks", () => {
  it("gives Rosa, who sells, the cook's tasks and Tom, who orders, the neighbour's, and both the sign-up", () => {
    expect(tasks).toEqual([SIGN_UP, PROFILE, LISTS, PLAN, ORDERS]);
    const [forRosa, forTom] = tasksByPersona([rosa, tom], tasks);
    expect(forRosa!.tasks).toEqual([SIGN_UP, PROFILE, LISTS]);
    expect(forTom!.tasks).toEqual([SIGN_UP, PLAN, ORDERS]);
  });

  it("reads a persona's side from what they do, the offering side winning, and not from whom they buy or what they do not do", () => {
    expect(personaSide(rosa)).toBe("offer");
    expect(personaSide(tom)).toBe("take");
    expect(personaSide({ name: "Ana", description: "Nurse who orders dinners from home cooks", motivation: "No time to cook" })).toBe(
      "take",
    );
    expect(personaSide({ name: "Ana", description: "Loves home-cooked food and books tables" })).toBe("take");
    expect(personaSide({ name: "Jo", description: "Works nights and rarely cooks" })).toBeNull();
    expect(personaSide({ name: "Sam", description: "Lends his drill to neighbours who borrow it" })).toBe("offer");
  });

  it("puts a step on a side by its verb or by its content, and a step every user takes on none", () => {
    expect([LISTS, PROFILE, ORDERS, PLAN, SIGN_UP, "Neighbours order weekly meal boxes"].map(taskSide)).toEqual([
      "offer",
      "offer",
      "take",
      "take",
      null,
      "take",
    ]);
  });

  it("gives a persona of neither side the tasks no side claims, and a lone persona every task", () => {
    const jo = { ...rosa, id: "3", name: "Jo", description: "Works nights and rarely cooks" };
    const [, forJo] = tasksByPersona([rosa, jo], tasks);
    expect(forJo!.tasks).toEqual([SIGN_UP, PLAN, ORDERS]);
    expect(tasksByPersona([jo], tasks)[0]!.tasks).toEqual(tasks);
    expect(tasksByPersona([rosa, tom], ["Find the notification settings"]).map((t) => t.tasks.length)).toEqual([1, 1]);
  });

  it("asks everyone everything when the tasks are of one side only: no marketplace", () => {
    const booking = ["Create your account", "Pick a day and time", "Book a haircut"];
    expect(tasksByPersona([rosa, tom], booking).map((t) => t.tasks)).toEqual([booking, booking]);
  });

  it("is what the offline validator runs and what the prompt asks of any model", () => {
    const request = { prototypeUrl: "", prototypeImages: ["k"], personas: [rosa, tom], tasks };
    const results = validationResults(request, 1);
    expect(results.filter((r) => r.persona === "Rosa").map((r) => r.task)).toEqual([SIGN_UP, PROFILE, LISTS]);
    expect(results.filter((r) => r.persona === "Tom").map((r) => r.task)).toEqual([SIGN_UP, PLAN, ORDERS]);
    // Each goal reads as what the persona tried to do, never as a screen to get through.
    expect(results[0]!.behavior).toContain("looking for how to create their account");
    expect(results[1]!.behavior).toContain("looking for how to set up their home cook profile");
    expect(results.map((r) => r.behavior + r.feedback).join("\n")).not.toContain("get through");
    const { system, prompt } = validateUxPrompt(request, "Expert", 1);
    expect(system).toContain("for EVERY pair listed under “Who takes which task”");
    expect(prompt).toContain(`Tom: ${ORDERS}`);
    expect(prompt).toContain(`Rosa: ${LISTS}`);
    expect(prompt).not.toContain(`Rosa: ${ORDERS}`);
    expect(prompt).not.toContain(`Tom: ${PROFILE}`);
  });
});
