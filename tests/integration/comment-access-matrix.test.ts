import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { notificationListSchema, type CommentDto } from "../../shared/contracts/comments";
import { commentRoutes } from "../../workers/api/comments";
import { call } from "./auth-helpers";
import { commented, itemIn, postComment, postReply, replied } from "./comment-helpers";
import type { Me } from "./product-helpers";
import { byRole, CALLERS, MATRIX_ORDER, team, type Caller } from "./product-member-helpers";

/**
 * Every comment and notification route × every kind of caller (docs/product.md#members-and-roles):
 * a stranger and a removed member get the ordinary 404, a viewer 403, and a route added to the
 * comment router without a row here fails the last test.
 */

type Team = Awaited<ReturnType<typeof team>> & {
  item: string;
  /** The owner's comment every caller acts on, unless they act on their own. */
  shared: CommentDto;
  /** Each caller's own comment where they could write one (owner, editor, commenter), for edit and delete. */
  own: Partial<Record<Caller, CommentDto>>;
};
type Outcome = number | "listed" | "not listed";
const outcomes = byRole<Outcome>;
type Row = { route: string; expected: Record<Caller, Outcome>; run: (me: Me, caller: Caller, t: Team) => Promise<Outcome> };

/** The item's comments as D1 holds them, to prove a refused request changed nothing. */
async function commentSnapshot(itemId: string) {
  const rows = await env.DB.prepare(
    "SELECT id, body, edited_at, resolved_at, (SELECT count(*) FROM comment_mentions WHERE comment_id = comments.id) AS mentions FROM comments WHERE conversation_id = ? ORDER BY seq",
  )
    .bind(itemId)
    .all();
  return rows.results;
}

async function unchangedUnlessAllowed(itemId: string, send: () => Promise<Response>): Promise<number> {
  const before = await commentSnapshot(itemId);
  const response = await send();
  if (response.status >= 300) expect(await commentSnapshot(itemId)).toEqual(before);
  return response.status;
}

/** The caller's own comment when they have one, else the shared one. */
const targetOf = (caller: Caller, t: Team) => (t.own[caller] ?? t.shared).id;

const ROWS: Row[] = [
  {
    route: "GET /api/conversations/:id/comments",
    expected: outcomes(200, 200, 200, 200, 404),
    run: async (me, _caller, t) => (await call("GET", `/api/conversations/${t.item}/comments`, { cookie: me.cookie })).status,
  },
  {
    route: "POST /api/conversations/:id/comments",
    expected: outcomes(201, 201, 201, 403, 404),
    run: (me, _caller, t) => unchangedUnlessAllowed(t.item, () => postComment(me, t.item)),
  },
  {
    route: "POST /api/comments/:id/replies",
    expected: outcomes(201, 201, 201, 403, 404),
    run: (me, _caller, t) => unchangedUnlessAllowed(t.item, () => postReply(me, t.shared.id)),
  },
  {
    route: "PATCH /api/comments/:id",
    expected: outcomes(200, 200, 200, 403, 404),
    run: (me, caller, t) =>
      unchangedUnlessAllowed(t.item, () =>
        call("PATCH", `/api/comments/${targetOf(caller, t)}`, { cookie: me.cookie, body: { body: `Edited by the ${caller}` } }),
      ),
  },
  {
    route: "POST /api/comments/:id/resolve",
    expected: outcomes(200, 200, 200, 403, 404),
    run: (me, _caller, t) =>
      unchangedUnlessAllowed(t.item, () => call("POST", `/api/comments/${t.shared.id}/resolve`, { cookie: me.cookie })),
  },
  {
    route: "POST /api/comments/:id/reopen",
    expected: outcomes(200, 200, 200, 403, 404),
    run: (me, _caller, t) =>
      unchangedUnlessAllowed(t.item, () => call("POST", `/api/comments/${t.shared.id}/reopen`, { cookie: me.cookie })),
  },
  {
    route: "GET /api/notifications",
    // Everyone was notified about the product; only those still in it see it.
    expected: outcomes("listed", "listed", "listed", "listed", "not listed"),
    run: async (me, _caller, t) => {
      const response = await call("GET", "/api/notifications", { cookie: me.cookie });
      expect(response.status).toBe(200);
      const { notifications } = notificationListSchema.parse(await response.json());
      return notifications.some((note) => note.productId === t.product.id) ? "listed" : "not listed";
    },
  },
  {
    route: "POST /api/notifications/read",
    // One's own list: everyone may mark theirs read, and nobody else's.
    expected: outcomes(200, 200, 200, 200, 200),
    run: async (me) => (await call("POST", "/api/notifications/read", { cookie: me.cookie, body: {} })).status,
  },
  {
    route: "DELETE /api/comments/:id",
    expected: outcomes(204, 204, 204, 403, 404),
    run: (me, caller, t) =>
      unchangedUnlessAllowed(t.item, () => call("DELETE", `/api/comments/${targetOf(caller, t)}`, { cookie: me.cookie })),
  },
];

describe("comment access matrix", () => {
  let t: Team;
  beforeAll(async () => {
    const made = await team("comment-matrix");
    const { owner, editor, commenter, viewer, removed, stranger } = made.people;
    const item = await itemIn(owner, made.product.id);
    const shared = await commented(owner, item, { mentions: [editor.user.id, commenter.user.id, viewer.user.id] });
    await replied(editor, shared.id);
    // As if the removed member and the stranger had been notified: neither may read it now.
    for (const outsider of [removed, stranger]) {
      await env.DB.prepare(
        "INSERT INTO notifications (id, user_id, kind, comment_id, actor_id, created_at) VALUES (?, ?, 'mention', ?, ?, ?)",
      )
        .bind(crypto.randomUUID(), outsider.user.id, shared.id, owner.user.id, Date.now())
        .run();
    }
    const own: Team["own"] = {};
    for (const caller of ["owner", "editor", "commenter"] as const) own[caller] = await commented(made.people[caller], item);
    t = { ...made, item, shared, own };
  });

  for (const row of ROWS) {
    it(row.route, async () => {
      const got: Partial<Record<Caller, Outcome>> = {};
      for (const caller of MATRIX_ORDER) got[caller] = await row.run(t.people[caller], caller, t);
      expect(got).toEqual(row.expected);
    });
  }

  it("has a row for every route of the comment router", () => {
    const mounted = commentRoutes.routes.map((route) => `${route.method} /api${route.path}`);
    expect(new Set(mounted)).toEqual(new Set(ROWS.map((row) => row.route)));
    expect(CALLERS.every((caller) => MATRIX_ORDER.includes(caller))).toBe(true);
  });
});
