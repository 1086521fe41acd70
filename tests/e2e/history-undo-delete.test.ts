import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("deleting from History", () => {
  it(
    "takes the row away at once, Undo brings it back untouched, and without Undo it is deleted for good; Tools → History reopens it cleanly by mouse and keyboard",
    { timeout: 90_000 },
    async () => {
      const context = await browser.newContext();
      await signInNewUser(context, "undo-delete");
      const id = await saveConversation(context, { messages: [{ role: "user", content: "Pricing for a bakery" }] });
      const stored = async () =>
        (await context.request.get(`${baseUrl()}/api/conversations/${id}`, { headers: { Origin: baseUrl() } })).status();

      const { page, errors } = await openPage(context);
      await page.goto(`${baseUrl()}/dashboard`);
      await waitUntilInteractive(page);
      await page.keyboard.press("Control+K");
      const list = page.getByRole("list", { name: "Saved conversations" });
      await list.getByRole("link", { name: /Pricing for a bakery/ }).waitFor();

      await list.getByRole("button", { name: "Delete “Pricing for a bakery”" }).click();
      await expect.poll(() => list.getByRole("link", { name: /Pricing for a bakery/ }).count(), eventually).toBe(0);
      const undo = page.getByRole("button", { name: "Undo" });
      await undo.click();
      await list.getByRole("link", { name: /Pricing for a bakery/ }).waitFor();
      expect(await stored()).toBe(200);

      await list.getByRole("button", { name: "Delete “Pricing for a bakery”" }).click();
      await page.getByText("Conversation deleted").first().waitFor();
      // While the toast shows, History is closed and opened again from the top bar: Tools → History.
      // That first click on Tools also loads the menu's code and replays the press on the real trigger,
      // which the toast hears as a press outside it (it once did so inside React's commit: a console error).
      const history = page.getByRole("dialog", { name: "Saved Conversations" });
      await history.getByRole("button", { name: "Close" }).click();
      await history.waitFor({ state: "detached" });
      const tools = page.getByRole("button", { name: "Tools", exact: true });
      await tools.click();
      await page.getByRole("menuitem", { name: /History/ }).click();
      await history.waitFor();
      // Once the toast has gone by itself, the deletion is for good.
      await page.mouse.move(0, 0);
      await expect.poll(stored, { timeout: 30_000 }).toBe(404);
      await page.getByText("No saved conversations yet").waitFor();

      // The keyboard way: Escape hands the focus back to Tools; Enter opens it, ArrowDown reaches History, Enter opens it.
      await page.keyboard.press("Escape");
      await history.waitFor({ state: "detached" });
      await tools.and(page.locator(":focus")).waitFor();
      await page.keyboard.press("Enter");
      await page
        .getByRole("menuitem", { name: /Quick Chat/ })
        .and(page.locator(":focus"))
        .waitFor();
      await page.keyboard.press("ArrowDown");
      await page
        .getByRole("menuitem", { name: /History/ })
        .and(page.locator(":focus"))
        .waitFor();
      await page.keyboard.press("Enter");
      await history.getByText("No saved conversations yet").waitFor();
      expect(new URL(page.url()).searchParams.get("history")).toBe("open");
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
