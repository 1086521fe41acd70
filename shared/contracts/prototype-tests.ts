import { z } from "zod";
import { boundedArray } from "./bounded-array";
import { displayTextSchema } from "./display-text";
import { pageAddressSchema } from "./launch";
import { validationResultSchema } from "./validate-ux";
import { wireframeSetSchema } from "./wireframes";

/**
 * Prototype tests with real people (docs/product.md#prototype-tests): a saved wireframe set is
 * served at `/t/{address}`, testers without accounts do its tasks, and the owner sees what they
 * did, computed from the stored events alone.
 */

export const PROTOTYPE_TEST_LIMITS = {
  tasks: 10,
  taskText: 200,
  question: 140,
  answer: 500,
  testerCapDefault: 500,
  testerCapMax: 5_000,
  testsPerProduct: 20,
  /** Events one tester's session may store, whatever it sends. */
  eventsPerSession: 2_000,
  /** Events in one request from a tester's page. */
  batchEvents: 100,
  /** Screens an expected path may name. */
  pathScreens: 50,
  /** A session with no event for this long has left: its unfinished task counts as Left. */
  idleMs: 30 * 60 * 1000,
} as const;

/** The Single Ease Question, asked after each task when the test asks it. */
export const EASE_QUESTION = "Overall, how easy or difficult was this task?";
export const EASE_SCALE = { min: 1, max: 7, minLabel: "Very difficult", maxLabel: "Very easy" } as const;

/** The System Usability Scale's ten statements, in their standard order, answered 1 (strongly disagree) to 5 (strongly agree). */
export const SUS_STATEMENTS = [
  "I think that I would like to use this system frequently.",
  "I found the system unnecessarily complex.",
  "I thought the system was easy to use.",
  "I think that I would need the support of a technical person to be able to use this system.",
  "I found the various functions in this system were well integrated.",
  "I thought there was too much inconsistency in this system.",
  "I would imagine that most people would learn to use this system very quickly.",
  "I found the system very cumbersome to use.",
  "I felt very confident using the system.",
  "I needed to learn a lot of things before I could get going with this system.",
] as const;

export const TASK_OUTCOMES = ["direct", "indirect", "gave-up", "left"] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];
export const TASK_OUTCOME_LABELS: Record<TaskOutcome, string> = {
  direct: "Direct success",
  indirect: "Indirect success",
  "gave-up": "Gave up",
  left: "Left",
};

const screenId = z.string().min(1).max(64);

export const prototypeTaskSchema = z.object({
  text: displayTextSchema("A task", PROTOTYPE_TEST_LIMITS.taskText),
  startScreenId: screenId,
  goalScreenId: screenId,
  /** Screens from start to goal, both included; without one, the shortest path through the links is expected. */
  expectedPath: boundedArray(screenId, {
    max: PROTOTYPE_TEST_LIMITS.pathScreens,
    tooMany: `An expected path can name at most ${PROTOTYPE_TEST_LIMITS.pathScreens} screens`,
  }).optional(),
});
export type PrototypeTask = z.infer<typeof prototypeTaskSchema>;

const question = z
  .string()
  .trim()
  .max(PROTOTYPE_TEST_LIMITS.question, `The question can be at most ${PROTOTYPE_TEST_LIMITS.question} characters`)
  .default("");

/** What the owner sets up; the screens come from a saved wireframe result, checked with the tasks on the server. */
export const prototypeTestSettingsSchema = z.object({
  address: pageAddressSchema,
  tasks: boundedArray(prototypeTaskSchema, {
    min: 1,
    tooFew: "Add at least one task",
    max: PROTOTYPE_TEST_LIMITS.tasks,
    tooMany: `A test has at most ${PROTOTYPE_TEST_LIMITS.tasks} tasks`,
  }),
  easeQuestion: z.boolean().default(true),
  sus: z.boolean().default(false),
  openingQuestion: question,
  testerCap: z
    .number({ error: "Enter how many testers" })
    .int("Enter a whole number of testers")
    .min(1, "Enter at least 1 tester")
    .max(PROTOTYPE_TEST_LIMITS.testerCapMax, `A test takes at most ${PROTOTYPE_TEST_LIMITS.testerCapMax.toLocaleString("en-US")} testers`)
    .default(PROTOTYPE_TEST_LIMITS.testerCapDefault),
});

