import { addressFrom } from "@shared/contracts/launch";
import { PROTOTYPE_TEST_LIMITS, prototypeTestSettingsSchema, type PrototypeTask } from "@shared/contracts/prototype-tests";
import type { WireframeScreen, WireframeSet } from "@shared/contracts/wireframes";
import type { DraftCheck, FieldErrors } from "~/lib/use-form-state";

/**
 * The "Test with real people" form's values as typed, how they become the contract's settings,
 * and where each refusal is shown (docs/product.md#prototype-tests).
 */

/** A task as typed: `steps` are the screens between start and goal, or null for the shortest path through the links. */
export type TaskDraft = { key: string; text: string; startScreenId: string; goalScreenId: string; steps: string[] | null };

export type TestDraft = {
  /** The product the test goes into: its id, NEW_PRODUCT, or "" until the owner chooses. */
  product: string;
  address: string;
  tasks: TaskDraft[];
  easeQuestion: boolean;
  sus: boolean;
  openingQuestion: string;
  /** As typed ("1,000" too); the contract judges the number. */
  testerCap: string;
};

export type TestSettings = ReturnType<typeof prototypeTestSettingsSchema.parse>;

let keys = 0;
/** A task's key keeps its fields and their focus in place when another task is removed. */
const taskKey = () => `task-${++keys}`;

/** How a screen is named in the pickers: its name, and its state when it is one ("Walkers (empty state)"). */
export function screenLabel(screen: Pick<WireframeScreen, "name" | "state">): string {
  return screen.state && screen.state !== "default" ? `${screen.name} (${screen.state} state)` : screen.name;
}

/** A new task: from the first screen to the last screen that is not a state, so a one-task test is one choice away. */
export function newTask(set: Pick<WireframeSet, "screens">): TaskDraft {
  const main = set.screens.filter((screen) => !screen.stateOf);
  const first = main[0] ?? set.screens[0]!;
  const last = main.at(-1) ?? first;
  return { key: taskKey(), text: "", startScreenId: first.id, goalScreenId: last.id, steps: null };
}

export function initialDraft(set: Pick<WireframeSet, "screens">, name: string, product: string): TestDraft {
  return {
    product,
    address: addressFrom(`${name} test`),
    tasks: [newTask(set)],
    easeQuestion: true,
    sus: false,
    openingQuestion: "",
    testerCap: String(PROTOTYPE_TEST_LIMITS.testerCapDefault),
  };
}

const whole = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/[,\s]/g, "")));

/** The draft as the contract's settings: a task's own path runs start → its steps → goal. */
export function settingsOf(draft: TestDraft) {
  return {
    address: draft.address,
    tasks: draft.tasks.map(({ text, startScreenId, goalScreenId, steps }): PrototypeTask => ({
      text,
      startScreenId,
      goalScreenId,
      ...(steps ? { expectedPath: [startScreenId, ...steps, goalScreenId] } : {}),
    })),
    easeQuestion: draft.easeQuestion,
    sus: draft.sus,
    openingQuestion: draft.openingQuestion,
    testerCap: whole(draft.testerCap),
  };
}

/** Where a task's message is kept: `tasks.{index}.{field}`, so each shows under its own task's field. */
export const taskErrorKey = (index: number, field: "text" | "startScreenId" | "goalScreenId" | "expectedPath") => `tasks.${index}.${field}`;

/** A message of the errors by its key (a task's field keys are not the draft's own). */
export const errorAt = (errors: FieldErrors, key: string): string | undefined => (errors as Record<string, string | undefined>)[key];

export const CHOOSE_PRODUCT = "Choose the product this test belongs to";

/**
 * The form's check: the contract's settings schema over the typed draft, each task's messages
 * keyed by task and field, and the product chosen.
 */
export const testDraftCheck: DraftCheck<{ product: string; settings: TestSettings }> = {
  safeParse(value) {
    const draft = value as TestDraft;
    const checked = prototypeTestSettingsSchema.safeParse(settingsOf(draft));
    const issues = (checked.success ? [] : checked.error.issues).map(({ path, message }) => {
      if (path[0] !== "tasks" || typeof path[1] !== "number") return { path, message };
      const field = path[2] === "expectedPath" ? "expectedPath" : String(path[2] ?? "text");
      return { path: [taskErrorKey(path[1], field as Parameters<typeof taskErrorKey>[1])], message };
    });
    if (!draft.product) issues.push({ path: ["product"], message: CHOOSE_PRODUCT });
    if (!checked.success || issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { product: draft.product, settings: checked.data } };
  },
};

/** The form's own fields a refusal may name. */
const FIELDS: Record<string, true> = { address: true, tasks: true, openingQuestion: true, testerCap: true, product: true };

/** Where a path shows, of the check or of the create request's refusal: a task's own field under that task (`tasks.1.goalScreenId`), else the form's field of its first step. */
export function testFieldOf(path: string): keyof TestDraft | null {
  const task = /^tasks\.(\d+)\.(text|startScreenId|goalScreenId|expectedPath)(\.|$)/.exec(path);
  if (task) return taskErrorKey(Number(task[1]), task[2] as Parameters<typeof taskErrorKey>[1]) as keyof TestDraft;
  const field = path.split(".")[0]!;
  return Object.hasOwn(FIELDS, field) ? (field as keyof TestDraft) : null;
}
