import type { ModelContext } from "../../../tools/kit/server/model-context";

/** A tool's `checkText` (tools/kit/server-kit.ts), read for whichever tool the route serves. */
export type TextCheck = {
  problem: (text: string, input: never, context: ModelContext) => string | null;
  settle: (text: string, input: never, context: ModelContext) => string;
};

/**
 * A text tool's response after its model-independent check (docs/product.md#real-model-answers):
 * when the check finds a problem the model is asked once more with the reason (`reask` answers
 * the response built from the new text; null when there is no asking again), and what is still
 * wrong is then taken out visibly. A
 * re-ask that fails or comes back empty leaves the first answer, settled the same way: the
 * check's note is better than no case study.
 */
export async function checkedResponse(
  response: Record<string, unknown>,
  field: string,
  { check, input, context }: { check: TextCheck; input: never; context: ModelContext },
  reask: ((answer: string, reason: string) => Promise<Record<string, unknown>>) | null,
): Promise<{ response: Record<string, unknown>; reasked: boolean }> {
  const first = String(response[field] ?? "");
  const problem = check.problem(first, input, context);
  if (problem === null) return { response, reasked: false };
  let answer = response;
  try {
    const again = reask ? await reask(first, problem) : null;
    if (again && String(again[field] ?? "").trim()) answer = again;
  } catch {
    // Kept as it was: the settling below still takes out what the check refused.
  }
  return { response: { ...answer, [field]: check.settle(String(answer[field] ?? ""), input, context) }, reasked: reask !== null };
}
