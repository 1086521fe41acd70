import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectNoServerError } from "./fuzz-expect";
import { call, signedInUser } from "./auth-helpers";
import { bodiesFor, fieldsOf, HUGE_ARRAY_LENGTH, jsonSchemaOf, sampleFromJsonSchema, withValueAt } from "./fuzz-arbitraries";
import { PRODUCT_BODY_ROUTES } from "./fuzz-routes";
import { createProduct } from "./product-helpers";

describe("product routes under fuzzed input", () => {
  for (const route of PRODUCT_BODY_ROUTES) {
    it(`${route.method} ${route.path}: fuzzed bodies get a success or a clear 4xx`, { timeout: 60_000 }, async () => {
      const me = await signedInUser("fuzz-products");
      const { id } = await createProduct(me);
      const path = route.path.replace(":id", id);
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(bodiesFor(route.schema), async (body) => {
          statuses.add(
            await expectNoServerError(
              await call(route.method, path, { cookie: me.cookie, body }),
              `${route.method} ${JSON.stringify(body).slice(0, 300)}`,
            ),
          );
        }),
        { numRuns: 40, examples: [[route.valid]] },
      );
      // The fuzzing reached past validation too, or it would prove little about the handler.
      expect(
        [...statuses].some((status) => status < 300),
        [...statuses].join(","),
      ).toBe(true);
    });

    it(
      `${route.method} ${route.path}: every string and array has a maximum, and oversized arrays are one clear 400`,
      { timeout: 60_000 },
      async () => {
        const me = await signedInUser("fuzz-products-arrays");
        const { id } = await createProduct(me);
        const fields = fieldsOf(jsonSchemaOf(route.schema));
        for (const field of fields) expect(field.max, `${field.type} ${field.path.join(".")}`).toBeTypeOf("number");
        const arrays = fields.filter((field) => field.type === "array");
        expect(arrays.map((field) => field.path.join("."))).toEqual(["personas"]);
        for (const field of arrays) {
          const element = sampleFromJsonSchema(field.items ?? {});
          for (const value of [new Array<number>(HUGE_ARRAY_LENGTH).fill(1), new Array<unknown>(field.max! + 1).fill(element)]) {
            const response = await call(route.method, route.path.replace(":id", id), {
              cookie: me.cookie,
              body: withValueAt(route.valid, field.path, value),
            });
            expect(response.status).toBe(400);
            expect(await response.json()).toEqual({
              error: {
                code: "validation_error",
                message: "A product can hold at most 20 personas",
                fields: { personas: "A product can hold at most 20 personas" },
              },
            });
          }
        }
      },
    );
  }

  it("product ids in the URL: whatever the segment, a 404 or a 4xx, never a 5xx", { timeout: 60_000 }, async () => {
    const me = await signedInUser("fuzz-product-ids");
    const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.constantFrom("..", "%00", "' OR 1=1 --", "a".repeat(5_000)));
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom("GET", "PATCH", "DELETE"), async (raw, method) => {
        const path = `/api/products/${encodeURIComponent(raw)}`;
        const body = method === "PATCH" ? { name: "x" } : undefined;
        await expectNoServerError(await call(method, path, { cookie: me.cookie, body }), `${method} ${path.slice(0, 200)}`);
      }),
      { numRuns: 60 },
    );
  });
});
