import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries derived from a zod contract (through its JSON Schema), so every API
 * body is fuzzed from the very schema the server validates with. Three kinds of values:
 * schema-shaped (often valid, exercising the handler past validation), mutated (one subtree
 * swapped for the wrong type, a key dropped) and arbitrary JSON.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
};

/** Long enough to cross small caps, short enough to keep a run quick. */
const STRING_CAP = 80;
const ARRAY_CAP = 6;

/** Text with the characters that break naive handlers: quotes, markup, NUL, emoji, RTL marks. */
const nastyString = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: "grapheme" }),
    fc.constantFrom("", " ", "\u0000", "<script>alert(1)</script>", "'; DROP TABLE users; --", "\u202e", "🦄".repeat(3), "a".repeat(max + 1)),
  );

export function arbitraryFromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => arbitraryFromJsonSchema(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFromJsonSchema(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? STRING_CAP, Math.max(min, STRING_CAP));
      return nastyString(min, max);
    }
    case "number":
    case "integer":
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 }),
        fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = schema.items ? arbitraryFromJsonSchema(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      const min = schema.minItems ?? 0;
      return fc.array(items, { minLength: min, maxLength: Math.min(schema.maxItems ?? ARRAY_CAP, Math.max(min, ARRAY_CAP)) });
    }
    case "object": {
      if (!schema.properties || depth > 4) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const shape = Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, arbitraryFromJsonSchema(s, depth + 1)]));
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Replaces one top-level field with a value of another type, or drops it. */
function mutated(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(shaped, fc.nat(), fc.jsonValue({ maxDepth: 2 }), fc.boolean()).map(([value, pick, replacement, drop]) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return replacement;
    const keys = Object.keys(value);
    if (keys.length === 0) return replacement;
    const key = keys[pick % keys.length]!;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (drop) delete copy[key];
    else copy[key] = replacement;
    return copy;
  });
}

/** Bodies for fuzzing a route whose contract is `schema`. */
export function bodiesFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const jsonSchema = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const shaped = arbitraryFromJsonSchema(jsonSchema);
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: mutated(shaped), weight: 2 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 });
}
