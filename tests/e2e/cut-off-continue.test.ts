import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInNewUser } from "./session";

/**
 * A text answer cut off at the model's length limit (docs/product.md#cut-off-answers), on a server of
 * its own whose offline model stops after 60 tokens, on the build the e2e setup made: the screen
 * says so, and Continue brings the rest as the next version until the answer is whole.
 */
let server: OwnServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startOwnServer("cut-off");
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light" });
  await signInNewUser(context, "cut-off", server.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a cut-off answer in Chromium", () => {
  it("says the answer was cut off and Continue appends the rest, version by version", { timeout: 90_000 }, async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/dashboard?view=launch-assistant`);
    await waitUntilInteractive(page);
    await page.getByLabel("Your product idea").fill("A marketplace where neighbours lend garden tools");
    await page.getByRole("button", { name: "Plan my launch" }).click();

    const notice = page.getByRole("status").filter({ hasText: "The answer was cut off at the length limit." });
    await notice.waitFor({ timeout: 30_000 });
    const result = page.locator("section", { has: page.getByRole("heading", { name: "Launch plan", exact: true }) });
    const firstLength = (await result.innerText()).length;

    for (let round = 0; (await notice.count()) > 0 && round < 10; round++) {
      await notice.getByRole("button", { name: "Continue" }).click();
      await page
        .getByText(`Version ${round + 2} is ready`, { exact: true })
        .first()
        .waitFor({ timeout: 30_000 });
    }
    expect(await notice.count()).toBe(0);
    expect((await result.innerText()).length).toBeGreaterThan(firstLength);
    expect(await page.getByRole("combobox", { name: "Version" }).innerText()).toMatch(/^Version \d+ · Continue the answer/);
    expect(errors).toEqual([]);
  });
});
