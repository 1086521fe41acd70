import { capitalize, clip } from "../offline/text-utils";

/** The part of JSON Schema (draft 7 / 2020-12) that zod's JSON Schema output uses. */
export type JSONSchema7 = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JSONSchema7Definition[];
  oneOf?: JSONSchema7Definition[];
  allOf?: JSONSchema7Definition[];
  $ref?: string;
  properties?: Record<string, JSONSchema7Definition>;
  required?: string[];
  minProperties?: number;
  items?: JSONSchema7Definition | JSONSchema7Definition[];
  prefixItems?: JSONSchema7Definition[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  [other: string]: unknown;
};
export type JSONSchema7Definition = JSONSchema7 | boolean;

type Ctx = { root: JSONSchema7; words: string[]; depth: number };

/**
 * Returns a value valid for `schema` (the JSON Schema the AI SDK derives from a zod schema),
 * keeping every part of `hint` that already fits. Tool writers supply rich hints; anything a
 * schema demands that the hint lacks is filled from the request's own words, so the offline
 * model answers any structured request with a schema-valid object.
 */
export function fitToSchema(schema: JSONSchema7Definition, hint: unknown, words: string[], key = "item"): unknown {
  const root = typeof schema === "object" ? schema : {};
  return fit(schema, hint, key, { root, words: words.length ? words : ["idea"], depth: 0 });
}

function fit(def: JSONSchema7Definition | undefined, hint: unknown, key: string, ctx: Ctx): unknown {
  if (def === undefined || def === true) return hint ?? null;
  if (def === false) return null;
  const schema = resolve(def, ctx);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.some((v) => v === hint) ? hint : schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fitAlternative(alternatives, hint, key, ctx);
  if (schema.allOf?.length) return fit(mergeAll(schema, ctx), hint, key, ctx);
  const type = pickType(schema, hint);
  switch (type) {
    case "object":
      return fitObject(schema, hint, ctx);
    case "array":
      return fitArray(schema, hint, key, ctx);
    case "string":
      return fitString(schema, hint, key, ctx);
    case "number":
    case "integer":
      return fitNumber(schema, hint, type === "integer");
    case "boolean":
      return typeof hint === "boolean" ? hint : true;
    default:
      return null;
  }
}

function resolve(def: JSONSchema7Definition, ctx: Ctx): JSONSchema7 {
  if (typeof def !== "object") return {};
  if (!def.$ref) return def;
  const path = def.$ref.replace(/^#\/?/, "").split("/").filter(Boolean);
  let node: unknown = ctx.root;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
  return typeof node === "object" && node ? (node as JSONSchema7) : {};
}

function mergeAll(schema: JSONSchema7, ctx: Ctx): JSONSchema7 {
  const { allOf, ...rest } = schema;
  return (allOf ?? []).reduce<JSONSchema7>((acc, part) => {
    const p = resolve(part, ctx);
    return {
      ...acc,
      ...p,
      properties: { ...acc.properties, ...p.properties },
      required: [...(acc.required ?? []), ...(p.required ?? [])],
    };
  }, rest);
}

function pickType(schema: JSONSchema7, hint: unknown): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.properties) return "object";
    if (schema.items) return "array";
    return typeof hint === "string" || hint === undefined ? "string" : typeOf(hint);
  }
  const hinted = typeOf(hint);
  if (types.includes(hinted)) return hinted;
  if (hinted === "integer" && types.includes("number")) return "number";
  // Prefer a real value over null when the schema allows both.
  return types.find((t) => t !== "null") ?? types[0];
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function fitAlternative(options: JSONSchema7Definition[], hint: unknown, key: string, ctx: Ctx): unknown {
  const resolved = options.map((o) => resolve(o, ctx));
  const hinted = typeOf(hint);
  const match =
    resolved.find((o) => o.const !== undefined && o.const === hint) ??
    resolved.find((o) => o.type === hinted || (Array.isArray(o.type) && o.type.includes(hinted))) ??
    resolved.find((o) => o.type !== "null") ??
    resolved[0];
  return fit(match, hint, key, ctx);
}

