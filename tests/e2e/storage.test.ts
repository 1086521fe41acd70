import { mkdir } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInNewUser } from "./session";

/**
 * Storage per account, filled for real: this file serves the built app with room for two saved
 * items, so the third save is the one refused.
 */
let server: OwnServer;
let browser: Browser;

beforeAll(async () => {
  server = await startOwnServer("storage", { STORAGE_LIMIT_ITEMS: "2", OFFLINE_TOKEN_DELAY_MS: "2" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("storage per account in Chromium", () => {
  it("shows what is stored on the profile, and a save past the limit fails with the reason and keeps the chat", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInNewUser(context, "storage", server.url);
    for (const content of ["First idea", "Second idea"]) {
      const saved = await context.request.post(`${server.url}/api/conversations`, { data: { messages: [{ role: "user", content }] }, headers: { Origin: server.url } });
      expect(saved.status()).toBe(201);
    }
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/profile`);
    await waitUntilInteractive(page);
    expect(await page.getByTestId("profile-storage").innerText()).toMatch(/^Storage: \d+(\.\d)? KB of 100 MB used$/);
    await page.getByText("2 of 2 saved items. Your storage is full: delete saved work you no longer need to save more.").waitFor();
    await mkdir("/tmp/screens", { recursive: true });
    const card = page.locator("div", { has: page.getByTestId("profile-storage") }).last();
    await card.screenshot({ path: "/tmp/screens/storage-card-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("profile-storage").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/screens/storage-profile-390.png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${server.url}/dashboard`);
    await waitUntilInteractive(page);
    await page.locator("#quick-question-input").fill("A third idea");
    await page.locator("#quick-question-input").press("Enter");
    await page.getByRole("button", { name: "Regenerate" }).waitFor(eventually);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Save failed").first().waitFor();
    await page.getByText("Your storage is full. Delete saved work you no longer need, then try again.").first().waitFor();
    // Nothing was lost: the chat is still on screen and can be saved once there is room.
    expect(await page.locator('li[data-role="user"]').first().innerText()).toContain("A third idea");
    expect(await page.getByRole("button", { name: "Save" }).isEnabled()).toBe(true);
    expect(errors.filter((error) => !error.includes("403"))).toEqual([]);
    await context.close();
  });
});
