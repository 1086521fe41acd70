import type { LanguageModelV4Content, LanguageModelV4Middleware, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { splitThinking, ThinkingSplitter, type ThinkingPiece } from "../../tools/kit/server/repair/thinking";

/**
 * Moves a reasoning model's thinking out of its answer text and into reasoning parts, for every
 * provider and every caller (docs/product.md#reasoning-models). Servers with a reasoning parser
 * already send it apart (`reasoning_content` / `reasoning`, which the providers turn into reasoning
 * parts); this does the same for `<think>` blocks written into the text. Everything downstream
 * then reads text parts only, so no thinking reaches a result, a stream or a saved copy.
 *
 * Not the SDK's `extractReasoningMiddleware`: it takes one tag name, finds blocks anywhere in the
 * text, leaves an unclosed (cut-off) block in a generated answer's text, and knows no block the
 * template opened (only its closing tag in the text).
 */
export function thinkingMiddleware({ startsInThinking }: { startsInThinking: boolean }): LanguageModelV4Middleware {
  return {
    specificationVersion: "v4",
    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      const cutOff = result.finishReason.unified === "length";
      const content: LanguageModelV4Content[] = [];
      for (const part of result.content) {
        if (part.type !== "text") {
          content.push(part);
          continue;
        }
        const { thinking, answer } = splitThinking(part.text, { cutOff, startsInThinking });
        if (thinking) content.push({ type: "reasoning", text: thinking });
        content.push({ ...part, text: answer });
      }
      return { ...result, content };
    },
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      return { ...rest, stream: stream.pipeThrough(splitStream(startsInThinking)) };
    },
  };
}

const REASONING_ID = "think-block";

/**
 * Text deltas through the splitter: thinking becomes reasoning parts, the rest stays text. The
 * text's end waits for the finish part, since whether an unclosed block was thinking depends on
 * whether the model was cut off.
 */
function splitStream(startsInThinking: boolean): TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart> {
  let splitter: ThinkingSplitter | null = null;
  let reasoningOpen = false;
  let nativeReasoning = false;
  let textId = "text";
  const pendingEnds: LanguageModelV4StreamPart[] = [];

  const emit = (controller: TransformStreamDefaultController<LanguageModelV4StreamPart>, pieces: ThinkingPiece[]) => {
    for (const { kind, text } of pieces) {
      if (kind === "thinking") {
        if (!reasoningOpen) controller.enqueue({ type: "reasoning-start", id: REASONING_ID });
        reasoningOpen = true;
        controller.enqueue({ type: "reasoning-delta", id: REASONING_ID, delta: text });
        continue;
      }
      closeReasoning(controller);
      controller.enqueue({ type: "text-delta", id: textId, delta: text });
    }
  };
  const closeReasoning = (controller: TransformStreamDefaultController<LanguageModelV4StreamPart>) => {
    if (reasoningOpen) controller.enqueue({ type: "reasoning-end", id: REASONING_ID });
    reasoningOpen = false;
  };

  return new TransformStream({
    transform(part, controller) {
      switch (part.type) {
        case "reasoning-start":
          // The server sent the thinking apart: the text that follows is the answer.
          nativeReasoning = true;
          controller.enqueue(part);
          return;
        case "text-delta":
          textId = part.id;
          // A block the template opened shows up as its own reasoning field on servers that parse it.
          splitter ??= new ThinkingSplitter({ startsInThinking: startsInThinking && !nativeReasoning });
          emit(controller, splitter.push(part.delta));
          return;
        case "text-end":
          pendingEnds.push(part);
          return;
        case "finish":
          if (splitter) emit(controller, splitter.end({ cutOff: part.finishReason.unified === "length" }));
          closeReasoning(controller);
          for (const end of pendingEnds.splice(0)) controller.enqueue(end);
          controller.enqueue(part);
          return;
        default:
          controller.enqueue(part);
      }
    },
    flush(controller) {
      // A stream that ended without its finish part (an error): what was held is not lost.
      if (splitter) emit(controller, splitter.end({ cutOff: true }));
      closeReasoning(controller);
      for (const end of pendingEnds.splice(0)) controller.enqueue(end);
    },
  });
}
