import { describe, expect, it } from "vitest";
import { tasksFromFlow } from "../../app/components/tools/kit/flow-tasks";
import { startupFlowchart } from "../../tools/kit/server/offline/idea-flowchart";
import { validationResults } from "../../tools/validate-ux/server-offline";
import { validateUxPrompt } from "../../tools/validate-ux/server-prompt";
import { tasksByPersona } from "../../tools/validate-ux/task-sides.mjs";

const tasks = tasksFromFlow(startupFlowchart("A marketplace where home cooks sell weekly meal boxes"));
const cook = { id: "1", name: "Amira", description: "A home cook who sells Lebanese dishes from her kitchen", motivation: "", context: "" };
const neighbour = {
  id: "2",
  name: "Tom",
  description: "A nurse on rotating shifts who orders from neighbours",
  motivation: "",
  context: "",
};
const LISTS = "Get through the “Home cooks list weekly meal boxes” screen";
const ORDERS = "Get through the “Neighbours order weekly meal boxes” screen";

describe("each side of a marketplace takes its own tasks", () => {
  it("gives the cook the listing and the neighbour the order, and both the steps every user takes", () => {
    const [amira, tom] = tasksByPersona([cook, neighbour], tasks);
    expect(amira!.tasks).toContain(LISTS);
    expect(amira!.tasks).not.toContain(ORDERS);
    expect(tom!.tasks).toContain(ORDERS);
    expect(tom!.tasks).not.toContain(LISTS);
    for (const side of [amira!, tom!]) expect(side.tasks).toContain("Sign up in one step");
  });

  it("gives a persona of neither side the tasks no side claims, and a lone persona every task", () => {
    const other = { ...cook, id: "3", name: "Jo", description: "Works nights and rarely cooks" };
    // "rarely cooks" is no home cook: the full phrase decides before the last word alone does.
    expect(tasksByPersona([cook, other], tasks)[1]!.tasks).not.toContain(LISTS);
    expect(tasksByPersona([other], tasks)[0]!.tasks).toEqual(tasks);
    expect(tasksByPersona([cook, neighbour], ["Get through the “Notification settings” screen"]).map((t) => t.tasks.length)).toEqual([
      1, 1,
    ]);
  });

  it("is what the offline validator runs and what the prompt asks of any model", () => {
    const request = { prototypeUrl: "", prototypeImages: ["k"], personas: [cook, neighbour], tasks };
    const results = validationResults(request, 1);
    expect(results.filter((r) => r.persona === "Amira").map((r) => r.task)).not.toContain(ORDERS);
    expect(results.filter((r) => r.persona === "Tom").map((r) => r.task)).toContain(ORDERS);
    const { system, prompt } = validateUxPrompt(request, "Expert", 1);
    expect(system).toContain("for EVERY pair listed under “Who takes which task”");
    expect(prompt).toContain(`Tom: ${ORDERS}`);
    expect(prompt).not.toContain(`Amira: ${ORDERS}`);
  });
});
