import { describe, expect, it } from "vitest";
import type { WireframeSet } from "../../shared/contracts/wireframes";
import {
  CHOOSE_PRODUCT,
  initialDraft,
  settingsOf,
  taskErrorKey,
  testDraftCheck,
  testFieldOf,
  type TestDraft,
} from "../../app/components/prototype-tests/test-draft";
import { fieldErrors, refusalErrors } from "../../app/lib/use-form-state";
import { ClientApiError } from "../../app/lib/api-client";

const screen = (id: string, name: string, extra: object = {}) => ({
  id,
  name,
  state: "default" as const,
  components: [{ id: `${id}-h`, type: "heading" as const, x: 0, y: 0, width: 100, height: 40 }],
  ...extra,
});
const SET: WireframeSet = {
  device: "phone",
  screens: [
    screen("home", "Home"),
    screen("menu", "Menu"),
    screen("menu-empty", "Menu", { state: "empty", stateOf: "menu" }),
    screen("done", "Done"),
  ],
};

/** Where the form puts a refusal of its create request (the form's `fieldOf`). */
const testServerErrors = (error: unknown) => refusalErrors(error, "Could not open the test", testFieldOf);

const errorsOf = (draft: TestDraft) => {
  const checked = testDraftCheck.safeParse(draft);
  return checked.success ? null : fieldErrors(checked.error.issues);
};

describe("the Test with real people form's draft", () => {
  it("starts with one task from the first screen to the last that is not a state, the ease question on, SUS off and 500 testers", () => {
    const draft = initialDraft(SET, "Meal Box", "p1");
    expect(draft).toMatchObject({
      product: "p1",
      address: "meal-box-test",
      easeQuestion: true,
      sus: false,
      openingQuestion: "",
      testerCap: "500",
    });
    expect(draft.tasks).toEqual([expect.objectContaining({ startScreenId: "home", goalScreenId: "done", steps: null, text: "" })]);
  });

  it("sends a task's own path as start, its steps, goal, and none when the shortest path is wanted", () => {
    const draft = initialDraft(SET, "Meal Box", "p1");
    const tasks = [
      { ...draft.tasks[0]!, text: "Order a box", steps: ["menu"] },
      { ...draft.tasks[0]!, key: "b", text: "Look around", steps: null },
    ];
    const settings = settingsOf({ ...draft, tasks, testerCap: "1,000" });
    expect(settings.tasks).toEqual([
      { text: "Order a box", startScreenId: "home", goalScreenId: "done", expectedPath: ["home", "menu", "done"] },
      { text: "Look around", startScreenId: "home", goalScreenId: "done" },
    ]);
    expect(settings.testerCap).toBe(1000);
    expect(testDraftCheck.safeParse({ ...draft, tasks })).toMatchObject({ success: true, data: { product: "p1" } });
  });

  it("puts each refusal under its own field: a task's words under that task, the cap, the product", () => {
    const draft = initialDraft(SET, "Meal Box", "");
    const tasks = [
      { ...draft.tasks[0]!, text: "Order a box" },
      { ...draft.tasks[0]!, key: "b", text: "  " },
    ];
    const errors = errorsOf({ ...draft, tasks, testerCap: "5001" })!;
    expect(errors[taskErrorKey(0, "text")]).toBeUndefined();
    expect(errors[taskErrorKey(1, "text")]).toMatch(/task/i);
    expect(errors.testerCap).toBe("A test takes at most 5,000 testers");
    expect(errors.product).toBe(CHOOSE_PRODUCT);
    expect(errorsOf({ ...draft, product: "p1", tasks: tasks.slice(0, 1), testerCap: "" })).toEqual({ testerCap: "Enter how many testers" });
    expect(errorsOf({ ...draft, product: "p1", tasks: [] })).toEqual({ tasks: "Add at least one task" });
  });

  it("shows the server's refusal under the fields its answer names, never by its words", () => {
    const taken = "This address is taken. Choose another one";
    expect(testServerErrors(new ClientApiError(taken, 409, "conflict", "address", { address: taken }))).toEqual({ address: taken });
    const goal = "Task 2: The goal screen must be another screen than the start";
    expect(testServerErrors(new ClientApiError(goal, 400, "x", "tasks.1.goalScreenId", { "tasks.1.goalScreenId": goal }))).toEqual({
      [taskErrorKey(1, "goalScreenId")]: goal,
    });
    expect(
      testServerErrors(
        new ClientApiError("Enter how many testers", 400, "validation_error", undefined, {
          testerCap: "Enter how many testers",
          "tasks.0.expectedPath.2": "Choose a screen",
          "tasks.3": "A task is missing",
        }),
      ),
    ).toEqual({ testerCap: "Enter how many testers", [taskErrorKey(0, "expectedPath")]: "Choose a screen", tasks: "A task is missing" });
    // A path the form does not have is not trusted as a key, and words that name a field do not place it.
    expect(testServerErrors(new ClientApiError("Task 1: no link leads there", 400, "x", undefined, { constructor: "no" }))).toEqual({
      form: "Task 1: no link leads there",
    });
    expect(testServerErrors(new ClientApiError("This address is taken. Choose another one", 409))).toEqual({
      form: "This address is taken. Choose another one",
    });
    expect(testServerErrors(new ClientApiError("", 0))).toEqual({ form: "Could not open the test" });
  });
});