/** `POST /api/products/:productId/tests`: a test of the newest version of a saved wireframe result in the product. */
export const createPrototypeTestRequestSchema = prototypeTestSettingsSchema.extend({
  conversationId: z.string().min(1).max(64),
});
export type CreatePrototypeTestRequest = z.input<typeof createPrototypeTestRequestSchema>;

/** `PATCH /api/products/:productId/tests/:testId`: "Open test" and "Close test". */
export const updatePrototypeTestRequestSchema = z.object({ open: z.boolean() });

/** A test as the owner's lists show it. */
export const prototypeTestSummarySchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** The saved wireframe result it was made from (null once that result is deleted: the test keeps its own copy). */
  conversationId: z.string().nullable(),
  title: z.string(),
  address: z.string(),
  url: z.string(),
  open: z.boolean(),
  testers: z.number(),
  testerCap: z.number(),
  createdAt: z.number(),
});
export type PrototypeTestSummary = z.infer<typeof prototypeTestSummarySchema>;

/** Whether the owner's storage is past the share testers may fill, so new testers are turned away (docs/product.md#storage). */
const testersRefusedForStorage = z.boolean();

/** `GET /api/products/:productId/tests`: the product's tests, newest first. */
export const prototypeTestListSchema = z.object({ tests: z.array(prototypeTestSummarySchema), testersRefusedForStorage });
export type PrototypeTestList = z.infer<typeof prototypeTestListSchema>;

/** A test whole: its summary, settings and the copy of the screens testers see. */
export const prototypeTestSchema = prototypeTestSummarySchema.extend({
  tasks: z.array(prototypeTaskSchema.extend({ expectedPath: z.array(screenId) })),
  easeQuestion: z.boolean(),
  sus: z.boolean(),
  openingQuestion: z.string(),
  wireframes: wireframeSetSchema,
});
export type PrototypeTest = z.infer<typeof prototypeTestSchema>;

// ---- The tester's side (no account) ----

/** Milliseconds since the session started, on the tester's own clock (differences of one clock, so its skew does not matter). */
const at = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 60 * 60 * 1000);
const taskIndex = z
  .number()
  .int()
  .min(0)
  .max(PROTOTYPE_TEST_LIMITS.tasks - 1);
const seq = z
  .number()
  .int()
  .min(0)
  .max(PROTOTYPE_TEST_LIMITS.eventsPerSession - 1);

/**
 * What a tester's page reports. `seq` numbers a session's events from 0, so a batch sent twice
 * (a retry, the beacon after a request that did arrive) stores each event once. A click carries
 * its position in the screen's own pixels; whether it hit a link is decided by the server from
 * the test's screens, never taken from the page.
 */
export const testerEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("opening"), seq, at, answer: z.string().trim().max(PROTOTYPE_TEST_LIMITS.answer) }),
  z.object({ type: z.literal("task-start"), seq, at, task: taskIndex }),
  z.object({ type: z.literal("screen"), seq, at, task: taskIndex, screenId }),
  z.object({
    type: z.literal("click"),
    seq,
    at,
    task: taskIndex,
    screenId,
    x: z.number().int().min(0),
    y: z.number().int().min(0),
  }),
  z.object({ type: z.literal("task-end"), seq, at, task: taskIndex, reason: z.enum(["goal", "gave-up"]) }),
  z.object({ type: z.literal("ease"), seq, at, task: taskIndex, value: z.number().int().min(1).max(7) }),
  z.object({ type: z.literal("sus"), seq, at, answers: z.array(z.number().int().min(1).max(5)).length(10) }),
  z.object({ type: z.literal("finish"), seq, at }),
]);
export type TesterEvent = z.infer<typeof testerEventSchema>;

/** `POST /t/{address}/sessions`: a tester starts, with the page's signed, network-bound token. */
export const startTesterSessionRequestSchema = z.object({ token: z.string().min(1).max(512) });
export const startTesterSessionResponseSchema = z.object({ sessionId: z.string(), sessionToken: z.string() });

