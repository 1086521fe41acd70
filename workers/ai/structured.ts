import { generateObject, NoObjectGeneratedError, type LanguageModel } from "ai";
import type { z } from "zod";
import { ApiError } from "../errors";
import { toAiApiError } from "./ai-errors";

type GenerateObjectOptions = Omit<Parameters<typeof generateObject>[0], "schema" | "output" | "model">;

export type StructuredRequest<T extends z.ZodType> = GenerateObjectOptions & {
  model: LanguageModel;
  schema: T;
};

/**
 * `generateObject` with the layer's rules: a model answer that is not valid JSON for the
 * schema is retried once (models often get it right the second time), then fails with a clear
 * `ai_invalid_output` error. Provider failures become `ApiError`s like everywhere else.
 */
export async function generateStructured<T extends z.ZodType>(request: StructuredRequest<T>): Promise<z.infer<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await generateObject({ ...request, output: "object" } as Parameters<typeof generateObject>[0]);
      return request.schema.parse(result.object) as z.infer<T>;
    } catch (error) {
      if (!isInvalidOutput(error)) throw toAiApiError(error);
      if (attempt >= 2) {
        throw new ApiError(502, "ai_invalid_output", "The AI model returned an answer in the wrong format twice. Please try again.");
      }
    }
  }
}

function isInvalidOutput(error: unknown): boolean {
  return NoObjectGeneratedError.isInstance(error) || (error instanceof Error && error.name === "ZodError");
}
