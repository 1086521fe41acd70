import { z } from "zod";

type Bounds = {
  max: number;
  /** Shown when there are more than `max` elements. */
  tooMany: string;
  min?: number;
  /** Shown when there are fewer than `min` elements. */
  tooFew?: string;
};

/**
 * The array of every request contract: its length is checked before any element is. An array
 * of 200,000 wrong elements otherwise produces 200,000 issues, and collecting them overflowed
 * the stack (a 500 instead of a 400). The guard ends the parse with one issue; the inner array
 * repeats the bounds so they still reach the JSON Schema (fuzzing) and the inferred type.
 */
export function boundedArray<T extends z.ZodType>(item: T, { max, tooMany, min = 0, tooFew }: Bounds) {
  let array = z.array(item);
  if (min > 0) array = array.min(min, tooFew);
  array = array.max(max, tooMany);
  return z.preprocess((value, ctx) => {
    if (Array.isArray(value) && value.length > max) {
      ctx.addIssue({ code: "too_big", origin: "array", maximum: max, inclusive: true, input: value, message: tooMany });
    }
    // Any issue stops the pipe here, so not one element is validated.
    return value;
  }, array);
}
