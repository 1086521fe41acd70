import { z } from "zod";
import { boundedArray } from "../../shared/contracts/bounded-array";
import { SHORT_TEXT_CHARS } from "../../shared/contracts/limits";
import { UPLOAD_TOO_LARGE_MESSAGE } from "../../shared/contracts/uploads";
import {
  personaSchema,
  validateUxModelOutputSchema,
  validateUxResponseSchema,
  validationResultInputSchema,
} from "../../shared/contracts/validate-ux";
import { personaAnswersMarkdown } from "../../shared/persona-answers";
import { validationBrief, validationReport } from "../../shared/result-markdown";
import { defineToolContract } from "../kit/contract-kit";

/** Tasks are one per line; blank lines are dropped, so a few more entries than tasks may arrive. */
const MAX_TASKS = 10;
const MAX_TASK_ENTRIES = 50;
/** A 5 MB screen as a base64 data URL is about 7 million characters (line breaks allowed). */
const MAX_IMAGE_REFERENCE_CHARS = 7_500_000;

/** What one wireframe screen says, as text (`screenTexts`). */
const SCREEN_TEXT_CHARS = 2_000;

/**
 * `validate-ux` body (docs/product.md#tool-functions). Images are data URLs or keys of the user's own uploads;
 * the server keeps only the first three.
 */

export const validateUxRequestSchema = z
  .object({
    prototypeUrl: z.string().trim().max(2_000).default(""),
    prototypeImages: boundedArray(z.string().min(1).max(MAX_IMAGE_REFERENCE_CHARS, UPLOAD_TOO_LARGE_MESSAGE), {
      max: 20,
      tooMany: "Send at most 20 prototype screens",
    }).default([]),
    personas: boundedArray(personaSchema, {
      min: 1,
      tooFew: "Please add at least one persona to test",
      max: 10,
      tooMany: "Please add at most 10 personas",
    }),
    tasks: boundedArray(
      z
        .string()
        .trim()
        .max(SHORT_TEXT_CHARS * 5),
      {
        max: MAX_TASK_ENTRIES,
        tooMany: `Please specify at most ${MAX_TASKS} tasks`,
      },
    )
      .transform((tasks) => tasks.filter((t) => t.length > 0))
      .pipe(
        z
          .array(z.string())
          .min(1, "Please specify tasks for users to complete")
          .max(MAX_TASKS, `Please specify at most ${MAX_TASKS} tasks`),
      ),
    /**
     * What each screen says, when the screens are wireframes drawn in the app ("Validate these
     * wireframes", docs/product.md#wireframes): the screen's name, then one component per line ("Button: Request walk").
     * A model that cannot read images still knows the real labels.
     */
    screenTexts: boundedArray(
      z.string().max(SCREEN_TEXT_CHARS, `A screen's text can be at most ${SCREEN_TEXT_CHARS.toLocaleString("en-US")} characters`),
      {
        max: 20,
        tooMany: "Send the text of at most 20 screens",
      },
    ).optional(),
  })
  .refine((body) => body.prototypeUrl.length > 0 || body.prototypeImages.length > 0, {
    message: "Please provide a prototype URL or upload screens",
    path: ["prototypeUrl"],
  });
export type ValidateUxRequest = z.infer<typeof validateUxRequestSchema>;

/** UX Prototype Validator: synthetic users attempt tasks on a prototype (docs/product.md#ux-prototype-validator). */
const contract = defineToolContract({
  name: "validate-ux",
  request: validateUxRequestSchema,
  response: validateUxResponseSchema,
  previous: z.object({
    results: boundedArray(validationResultInputSchema, { max: 100, tooMany: "A previous validation has at most 100 results" }),
  }),
  // The answers of Ask {persona} are asked of the user later, never of the validation model.
  modelOutput: validateUxModelOutputSchema,
  brief: (request) =>
    validationBrief({
      prototypeUrl: request.prototypeUrl,
      screenKeys: request.prototypeImages,
      personas: request.personas,
      tasks: request.tasks,
    }),
  markdown: (request, response) => [
    validationReport({
      prototypeUrl: request.prototypeUrl,
      screenKeys: request.prototypeImages,
      personas: request.personas,
      tasks: request.tasks,
      results: response.results,
    }),
    // Questions asked of the synthetic users are a part of their own, which the server rewrites alone when one more is asked.
    ...personaAnswersMarkdown(response.results, response.answers ?? []),
  ],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "validate-ux": typeof contract;
  }
}
