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
    fc.constantFrom(
      "",
      " ",
      "\u0000",
      "<script>alert(1)</script>",
      "'; DROP TABLE users; --",
      "\u202e",
      "🦄".repeat(3),
      "a".repeat(max + 1),
    ),
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
      const inRange = fc.array(items, { minLength: min, maxLength: Math.min(schema.maxItems ?? ARRAY_CAP, Math.max(min, ARRAY_CAP)) });
      // Now and then one past the limit, or an array far too long to validate element by element.
      return fc.oneof({ arbitrary: inRange, weight: 8 }, { arbitrary: oversizedArray(schema), weight: 1 });
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

/** Far more elements than any contract allows: once crashed the validator (stack overflow, a 500). */
export const HUGE_ARRAY_LENGTH = 200_000;

/** One past the schema's limit (copies of one element), or 200,000 small numbers. */
function oversizedArray(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  const overLimit = fc.constant(Array.from({ length: (schema.maxItems ?? ARRAY_CAP) + 1 }, () => sampleFromJsonSchema(schema.items ?? {})));
  return fc.oneof(overLimit, fc.constant(new Array<number>(HUGE_ARRAY_LENGTH).fill(1)));
}

/** The simplest value a JSON Schema accepts (as far as this subset says), for building bodies by hand. */
export function sampleFromJsonSchema(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union?.length) return sampleFromJsonSchema(union[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    case "number":
    case "integer":
      return schema.minimum ?? 0;
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleFromJsonSchema(schema.items ?? {}));
    case "object":
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleFromJsonSchema(schema.properties?.[key] ?? {})]));
    default:
      return null;
  }
}

type FieldPath = Array<string | number>;
export type SchemaField = { path: FieldPath; type: "array" | "string"; max: number | undefined; items?: JsonSchema };

/** Every array and string field of a JSON Schema, with its maximum (array elements appear as index 0). */
export function fieldsOf(schema: JsonSchema, path: FieldPath = []): SchemaField[] {
  const union = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (union.length) return union.flatMap((s) => fieldsOf(s, path));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const fields: SchemaField[] = [];
  if (types.includes("string") && schema.enum === undefined && schema.const === undefined) {
    fields.push({ path, type: "string", max: schema.maxLength });
  }
  if (types.includes("array")) {
    fields.push({ path, type: "array", max: schema.maxItems, items: schema.items ?? {} });
    if (schema.items) fields.push(...fieldsOf(schema.items, [...path, 0]));
  }
  if (types.includes("object")) {
    for (const [key, s] of Object.entries(schema.properties ?? {})) fields.push(...fieldsOf(s, [...path, key]));
  }
  return fields;
}

/** The request contract of a route as JSON Schema (the input side, as a client sends it). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** A copy of `body` with the value at `path` replaced (containers on the way are created as needed). */
export function withValueAt(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(body) && body.length > 0 ? [...body] : [{}];
    list[0] = withValueAt(list[0], rest, value);
    return list;
  }
  const object = body && typeof body === "object" && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  object[head!] = withValueAt(object[head!], rest, value);
  return object;
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
  const shaped = arbitraryFromJsonSchema(jsonSchemaOf(schema));
  return fc.oneof(
    { arbitrary: shaped, weight: 3 },
    { arbitrary: mutated(shaped), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}
