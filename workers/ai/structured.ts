import { generateObject, NoObjectGeneratedError, type LanguageModel, type ModelMessage } from "ai";
import type { z } from "zod";
import { ApiError } from "../errors";
import { toAiApiError } from "./ai-errors";
import { logAnswer, type AnswerPath } from "./answer-log";
import { repairAnswer, type RepairOptions } from "../../tools/kit/server/repair/repair-answer";

type GenerateObjectOptions = Omit<Parameters<typeof generateObject>[0], "schema" | "output" | "model" | "prompt" | "messages">;

export type StructuredRequest<T extends z.ZodType> = GenerateObjectOptions & {
  model: LanguageModel;
  schema: T;
  /** Who asks, for the answer log line (a tool name). */
  label?: string;
  /** Tool-specific reshaping inside the repair path (diagrams in other shapes). */
  normalize?: RepairOptions["normalize"];
  /** A tool's own check of a schema-valid answer (ToolServer.vet): its problem is re-asked once, then cleaned out. */
  vet?: AnswerVet;
} & ({ messages: ModelMessage[]; prompt?: never } | { prompt: string; messages?: never });

export type AnswerVet = { problem: (value: never) => string | null; clean: (value: never) => unknown };

/** What a structured answer says besides its value: whether the model stopped at its length limit. */
export type StructuredAnswer<T> = { value: T; cutOff: boolean };

/** The model's own text of a failed answer is kept this long for the re-ask (bounded prompt). */
const MAX_ECHOED_CHARS = 6_000;

/**
 * `generateObject` behind the one repair path (docs/product.md#real-model-answers): an answer that
 * is not exactly the schema goes through `repairAnswer` (fences and prose, syntax, fitting to the
 * schema) before anything else; only then is the model asked once more, told what was wrong; then
 * a clear `ai_invalid_output` error. A cut-off answer keeps what is complete where the schema
 * allows, and says so. One log line per call names the step that made the answer usable.
 */
export async function generateStructuredAnswer<T extends z.ZodType>(request: StructuredRequest<T>): Promise<StructuredAnswer<z.infer<T>>> {
  const { schema, label = "structured", normalize, vet, messages: given, prompt, ...rest } = request;
  const messages: ModelMessage[] = given ?? [{ role: "user", content: prompt! }];
  let reask: ModelMessage[] = [];
  // The first answer with what the vet refused taken out: what the user gets if the re-ask brings nothing better.
  let vetted: StructuredAnswer<z.infer<T>> | null = null;
  for (let attempt = 1; attempt <= 2; attempt++) {
    let repairedBy: AnswerPath | null = null;
    let failure = { text: "", problem: "" };
    try {
      const result = await generateObject({
        ...rest,
        schema,
        messages: [...messages, ...reask],
        output: "object",
        repairText: async ({ text }) => {
          const repaired = repairAnswer(text, schema, { normalize, cutOff: false });
          if (repaired.ok) {
            repairedBy = repaired.step;
            return JSON.stringify(repaired.value);
          }
          failure = { text, problem: repaired.problem };
          return null;
        },
      } as Parameters<typeof generateObject>[0]);
      const cutOff = result.finishReason === "length";
      const value = schema.parse(result.object) as z.infer<T>;
      // Usable in shape but not in what it says: asked once more with the reason, then what is still wrong is taken out.
      const problem = vet?.problem(value as never) ?? null;
      if (problem && attempt === 1) {
        vetted = { value: schema.parse(vet!.clean(value as never)) as z.infer<T>, cutOff };
        reask = reaskMessages(JSON.stringify(value), problem, false);
        continue;
      }
      const path: AnswerPath = attempt === 2 ? "re-asked" : (repairedBy ?? "as-is");
      logAnswer({ tool: label, path, cutOff, inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens });
      return { value: (problem ? schema.parse(vet!.clean(value as never)) : value) as z.infer<T>, cutOff };
    } catch (error) {
      if (vetted !== null) {
        logAnswer({ tool: label, path: "re-asked", cutOff: vetted.cutOff });
        return vetted;
      }
      if (!isInvalidOutput(error)) {
        // Still one line per call: a provider failure is an answer that never came.
        logAnswer({ tool: label, path: "failed", cutOff: false });
        throw toAiApiError(error);
      }
      const cutOff = NoObjectGeneratedError.isInstance(error) && error.finishReason === "length";
      const text = failure.text || (NoObjectGeneratedError.isInstance(error) ? (error.text ?? "") : "");
      // A cut-off answer the schema cannot take even in part: its complete items, if any, are kept.
      const partial = cutOff ? repairAnswer(text, schema, { normalize, cutOff: true }) : null;
      if (partial?.ok) {
        logAnswer({ tool: label, path: attempt === 2 ? "re-asked" : "fitted", cutOff });
        return { value: partial.value as z.infer<T>, cutOff };
      }
      if (attempt === 2) {
        logAnswer({ tool: label, path: "failed", cutOff });
        throw cutOff
          ? new ApiError(
              502,
              "ai_invalid_output",
              "The AI model's answer was cut off at the length limit before it was complete. Please try again with less input.",
            )
          : new ApiError(502, "ai_invalid_output", "The AI model returned an answer in the wrong format twice. Please try again.");
      }
      reask = reaskMessages(text, failure.problem || "The answer did not match the requested format.", cutOff);
    }
  }
  throw new Error("unreachable");
}

/** The value alone, for callers that do not mark cut-off answers. */
export async function generateStructured<T extends z.ZodType>(request: StructuredRequest<T>): Promise<z.infer<T>> {
  return (await generateStructuredAnswer(request)).value;
}

/** The second try: the model sees its own answer and what was wrong with it. */
function reaskMessages(text: string, problem: string, cutOff: boolean): ModelMessage[] {
  const echoed: ModelMessage[] = text ? [{ role: "assistant", content: text.slice(0, MAX_ECHOED_CHARS) }] : [];
  const fix = cutOff
    ? "Your answer was cut off at the length limit. Answer again, more briefly, so the whole JSON object fits."
    : `Your answer could not be used. ${problem}`;
  return [...echoed, { role: "user", content: `${fix} Reply with only the JSON object that matches the schema: no prose, no code fence.` }];
}

function isInvalidOutput(error: unknown): boolean {
  return NoObjectGeneratedError.isInstance(error) || (error instanceof Error && error.name === "ZodError");
}