/** `POST /t/{address}/events`: a batch (also sent as a beacon when the page is left, so the credentials ride in the body). */
export const testerBatchSchema = z.object({
  sessionId: z.string().min(1).max(64),
  sessionToken: z.string().min(1).max(512),
  /** The idempotency id: the same batch sent again is answered as the first time and stores nothing more. */
  batchId: z.string().min(1).max(64),
  events: boundedArray(testerEventSchema, {
    min: 1,
    tooFew: "A batch holds at least one event",
    max: PROTOTYPE_TEST_LIMITS.batchEvents,
    tooMany: `A batch holds at most ${PROTOTYPE_TEST_LIMITS.batchEvents} events`,
  }),
});
export type TesterBatch = z.infer<typeof testerBatchSchema>;

// ---- The owner's results ----

const share = z.number().min(0).max(1);

export const taskResultsSchema = z.object({
  index: z.number(),
  text: z.string(),
  /** Sessions that started the task; `inProgress` of them have not ended it and are not idle yet. */
  testers: z.number(),
  inProgress: z.number(),
  outcomes: z.object({ direct: z.number(), indirect: z.number(), "gave-up": z.number(), left: z.number() }),
  medianTimeMs: z.number().nullable(),
  misclickRate: share.nullable(),
  meanEase: z.number().nullable(),
  easeAnswers: z.number(),
  usabilityScore: z.number().nullable(),
  /** The five most common screen paths of ended runs, most common first; `more` when it went on past the screens given (PATH_KEY_SCREENS). */
  paths: z.array(z.object({ screens: z.array(z.string()), more: z.literal(true).optional(), count: z.number() })),
  /** Per screen the task's runs showed, in the order of the expected path, then the others by first view. */
  screens: z.array(
    z.object({
      screenId: z.string(),
      visits: z.number(),
      misclickRate: share.nullable(),
      averageTimeMs: z.number().nullable(),
      dropOff: share.nullable(),
      usabilityScore: z.number().nullable(),
    }),
  ),
});
export type TaskResults = z.infer<typeof taskResultsSchema>;

/** Clicks at one point of the heatmap, in the screen's own pixels: `count` of them, `hit` when they landed on a link. */
export const heatmapClickSchema = z.object({ task: z.number(), x: z.number(), y: z.number(), hit: z.boolean(), count: z.number() });

/** `GET /api/products/:productId/tests/:testId/results`. */
export const prototypeTestResultsSchema = z.object({
  test: prototypeTestSchema,
  sessions: z.number(),
  finishedSessions: z.number(),
  usabilityScore: z.number().nullable(),
  sus: z.object({ score: z.number().nullable(), answers: z.number() }).nullable(),
  tasks: z.array(taskResultsSchema),
  /**
   * Every stored click per screen id, one dot per task, pixel and hit with its count; `total` is the screen's clicks.
   * `merged` is the side in pixels of the squares whose clicks share a dot, when the screen has too many points to draw each.
   */
  heatmaps: z.record(z.string(), z.object({ clicks: z.array(heatmapClickSchema), total: z.number(), merged: z.number().nullable() })),
  /** The newest sessions, for deleting one tester's session. */
  recentSessions: z.array(
    z.object({
      id: z.string(),
      startedAt: z.number(),
      finished: z.boolean(),
      outcomes: z.array(z.enum(TASK_OUTCOMES).nullable()),
    }),
  ),
  /**
   * "Synthetic vs real": the product's saved Prototype Validator result that is this test's
   * prediction (shared/prototype-test-comparison.ts `pickPrediction`), with only its results for
   * the test's tasks; null when none of the product's saved validations has any of them.
   */
  prediction: z
    .object({ conversationId: z.string(), title: z.string(), updatedAt: z.number(), results: z.array(validationResultSchema) })
    .nullable()
    .optional(),
});
export type PrototypeTestResults = z.infer<typeof prototypeTestResultsSchema>;

/** The results as the owner's page and `GET …/results` answer them: with whether new testers are turned away for storage. */
export const ownerTestResultsSchema = prototypeTestResultsSchema.extend({ testersRefusedForStorage });
export type OwnerTestResults = z.infer<typeof ownerTestResultsSchema>;
