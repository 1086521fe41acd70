import type { JSONSchema7, JSONSchema7Definition } from "./json-schema-fit";
import { enumMatch } from "./enum-synonyms";
import { numberFromText } from "./number-from-text";

/**
 * Step (d) of the repair path (docs/product.md#real-model-answers): bends a parsed answer to the
 * schema the model was given, without inventing content. Enums match case-insensitively and by
 * synonym; numbers are read from text ("75%", "15 minutes", "about 20"); arrays are cut to their
 * maximum; strings over their maximum are cut at a word boundary; unknown fields are dropped;
 * keys match whatever their spelling ("Success Rate", "success_rate"). A lone item where a list
 * is expected becomes a list, and a bare list where an object holds one list becomes that object.
 * What cannot be bent is left as it is, for the schema check to report.
 */
export function fitToSchema(schema: JSONSchema7, value: unknown): unknown {
  return fit(schema, value, "", { root: schema, depth: 0 });
}

type Ctx = { root: JSONSchema7; depth: number };
/** Model answers nest a few levels; anything deeper is left to the schema check. */
const MAX_DEPTH = 12;

function fit(def: JSONSchema7Definition | undefined, value: unknown, key: string, ctx: Ctx): unknown {
  if (def === undefined || typeof def === "boolean" || ctx.depth > MAX_DEPTH) return value;
  const schema = resolve(def, ctx.root);
  const next = { ...ctx, depth: ctx.depth + 1 };
  if (schema.enum) return fitEnum(schema.enum, value);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fitAlternatives(alternatives, value, key, next);
  switch (typeOfSchema(schema)) {
    case "object":
      return fitObject(schema, value, next);
    case "array":
      return fitArray(schema, value, key, next);
    case "string":
      return fitString(schema, value);
    case "number":
      return fitNumber(schema, value, key, false);
    case "integer":
      return fitNumber(schema, value, key, true);
    case "boolean":
      return fitBoolean(value);
    default:
      return value;
  }
}

function resolve(def: JSONSchema7, root: JSONSchema7): JSONSchema7 {
  if (!def.$ref) return def;
  let node: unknown = root;
  for (const part of def.$ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
  }
  return typeof node === "object" && node ? (node as JSONSchema7) : {};
}

function typeOfSchema(schema: JSONSchema7): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length) return types.find((t) => t !== "null") ?? types[0];
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
}

function fitAlternatives(options: JSONSchema7Definition[], value: unknown, key: string, ctx: Ctx): unknown {
  const resolved = options.filter((o): o is JSONSchema7 => typeof o === "object").map((o) => resolve(o, ctx.root));
  if (value === null && resolved.some((o) => o.type === "null")) return null;
  const real = resolved.filter((o) => o.type !== "null");
  return real.length ? fit(real[0], value, key, ctx) : value;
}

function fitEnum(options: unknown[], value: unknown): unknown {
  if (options.includes(value)) return value;
  const strings = options.filter((o): o is string => typeof o === "string");
  return typeof value === "string" ? (enumMatch(strings, value) ?? value) : value;
}

/** "Success Rate", "success_rate" and "successRate" are one key. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

function fitObject(schema: JSONSchema7, value: unknown, ctx: Ctx): unknown {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (Array.isArray(value)) {
    // A bare list where the object holds exactly one list: `[…]` for `{results: […]}`.
    const lists = names.filter((n) => typeOfSchema(resolve(properties[n] as JSONSchema7, ctx.root)) === "array");
    if (lists.length !== 1 || !(schema.required ?? []).every((r) => r === lists[0])) return value;
    const list = lists[0]!;
    // Several whole answers in a row (one per persona): their lists joined.
    const wholes = value.map((v) => (isRecord(v) ? Object.entries(v).find(([k]) => keyOf(k) === keyOf(list))?.[1] : undefined));
    const joined = wholes.every(Array.isArray) ? wholes.flat() : value;
    return fitObject(schema, { [list]: joined }, ctx);
  }
  if (!isRecord(value)) return value;
  const byKey = new Map(Object.keys(value).map((k) => [keyOf(k), k]));
  const matched = names.filter((n) => byKey.has(keyOf(n)));
  if (matched.length === 0) {
    const wrapped = envelopeContent(schema, value);
    if (wrapped !== null) return fitObject(schema, wrapped, ctx);
    const lone = loneItemOf(schema, value, ctx);
    if (lone) return fitObject(schema, lone, ctx);
  }
  const out: Record<string, unknown> = {};
  for (const name of matched) out[name] = fit(properties[name], value[byKey.get(keyOf(name))!], name, ctx);
  return out;
}

/**
 * The answer without the envelopes around it (`{"data": {…}}`, `{"workshop": {…}}`, `{"result": […]}`),
 * a few deep: the one rule for every structured tool, applied before a tool's own reshaping
 * (docs/product.md#real-model-answers), and again wherever a nested object comes wrapped.
 */
