import type { Database } from "../../db/client";
import { findWireframeSource, type NewTest } from "../../db/queries/prototype-tests";
import { partsOf } from "../../db/queries/version-rows";
import type { z } from "zod";
import type { createPrototypeTestRequestSchema, PrototypeTest } from "../../shared/contracts/prototype-tests";
import { wireframeSetSchema, type WireframeSet } from "../../shared/contracts/wireframes";
import { checkExpectedPath, shortestPath } from "../../shared/prototype-test-metrics";
import { readSavedWireframes } from "../../tools/generate-wireframes/markdown";
import { ApiError } from "../errors";

/**
 * A new test's content (docs/product.md#prototype-tests): its own copy of the newest version of a
 * saved wireframe result in the product, and its tasks checked against those screens, each with
 * its expected path (the one given, or the shortest through the links).
 */

type CreateRequest = z.infer<typeof createPrototypeTestRequestSchema>;

/** What the test row counts against its owner's storage besides its texts (the row, its indexes). */
export const TEST_ROW_OVERHEAD_BYTES = 256;

export const savedWireframesNotFound = () => new ApiError(404, "not_found", "Saved wireframes not found.");

/** A 400 naming the field that failed (`tasks.1.goalScreenId`, also in `fields`), so a form can put the message beside it. */
export class TaskFieldError extends ApiError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, "validation_error", message, {}, { [field]: message });
  }
}

/** The screens of the result's newest version; null when the result is not a wireframe set of this product of the user. */
export async function sourceWireframes(db: Database, userId: string, productId: string, conversationId: string) {
  const source = await findWireframeSource(db, userId, productId, conversationId);
  if (!source) return null;
  const set = wireframeSetSchema.safeParse(readSavedWireframes(partsOf(source.parts)));
  if (!set.success) throw new ApiError(400, "validation_error", "These wireframes could not be drawn again, so they cannot be tested.");
  return { title: source.title, set: set.data };
}

/** The tasks with their expected paths, or the first task's problem as a TaskFieldError. */
export function checkedTasks(set: WireframeSet, tasks: CreateRequest["tasks"]): PrototypeTest["tasks"] {
  const screens = new Set(set.screens.map((screen) => screen.id));
  return tasks.map((task, index) => {
    const at = (field: string, message: string) => new TaskFieldError(`tasks.${index}.${field}`, `Task ${index + 1}: ${message}`);
    const problem = checkExpectedPath(set, task);
    if (problem !== null) {
      if (!screens.has(task.startScreenId)) throw at("startScreenId", problem);
      if (!screens.has(task.goalScreenId)) throw at("goalScreenId", problem);
      throw at(task.expectedPath?.length ? "expectedPath" : "goalScreenId", problem);
    }
    // A goal on the start screen would end the task before the tester did anything.
    if (task.startScreenId === task.goalScreenId) throw at("goalScreenId", "The goal screen must be another screen than the start");
    const expectedPath = task.expectedPath?.length ? task.expectedPath : shortestPath(set, task.startScreenId, task.goalScreenId);
    // checkExpectedPath has said the goal is reachable, so there is a path.
    return { ...task, expectedPath: expectedPath ?? [task.startScreenId, task.goalScreenId] };
  });
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The row to store: the copy of the screens and the checked tasks as JSON, and the bytes it counts. */
export function newTestRow(request: CreateRequest, source: { title: string; set: WireframeSet }, tasks: PrototypeTest["tasks"]): NewTest {
  const row = {
    conversationId: request.conversationId,
    title: source.title,
    address: request.address,
    tasks: JSON.stringify(tasks),
    easeQuestion: request.easeQuestion,
    sus: request.sus,
    openingQuestion: request.openingQuestion,
    wireframes: JSON.stringify(source.set),
    testerCap: request.testerCap,
  };
  const bytes = [row.title, row.address, row.tasks, row.openingQuestion, row.wireframes].reduce((sum, text) => sum + byteLength(text), 0);
  return { ...row, bytes: bytes + TEST_ROW_OVERHEAD_BYTES };
}
