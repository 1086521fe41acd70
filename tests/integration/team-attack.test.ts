import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ValidateUxResponse } from "../../shared/contracts/validate-ux";
import { resultBrief, resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { call } from "./auth-helpers";
import { validAskPersona } from "./fuzz-routes";
import { commented, commentsOn, postComment, postReply } from "./comment-helpers";
import { createProduct, saveItem, savedId, type Me } from "./product-helpers";
import { byRole, MATRIX_ORDER, team, roleOutcomeOf, type Caller, type RoleOutcome } from "./product-member-helpers";

/**
 * Paths into a product's items that the route matrices do not walk (docs/product.md#members-and-roles),
 * tried as each kind of caller: a member without the right is told so (403, what their role
 * allows), a removed member or a stranger gets the 404 of an unknown id, and nothing changes.
 */

type Team = Awaited<ReturnType<typeof team>>;
type Outcome = RoleOutcome;

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
      got[caller] = await roleOutcomeOf(response);
      if (caller !== "owner") expect(await versionsOf(t.report)).toEqual(before);
    }
    // Keeping an answer writes into the owner's report like continuing the owner's chat: the owner's alone.
    expect(got).toEqual(byRole<Outcome>(200, "403 ownerOnly", "403 editorOnly", "403 editorOnly", 404));
  });
});

describe("a member of one product reaching into another product of the same owner", () => {
  it("gets the 404 of an unknown id on every path into the other product's items, and nothing changes", async () => {
    const t = await team("cross");
    const { owner, editor } = t.people;
    const other = await createProduct(owner, { name: "Not theirs", idea: "Private" });
    const theirs = await savedReport(owner, other.id);
    const comment = await commented(owner, theirs);
    const before = await versionsOf(theirs);
    const tries: [string, () => Promise<Response>][] = [
      ["read the item", () => call("GET", `/api/conversations/${theirs}`, { cookie: editor.cookie })],
      ["read a version", () => call("GET", `/api/conversations/${theirs}/versions/1`, { cookie: editor.cookie })],
      ["read its comments", () => call("GET", `/api/conversations/${theirs}/comments`, { cookie: editor.cookie })],
      ["comment", () => postComment(editor, theirs)],
      ["reply", () => postReply(editor, comment.id)],
      ["resolve", () => call("POST", `/api/comments/${comment.id}/resolve`, { cookie: editor.cookie })],
      [
        "restore",
        () => call("POST", `/api/conversations/${theirs}/versions`, { cookie: editor.cookie, body: { note: "Restored from Version 1" } }),
      ],
      ["rename", () => call("PATCH", `/api/conversations/${theirs}`, { cookie: editor.cookie, body: { title: "Mine now" } })],
      [
        "keep a persona answer",
        () =>
          call("POST", "/api/functions/ask-persona", {
            cookie: editor.cookie,
            body: { ...validAskPersona, keep: { conversationId: theirs, version: 1, result: 0 } },
          }),
      ],
      [
        "write a case study from it, in their own product",
        () =>
          call("POST", "/api/functions/case-study-generator", {
            cookie: editor.cookie,
            body: { projectDescription: "Our tool library", productId: t.product.id, sourceConversationIds: [theirs] },
          }),
      ],
      ["save into it", () => saveItem(editor, { productId: other.id, messages: [{ role: "user", content: "In" }] })],
      ["edit its brief", () => call("PATCH", `/api/products/${other.id}`, { cookie: editor.cookie, body: { notes: "Mine" } })],
      ["list its members", () => call("GET", `/api/products/${other.id}/members`, { cookie: editor.cookie })],
    ];
    const got: Record<string, number> = {};
    for (const [what, send] of tries) {
      const response = await send();
      got[what] = response.status;
      await response.body?.cancel();
    }
    expect(got).toEqual(Object.fromEntries(tries.map(([what]) => [what, 404])));
    expect(await versionsOf(theirs)).toEqual(before);
    expect((await commentsOn(owner, theirs)).map((c) => ({ resolvedAt: c.resolvedAt, replies: c.replies.length }))).toEqual([
      { resolvedAt: null, replies: 0 },
    ]);
  });
});
