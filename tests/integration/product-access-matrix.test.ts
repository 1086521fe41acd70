import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { productListResponseSchema } from "../../shared/contracts/products";
import { inviteRoutes, productMemberRoutes } from "../../workers/api/product-members";
import { productRoomRoutes } from "../../workers/api/product-room";
import { productRoutes } from "../../workers/api/products";
import { call, ORIGIN } from "./auth-helpers";
import { productSnapshot, type Me } from "./product-helpers";
import { byRole, CALLERS, invite, MATRIX_ORDER, team, type Caller, type InviteMade } from "./product-member-helpers";

/**
 * Every product and member route × every kind of caller (docs/product.md#members-and-roles): the
 * owner, each member role, a removed member, a stranger. A stranger and a removed member get the
 * ordinary 404; a member without the right 403; a route added to these routers without a row here
 * fails the last test.
 */

type Team = Awaited<ReturnType<typeof team>>;
type Outcome = number | "listed" | "not listed";
const outcomes = byRole<Outcome>;
type Row = {
  route: string;
  /** What each caller gets. Rows run in order, each caller in MATRIX_ORDER, so a destructive owner call comes last. */
  expected: Record<Caller, Outcome>;
  run: (me: Me, caller: Caller, t: Team & { invite: InviteMade; open: InviteMade; refused: InviteMade }) => Promise<Outcome>;
};

/** A refused request must leave the product as it was. */
async function unchangedUnlessAllowed(productId: string, send: () => Promise<Response>): Promise<number> {
  const before = await productSnapshot(productId);
  const response = await send();
  if (response.status >= 300) expect(await productSnapshot(productId)).toEqual(before);
  return response.status;
}

