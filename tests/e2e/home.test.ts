import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitUntilInteractive } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the home page in Chromium", () => {
  it("renders on the server, hydrates, and logs no console errors", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context);
    const response = await page.goto(baseUrl() + "/");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toContain("Turn ideas into real products with AI");
    await page.getByRole("heading", { level: 1, name: "Turn ideas into real products with AI" }).waitFor();
    await waitUntilInteractive(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The 404 page is rendered on the server: its status and words need no browser to read.
  it("answers an unknown path with the 404 page and status", async () => {
    const context = await browser.newContext();
    const response = await context.request.get(baseUrl() + "/no/such/page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    await context.close();
  });
});
