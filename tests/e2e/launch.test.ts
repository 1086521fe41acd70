import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_TEXT } from "@shared/contracts/landing-page";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, tabTo, waitUntilInteractive } from "./browser";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { signInNewUser } from "./session";
import { screenshotAtWidths } from "./screenshots";

const BRIEF = { name: "Paw Pals", idea: "Dog walkers on demand for owners who work long shifts, booked in a minute" };
const HEADLINE = "Walks for your dog while you work late";
const VISITOR_EMAIL = "Early.Owner@Example.com";
/** The server's WAITLIST_MIN_FILL_MS by default: a form sent sooner is taken for a bot's. Waiting longer cannot make the test flaky. */
const MIN_FILL_MS = 2_000;

let browser: Browser;
let owner: BrowserContext;
/** A signed-out visitor's phone, without JavaScript (the published page has none): one tab for the file's visits. */
let visitor: BrowserContext;
let publicPage: Page;
let productId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // bypassCSP lets axe-core run in the page; the app's own scripts run under the CSP either way.
  owner = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: "light",
    acceptDownloads: true,
    bypassCSP: true,
  });
  await signInNewUser(owner, "launch");
  const created = await owner.request.post(`${baseUrl()}/api/products`, { data: BRIEF, headers: { Origin: baseUrl() } });
  expect(created.status()).toBe(201);
  productId = ((await created.json()) as { product: { id: string } }).product.id;
  visitor = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  publicPage = await visitor.newPage();
});
afterAll(async () => {
  await browser?.close();
});

type Tab = Awaited<ReturnType<typeof openPage>>;
let ownerTabs: [Tab, Tab] | undefined;
/**
 * The owner's two tabs, which record their realtime sockets. The file's tests share them: a page
 * loaded in a tab Chromium already has costs it far less than one in a new tab, and a tab with
 * an init script is not handed on by openPage (kept-tabs.ts). Each test loads what it needs.
 */
async function twoOwnerTabs(): Promise<[Tab, Tab]> {
  if (!ownerTabs) {
    ownerTabs = [await openPage(owner), await openPage(owner)];
    for (const tab of ownerTabs) await recordRealtimeSockets(tab.page);
  }
  return ownerTabs;
}

