import type { ModelMessage } from "ai";
import { collectText, openTextStream, type TextCallOptions } from "./text-stream";

/** A long answer is echoed back at most this far, so the second prompt stays bounded. */
const MAX_ECHOED_CHARS = 12_000;

/**
 * The second try of a text answer that a check independent of the model refused
 * (docs/product.md#real-model-answers): the model sees its own answer and the reason, and writes
 * the whole answer again. Read whole, not streamed: the screen shows the first answer until the
 * response that ends the stream replaces it.
 */
export async function reaskText(call: TextCallOptions & { messages: ModelMessage[] }, answer: string, reason: string): Promise<string> {
  const messages: ModelMessage[] = [
    ...call.messages,
    { role: "assistant", content: answer.slice(0, MAX_ECHOED_CHARS) },
    { role: "user", content: reason },
  ];
  return collectText(await openTextStream({ ...call, messages }));
}
