/**
 * Text answers as real models wrap them (docs/product.md#real-model-answers), cleaned the same way
 * on the server (before a result is returned or stored) and in the browser (results saved before).
 */

/**
 * A Markdown answer wrapped whole in a ```markdown (or ```md, or bare) fence, perhaps with a line
 * of prose before it ("Sure! Here is your plan:") and after it: the Markdown inside. A fence that
 * was never closed (the answer was cut off) loses its opening line. Fences inside the document,
 * such as a diagram block, are kept.
 */
export function unwrapMarkdownFence(text: string): string {
  const open = /^(?:[^\n`]{0,200}\n+)?[ \t]*```(?:markdown|md)?[ \t]*\r?\n/i.exec(text.trimStart());
  if (!open) return text;
  const body = text.trimStart().slice(open[0].length);
  const close = body.search(/\n[ \t]*```[ \t]*(?:\n[^`]{0,300})?\s*$/);
  const inner = close >= 0 ? body.slice(0, close) : hasOwnFences(body) ? null : body;
  // Only a fence around the whole answer: one holding code the document itself shows stays.
  if (inner === null || !/^\s*(#|[-*] |\d+\. |\*\*|[A-Z])/.test(inner)) return text;
  return inner.trim();
}

/** An unclosed body that opens fences of its own was not a wrapper: leave it alone. */
function hasOwnFences(body: string): boolean {
  return /^[ \t]*```/m.test(body);
}

/**
 * What a model adds when asked to continue a cut-off answer, ready to append to the text so far
 * (docs/product.md#cut-off-answers): some models wrap the rest in a fence of its own ("```html …",
 * "```markdown …") with a line of prose before it. Only that wrapper goes; the text itself, its
 * first space included, is kept as it came. Never applied to the joined text, where a fence in
 * the middle would swallow what came before.
 */
export function continuationText(added: string): string {
  const lead = added.length - added.trimStart().length;
  const open = /^(?:[^\n`]{0,200}\n+)?[ \t]*```[\w-]*[ \t]*\r?\n/.exec(added.slice(lead));
  if (!open) return added;
  const body = added.slice(lead + open[0].length);
  const close = body.search(/\n[ \t]*```[ \t]*(?:\n[^`]{0,300})?\s*$/);
  return close >= 0 ? body.slice(0, close) : body;
}

/**
 * While a reasoning model thinks, its thinking is never sent (docs/product.md#reasoning-models):
 * a chat stream carries this SSE comment instead (`: thinking`, skipped by OpenAI clients) and a
 * tool stream a `thinking` event, so the screen can say "Thinking…".
 */
export const THINKING_SIGNAL = "thinking";
