import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

/**
 * Storage per account, filled for real: this file serves the built app with room for two saved
 * items, so the third save is the one refused.
 */
let server: OwnServer;
/** 100 KB per account: filled by a few saves, so a refined version no longer fits. */
let smallServer: OwnServer;
let browser: Browser;
/**
 * One browser context for the file, each test signed in as an account of its own: a context
 * pays a cold cache and a new tab, and the tests run one after another (cookies ignore the port,
 * so signing in on one server ends the session on the other).
 */
let context: BrowserContext;

// Two servers of its own, started side by side; on a busy machine that can take longer than one hook usually may.
beforeAll(async () => {
  [server, smallServer, browser] = await Promise.all([startOwnServer("storage-items"), startOwnServer("storage-bytes"), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smallServer?.stop();
});

/** Saves chats, largest first, until not even a small one fits: the account is all but full. */
async function fillStorage(context: BrowserContext, origin: string) {
  let size = 30_000;
  while (size >= 50) {
    const saved = await context.request.post(`${origin}/api/conversations`, {
      data: { messages: [{ role: "user", content: "x".repeat(size) }] },
      headers: { Origin: origin },
    });
    if (saved.status() === 403) size = Math.floor(size / 2);
    else expect(saved.status()).toBe(201);
  }
}

describe("storage per account in Chromium", () => {
  it(
    "shows what is stored on the profile, and a save past the limit fails with the reason and keeps the chat",
    { timeout: 120_000 },
    async () => {
      await signInNewUser(context, "storage", server.url);
      for (const content of ["First idea", "Second idea"]) {
        const saved = await context.request.post(`${server.url}/api/conversations`, {
          data: { messages: [{ role: "user", content }] },
          headers: { Origin: server.url },
        });
        expect(saved.status()).toBe(201);
      }
      const { page, errors } = await openPage(context);
      await page.goto(`${server.url}/profile`);
      await waitUntilInteractive(page);
      expect(await page.getByTestId("profile-storage").innerText()).toMatch(/^Storage: \d+(\.\d)? KB of 100 MB used$/);
      await page.getByText("2 of 2 saved items. Your storage is full: delete saved work you no longer need to save more.").waitFor();
      const card = page.locator("div", { has: page.getByTestId("profile-storage") }).last();
      await saveScreenshot(card, "storage-card-1280");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId("profile-storage").scrollIntoViewIfNeeded();
      await saveScreenshot(page, "storage-profile-390");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      // To the dashboard by the top bar's link: a client-side navigation, not a second page load.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard", exact: true }).click();
      await page.waitForURL(`${server.url}/dashboard`);
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
      await page.close();
    },
  );

  it(
    "says when a reply in a saved chat could not be stored, shows it is not kept and does not charge for it",
    { timeout: 120_000 },
    async () => {
      await signInNewUser(context, "storage-chat", smallServer.url);
      const { page, errors } = await openPage(context);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${smallServer.url}/dashboard`);
      await waitUntilInteractive(page);
      await page.locator("#quick-question-input").fill("Pricing for a café app");
      await page.locator("#quick-question-input").press("Enter");
      await page.getByRole("button", { name: "Regenerate" }).waitFor(eventually);
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Conversation saved").first().waitFor();
      await fillStorage(context, smallServer.url);
      const usedToday = async () =>
        ((await (await context.request.get(`${smallServer.url}/api/usage`)).json()) as { quota: { used: number } }).quota.used;
      expect(await usedToday()).toBe(1);

      // Room to start, none for the exchange: the question alone outgrows what is left.
      await page.locator("#chat-input").fill(`And for a bakery? ${"Think of morning rush, pre-orders and loyalty. ".repeat(16)}`);
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText("Your storage is full. Delete saved work you no longer need, then try again.").first().waitFor(eventually);
      // The reply that could not be kept is not shown as if it were, and the request was given back.
      expect(await page.locator('li[data-role="assistant"]').count()).toBe(1);
      expect(await usedToday()).toBe(1);
      // The top bar hears of the request given back too, though its count went down (the quota's revision went up).
      const topBarQuota = page.getByRole("banner").getByTestId("ai-quota");
      await expect.poll(() => topBarQuota.innerText(), eventually).toBe("299 AI requests left today");
      await saveScreenshot(page, "storage-chat-not-saved-1366");
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, "storage-chat-not-saved-390");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("says when a refined version of a saved result could not be kept, and keeps it on screen", { timeout: 120_000 }, async () => {
    await signInNewUser(context, "storage-refine", smallServer.url);
    const { page, errors } = await openPage(context);
    await page.goto(`${smallServer.url}/dashboard?view=monetization`);
    await waitUntilInteractive(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByLabel("Your product idea").fill("A browser extension that summarises long legal terms for freelancers");
    await page.getByRole("button", { name: "Build monetization strategy" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("link", { name: "Saved — open" }).waitFor();

    await fillStorage(context, smallServer.url);
    const box = page.getByRole("form", { name: "Refine this result" });
    await box.getByLabel("What should change?").fill("Add a free plan");
    await box.getByRole("button", { name: "Refine" }).click();
    await page.getByText("Version 2 is ready, but it was not saved").first().waitFor({ timeout: 30_000 });
    await page.getByText("Your storage is full. Delete saved work you no longer need, then try again.").first().waitFor();
    expect(await page.getByRole("combobox", { name: "Version" }).innerText()).toMatch(/^Version 2 · Add a free plan/);
    await saveScreenshot(page, "storage-refine-not-saved-1280");
    expect(errors).toEqual([]);
    await page.close();
  });
});
