/**
 * One log line per model answer, so an operator sees how often real answers need repair
 * (docs/product.md#real-model-answers): which step made it usable, whether it was cut off at the
 * length limit, and its tokens. `npm run eval` reads these lines too.
 */
export type AnswerPath = "as-is" | "extracted" | "syntax" | "fitted" | "re-asked" | "failed";

export type AnswerRecord = {
  tool: string;
  path: AnswerPath;
  cutOff: boolean;
  inputTokens?: number;
  outputTokens?: number;
};

export function logAnswer(record: AnswerRecord): void {
  console.info(JSON.stringify({ level: "info", event: "ai_answer", ...record }));
}
