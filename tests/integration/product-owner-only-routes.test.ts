import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "../../shared/contracts/product-members";
import { call } from "./auth-helpers";
import { CALLERS, errorOf, team } from "./product-member-helpers";

/**
 * The owner-only parts of a product outside its own routers (docs/product.md#members-and-roles):
 * its landing page and sign-ups, its prototype tests and their results. A member is told that only
 * the owner may (403), a removed member and a stranger get the ordinary 404 of an unknown product.
 */
describe("a product's landing page and prototype tests × every caller", () => {
  let t: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    t = await team("owner-only");
  });

  const routes: [string, string][] = [
    ["GET", "/launch"],
    ["DELETE", "/launch/live"],
    ["GET", "/launch/signups.csv"],
    ["GET", "/tests"],
    ["GET", "/tests/no-such-test/results"],
    ["DELETE", "/tests/no-such-test"],
  ];

  for (const [method, path] of routes) {
    it(`${method} /api/products/:id${path}`, async () => {
      const got: Record<string, { status: number; message: string }> = {};
      for (const caller of CALLERS.filter((who) => who !== "owner")) {
        const { status, message } = await errorOf(
          await call(method, `/api/products/${t.product.id}${path}`, { cookie: t.people[caller].cookie }),
        );
        got[caller] = { status, message };
      }
      const refused = { status: 403, message: ROLE_MESSAGES.ownerOnly };
      const unknown = { status: 404, message: "Product not found." };
      expect(got).toEqual({ editor: refused, commenter: refused, viewer: refused, removed: unknown, stranger: unknown });
    });
  }

  it("GET /api/launch/addresses/:address?productId= answers a member the same way", async () => {
    const asked = (caller: (typeof CALLERS)[number]) =>
      call("GET", `/api/launch/addresses/some-name?productId=${t.product.id}`, { cookie: t.people[caller].cookie });
    expect((await asked("owner")).status).toBe(200);
    expect(await errorOf(await asked("viewer"))).toMatchObject({ status: 403, message: ROLE_MESSAGES.ownerOnly });
    expect(await errorOf(await asked("stranger"))).toMatchObject({ status: 404, message: "Product not found." });
  });
});
