import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_TEXT } from "@shared/contracts/landing-page";
import { eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

/**
 * A refused sign-up on a published page (which runs no script): the page comes back at the form,
 * with the message in view and focused, what was typed kept, on a phone too. This server takes
 * every first send for a too-quick one (the minimum fill time at its 60 s maximum), so the
 * "Confirm" step is met however fast this machine is, and allows one sign-up per network an hour.
 */
const QUESTION = "How do you walk your dog today?";
const PHONE = { width: 390, height: 844 };

let server: OwnServer;
let browser: Browser;
let pageUrl: string;
beforeAll(async () => {
  server = await startOwnServer("low-limits");
  browser = await launchBrowser();
  const owner = await browser.newContext();
  await signInNewUser(owner, "waitlist-refusals", server.url);
  const headers = { Origin: server.url };
  const created = await owner.request.post(`${server.url}/api/products`, { data: { name: "Paw Pals", idea: "Dog walks" }, headers });
  const productId = ((await created.json()) as { product: { id: string } }).product.id;
  const address = `refusals-${Date.now().toString(36)}`;
  const sentence = "Walkers near you, checked and reviewed by neighbours, with live updates during every walk.";
  const published = await owner.request.put(`${server.url}/api/products/${productId}/launch`, {
    headers,
    data: {
      address,
      doc: {
        productName: "Paw Pals",
        accent: "#4f46e5",
        sections: [
          { kind: "hero", headline: "Walks for your dog while you work late", subheadline: sentence, cta: "Get early access" },
          { kind: "features", title: "Why people use it", items: [1, 2, 3, 4].map((n) => ({ title: `Reason ${n}`, body: sentence })) },
          { kind: "how-it-works", title: "How it works", steps: [1, 2, 3].map((n) => ({ title: `Step ${n}`, body: sentence })) },
          { kind: "waitlist", title: "Be first in line", body: "Join and we tell you when your street is live." },
        ],
      },
      contactEmail: "founder@example.com",
      question: QUESTION,
      headlineB: null,
      target: null,
    },
  });
  expect(published.status()).toBe(200);
  pageUrl = `${server.url}/p/${address}`;
  await owner.close();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A visitor's phone, without JavaScript (the published page has none): one context for the
 * file's phone tests, each in the tab the one before closed (./kept-tabs.ts). The page sets no
 * cookie, and the hourly limit counts the network, not the browser.
 */
let phoneContext: BrowserContext | undefined;
async function phone(): Promise<Page> {
  phoneContext ??= await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return (await openPage(phoneContext)).page;
}

/** The message is the focused element, and the whole of it and the e-mail field are on screen. */
async function expectMessageInViewAndFocused(page: Page, text: string) {
  const message = page.getByRole("alert");
  await message.getByText(text).waitFor(eventually);
  expect(new URL(page.url()).hash).toBe("#waitlist-message");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), eventually).toBe("waitlist-message");
  const viewport = page.viewportSize()!;
  for (const box of [await message.boundingBox(), await page.getByLabel(WAITLIST_TEXT.email).boundingBox()]) {
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("a refused sign-up on a phone", () => {
  it(
    'comes back at the form with the message in view and focused, the typed values kept, and "Confirm" takes a quick visitor in one press',
    { timeout: 180_000 },
    async () => {
      const page = await phone();
      await page.goto(pageUrl);
      // Typed by keyboard into fields clicked with the mouse, sent at once (as autofill allows).
      await page.getByLabel(WAITLIST_TEXT.email).click();
      await page.keyboard.type("ann@example");
      await page.getByLabel(QUESTION).click();
      await page.keyboard.type("My neighbour, when she is home");
      await page.getByRole("button", { name: WAITLIST_TEXT.join }).click();

      await expectMessageInViewAndFocused(
        page,
        "That was quicker than we expect from a person. Please check your address and press Confirm.",
      );
      expect(await page.getByLabel(WAITLIST_TEXT.email).inputValue()).toBe("ann@example");
      expect(await page.getByLabel(QUESTION).inputValue()).toBe("My neighbour, when she is home");
      await saveScreenshot(page, "waitlist-confirm-390");
      await page.setViewportSize({ width: 1366, height: 768 });
      await saveScreenshot(page, "waitlist-confirm-1366");
      await page.setViewportSize(PHONE);

      // One press of "Confirm": the address is checked now, and its refusal opens at the form too.
      await page.getByRole("button", { name: "Confirm", exact: true }).click();
      await expectMessageInViewAndFocused(page, "Enter your e-mail address, like name@example.com");
      expect(await page.getByLabel(QUESTION).inputValue()).toBe("My neighbour, when she is home");
      await saveScreenshot(page, "waitlist-email-refused-390");

      // Corrected by keyboard and sent with Enter: the thank-you page.
      await page.getByLabel(WAITLIST_TEXT.email).click();
      await page.keyboard.press("End");
      await page.keyboard.type(".com");
      await page.keyboard.press("Enter");
      await page.getByText(WAITLIST_TEXT.thanks).first().waitFor(eventually);
      await page.close();
    },
  );

  it("over the network's hourly limit, keeps the address and says when to try again, at the form", { timeout: 120_000 }, async () => {
    const page = await phone();
    await page.goto(pageUrl);
    await page.getByLabel(WAITLIST_TEXT.email).click();
    await page.keyboard.type("second@example.com");
    await page.getByRole("button", { name: WAITLIST_TEXT.join }).click();
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expectMessageInViewAndFocused(page, "Too many sign-ups from your network.");
    expect(await page.getByLabel(WAITLIST_TEXT.email).inputValue()).toBe("second@example.com");
    await saveScreenshot(page, "waitlist-limited-390");
    await page.close();
  });
});

describe("the publish dialog", () => {
  it("fills in a free address when the one made from the product's name is taken", { timeout: 180_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInNewUser(context, "publish-prefill", server.url);
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/dashboard?view=startup-builder`);
    await waitUntilInteractive(page);
    await page.getByLabel("Your startup idea").fill("Dog walkers on demand for owners who work long shifts");
    await page.getByRole("button", { name: "Generate strategy" }).click();
    await page.getByText("Strategy generated!", { exact: true }).first().waitFor(eventually);
    await page.getByRole("button", { name: "Generate landing page" }).click();
    await page.getByText("Landing page generated!", { exact: true }).first().waitFor(eventually);

    const dialog = page.getByRole("dialog", { name: "Publish the landing page" });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await dialog.getByText("This address is free").waitFor(eventually);
    const madeFromName = await dialog.getByLabel("Page address").inputValue();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Someone else's product takes that address meanwhile.
    const other = await browser.newContext();
    await signInNewUser(other, "publish-prefill-other", server.url);
    const headers = { Origin: server.url };
    const created = await other.request.post(`${server.url}/api/products`, { data: { name: "Other", idea: "Another idea" }, headers });
    const otherId = ((await created.json()) as { product: { id: string } }).product.id;
    const doc = {
      productName: "Other",
      accent: "#4f46e5",
      sections: [
        { kind: "hero", headline: "Another product", subheadline: "Its own page.", cta: "Get early access" },
        { kind: "waitlist", title: "Be first in line", body: "Join the list." },
      ],
    };
    const taken = await other.request.put(`${server.url}/api/products/${otherId}/launch`, {
      headers,
      data: { address: madeFromName, doc, contactEmail: "other@example.com", question: "", headlineB: null, target: null },
    });
    expect(taken.status()).toBe(200);
    await other.close();

    // Opened again, the dialog offers a free address of its own accord, and says it is free.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const address = dialog.getByLabel("Page address");
    await expect.poll(() => address.inputValue(), eventually).not.toBe(madeFromName);
    await dialog.getByText("This address is free").waitFor(eventually);
    expect(await dialog.getByText("This address is taken. Choose another one").count()).toBe(0);
    await saveScreenshot(dialog, "publish-prefill-free-1366");
    expect(errors).toEqual([]);
    await context.close();
  });
});
