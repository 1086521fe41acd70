import { beforeAll, describe, expect, it } from "vitest";
import { shareCopyRoutes } from "../../workers/api/share-copy";
import { sharedScreenRoutes } from "../../workers/api/shared-screens";
import { sharedVersionRoutes } from "../../workers/api/shared-versions";
import { uploadRoutes } from "../../workers/api/uploads";
import { call } from "./auth-helpers";
import { createProduct, saveItem, savedId, type Me } from "./product-helpers";
import { byRole, CALLERS, MATRIX_ORDER, team, roleOutcomeOf, type Caller, type RoleOutcome } from "./product-member-helpers";
import { PNG_1X1, upload } from "./upload-helpers";

/**
 * A product's screenshots and its share links × every kind of caller
 * (docs/product.md#members-and-roles). The screenshots in R2 are the owner's private uploads:
 * a member is told only the owner may (403), a removed member and a stranger get the 404 of an
 * unknown upload. A share link is the owner's decision to show an item to anyone who has it, so
 * it answers everyone alike. Exports and print views are covered with the product's other
 * owner-only parts and in the browser (tests/e2e/product-pages-access.test.ts). A route added to
 * these routers without a row here fails the last test.
 */

type Team = Awaited<ReturnType<typeof team>>;
type Outcome = RoleOutcome;
type Shared = { item: string; screen: string; doomed: string; shareId: string };
const outcomes = byRole<Outcome>;
type Row = { route: string; expected: Record<Caller, Outcome>; run: (me: Me, t: Team & { shared: Shared }) => Promise<Outcome> };

const ownerOnly = (ok: number) => outcomes(ok, "403 ownerOnly", "403 ownerOnly", "403 ownerOnly", 404);
/** A share link answers whoever has it, signed in or not, member or not. */
const anyoneWithTheLink = (ok: number) => outcomes(ok, ok, ok, ok, ok);

/** Whether the owner's screenshot is still there, as the owner reads it. */
async function screenKept(owner: Me, key: string): Promise<boolean> {
  const response = await call("GET", `/api/uploads/${key}`, { cookie: owner.cookie });
  await response.arrayBuffer();
  return response.status === 200;
}

const ROWS: Row[] = [
  {
    route: "POST /api/uploads",
    // Everyone stores screens of their own, under their own prefix and storage.
    expected: outcomes(201, 201, 201, 201, 201),
    run: async (me) => roleOutcomeOf(await upload(me.cookie, PNG_1X1)),
  },
  {
    route: "GET /api/uploads/:key",
    expected: ownerOnly(200),
    run: async (me, t) => {
      const response = await call("GET", `/api/uploads/${t.shared.screen}`, { cookie: me.cookie });
      if (response.status === 200) expect(response.headers.get("content-type")).toBe("image/png");
      return roleOutcomeOf(response);
    },
  },
  {
    route: "DELETE /api/uploads/:key",
    expected: ownerOnly(204),
    run: async (me, t) => {
      const outcome = await roleOutcomeOf(await call("DELETE", `/api/uploads/${t.shared.doomed}`, { cookie: me.cookie }));
      // A refusal leaves the owner's screenshot where it was.
      if (outcome !== 204) expect(await screenKept(t.people.owner, t.shared.doomed)).toBe(true);
      return outcome;
    },
  },
  {
    route: "GET /api/shares/:shareId/uploads/:key",
    expected: anyoneWithTheLink(200),
    run: async (me, t) =>
      roleOutcomeOf(await call("GET", `/api/shares/${t.shared.shareId}/uploads/${t.shared.screen}`, { cookie: me.cookie })),
  },
  {
    route: "GET /api/shares/:shareId/versions/:number",
    expected: anyoneWithTheLink(200),
    run: async (me, t) => roleOutcomeOf(await call("GET", `/api/shares/${t.shared.shareId}/versions/1`, { cookie: me.cookie })),
  },
  {
    route: "POST /api/shares/:shareId/copy",
    // Into the caller's own account: nothing of the product changes.
    expected: anyoneWithTheLink(201),
    run: async (me, t) => roleOutcomeOf(await call("POST", `/api/shares/${t.shared.shareId}/copy`, { cookie: me.cookie })),
  },
];

async function uploaded(owner: Me): Promise<string> {
  const response = await upload(owner.cookie, PNG_1X1);
  expect(response.status).toBe(201);
  return ((await response.json()) as { upload: { key: string } }).upload.key;
}

describe("a product's screenshots and share links × every caller", () => {
  let t: Team & { shared: Shared };
  beforeAll(async () => {
    const made = await team("uploads");
    const owner = made.people.owner;
    const screen = await uploaded(owner);
    const doomed = await uploaded(owner);
    const report = `# Report\n\n## Screens\n\n![Screen 1](/api/uploads/${screen})\n\n![Screen 2](/api/uploads/${doomed})\n\nFindings.`;
    const item = await savedId(
      await saveItem(owner, {
        productId: made.product.id,
        tool: "validate-ux",
        messages: [
          { role: "user", content: "Check the checkout" },
          { role: "assistant", content: report },
        ],
      }),
    );
    const shared = await call("POST", `/api/conversations/${item}/share`, { cookie: owner.cookie, body: { includeScreens: true } });
    expect(shared.status).toBe(200);
    const { shareId } = (await shared.json()) as { shareId: string };
    t = { ...made, shared: { item, screen, doomed, shareId } };
  });

  for (const row of ROWS) {
    it(row.route, async () => {
      const got: Partial<Record<Caller, Outcome>> = {};
      for (const caller of MATRIX_ORDER) got[caller] = await row.run(t.people[caller], t);
      expect(got).toEqual(row.expected);
    });
  }

  it("answers a member the same 404 as anyone for an upload that is not the product owner's, or not an upload at all", async () => {
    const editor = t.people.editor;
    // Another member's screen, and one of someone who owns a product the editor is not in.
    const viewersScreen = await uploaded(t.people.viewer);
    await createProduct(t.people.stranger, { name: "Theirs", idea: "x" });
    const strangersScreen = await uploaded(t.people.stranger);
    for (const key of [viewersScreen, strangersScreen, "abcdefghijklmnopqrstuvwxyz234567", "not-a-key"]) {
      expect(await roleOutcomeOf(await call("GET", `/api/uploads/${key}`, { cookie: editor.cookie }))).toBe(404);
      expect(await roleOutcomeOf(await call("DELETE", `/api/uploads/${key}`, { cookie: editor.cookie }))).toBe(404);
    }
    expect(await screenKept(t.people.stranger, strangersScreen)).toBe(true);
    expect(await screenKept(t.people.viewer, viewersScreen)).toBe(true);
  });

  it("has a row for every route of the upload and share routers", () => {
    const mounted = [
      ...uploadRoutes.routes.map((route) => `${route.method} /api/uploads${route.path === "/" ? "" : route.path}`),
      ...[...sharedScreenRoutes.routes, ...shareCopyRoutes.routes, ...sharedVersionRoutes.routes].map(
        (route) => `${route.method} /api/shares${route.path}`,
      ),
    ];
    expect(new Set(mounted)).toEqual(new Set(ROWS.map((row) => row.route)));
    expect(CALLERS.every((caller) => MATRIX_ORDER.includes(caller))).toBe(true);
  });
});