export function unwrapEnvelope(schema: JSONSchema7, value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 3; depth++) {
    const inner = envelopeContent(schema, current);
    if (inner === null) break;
    current = inner;
  }
  return current;
}

/** What one envelope holds: its only key is none of the schema's, and it holds a list or an object with the schema's keys. */
function envelopeContent(schema: JSONSchema7, value: unknown): unknown {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length !== 1) return null;
  const [key, inner] = entries[0]!;
  const names = Object.keys(schema.properties ?? {});
  if (names.some((n) => keyOf(n) === keyOf(key))) return null;
  if (Array.isArray(inner)) return inner;
  if (!isRecord(inner)) return null;
  const keys = new Set(Object.keys(inner).map(keyOf));
  return names.some((n) => keys.has(keyOf(n))) ? inner : null;
}

/** One item of the object's only list, answered on its own: `{persona, task, …}` for `{results: [{…}]}`. */
function loneItemOf(schema: JSONSchema7, value: Record<string, unknown>, ctx: Ctx): Record<string, unknown> | null {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length !== 1) return null;
  const [name, def] = entries[0]!;
  const list = resolve(def as JSONSchema7, ctx.root);
  const item = typeof list.items === "object" && !Array.isArray(list.items) ? resolve(list.items, ctx.root) : null;
  if (!item?.properties) return null;
  const keys = new Set(Object.keys(value).map(keyOf));
  return Object.keys(item.properties).some((n) => keys.has(keyOf(n))) ? { [name]: [value] } : null;
}

function fitArray(schema: JSONSchema7, value: unknown, key: string, ctx: Ctx): unknown {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? value : [value];
  if (!Array.isArray(items)) return items;
  const max = schema.maxItems ?? Infinity;
  const itemSchema = Array.isArray(schema.items) ? undefined : schema.items;
  return items.slice(0, max).map((item) => fit(itemSchema, item, key, ctx));
}

function fitString(schema: JSONSchema7, value: unknown): unknown {
  let text: unknown = value;
  if (typeof value === "number" || typeof value === "boolean") text = String(value);
  // A list where one text is expected ("activity": ["Warm-up", "Silent brainstorm"]).
  else if (Array.isArray(value) && value.every((v) => typeof v === "string")) text = value.join("; ");
  if (typeof text !== "string") return value;
  text = text.trim();
  return schema.maxLength !== undefined ? cutAtWord(text as string, schema.maxLength) : text;
}

function fitNumber(schema: JSONSchema7, value: unknown, key: string, integer: boolean): unknown {
  let n = typeof value === "number" ? value : typeof value === "string" ? numberFromText(value, key) : null;
  if (n === null || !Number.isFinite(n)) return value;
  // A share written as a fraction (0.75) where the scale is 0–100.
  if (schema.maximum === 100 && n > 0 && n < 1 && !Number.isInteger(n)) n *= 100;
  if (integer) n = Math.round(n);
  if (schema.minimum !== undefined) n = Math.max(schema.minimum, n);
  if (schema.maximum !== undefined) n = Math.min(schema.maximum, n);
  return n;
}

function fitBoolean(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const t = value.trim().toLowerCase();
  if (["true", "yes", "y"].includes(t)) return true;
  if (["false", "no", "n"].includes(t)) return false;
  return value;
}

/**
 * At most `max` UTF-16 units (what the schema counts), ending on a whole word with "…" when a
 * space is in reach; a surrogate pair is never split.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let head = text.slice(0, Math.max(0, max - 1));
  if (/[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1);
  const space = head.search(/\s\S*$/);
  const cut = space >= (max - 1) / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:—–-]+$/u, "")}…`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
