import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { screenshotAtWidths } from "./screenshots";
import { signInNewUser } from "./session";
import { apiAs, createProductAs, joinAs } from "./team-seeding";
import { versionControl } from "./versions";

let browser: Browser;
let owner: BrowserContext;
let viewer: BrowserContext;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: DESKTOP });
  viewer = await browser.newContext({ viewport: DESKTOP });
  await signInNewUser(owner, "items-owner");
  await signInNewUser(viewer, "items-viewer");
});
afterAll(async () => {
  await browser?.close();
});

/** A picture at 390 and at 1366 px wide, checking at each that nothing spills sideways; the page ends at 1366. */
const screenshotAtBothWidths = (page: Page, name: string) => screenshotAtWidths(page, `sharing/${name}`, [PHONE, DESKTOP]);

describe("a product's saved items, opened by a member", () => {
  // Two accounts and a handful of round trips: the limit is a hang guard, not a speed budget.
  it(
    "a viewer opens the owner's result from the product's timeline, reads both versions and finds nothing to change",
    { timeout: 120_000 },
    async () => {
      // Seeded through the API: the owner's product, a result with two versions in it, a chat, and the viewer's membership.
      const productId = await createProductAs(owner, { name: "Tool Library", idea: "Neighbours lend each other tools they rarely use." });
      const messages = [
        { role: "user", content: "Pricing for a neighbourhood tool library" },
        { role: "assistant", content: "## Pricing\n\nA yearly pass for ten dollars." },
        { role: "user", content: "Make it monthly" },
        { role: "assistant", content: "## Pricing\n\nOne dollar a month, the first month free." },
      ];
      const { conversation: result } = await apiAs<{ conversation: { id: string; title: string } }>(
        owner,
        "post",
        "/api/conversations",
        { productId, tool: "monetization-strategy", messages },
        201,
      );
      const { conversation: chat } = await apiAs<{ conversation: { id: string; title: string } }>(
        owner,
        "post",
        "/api/conversations",
        {
          productId,
          messages: [
            { role: "user", content: "Who lends a ladder?" },
            { role: "assistant", content: "Retired neighbours, mostly." },
          ],
        },
        201,
      );
      // A report that opens with the owner's private screenshots: a member's timeline shows no sign of them.
      const report = await apiAs<{ conversation: { id: string; title: string } }>(
        owner,
        "post",
        "/api/conversations",
        {
          productId,
          messages: [
            { role: "user", content: "Validate the lending flow" },
            {
              role: "assistant",
              content:
                "# UX validation report\n\n## Screens\n\n![Screen 1](/api/uploads/abcdefghijklmnopqrstuvwxyz234567)\n\nBorrowers found the ladder.",
            },
          ],
        },
        201,
      );
      await joinAs(owner, viewer, productId, "viewer");

      const { page, errors } = await openPage(viewer);
      await page.goto(`${baseUrl()}/products/${productId}`);
      await waitUntilInteractive(page);
      const timeline = page.getByRole("list", { name: "Saved items" });
      const reportEntry = timeline.getByRole("listitem").filter({ has: page.getByRole("link", { name: report.conversation.title }) });
      await reportEntry.getByText(/Borrowers found the ladder/).waitFor();
      expect(await reportEntry.innerText()).not.toMatch(/Screens|Screen 1/);
      await timeline.getByRole("link", { name: result.title }).click();
      await page.waitForURL(`**/conversation/${result.id}`, eventually);
      await waitUntilInteractive(page);

      await page.getByRole("heading", { level: 1, name: result.title }).waitFor();
      const where = page.getByText(/^In Tool Library · you are a viewer$/);
      await where.waitFor();
      await page.getByText("One dollar a month, the first month free.").waitFor();
      // The older version is read through the member's own request, like the newest.
      await versionControl(page).choose(1);
      await page.getByText("A yearly pass for ten dollars.").waitFor();

      // Read-only: none of the owner's controls exist for a viewer.
      for (const name of [/^Rename/, /^Delete$/, /^Share$/, /^Shared$/, /^Continue chat$/, /^Refine$/, /^Restore this version$/, /^PDF$/])
        expect(await page.getByRole("button", { name }).or(page.getByRole("link", { name })).count()).toBe(0);
      expect(await page.getByRole("combobox", { name: "Product" }).count()).toBe(0);
      expect(await page.getByLabel("What should change?").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotAtBothWidths(page, "viewer-saved-result");

      // The chat reads the same way, without "Continue chat"; the product's name leads back to it.
      await page.goto(`${baseUrl()}/conversation/${chat.id}`);
      await waitUntilInteractive(page);
      await page.getByText("Retired neighbours, mostly.").waitFor();
      expect(await page.getByRole("button", { name: "Continue chat" }).count()).toBe(0);
      await page.getByRole("link", { name: "Tool Library", exact: true }).click();
      await page.waitForURL(`**/products/${productId}`, eventually);
      await page.getByText("You are a viewer").waitFor();

      // The viewer's History holds nothing of the owner's.
      const own = await apiAs<{ conversations: unknown[] }>(viewer, "get", "/api/conversations", undefined, 200);
      expect(own.conversations).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
