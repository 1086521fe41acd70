import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectNoServerError } from "./fuzz-expect";
import { publishRequestSchema } from "../../shared/contracts/launch";
import { call, signedInUser } from "./auth-helpers";
import { bodiesFor, fieldsOf, HUGE_ARRAY_LENGTH, jsonSchemaOf, sampleFromJsonSchema, withValueAt } from "./fuzz-arbitraries";
import { freshAddress, landingDoc, launchPath, publishBody } from "./launch-owner-helpers";
import { createProduct } from "./product-helpers";

/** A page with every kind of section, so each of its lists can be made too long. */
const everySection = {
  ...landingDoc("Walks in ten minutes"),
  sections: [
    ...landingDoc("Walks in ten minutes").sections,
    { kind: "how-it-works", title: "How", steps: [{ title: "Ask", body: "Pick a time." }] },
    { kind: "testimonials", title: "Said", items: [{ quote: "Great", name: "Sam", role: "Owner", placeholder: false }] },
    { kind: "faq", title: "FAQ", items: [{ question: "Insured?", answer: "Yes." }] },
  ],
};

/**
 * The body with `value` at `path`. A section's list (`doc.sections.0.items`) goes into the
 * section that has that list, since the sections are a union by kind.
 */
function oversized(valid: ReturnType<typeof publishBody>, path: (string | number)[], value: unknown[]): unknown {
  const [doc, sections, , key] = path;
  if (doc !== "doc" || sections !== "sections" || typeof key !== "string") return withValueAt(valid, path, value);
  const page = valid.doc as typeof everySection;
  const index = page.sections.findIndex((section) => key in section);
  expect(index, key).toBeGreaterThanOrEqual(0);
  const list = page.sections.map((section, i) => (i === index ? { ...section, [key]: value } : section));
  return { ...valid, doc: { ...page, sections: list } };
}

describe("publishing a landing page under fuzzed input (docs/product.md#launch)", () => {
  it("answers every fuzzed body with a success or a clear 4xx, never a 5xx", { timeout: 90_000 }, async () => {
    const me = await signedInUser("fuzz-publish");
    const { id } = await createProduct(me);
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodiesFor(publishRequestSchema), async (body) => {
        statuses.add(
          await expectNoServerError(
            await call("PUT", launchPath(id), { cookie: me.cookie, body }),
            `PUT ${JSON.stringify(body).slice(0, 300)}`,
          ),
        );
      }),
      { numRuns: 40, examples: [[publishBody(freshAddress("fuzz"))]] },
    );
    expect(
      [...statuses].some((status) => status < 300),
      [...statuses].join(","),
    ).toBe(true);
  });

  it("bounds every string and array of the page, and refuses an oversized array with one clear 400", { timeout: 90_000 }, async () => {
    const me = await signedInUser("fuzz-publish-arrays");
    const { id } = await createProduct(me);
    const fields = fieldsOf(jsonSchemaOf(publishRequestSchema));
    for (const field of fields) expect(field.max, `${field.type} ${field.path.join(".")}`).toBeTypeOf("number");
    const arrays = fields.filter((field) => field.type === "array");
    expect(arrays.length).toBeGreaterThanOrEqual(5);
    const valid = publishBody(freshAddress("fuzz-arrays"), { doc: everySection });
    for (const field of arrays) {
      const element = sampleFromJsonSchema(field.items ?? {});
      for (const value of [new Array<number>(HUGE_ARRAY_LENGTH).fill(1), new Array<unknown>(field.max! + 1).fill(element)]) {
        const response = await call("PUT", launchPath(id), { cookie: me.cookie, body: oversized(valid, field.path, value) });
        const label = `${field.path.join(".")} × ${value.length}`;
        // A 200,000-element array is over the body cap (413) or refused by its bound (400): never 500.
        expect([400, 413], label).toContain(response.status);
        const body = (await response.json()) as { error: { message: string } };
        expect(body.error.message.length, label).toBeGreaterThan(0);
      }
    }
  });
});
