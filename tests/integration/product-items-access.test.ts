import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { conversationListResponseSchema, conversationResponseSchema } from "../../shared/contracts/conversations";
import { productDetailResponseSchema } from "../../shared/contracts/products";
import { resultBrief, resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { conversationRoutes } from "../../workers/api/conversations";
import { resultVersionRoutes } from "../../workers/api/result-versions";
import { call } from "./auth-helpers";
import { createProduct, saveItem, savedId, type Me } from "./product-helpers";
import { byRole, CALLERS, MATRIX_ORDER, team, roleOutcomeOf, type Caller, type RoleOutcome } from "./product-member-helpers";
import { storedConversation } from "./stored-result";

/**
 * A product's saved items × every kind of caller (docs/product.md#members-and-roles): every member
 * reads them, the owner and its editors work on them (refine, hand edit, restore, rename, new items
 * saved into the product), only the owner moves, shares, deletes them or continues the owner's
 * chat, and a removed member or a stranger gets the 404 of an unknown id. A refusal names what the
 * member's role allows; a refused write changes nothing. A route added to the conversation routers
 * without a row here fails the last test.
 */

type Team = Awaited<ReturnType<typeof team>>;
type Items = { result: string; chat: string; outside: string; doomed: string; response: unknown; request: Record<string, unknown> };
/** What the route answered (RoleOutcome); "listed" for a list that holds the item. */
type Outcome = RoleOutcome | "listed" | "not listed";
const outcomes = byRole<Outcome>;
type Row = {
  route: string;
  /** What the row tries, when a route has more than one row. */
  case?: string;
  expected: Record<Caller, Outcome>;
  run: (me: Me, t: Team & { items: Items }) => Promise<Outcome>;
};

/** Members may read; the owner and editors may edit, and a commenter or viewer is told they cannot. */
const edit = (ok: number) => outcomes(ok, ok, "403 editorOnly", "403 editorOnly", 404);
/** Continuing the owner's chat stays the owner's; a commenter or viewer hears they cannot edit at all. */
const ownersChat = (ok: number) => outcomes(ok, "403 ownerOnly", "403 editorOnly", "403 editorOnly", 404);
const ownerOnly = (ok: number) => outcomes(ok, "403 ownerOnly", "403 ownerOnly", "403 ownerOnly", 404);
const read = outcomes(200, 200, 200, 200, 404);

/** The item as D1 holds it: its row, messages and versions, to prove a refused write changed nothing. */
async function itemSnapshot(id: string) {
  const row = await env.DB.prepare("SELECT title, product_id, share_id, updated_at FROM conversations WHERE id = ?").bind(id).first();
  return { row, ...(await storedConversation(id)) };
}

async function unchangedUnlessAllowed(id: string, send: () => Promise<Response>): Promise<Outcome> {
  const before = await itemSnapshot(id);
  const response = await send();
  if (response.status >= 300) expect(await itemSnapshot(id)).toEqual(before);
  return roleOutcomeOf(response);
}

const ROWS: Row[] = [
  {
    route: "GET /api/conversations",
    // History and search are the caller's own items only, members included.
    expected: outcomes("listed", "not listed", "not listed", "not listed", "not listed"),
    run: async (me, t) => {
      const listed = async (query: string) => {
        const response = await call("GET", `/api/conversations${query}`, { cookie: me.cookie });
        expect(response.status).toBe(200);
        return conversationListResponseSchema.parse(await response.json()).conversations.some((item) => item.id === t.items.result);
      };
      const found = [await listed(""), await listed("?q=Neighbours"), await listed("?kind=generate-visual-flow")];
      expect(new Set(found).size).toBe(1);
      return found[0] ? "listed" : "not listed";
    },
  },
  {
    route: "POST /api/conversations",
    case: "save into the product",
    expected: edit(201),
    run: async (me, t) =>
      roleOutcomeOf(await saveItem(me, { productId: t.product.id, messages: [{ role: "user", content: "Into their product" }] })),
  },
  {
    route: "POST /api/conversations",
    case: "save outside any product",
    expected: outcomes(201, 201, 201, 201, 201),
    run: async (me) => roleOutcomeOf(await saveItem(me, { messages: [{ role: "user", content: "My own" }] })),
  },
  {
    route: "GET /api/conversations/:id",
    expected: read,
    run: async (me, t) => {
      const response = await call("GET", `/api/conversations/${t.items.result}`, { cookie: me.cookie });
      if (response.status !== 200) return roleOutcomeOf(response);
      const { conversation } = conversationResponseSchema.parse(await response.json());
      const caller = (Object.keys(t.people) as Caller[]).find((name) => t.people[name] === me);
      expect(conversation).toMatchObject({ id: t.items.result, role: caller, productName: t.product.name, productId: t.product.id });
      expect(conversation.latestVersion?.parts.length).toBeGreaterThan(0);
      return 200;
    },
  },
  {
    route: "GET /api/conversations/:id",
    case: "a chat in the product",
    expected: read,
    run: async (me, t) => {
      const response = await call("GET", `/api/conversations/${t.items.chat}`, { cookie: me.cookie });
      if (response.status !== 200) return roleOutcomeOf(response);
      const { conversation } = conversationResponseSchema.parse(await response.json());
      expect(conversation.messages.map((m) => m.content)).toEqual(["Who would borrow a ladder?", "Renters first."]);
      return 200;
    },
  },
  {
    route: "GET /api/conversations/:id",
    case: "the owner's item outside the product",
    expected: outcomes(200, 404, 404, 404, 404),
    run: async (me, t) => roleOutcomeOf(await call("GET", `/api/conversations/${t.items.outside}`, { cookie: me.cookie })),
  },
  {
    route: "GET /api/conversations/:id/versions/:number",
    expected: read,
    run: async (me, t) => roleOutcomeOf(await call("GET", `/api/conversations/${t.items.result}/versions/1`, { cookie: me.cookie })),
  },
  {
    route: "PATCH /api/conversations/:id",
    case: "rename",
    expected: edit(200),
    run: (me, t) =>
      unchangedUnlessAllowed(t.items.result, () =>
        call("PATCH", `/api/conversations/${t.items.result}`, { cookie: me.cookie, body: { title: "Renamed" } }),
      ),
  },
  {
    route: "PATCH /api/conversations/:id",
    case: "move into a product of the caller's own",
    expected: ownerOnly(200),
    run: async (me, t) => {
      const own = await createProduct(me, { name: "Mine", idea: "x" });
      const moved = await unchangedUnlessAllowed(t.items.result, () =>
        call("PATCH", `/api/conversations/${t.items.result}`, { cookie: me.cookie, body: { productId: own.id } }),
      );
      // The owner may; the item goes back into the team's product for the rows after.
      if (moved === 200) {
        const back = await call("PATCH", `/api/conversations/${t.items.result}`, { cookie: me.cookie, body: { productId: t.product.id } });
        expect(back.status).toBe(200);
      }
      return moved;
    },
  },
  {
    route: "PATCH /api/conversations/:id",
    case: "move out of the product",
    expected: ownerOnly(200),
    run: async (me, t) => {
      const moved = await unchangedUnlessAllowed(t.items.chat, () =>
        call("PATCH", `/api/conversations/${t.items.chat}`, { cookie: me.cookie, body: { productId: null } }),
      );
      if (moved === 200) {
        const back = await call("PATCH", `/api/conversations/${t.items.chat}`, { cookie: me.cookie, body: { productId: t.product.id } });
        expect(back.status).toBe(200);
      }
      return moved;
    },
  },
  {
    route: "POST /api/conversations/:id/versions",
    expected: edit(201),
    run: (me, t) =>
      unchangedUnlessAllowed(t.items.result, () =>
        call("POST", `/api/conversations/${t.items.result}/versions`, { cookie: me.cookie, body: { note: "Restored from Version 1" } }),
      ),
  },
  {
    route: "POST /api/conversations/:id/share",
    expected: ownerOnly(200),
    run: (me, t) =>
      unchangedUnlessAllowed(t.items.result, () => call("POST", `/api/conversations/${t.items.result}/share`, { cookie: me.cookie })),
  },
  {
    route: "DELETE /api/conversations/:id/share",
    expected: ownerOnly(204),
    run: (me, t) =>
      unchangedUnlessAllowed(t.items.result, () => call("DELETE", `/api/conversations/${t.items.result}/share`, { cookie: me.cookie })),
  },
  {
    route: "POST /api/chat/completions",
    case: "continue a chat of the product",
    expected: ownersChat(200),
    run: (me, t) =>
      unchangedUnlessAllowed(t.items.chat, () =>
        call("POST", "/api/chat/completions", {
          cookie: me.cookie,
          body: { conversationId: t.items.chat, messages: [{ role: "user", content: "And owners?" }] },
        }),
      ),
  },
  {
    route: "POST /api/functions/:name",
    case: "refine a result of the product",
    expected: edit(200),
    run: (me, t) =>
      unchangedUnlessAllowed(t.items.result, () =>
        call("POST", "/api/functions/generate-visual-flow", {
          cookie: me.cookie,
          body: { ...t.items.request, previous: t.items.response, instruction: "Add a referral step", conversationId: t.items.result },
        }),
      ),
  },
  {
    route: "POST /api/chat/completions",
    case: "chat in the product",
    expected: edit(200),
    run: async (me, t) =>
      roleOutcomeOf(
        await call("POST", "/api/chat/completions", {
          cookie: me.cookie,
          body: { productId: t.product.id, messages: [{ role: "user", content: "Who lends a ladder?" }] },
        }),
      ),
  },
  {
    route: "POST /api/functions/:name",
    case: "run a tool in the product",
    expected: edit(200),
    run: async (me, t) =>
      roleOutcomeOf(
        await call("POST", "/api/functions/generate-visual-flow", {
          cookie: me.cookie,
          body: { ...t.items.request, productId: t.product.id },
        }),
      ),
  },
  {
    route: "DELETE /api/conversations/:id",
    expected: ownerOnly(204),
    run: (me, t) =>
      unchangedUnlessAllowed(t.items.doomed, () => call("DELETE", `/api/conversations/${t.items.doomed}`, { cookie: me.cookie })),
  },
];

/** A visual flow run by the owner and saved into the product, as the tool's Save does. */
async function savedFlow(owner: Me, productId: string) {
  const request = { appIdea: "Neighbours lend each other garden tools" };
  const ran = await call("POST", "/api/functions/generate-visual-flow", { cookie: owner.cookie, body: request });
  expect(ran.status).toBe(200);
  const response = (await ran.json()) as never;
  const parsed = toolContracts["generate-visual-flow"].request.parse(request);
  const messages = [
    { role: "user", content: resultBrief("generate-visual-flow", parsed) },
    ...resultMarkdownParts("generate-visual-flow", parsed, response).map((content) => ({ role: "assistant", content })),
  ];
  const id = await savedId(await saveItem(owner, { productId, tool: "generate-visual-flow", messages }));
  return { id, response, request };
}

describe("a product's items × every caller", () => {
  let t: Team & { items: Items };
  beforeAll(async () => {
    const made = await team("items");
    const owner = made.people.owner;
    const flow = await savedFlow(owner, made.product.id);
    const chatMessages = [
      { role: "user", content: "Who would borrow a ladder?" },
      { role: "assistant", content: "Renters first." },
    ];
    t = {
      ...made,
      items: {
        result: flow.id,
        response: flow.response,
        request: flow.request,
        chat: await savedId(await saveItem(owner, { productId: made.product.id, messages: chatMessages })),
        outside: await savedId(await saveItem(owner, { messages: [{ role: "user", content: "Private notes" }] })),
        doomed: await savedId(await saveItem(owner, { productId: made.product.id, messages: [{ role: "user", content: "To delete" }] })),
      },
    };
  });

  for (const row of ROWS) {
    it(row.case ? `${row.route}: ${row.case}` : row.route, async () => {
      const got: Partial<Record<Caller, Outcome>> = {};
      for (const caller of MATRIX_ORDER) got[caller] = await row.run(t.people[caller], t);
      expect(got).toEqual(row.expected);
    });
  }

  it("reads an item through its owner's product only, never through a product of someone else it claims to be in", async () => {
    // A row no route writes (items only move into their owner's products), made in D1 to prove the read checks it.
    const stranger = t.people.stranger;
    const theirs = await createProduct(stranger, { name: "Theirs", idea: "x" });
    const planted = await savedId(await saveItem(t.people.owner, { messages: [{ role: "user", content: "Planted" }] }));
    await env.DB.prepare("UPDATE conversations SET product_id = ? WHERE id = ?").bind(theirs.id, planted).run();
    expect((await call("GET", `/api/conversations/${planted}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call("GET", `/api/conversations/${planted}/versions/1`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("shows a member neither the owner's share link nor the owner's private screenshots; the owner sees both", async () => {
    const owner = t.people.owner;
    const report = "# Report\n\n## Screens\n\n![Screen 1](/api/uploads/abcdefghijklmnopqrstuvwxyz234567)\n\nFindings.";
    const id = await savedId(
      await saveItem(owner, {
        productId: t.product.id,
        tool: "validate-ux",
        messages: [
          { role: "user", content: "Check the checkout" },
          { role: "assistant", content: report },
        ],
      }),
    );
    expect((await call("POST", `/api/conversations/${id}/share`, { cookie: owner.cookie })).status).toBe(200);
    const opened = async (me: Me) => {
      const { conversation } = conversationResponseSchema.parse(
        await (await call("GET", `/api/conversations/${id}`, { cookie: me.cookie })).json(),
      );
      const version = (await (await call("GET", `/api/conversations/${id}/versions/1`, { cookie: me.cookie })).json()) as {
        version: { parts: string[] };
      };
      return {
        shareId: conversation.shareId,
        shared: conversation.shared,
        latest: conversation.latestVersion?.parts,
        first: version.version.parts,
      };
    };
    const theirs = await opened(owner);
    expect(theirs).toEqual({ shareId: expect.any(String), shared: true, latest: [report], first: [report] });
    // The share page's rule: the screenshots and their heading go, the findings stay.
    const withoutScreens = ["# Report\n\n\nFindings."];
    for (const caller of ["editor", "viewer"] as const)
      expect(await opened(t.people[caller])).toEqual({ shareId: null, shared: false, latest: withoutScreens, first: withoutScreens });
  });

  it("does not show them through the product's timeline either (GET /api/products/:id)", async () => {
    const owner = t.people.owner;
    const report = "# Report\n\n## Screens\n\n![Screen 1](/api/uploads/bcdefghijklmnopqrstuvwxyz2345672)\n\nTimeline findings.";
    const id = await savedId(
      await saveItem(owner, {
        productId: t.product.id,
        tool: "validate-ux",
        messages: [
          { role: "user", content: "Check the sign-up" },
          { role: "assistant", content: report },
        ],
      }),
    );
    expect((await call("POST", `/api/conversations/${id}/share`, { cookie: owner.cookie })).status).toBe(200);
    const listed = async (me: Me) => {
      const { items } = productDetailResponseSchema.parse(
        await (await call("GET", `/api/products/${t.product.id}`, { cookie: me.cookie })).json(),
      );
      const item = items.find((entry) => entry.id === id)!;
      return { shared: item.shared, latest: item.latest };
    };
    expect(await listed(owner)).toEqual({ shared: true, latest: report });
    for (const caller of ["editor", "viewer"] as const)
      expect(await listed(t.people[caller])).toEqual({ shared: false, latest: "# Report\n\n\nTimeline findings." });
  });

  it("has a row for every route of the conversation routers", () => {
    const mounted = [...conversationRoutes.routes, ...resultVersionRoutes.routes].map(
      (route) => `${route.method} /api/conversations${route.path === "/" ? "" : route.path}`,
    );
    const covered = ROWS.map((row) => row.route).filter((route) => route.startsWith("/api/conversations", route.indexOf(" ") + 1));
    expect(new Set(mounted)).toEqual(new Set(covered));
    expect(CALLERS.every((caller) => MATRIX_ORDER.includes(caller))).toBe(true);
  });
});
