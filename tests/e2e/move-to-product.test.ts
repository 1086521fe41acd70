import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createProduct(context: BrowserContext, name: string): Promise<string> {
  const response = await context.request.post(`${baseUrl()}/api/products`, {
    data: { name, idea: `The idea behind ${name}.` },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

async function productItemIds(context: BrowserContext, productId: string): Promise<string[]> {
  const response = await context.request.get(`${baseUrl()}/api/products/${productId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
}

describe("moving a saved chat into a product from its page", () => {
  // Two tabs, a socket and several round trips: the limit is a hang guard, not a speed budget.
  it("moves it in and out, with toasts, and the product page follows live", { timeout: 120_000 }, async () => {
    const context = await browser.newContext();
    await signInNewUser(context, "move-to-product");
    const productId = await createProduct(context, "Bakery app");
    await createProduct(context, "Travel planner");
    const id = await saveConversation(context, {
      messages: [
        { role: "user", content: "Pricing for a bakery app" },
        { role: "assistant", content: "Start with a free tier for one shop." },
      ],
    });

    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/conversation/${id}`);
    await waitUntilInteractive(page);
    const select = page.getByRole("combobox", { name: "Product" });
    await expect.poll(() => select.isEnabled(), eventually).toBe(true);
    expect(await select.inputValue()).toBe("");
    expect(await page.getByRole("link", { name: "Open product" }).count()).toBe(0);

    // The product page, in a second tab, before the move.
    const productTab = await context.newPage();
    await recordRealtimeSockets(productTab);
    await productTab.goto(`${baseUrl()}/products/${productId}`);
    await waitUntilInteractive(productTab);
    await productTab.getByText("Nothing saved here yet.", { exact: false }).waitFor(eventually);
    await expect.poll(async () => (await newestRealtimeSocket(productTab)).state, eventually).toBe(1);

    await select.selectOption({ label: "Bakery app" });
    await page.getByText("Moved to Bakery app").first().waitFor();
    await page.getByRole("link", { name: "Open product" }).waitFor();
    expect(await page.getByRole("link", { name: "Open product" }).getAttribute("href")).toBe(`/products/${productId}`);
    expect(await productItemIds(context, productId)).toEqual([id]);
    await productTab
      .getByRole("list", { name: "Saved items" })
      .getByRole("link", { name: /Pricing for a bakery app/ })
      .waitFor(eventually);

    // The page as the owner sees it after the move, wide and on a phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, "move-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, "move-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A reload shows where it lives now.
    await page.reload();
    await waitUntilInteractive(page);
    await expect.poll(() => select.inputValue(), eventually).toBe(productId);

    await select.selectOption({ label: "No product" });
    await page.getByText("Removed from Bakery app").first().waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Open product" }).count(), eventually).toBe(0);
    expect(await productItemIds(context, productId)).toEqual([]);
    await productTab.getByText("Nothing saved here yet.", { exact: false }).waitFor(eventually);

    expect(errors).toEqual([]);
    await context.close();
  });
});
