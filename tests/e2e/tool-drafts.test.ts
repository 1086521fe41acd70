import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openTool, waitUntilInteractive } from "./browser";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("an unsaved result", () => {
  it(
    "comes back after Back to Dashboard, a reload and the browser's Back, and is gone after signing out",
    { timeout: 90_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInNewUser(context, "drafts");
      const { page, errors } = await openTool(context, "monetization");
      await page.getByLabel("Your product idea").fill("A shared grocery list that splits costs between flatmates");
      await page.getByRole("button", { name: "Build monetization strategy" }).click();
      const result = page.locator("section", { has: page.getByRole("heading", { name: "Monetization strategy", exact: true }) });
      await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 30_000 });
      const text = await result.innerText();

      await page.getByRole("link", { name: "Back to Dashboard" }).click();
      await page.getByRole("heading", { level: 1, name: "What are we building today?" }).waitFor();
      await page.goBack();
      await result.waitFor();
      expect(await result.innerText()).toBe(text);

      await page.reload();
      await result.waitFor();
      expect(await result.innerText()).toBe(text);

      // Signing out leaves nothing behind for the next account in this tab.
      // The dashboard reads the user's products as it opens; signing out while that read is in flight
      // would answer it 401, so wait for it as a user would wait for the page.
      const productsRead = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/products");
      await page.goto(`${baseUrl()}/dashboard`);
      await productsRead;
      await waitUntilInteractive(page);
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`${baseUrl()}/`);
      await signInNewUser(context, "drafts-next");
      await page.goto(`${baseUrl()}/dashboard?view=monetization`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("heading", { name: "Monetization strategy", exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