const toastShown = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor(eventually);
const launchCard = (page: Page) => page.getByRole("region", { name: "Launch", exact: true });
/** A figure of the card ("Visitors", "Sign-ups", "Conversion") as it reads. */
const figure = (card: Locator, label: string) =>
  card
    .locator("dl > div", { has: card.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd > span")
    .first()
    .innerText();
const screenshotCard = (page: Page, name: string) =>
  screenshotAtWidths(
    page,
    `launch-${name}`,
    [
      { width: 390, height: 900 },
      { width: 1280, height: 900 },
    ],
    launchCard(page),
  );

/** Startup Builder inside the product: a strategy, then a landing page with its headline edited in place. */
async function makeLandingPage(page: Page) {
  await page.goto(`${baseUrl()}/dashboard?view=startup-builder&product=${productId}`);
  await waitUntilInteractive(page);
  await expect.poll(() => page.getByLabel("Your startup idea").inputValue(), eventually).toContain(BRIEF.idea);
  await page.getByRole("button", { name: "Generate strategy" }).click();
  await toastShown(page, "Strategy generated!");
  await page.getByRole("button", { name: "Generate landing page" }).click();
  await toastShown(page, "Landing page generated!");
  const headline = page.getByRole("region", { name: "Landing page, editable" }).getByRole("textbox", { name: "Headline", exact: true });
  await headline.waitFor(eventually);
  await headline.fill(HEADLINE);
  await headline.press("Enter");
}

describe("Launch: publish, collect a waitlist, read the demand", () => {
  it(
    "publishes an edited landing page that a signed-out visitor joins, shows the visit and the sign-up live on the product page, exports it, takes the page down and brings it back",
    { timeout: 240_000 },
    async () => {
      const address = `paw-pals-${Date.now().toString(36)}`;

      // Before the first Publish the card says what it is for and leads to Startup Builder in this product.
      const [product, tool] = await twoOwnerTabs();
      await product.page.goto(`${baseUrl()}/products/${productId}`);
      await waitUntilInteractive(product.page);
      const card = launchCard(product.page);
      // Publishing elsewhere reaches this tab as a realtime event: the socket must be open to receive it.
      await expect.poll(async () => (await newestRealtimeSocket(product.page)).state, eventually).toBe(1);
      await card.getByText("Publish this product's landing page to collect a waitlist and measure demand").waitFor(eventually);
      const make = card.getByRole("link", { name: "Make a landing page" });
      expect(new URL((await make.getAttribute("href"))!, baseUrl()).searchParams.get("product")).toBe(productId);
      await screenshotCard(product.page, "never-published");

      // Generate, edit the headline in place, publish at a fresh address.
      await makeLandingPage(tool.page);
      await tool.page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = tool.page.getByRole("dialog", { name: "Publish the landing page" });
      await dialog.getByLabel("Page address").fill(address);
      await dialog.getByText("This address is free").waitFor(eventually);
      await dialog.getByRole("button", { name: "Publish", exact: true }).click();
      await toastShown(tool.page, "Your page is live");
      await tool.page
        .getByRole("dialog", { name: "Page published" })
        .getByRole("link", { name: new RegExp(`/p/${address}$`) })
        .waitFor();
      expect(tool.errors).toEqual([]);

      // The product page, open all along, turns to the live page without a reload.
      await card.getByText("Live", { exact: true }).waitFor(eventually);
      const url = `${baseUrl()}/p/${address}`;
      await card.getByRole("link", { name: url }).waitFor();
      expect(await figure(card, "Visitors")).toBe("0");
      expect(await figure(card, "Conversion")).toBe("—");
      await card.getByText("No sign-ups yet — share your page").waitFor();

      // A signed-out visitor, without JavaScript (the page has none), sees the edited headline and joins.
      const opened = await publicPage.goto(url);
      expect(opened?.status()).toBe(200);
      await publicPage.getByRole("heading", { level: 1, name: HEADLINE }).waitFor();
      await publicPage.waitForTimeout(MIN_FILL_MS + 500);
      await publicPage.getByLabel(WAITLIST_TEXT.email).fill(VISITOR_EMAIL);
      await publicPage.getByRole("button", { name: WAITLIST_TEXT.join }).click();
      await publicPage.getByText(WAITLIST_TEXT.thanks).first().waitFor(eventually);

      // The owner's card shows the visitor and the sign-up as they arrive.
      await expect.poll(() => figure(card, "Sign-ups"), eventually).toBe("1");
      expect(await figure(card, "Visitors")).toBe("1");
      expect(await figure(card, "Conversion")).toBe("100.0%");
      const signups = card.getByRole("list", { name: "Latest sign-ups" });
      await expect.poll(async () => (await signups.innerText()).toLowerCase(), eventually).toContain(VISITOR_EMAIL.toLowerCase());
      expect(await axeViolations(product.page)).toEqual([]);
      await screenshotCard(product.page, "published");

      // "Download CSV" holds the address.
      const [download] = await Promise.all([
        product.page.waitForEvent("download"),
        card.getByRole("link", { name: "Download CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${address}-waitlist.csv`);
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv.toLowerCase()).toContain(VISITOR_EMAIL.toLowerCase());

      // Unpublish: the card says so, and the address answers 404 "This page is no longer available".
      await card.getByRole("button", { name: "Unpublish" }).click();
      const confirm = product.page.getByRole("dialog", { name: "Unpublish the page?" });
      await confirm.getByRole("button", { name: "Unpublish" }).click();
      await toastShown(product.page, "Page unpublished");
      await card.getByText("Unpublished", { exact: true }).waitFor();
      await card.getByRole("button", { name: "Publish again" }).waitFor();
      // What the server answers needs no browser to read.
      const gone = await visitor.request.get(url);
      expect(gone.status()).toBe(404);
      expect(await gone.text()).toContain(WAITLIST_TEXT.gone);
      // The sign-ups stay with the product, and "Publish again" brings the page back at its address with them.
      expect(await figure(card, "Sign-ups")).toBe("1");
      await card.getByRole("button", { name: "Publish again" }).click();
      const again = product.page.getByRole("dialog", { name: "Publish the landing page" });
      expect(await again.getByLabel("Page address").inputValue()).toBe(address);
      await again.getByText("This address is free").waitFor(eventually);
      await again.getByRole("button", { name: "Publish", exact: true }).click();
      await toastShown(product.page, "Your page is live");
      await product.page.getByRole("dialog", { name: "Page published" }).getByRole("button", { name: "Done" }).click();
      await card.getByText("Live", { exact: true }).waitFor(eventually);
      expect(await figure(card, "Sign-ups")).toBe("1");
      const back = await visitor.request.get(url);
      expect(back.status()).toBe(200);
      expect(await back.text()).toContain(`<h1>${HEADLINE}</h1>`);
      expect(product.errors).toEqual([]);
    },
  );

  it(
    "shows the headline test and the demand target, and deletes a sign-up after asking: back when the server refuses, gone from every open tab when it agrees",
    { timeout: 120_000 },
    async () => {
      const created = await owner.request.post(`${baseUrl()}/api/products`, {
        data: { name: "Paw Pals Two", idea: BRIEF.idea },
        headers: { Origin: baseUrl() },
      });
      const secondId = ((await created.json()) as { product: { id: string } }).product.id;
      const address = `paw-pals-ab-${Date.now().toString(36)}`;
      const year = new Date().getUTCFullYear() + 1;
      const published = await owner.request.put(`${baseUrl()}/api/products/${secondId}/launch`, {
        headers: { Origin: baseUrl() },
        data: {
          address,
          doc: {
            productName: "Paw Pals Two",
            accent: "#4f46e5",
            sections: [
              { kind: "hero", headline: HEADLINE, subheadline: BRIEF.idea, cta: "Join the waitlist" },
              { kind: "waitlist", title: "Be first in line", body: "" },
            ],
          },
          contactEmail: "founder@example.com",
          question: "How do you walk your dog today?",
          headlineB: "Never skip a walk again",
          target: { signups: 40, visitors: 1000, date: `${year}-01-15` },
        },
      });
      expect(published.status()).toBe(200);

      await publicPage.goto(`${baseUrl()}/p/${address}`);
      await publicPage.waitForTimeout(MIN_FILL_MS + 500);
      await publicPage.getByLabel(WAITLIST_TEXT.email).fill("second@example.com");
      await publicPage.getByLabel("How do you walk your dog today?").fill("My neighbour, when she is home");
      await publicPage.getByRole("button", { name: WAITLIST_TEXT.join }).click();
      await publicPage.getByText(WAITLIST_TEXT.thanks).first().waitFor(eventually);

      const [here, there] = await twoOwnerTabs();
      for (const tab of [here, there]) {
        await tab.page.goto(`${baseUrl()}/products/${secondId}`);
        await waitUntilInteractive(tab.page);
        await expect.poll(async () => (await newestRealtimeSocket(tab.page)).state, eventually).toBe(1);
      }
      const card = launchCard(here.page);
      await expect.poll(() => figure(card, "Sign-ups"), eventually).toBe("1");
      const test = card.getByRole("region", { name: "Headline test" });
      await test.getByText(HEADLINE).waitFor();
      await test.getByText("Never skip a walk again").waitFor();
      await test.getByText("Not enough visitors to tell yet").waitFor();
      const target = card.getByRole("region", { name: "Demand target" });
      await target.getByText(`At least 40 sign-ups from 1,000 visitors by 15 January ${year}`).waitFor();
      await target.getByText(/^1 of 40 sign-ups · 1 of 1,000 visitors · \d+ days left$/).waitFor();
      await card.getByText("“My neighbour, when she is home”").waitFor();
      await screenshotCard(here.page, "ab-target");

      // The server refuses: the sign-up comes back and the failure says so.
      const remove = card.getByRole("button", { name: "Delete sign-up second@example.com" });
      const confirmDelete = async () => {
        await remove.click();
        await here.page.getByRole("dialog", { name: "Delete this sign-up?" }).getByRole("button", { name: "Delete sign-up" }).click();
      };
      await here.page.route("**/launch/signups/*", (route) =>
        route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong on our side" } } }),
      );
      await confirmDelete();
      await toastShown(here.page, "Failed to delete the sign-up");
      await remove.waitFor();
      expect(await figure(card, "Sign-ups")).toBe("1");

      // Asked again, by keyboard, with the server agreeing: gone here, focus on the list's heading, and gone in the other tab without a reload.
      await here.page.unroute("**/launch/signups/*");
      await tabTo(here.page, remove, 200);
      await here.page.keyboard.press("Enter");
      await tabTo(
        here.page,
        here.page.getByRole("dialog", { name: "Delete this sign-up?" }).getByRole("button", { name: "Delete sign-up" }),
      );
      await here.page.keyboard.press("Enter");
      await toastShown(here.page, "Sign-up deleted");
      await expect.poll(() => here.page.evaluate(() => document.activeElement?.textContent), eventually).toBe("Latest sign-ups");
      await card.getByText("No sign-ups yet — share your page").waitFor(eventually);
      expect(await figure(card, "Sign-ups")).toBe("0");
      await expect.poll(() => figure(launchCard(there.page), "Sign-ups"), eventually).toBe("0");
      await launchCard(there.page).getByText("No sign-ups yet — share your page").waitFor();
      expect([...here.errors.filter((error) => !error.includes("500")), ...there.errors]).toEqual([]);
    },
  );
});
