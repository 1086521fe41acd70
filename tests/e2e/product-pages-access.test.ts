import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { ROLE_MESSAGES } from "../../shared/contracts/product-members";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { screenshotAtWidths } from "./screenshots";
import { signInNewUser } from "./session";
import { apiAs, createProductAs, joinAs } from "./team-seeding";

/**
 * Every page that shows a product's content × every kind of caller
 * (docs/product.md#members-and-roles): the owner, each member role, a removed member, a stranger.
 * Members read the product and its items; printing (the PDF exports) and prototype tests are the
 * owner's, so a member gets 403 with the reason; a removed member and a stranger the ordinary 404,
 * showing nothing of the product. A page with an id added to app/routes.ts without a row here
 * (or a reason it holds no product content) fails the last test. Read with each context's own
 * requests: the status and the HTML are the server's answer.
 */

const CALLERS = ["owner", "editor", "commenter", "viewer", "removed", "stranger"] as const;
type Caller = (typeof CALLERS)[number];
const byRole = (owner: number, member: number, memberSees: number, outsiders: number): Record<Caller, number> => ({
  owner,
  editor: member,
  commenter: memberSees,
  viewer: memberSees,
  removed: outsiders,
  stranger: outsiders,
});
const read = byRole(200, 200, 200, 404);
const ownerOnly = byRole(200, 403, 403, 404);

type Seeded = { productId: string; itemId: string; shareId: string };
type Row = { page: string; expected: Record<Caller, number>; path: (s: Seeded) => string };

/** A product's secret that must never reach a page that refuses. */
const SECRET = "Owner's secret pricing: one dollar a month";

const ROWS: Row[] = [
  { page: "products/:productId", expected: read, path: (s) => `/products/${s.productId}` },
  { page: "conversation/:conversationId", expected: read, path: (s) => `/conversation/${s.itemId}` },
  { page: "products/:productId/print", expected: ownerOnly, path: (s) => `/products/${s.productId}/print` },
  { page: "conversation/:conversationId/print", expected: ownerOnly, path: (s) => `/conversation/${s.itemId}/print` },
  // No such test: the owner's 404; a member is refused before that is looked up, as the API refuses them.
  {
    page: "products/:productId/tests/:testId",
    expected: byRole(404, 403, 403, 404),
    path: (s) => `/products/${s.productId}/tests/no-such-test`,
  },
  // A share link is the owner's choice to show the item to anyone who has it.
  { page: "share/:shareId", expected: byRole(200, 200, 200, 200), path: (s) => `/share/${s.shareId}` },
];

/** Pages with an id that hold no product content, and where their access is tested instead. */
const NOT_PRODUCT_CONTENT: Record<string, string> = {
  "invite/:token": "an invite link's preview: tests/integration/product-access-matrix.test.ts (GET /api/invites/:token)",
  "features/:feature": "a public marketing page",
};

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
const contexts: Partial<Record<Caller, BrowserContext>> = {};
let seeded: Seeded;

beforeAll(async () => {
  browser = await launchBrowser();
  const ids: Partial<Record<Caller, string>> = {};
  for (const caller of CALLERS) {
    const context = await browser.newContext();
    await signInNewUser(context, `pages-${caller}`);
    contexts[caller] = context;
    const session = await (await context.request.get(`${baseUrl()}/api/auth/session`)).json();
    ids[caller] = (session as { user: { id: string } }).user.id;
  }
  const owner = contexts.owner!;
  const productId = await createProductAs(owner, { name: "Tool Library", idea: "Lending" });
  const { conversation } = await apiAs<{ conversation: { id: string } }>(
    owner,
    "post",
    "/api/conversations",
    {
      productId,
      tool: "monetization-strategy",
      messages: [
        { role: "user", content: "Pricing for a tool library" },
        { role: "assistant", content: `## Pricing\n\n${SECRET}` },
      ],
    },
    201,
  );
  const { shareId } = await apiAs<{ shareId: string }>(owner, "post", `/api/conversations/${conversation.id}/share`, undefined, 200);
  for (const role of ["editor", "commenter", "viewer", "removed"] as const) {
    await joinAs(owner, contexts[role]!, productId, role === "removed" ? "editor" : role);
  }
  await apiAs(owner, "delete", `/api/products/${productId}/members/${ids.removed}`, undefined, 204);
  seeded = { productId, itemId: conversation.id, shareId };
});
afterAll(async () => {
  await browser?.close();
});

describe("a product's pages × every caller", () => {
  for (const row of ROWS) {
    it(`/${row.page}`, async () => {
      const got: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const response = await contexts[caller]!.request.get(`${baseUrl()}${row.path(seeded)}`, { maxRedirects: 0 });
        got[caller] = response.status();
        const html = await response.text();
        if (response.status() === 403) expect(html).toContain(ROLE_MESSAGES.ownerOnly.replace("'", "&#x27;"));
        if (response.status() >= 400) expect(html).not.toContain(SECRET);
      }
      expect(got).toEqual(row.expected);
    });
  }

  it("shows a member why the PDF is not theirs to make, with the way back to the product", async () => {
    const { page, errors } = await openPage(contexts.viewer!);
    await page.goto(`${baseUrl()}/products/${seeded.productId}/print`);
    await page.getByRole("heading", { level: 1, name: "Only the owner can print this product" }).waitFor();
    await page.getByText(`${ROLE_MESSAGES.ownerOnly} You can still read it in the app.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "presence/print-refused", [PHONE, DESKTOP]);
    await waitUntilInteractive(page);
    await page.getByRole("link", { name: "Back to the product" }).click();
    await page.waitForURL(`**/products/${seeded.productId}`, eventually);
    await page.getByRole("heading", { level: 1, name: "Tool Library" }).waitFor(eventually);
    // The document's 403 is an expected answer; nothing else may fail on the way.
    expect(errors.filter((error) => !error.includes("403"))).toEqual([]);
    await page.close();
  });

  it("has a row for every page with an id, or says why it holds no product content", () => {
    const withIds: string[] = [];
    const walk = (entries: RouteConfigEntry[]) => {
      for (const entry of entries) {
        if (entry.path?.includes(":") && !entry.path.startsWith("*")) withIds.push(entry.path);
        if (entry.children) walk(entry.children);
      }
    };
    walk(routes);
    const covered = [...ROWS.map((row) => row.page), ...Object.keys(NOT_PRODUCT_CONTENT)];
    expect(new Set(withIds)).toEqual(new Set(covered));
  });
});