function fitObject(schema: JSONSchema7, hint: unknown, ctx: Ctx): Record<string, unknown> {
  const source = hint && typeof hint === "object" && !Array.isArray(hint) ? (hint as Record<string, unknown>) : {};
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  const next = { ...ctx, depth: ctx.depth + 1 };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    // Optional properties appear only when the writer supplied them; deep optional trees stay out.
    if (!required.has(name) && source[name] === undefined) continue;
    out[name] = fit(prop, source[name], name, next);
  }
  const min = schema.minProperties ?? 0;
  for (let i = Object.keys(out).length; i < min; i++) out[`${ctx.words[i % ctx.words.length]}${i}`] = ctx.words[0];
  return out;
}

function fitArray(schema: JSONSchema7, hint: unknown, key: string, ctx: Ctx): unknown[] {
  const items = Array.isArray(hint) ? hint : [];
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Infinity;
  const itemSchema = Array.isArray(schema.items) ? undefined : schema.items;
  // Without a hint, two items show the shape; deep inside a structure, only what is required.
  const preferred = items.length > 0 ? items.length : ctx.depth > 3 ? min : 2;
  const want = Math.min(max, Math.max(min, preferred));
  const out: unknown[] = [];
  for (let i = 0; i < want; i++) {
    const tupleSchema = schema.prefixItems?.[i] ?? (Array.isArray(schema.items) ? schema.items[i] : itemSchema);
    out.push(fit(tupleSchema, items[i], `${singular(key)} ${i + 1}`, { ...ctx, depth: ctx.depth + 1, words: rotate(ctx.words, i) }));
  }
  if (schema.uniqueItems) return dedupe(out, ctx);
  return out;
}

function fitString(schema: JSONSchema7, hint: unknown, key: string, ctx: Ctx): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  let value =
    typeof hint === "string" ? hint : (formatted(schema.format) ?? `${capitalize(humanize(key))}: ${ctx.words.slice(0, 4).join(" ")}`);
  if (schema.pattern && !new RegExp(schema.pattern, "u").test(value)) {
    value = ctx.words.find((w) => new RegExp(schema.pattern!, "u").test(w)) ?? value;
  }
  while (Array.from(value).length < min) value += ` ${ctx.words.join(" ")}`;
  return clip(value, max);
}

function fitNumber(schema: JSONSchema7, hint: unknown, integer: boolean): number {
  let lo = schema.minimum ?? -Infinity;
  let hi = schema.maximum ?? Infinity;
  const step = integer ? 1 : 0.01;
  if (typeof schema.exclusiveMinimum === "number") lo = Math.max(lo, schema.exclusiveMinimum + step);
  if (typeof schema.exclusiveMaximum === "number") hi = Math.min(hi, schema.exclusiveMaximum - step);
  let value =
    typeof hint === "number" && Number.isFinite(hint)
      ? hint
      : Number.isFinite(lo)
        ? Number.isFinite(hi)
          ? (lo + hi) / 2
          : lo
        : Number.isFinite(hi)
          ? Math.min(hi, 1)
          : 1;
  value = Math.min(hi, Math.max(lo, value));
  if (integer) value = Math.min(Math.floor(hi), Math.max(Math.ceil(lo), Math.round(value)));
  if (schema.multipleOf) {
    const m = schema.multipleOf;
    value = Math.ceil(value / m) * m;
    if (value > hi) value -= m;
  }
  return value;
}

function formatted(format: string | undefined): string | undefined {
  switch (format) {
    case "email":
      return "team@example.com";
    case "uri":
    case "url":
      return "https://example.com/";
    case "date-time":
      return "2024-01-01T09:00:00Z";
    case "date":
      return "2024-01-01";
    case "time":
      return "09:00:00";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    default:
      return undefined;
  }
}

function humanize(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

function singular(key: string): string {
  return key.endsWith("ies") ? `${key.slice(0, -3)}y` : key.replace(/s$/, "");
}

function rotate<T>(list: T[], by: number): T[] {
  const n = by % list.length;
  return [...list.slice(n), ...list.slice(0, n)];
}

function dedupe(values: unknown[], ctx: Ctx): unknown[] {
  const seen = new Set<string>();
  return values.map((v, i) => {
    let candidate = v;
    if (typeof v === "string" && seen.has(JSON.stringify(v))) candidate = `${v} ${ctx.words[i % ctx.words.length]} ${i}`;
    seen.add(JSON.stringify(candidate));
    return candidate;
  });
}
