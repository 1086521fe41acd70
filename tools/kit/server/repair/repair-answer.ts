import { jsonrepair } from "jsonrepair";
import { z } from "zod";
import type { JSONSchema7 } from "./json-schema-fit";
import { splitThinking } from "./thinking";
import { extractJsonCandidates, type ExtractedJson } from "./extract-json";
import { fitToSchema, unwrapEnvelope } from "./fit-to-schema";

/**
 * Which repair step made an answer usable (docs/product.md#real-model-answers): none ("as-is"),
 * taking it out of fences and prose ("extracted"), repairing its syntax ("syntax"), or fitting
 * its values to the schema ("fitted").
 */
export type RepairStep = "as-is" | "extracted" | "syntax" | "fitted";
export type Repaired<T> = { ok: true; value: T; step: RepairStep } | { ok: false; problem: string };

export type RepairOptions = {
  /** Tool-specific reshaping before the generic fit (diagrams written in other shapes). */
  normalize?: (value: unknown) => unknown;
  /** The model stopped at its output limit: incomplete trailing items may be dropped. */
  cutOff?: boolean;
};

const jsonSchemas = new WeakMap<z.ZodType, JSONSchema7>();
function jsonSchemaOf(schema: z.ZodType): JSONSchema7 {
  let found = jsonSchemas.get(schema);
  if (!found) {
    found = z.toJSONSchema(schema, { unrepresentable: "any" }) as JSONSchema7;
    jsonSchemas.set(schema, found);
  }
  return found;
}

/**
 * The one repair path for structured answers, steps (a)–(d): parse as is; take the JSON out of
 * fences and prose; repair its syntax with `jsonrepair` (trailing commas, comments, single or
 * smart quotes, unquoted keys, bad escapes, an unclosed end); fit it to the schema. A cut-off
 * answer keeps its complete items where the schema allows fewer. Pure and synchronous, so the
 * bench can time it and the eval can replay it; the caller re-asks when it fails.
 */
export function repairAnswer<T>(text: string, schema: z.ZodType<T>, options: RepairOptions = {}): Repaired<T> {
  // A reasoning model's thinking is never the answer, nor are its braces (docs/product.md#reasoning-models).
  const answer = splitThinking(text, { cutOff: options.cutOff }).answer;
  const direct = tryParse(answer);
  if (direct.ok) {
    const valid = schema.safeParse(direct.value);
    if (valid.success) return { ok: true, value: valid.data, step: "as-is" };
  }
  let problem: string | null = null;
  for (const candidate of lastAnswerFirst(extractJsonCandidates(answer))) {
    const parsed = parseCandidate(candidate);
    if (!parsed) continue;
    const fitted = fitCandidate(parsed, schema, options);
    if (fitted.ok) return fitted;
    problem ??= fitted.problem;
  }
  return { ok: false, problem: problem ?? "The answer contained no JSON object, even after repair." };
}

type ParsedJson = { value: unknown; step: RepairStep; complete: boolean };

/**
 * A model that corrects itself ("…here is the corrected version: {…}") means its last complete
 * object: complete values before cut-off ones, a fence's body before the rest, and within each
 * the later place first. Values in a row at one place (one answer in pieces) stay joined first.
 */
function lastAnswerFirst(candidates: ExtractedJson[]): ExtractedJson[] {
  const rank = (c: ExtractedJson) => (c.complete ? 0 : 2) + (c.inFence ? 0 : 1);
  return candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => rank(a.candidate) - rank(b.candidate) || b.candidate.place - a.candidate.place || a.index - b.index)
    .map(({ candidate }) => candidate);
}

/** Step (d) for one candidate: as it is when it fits, else fitted to the schema. */
function fitCandidate<T>(parsed: ParsedJson, schema: z.ZodType<T>, options: RepairOptions): Repaired<T> {
  const plain = schema.safeParse(parsed.value);
  if (plain.success) return { ok: true, value: plain.data, step: parsed.step };
  const unwrapped = unwrapEnvelope(jsonSchemaOf(schema), parsed.value);
  const normalized = options.normalize ? options.normalize(unwrapped) : unwrapped;
  const fitted = fitToSchema(jsonSchemaOf(schema), normalized);
  let checked = schema.safeParse(fitted);
  // Only an answer the model itself stopped short: a complete one with a broken item is re-asked instead.
  if (!checked.success && options.cutOff) checked = schema.safeParse(dropIncompleteItems(schema, fitted));
  if (checked.success) return { ok: true, value: checked.data, step: "fitted" };
  return { ok: false, problem: describeIssue(checked.error) };
}

/** Step (c) for one candidate: parsed as it is, else with its syntax repaired; null when neither works. */
function parseCandidate(candidate: ExtractedJson): ParsedJson | null {
  const parsed = tryParse(candidate.json);
  if (parsed.ok) return { value: parsed.value, step: candidate.extracted ? "extracted" : "as-is", complete: candidate.complete };
  const repaired = tryParse(repairSyntax(candidate.json));
  return repaired.ok ? { value: repaired.value, step: "syntax", complete: candidate.complete } : null;
}

/**
 * Steps (b) and (c) alone: the first JSON value in a model's text that parses, out of fences and
 * prose, its syntax repaired where needed; null when there is none. Also reads diagram blocks.
 */
export function parseLooseJson(text: string): ParsedJson | null {
  for (const candidate of extractJsonCandidates(text)) {
    const parsed = parseCandidate(candidate);
    if (parsed) return parsed;
  }
  return null;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function repairSyntax(json: string): string {
  try {
    return jsonrepair(json);
  } catch {
    return json;
  }
}

/**
 * A cut-off list keeps its complete items: each item the schema rejects is removed (deepest list
 * first), a few rounds at most, and only where what remains is still a list.
 */
function dropIncompleteItems(schema: z.ZodType, value: unknown): unknown {
  const current = structuredClone(value);
  for (let round = 0; round < 3; round++) {
    const result = schema.safeParse(current);
    if (result.success) break;
    const removals = new Map<unknown[], Set<number>>();
    for (const issue of result.error.issues) {
      const spot = lastListItem(current, issue.path);
      if (spot) removals.set(spot.list, (removals.get(spot.list) ?? new Set()).add(spot.index));
    }
    if (removals.size === 0) break;
    for (const [list, indexes] of removals) {
      for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1);
    }
  }
  return current;
}

function lastListItem(root: unknown, path: PropertyKey[]): { list: unknown[]; index: number } | null {
  let node: unknown = root;
  let found: { list: unknown[]; index: number } | null = null;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === "number") found = { list: node, index: key };
    if (node === null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return found;
}

/** The first thing wrong, in words the re-ask can pass to the model. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The answer did not match the requested format.";
  const where = issue.path.length ? ` at ${issue.path.join(".")}` : "";
  return `The answer did not match the requested format${where}: ${issue.message}.`;
}
