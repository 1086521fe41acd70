import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { screenshotAtWidths } from "./screenshots";
import { signInNewUser } from "./session";
import { apiAs, createProductAs, joinAs } from "./team-seeding";

let browser: Browser;
let owner: BrowserContext;
let viewer: BrowserContext;
let ownerEmail: string;
let viewerEmail: string;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: DESKTOP });
  viewer = await browser.newContext({ viewport: DESKTOP });
  ({ email: ownerEmail } = await signInNewUser(owner, "item-presence-owner"));
  ({ email: viewerEmail } = await signInNewUser(viewer, "item-presence-viewer"));
});
afterAll(async () => {
  await browser?.close();
});

/** Seeded through the API: the owner's product with two saved results in it, and the viewer's membership. */
async function productWithViewer() {
  const productId = await createProductAs(owner, { name: "Tool Library", idea: "Neighbours lend each other tools they rarely use." });
  const save = async (brief: string, content: string) =>
    (
      await apiAs<{ conversation: { id: string; title: string } }>(
        owner,
        "post",
        "/api/conversations",
        {
          productId,
          tool: "monetization-strategy",
          messages: [
            { role: "user", content: brief },
            { role: "assistant", content },
          ],
        },
        201,
      )
    ).conversation;
  const pricing = await save("Pricing for a neighbourhood tool library", "## Pricing\n\nOne dollar a month, the first month free.");
  const other = await save("Pricing for a tool library in a village", "## Pricing\n\nA yearly pass for ten dollars.");
  await joinAs(owner, viewer, productId, "viewer");
  return { productId, pricing, other };
}

async function openItem(page: Page, item: { id: string; title: string }) {
  await page.goto(`${baseUrl()}/conversation/${item.id}`);
  await page.getByRole("heading", { level: 1, name: item.title }).waitFor();
  await waitUntilInteractive(page);
}

/** The avatar of one person in the item page's header (its title is their e-mail, "(you)" for oneself). */
const avatar = (page: Page, email: string) => page.locator("article > header").getByTestId("presence").locator(`li[title^="${email}"]`);
const onThisPage = (page: Page) => page.locator("article > header").getByTestId("presence").locator("p.sr-only").textContent();

describe("who is on a product's item, and what the owner changes in it", () => {
  it(
    "owner and viewer see each other on the same item, live; the viewer's open page follows the owner's new version, rename and deletion",
    { timeout: 180_000 },
    async () => {
      const { productId, pricing, other } = await productWithViewer();
      const { page: mine, errors } = await openPage(owner);
      await openItem(mine, pricing);
      await avatar(mine, `${ownerEmail} (you)`).waitFor(eventually);

      // The viewer comes to the product page: not on this item, so not among its avatars.
      const { page: theirs, errors: theirErrors } = await openPage(viewer);
      await theirs.goto(`${baseUrl()}/products/${productId}`);
      await waitUntilInteractive(theirs);
      await theirs.getByTestId("presence").locator(`li[title^="${ownerEmail}"]`).waitFor(eventually);
      expect(await avatar(mine, viewerEmail).count()).toBe(0);

      // What the owner saves into the product, and deletes from it, shows in the viewer's timeline live.
      const timeline = theirs.getByRole("list", { name: "Saved items" });
      const { conversation: extra } = await apiAs<{ conversation: { id: string; title: string } }>(
        owner,
        "post",
        "/api/conversations",
        { productId, messages: [{ role: "user", content: "Who lends a ladder?" }] },
        201,
      );
      await timeline.getByRole("link", { name: extra.title }).waitFor(eventually);
      await apiAs(owner, "delete", `/api/conversations/${extra.id}`, undefined, 204);
      await expect.poll(() => timeline.getByRole("link", { name: extra.title }).count(), eventually).toBe(0);

      // They open the owner's item from the timeline, with the mouse: each sees the other, live.
      await timeline.getByRole("link", { name: pricing.title }).click();
      await theirs.waitForURL(`**/conversation/${pricing.id}`, eventually);
      await theirs.getByRole("heading", { level: 1, name: pricing.title }).waitFor();
      await avatar(mine, viewerEmail).waitFor(eventually);
      await avatar(theirs, ownerEmail).waitFor(eventually);
      await expect.poll(() => onThisPage(theirs), eventually).toBe(`On this page: ${viewerEmail} (you), ${ownerEmail}`);
      await expect.poll(() => onThisPage(mine), eventually).toBe(`On this page: ${ownerEmail} (you), ${viewerEmail}`);
      // The same colour for the same person on both pages.
      const colourOf = (page: Page, email: string) => avatar(page, email).evaluate((li) => getComputedStyle(li).backgroundColor);
      expect(await colourOf(mine, viewerEmail)).toBe(await colourOf(theirs, `${viewerEmail} (you)`));

      for (const [page, name] of [
        [mine, "owner"],
        [theirs, "viewer"],
      ] as const) {
        expect(await axeViolations(page)).toEqual([]);
        await screenshotAtWidths(page, `presence/item-${name}`, [PHONE, DESKTOP]);
        await page.setViewportSize(PHONE);
        expect(await axeViolations(page)).toEqual([]);
        await page.setViewportSize(DESKTOP);
      }

      // The owner opens the other item in the same tab: gone from the viewer's header, live.
      await openItem(mine, other);
      await expect.poll(() => avatar(theirs, ownerEmail).count(), eventually).toBe(0);
      await expect.poll(() => onThisPage(theirs), eventually).toBe(`On this page: ${viewerEmail} (you)`);
      expect(await avatar(mine, viewerEmail).count()).toBe(0);

      // The page is never reloaded below: a mark on its window would not survive a reload.
      await theirs.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
      const sameWindow = () => theirs.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage === true);

      // The owner stores a new version (as a hand edit does): the viewer's open page shows it.
      await apiAs(
        owner,
        "post",
        `/api/conversations/${pricing.id}/versions`,
        { note: "Edited by hand", parts: ["## Pricing\n\nTwo dollars a month, lenders ride free."] },
        201,
      );
      await theirs.getByText("Two dollars a month, lenders ride free.").waitFor(eventually);
      expect(await theirs.getByText("One dollar a month, the first month free.").count()).toBe(0);

      // A rename reaches it too.
      await apiAs(owner, "patch", `/api/conversations/${pricing.id}`, { title: "Pricing, monthly" }, 200);
      await theirs.getByRole("heading", { level: 1, name: "Pricing, monthly" }).waitFor(eventually);

      // Deleted: a clear notice with the way back, and what they were reading stays on the page.
      await apiAs(owner, "delete", `/api/conversations/${pricing.id}`, undefined, 204);
      const notice = theirs.getByRole("alert").filter({ hasText: "This item was deleted or moved out of Tool Library." });
      await notice.waitFor(eventually);
      await theirs.getByText("Two dollars a month, lenders ride free.").waitFor();
      expect(await sameWindow()).toBe(true);
      expect(await axeViolations(theirs)).toEqual([]);
      await screenshotAtWidths(theirs, "presence/item-deleted-viewer", [PHONE, DESKTOP]);
      await notice.getByRole("link", { name: "Back to Tool Library" }).click();
      await theirs.waitForURL(`**/products/${productId}`, eventually);

      expect(errors).toEqual([]);
      expect(theirErrors).toEqual([]);
      await theirs.close();
      await mine.close();
    },
  );
});
