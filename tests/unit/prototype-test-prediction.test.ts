import { describe, expect, it } from "vitest";
import { changesPrediction } from "../../app/components/prototype-tests/follow-predictions";
import type { RealtimeEvent } from "../../shared/realtime-events";
import { predictionFor, type SavedPrediction } from "../../workers/api/prototype-test-prediction";

const result = (persona: string, task: string, successRate: number) => ({
  persona,
  task,
  sentiment: "neutral" as const,
  successRate,
  behavior: "Looks around.",
  feedback: "Not sure.",
  recommendations: ["Consistency and standards: name it the same everywhere."],
});
const saved = (conversationId: string, updatedAt: number, results: SavedPrediction["results"]): SavedPrediction => ({
  conversationId,
  title: conversationId,
  updatedAt,
  results,
});

describe("a test's prediction among the product's saved validations", () => {
  const tasks = [{ text: "Order a meal box" }, { text: "Read about us" }];

  it("keeps only the picked validation's results for the test's tasks", () => {
    const picked = predictionFor(tasks, [
      saved("newer", 2, [result("Maya", "Sign up", 90)]),
      saved("matching", 1, [result("Maya", "order a  meal box", 80), result("Maya", "Cancel", 10), result("Sam", "Read about us", 60)]),
    ]);
    expect(picked?.conversationId).toBe("matching");
    expect(picked?.results.map((r) => [r.persona, r.task])).toEqual([
      ["Maya", "order a  meal box"],
      ["Sam", "Read about us"],
    ]);
  });

  it("is none when no saved validation has any of the test's tasks", () => {
    expect(predictionFor(tasks, [saved("other", 1, [result("Maya", "Sign up", 90)])])).toBeNull();
    expect(predictionFor(tasks, [])).toBeNull();
  });
});

describe("which realtime events make the results page read its prediction again", () => {
  const summary = (id: string, tool: "validate-ux" | "generate-wireframes", productId: string | null) => ({
    id,
    title: "x",
    updatedAt: 1,
    tool,
    productId,
  });
  const inserted = (...args: Parameters<typeof summary>): RealtimeEvent => ({
    type: "conversation.inserted",
    conversation: summary(...args),
  });
  const updated = (...args: Parameters<typeof summary>): RealtimeEvent => ({
    type: "conversation.updated",
    conversation: summary(...args),
  });

  it("a validation saved, refined or moved into the product", () => {
    expect(changesPrediction(inserted("v1", "validate-ux", "p1"), "p1", null)).toBe(true);
    expect(changesPrediction(updated("v1", "validate-ux", "p1"), "p1", "v0")).toBe(true);
  });

  it("the prediction's own result moved out of the product or deleted", () => {
    expect(changesPrediction(updated("v0", "validate-ux", null), "p1", "v0")).toBe(true);
    expect(changesPrediction({ type: "conversation.deleted", conversationId: "v0" }, "p1", "v0")).toBe(true);
  });

  it("nothing else: another product's validation, other tools, other deletions, other events", () => {
    expect(changesPrediction(inserted("v1", "validate-ux", "p2"), "p1", null)).toBe(false);
    expect(changesPrediction(inserted("w1", "generate-wireframes", "p1"), "p1", null)).toBe(false);
    expect(changesPrediction({ type: "conversation.deleted", conversationId: "v9" }, "p1", "v0")).toBe(false);
    expect(changesPrediction({ type: "prototype-test.updated", productId: "p1", testId: "t1" }, "p1", null)).toBe(false);
  });
});