const ROWS: Row[] = [
  {
    route: "POST /api/products",
    expected: outcomes(201, 201, 201, 201, 201),
    run: async (me) => (await call("POST", "/api/products", { cookie: me.cookie, body: { name: "Their own", idea: "x" } })).status,
  },
  {
    route: "GET /api/products",
    expected: outcomes("listed", "listed", "listed", "listed", "not listed"),
    run: async (me, _caller, t) => {
      const response = await call("GET", "/api/products", { cookie: me.cookie });
      expect(response.status).toBe(200);
      const { products } = productListResponseSchema.parse(await response.json());
      return products.some((product) => product.id === t.product.id) ? "listed" : "not listed";
    },
  },
  {
    route: "GET /api/products/:id",
    expected: outcomes(200, 200, 200, 200, 404),
    run: async (me, _caller, t) => (await call("GET", `/api/products/${t.product.id}`, { cookie: me.cookie })).status,
  },
  {
    route: "PATCH /api/products/:id",
    expected: outcomes(200, 200, 403, 403, 404),
    run: (me, caller, t) =>
      unchangedUnlessAllowed(t.product.id, () =>
        call("PATCH", `/api/products/${t.product.id}`, { cookie: me.cookie, body: { notes: `Edited by the ${caller}` } }),
      ),
  },
  {
    route: "GET /api/products/:id/members",
    expected: outcomes(200, 200, 200, 200, 404),
    run: async (me, _caller, t) => (await call("GET", `/api/products/${t.product.id}/members`, { cookie: me.cookie })).status,
  },
  {
    route: "GET /api/products/:id/room",
    // The room's WebSocket: any member is let in (101), everyone else gets the product's 404.
    expected: outcomes(101, 101, 101, 101, 404),
    run: async (me, _caller, t) => {
      const response = await exports.default.fetch(
        new Request(`${ORIGIN}/api/products/${t.product.id}/room`, {
          headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: me.cookie },
        }),
      );
      if (response.webSocket) {
        response.webSocket.accept();
        response.webSocket.close(1000, "checked");
      }
      return response.status;
    },
  },
  {
    route: "POST /api/products/:id/invites",
    expected: outcomes(201, 403, 403, 403, 404),
    run: async (me, _caller, t) =>
      (await call("POST", `/api/products/${t.product.id}/invites`, { cookie: me.cookie, body: { role: "editor" } })).status,
  },
  {
    route: "DELETE /api/products/:id/invites/:inviteId",
    expected: outcomes(204, 403, 403, 403, 404),
    run: async (me, _caller, t) =>
      (await call("DELETE", `/api/products/${t.product.id}/invites/${t.invite.id}`, { cookie: me.cookie })).status,
  },
  {
    route: "GET /api/invites/:token",
    // Anyone signed in may see what a link offers, except its product's owner.
    expected: outcomes(409, 200, 200, 200, 200),
    run: async (me, _caller, t) => (await call("GET", `/api/invites/${t.open.token}`, { cookie: me.cookie })).status,
  },
  {
    route: "POST /api/invites/accept",
    // The link is for the stranger's address only; the stranger joins, and is removed again for the rows after.
    expected: { owner: 409, editor: 403, commenter: 403, viewer: 403, removed: 403, stranger: 200 },
    run: async (me, caller, t) => {
      const status = (await call("POST", "/api/invites/accept", { cookie: me.cookie, body: { token: t.refused.token } })).status;
      if (caller === "stranger" && status === 200) {
        const owner = t.people.owner;
        expect((await call("DELETE", `/api/products/${t.product.id}/members/${me.user.id}`, { cookie: owner.cookie })).status).toBe(204);
      }
      return status;
    },
  },
  {
    route: "PATCH /api/products/:id/members/:userId",
    expected: outcomes(200, 403, 403, 403, 404),
    run: async (me, _caller, t) =>
      (
        await call("PATCH", `/api/products/${t.product.id}/members/${t.bystander.user.id}`, {
          cookie: me.cookie,
          body: { role: "commenter" },
        })
      ).status,
  },
  {
    route: "DELETE /api/products/:id/members/:userId",
    expected: outcomes(204, 403, 403, 403, 404),
    run: async (me, _caller, t) =>
      (await call("DELETE", `/api/products/${t.product.id}/members/${t.bystander.user.id}`, { cookie: me.cookie })).status,
  },
  {
    route: "DELETE /api/products/:id",
    expected: outcomes(204, 403, 403, 403, 404),
    run: (me, _caller, t) =>
      unchangedUnlessAllowed(t.product.id, () => call("DELETE", `/api/products/${t.product.id}`, { cookie: me.cookie })),
  },
];

describe("product access matrix", () => {
  let t: Team & { invite: InviteMade; open: InviteMade; refused: InviteMade };
  beforeAll(async () => {
    const made = await team("matrix");
    const owner = made.people.owner;
    t = {
      ...made,
      invite: await invite(owner, made.product.id, { role: "viewer" }),
      open: await invite(owner, made.product.id, { role: "commenter" }),
      refused: await invite(owner, made.product.id, { role: "viewer", email: made.people.stranger.email }),
    };
  });

  for (const row of ROWS) {
    it(row.route, async () => {
      const got: Partial<Record<Caller, Outcome>> = {};
      for (const caller of MATRIX_ORDER) got[caller] = await row.run(t.people[caller], caller, t);
      expect(got).toEqual(row.expected);
    });
  }

  it("has a row for every route of the product, member, room and invite routers", () => {
    const mounted = [
      ...productRoutes.routes.map((route) => `${route.method} /api/products${route.path === "/" ? "" : route.path}`),
      ...productMemberRoutes.routes.map((route) => `${route.method} /api/products${route.path}`),
      ...productRoomRoutes.routes.map((route) => `${route.method} /api/products${route.path}`),
      ...inviteRoutes.routes.map((route) => `${route.method} /api/invites${route.path}`),
    ];
    expect(new Set(mounted)).toEqual(new Set(ROWS.map((row) => row.route)));
    expect(CALLERS.every((caller) => MATRIX_ORDER.includes(caller))).toBe(true);
  });
});
