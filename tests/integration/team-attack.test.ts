import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "../../shared/contracts/product-members";
import type { ValidateUxResponse } from "../../shared/contracts/validate-ux";
import { resultBrief, resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { call } from "./auth-helpers";
import { validAskPersona } from "./fuzz-routes";
import { saveItem, savedId, type Me } from "./product-helpers";
import { byRole, MATRIX_ORDER, team, type Caller } from "./product-member-helpers";

/**
 * Paths into a product's items that the route matrices do not walk (docs/product.md#members-and-roles),
 * tried as each kind of caller: a member without the right is told so (403, what their role
 * allows), a removed member or a stranger gets the 404 of an unknown id, and nothing changes.
 */

type Team = Awaited<ReturnType<typeof team>>;
type Outcome = number | `403 ${keyof typeof ROLE_MESSAGES}`;

async function outcomeOf(response: Response): Promise<Outcome> {
  if (response.status !== 403) {
    await response.body?.cancel();
    return response.status;
  }
  const { error } = (await response.json()) as { error: { message: string } };
  const key = (Object.keys(ROLE_MESSAGES) as (keyof typeof ROLE_MESSAGES)[]).find((name) => ROLE_MESSAGES[name] === error.message);
  if (!key) throw new Error(`403 with an unexpected message: ${error.message}`);
  return `403 ${key}`;
}

const request = toolContracts["validate-ux"].request.parse({
  prototypeUrl: "https://example.com/proto",
  personas: [{ id: "p1", name: "Maya", description: "New gardener" }],
  tasks: ["Borrow a trimmer"],
});
const report: ValidateUxResponse = { results: [validAskPersona.result as ValidateUxResponse["results"][number]] };

/** A validation report saved into the product by its owner, as the validator's Save does. */
async function savedReport(owner: Me, productId: string): Promise<string> {
  const messages = [
    { role: "user", content: resultBrief("validate-ux", request) },
    ...resultMarkdownParts("validate-ux", request, report).map((content) => ({ role: "assistant", content })),
  ];
  const saved = await call("POST", "/api/conversations", {
    cookie: owner.cookie,
    body: { tool: "validate-ux", productId, messages, responses: [report] },
  });
  return savedId(saved);
}

/** The report's versions as D1 holds them, to prove a refused question kept nothing. */
const versionsOf = async (id: string) =>
  (await env.DB.prepare("SELECT number, response, parts FROM result_versions WHERE conversation_id = ? ORDER BY number").bind(id).all())
    .results;

describe("a product's items through the paths the matrices do not walk", () => {
  let t: Team & { report: string };
  beforeAll(async () => {
    const made = await team("attack");
    t = { ...made, report: await savedReport(made.people.owner, made.product.id) };
    await savedId(await saveItem(made.people.owner, { productId: made.product.id, messages: [{ role: "user", content: "x" }] }));
  });

  it("keeps a persona answer in a report of the product for its owner only; a member is told what their role allows", async () => {
    const got: Partial<Record<Caller, Outcome>> = {};
    for (const caller of MATRIX_ORDER) {
      const before = await versionsOf(t.report);
      const response = await call("POST", "/api/functions/ask-persona", {
        cookie: t.people[caller].cookie,
        body: { ...validAskPersona, question: `What did the ${caller} expect?`, keep: { conversationId: t.report, version: 1, result: 0 } },
      });
      got[caller] = await outcomeOf(response);
      if (caller !== "owner") expect(await versionsOf(t.report)).toEqual(before);
    }
    // Keeping an answer writes into the owner's report like continuing the owner's chat: the owner's alone.
    expect(got).toEqual(byRole<Outcome>(200, "403 ownerOnly", "403 editorOnly", "403 editorOnly", 404));
  });
});
