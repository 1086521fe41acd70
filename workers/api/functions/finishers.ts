import { unwrapMarkdownFence } from "../../../shared/answer-text";

/**
 * The default step between a text tool's answer and the response its screen reads: its field,
 * the Markdown out of any fence around it (docs/product.md#real-model-answers). A tool with its
 * own step says so in its Worker half (`finishText`, tools/<name>/server.ts).
 */
export function plainTextFinish(field: string, text: string): Record<string, unknown> {
  return { [field]: unwrapMarkdownFence(text) };
}
