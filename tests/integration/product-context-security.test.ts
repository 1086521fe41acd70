import { beforeAll, describe, expect, it } from "vitest";
import { TOOL_NAMES } from "../../tools/contracts";
import { call, signedInUser } from "./auth-helpers";
import { chat, createProduct, savedResult, toolBodies, usedToday, type Me } from "./product-context-helpers";

/**
 * `productId` on chat and every tool function, and `sourceConversationIds` on the case study
 * (docs/product.md#products-in-the-models-context): someone else's id gets exactly the answer an
 * unknown id gets, before any AI request is counted, with a cookie or a bearer token alike.
 */
const UNKNOWN = "0".repeat(32);
const PRODUCT_NOT_FOUND = { error: { code: "not_found", message: "Product not found." } };
const CONVERSATION_NOT_FOUND = { error: { code: "not_found", message: "Conversation not found." } };

let owner: Me;
let intruder: Me;
let ownersProduct: string;
let ownersValidation: string;
beforeAll(async () => {
  owner = await signedInUser("product-owner");
  intruder = await signedInUser("product-intruder");
  ownersProduct = await createProduct(owner, { name: "Secret Owner Product", audience: "The owner's audience" });
  ownersValidation = (await savedResult(owner, "validate-ux", toolBodies["validate-ux"])).id;
});

type Credentials = { cookie?: string; bearer?: string };
const credentialsOf = (auth: "cookie" | "bearer"): Credentials =>
  auth === "cookie" ? { cookie: intruder.cookie } : { bearer: intruder.token };
// A bearer client is not a browser tab: it sends no Origin.
const headersOf = (auth: "cookie" | "bearer") => (auth === "bearer" ? { Origin: "" } : undefined);

async function expectNotFound(response: Response, body: unknown, label: string) {
  expect(response.status, label).toBe(404);
  expect(await response.json(), label).toEqual(body);
}

describe("someone else's product is a 404, like an unknown one, and costs no AI request", () => {
  for (const auth of ["cookie", "bearer"] as const) {
    it(`every tool function and chat, ${auth} session`, async () => {
      const used = await usedToday(intruder);
      for (const productId of [ownersProduct, UNKNOWN]) {
        for (const tool of TOOL_NAMES) {
          const response = await call("POST", `/api/functions/${tool}`, {
            ...credentialsOf(auth),
            headers: headersOf(auth),
            body: { ...toolBodies[tool], productId },
          });
          await expectNotFound(response, PRODUCT_NOT_FOUND, `${tool} with ${productId === UNKNOWN ? "an unknown" : "the owner's"} product`);
        }
        const refine = await call("POST", "/api/functions/monetization-strategy", {
          ...credentialsOf(auth),
          headers: headersOf(auth),
          body: { productIdea: "x", previous: { strategy: "# Plan" }, instruction: "Shorter", productId },
        });
        await expectNotFound(refine, PRODUCT_NOT_FOUND, "refine");
        const chatted = await call("POST", "/api/chat/completions", {
          ...credentialsOf(auth),
          headers: headersOf(auth),
          body: { productId, messages: [{ role: "user", content: "hi" }] },
        });
        await expectNotFound(chatted, PRODUCT_NOT_FOUND, "chat");
      }
      expect(await usedToday(intruder)).toBe(used);
    });
  }

  it("the owner still chats inside their own product", async () => {
    const own = await chat({ cookie: owner.cookie }, { productId: ownersProduct, messages: [{ role: "user", content: "hi" }] });
    expect(own.status).toBe(200);
    expect(JSON.stringify(await own.json())).toContain("For Secret Owner Product: ");
  });
});

describe("someone else's saved result as a case study source is a 404, like an unknown one", () => {
  for (const auth of ["cookie", "bearer"] as const) {
    it(`${auth} session`, async () => {
      const used = await usedToday(intruder);
      const mine = (await savedResult(intruder, "build-startup", toolBodies["build-startup"])).id;
      const before = await usedToday(intruder);
      expect(before).toBe(used + 1);
      for (const sources of [[ownersValidation], [mine, ownersValidation], [UNKNOWN]]) {
        const response = await call("POST", "/api/functions/case-study-generator", {
          ...credentialsOf(auth),
          headers: headersOf(auth),
          body: { projectDescription: "My project", sourceConversationIds: sources },
        });
        await expectNotFound(response, CONVERSATION_NOT_FOUND, sources.join(", "));
      }
      expect(await usedToday(intruder)).toBe(before);
    });
  }
});
