import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, tabTo, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { saveScreenshot } from "./screenshots";
import { signInNewUser } from "./session";

/**
 * Saved conversations in History and on their own page: search and rename, moving one into a
 * product, deleting with Undo; and an unsaved result, kept as a draft in its tab until sign-out.
 * The tests share one context and each signs a new account into it, so each starts with only what
 * it saved, and each opens its pages in tabs an earlier test closed (tests/e2e/kept-tabs.ts) with
 * the app's scripts already cached. The draft's test signs out, so it comes last.
 */

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

async function createProduct(name: string): Promise<string> {
  const response = await context.request.post(`${baseUrl()}/api/products`, {
    data: { name, idea: `The idea behind ${name}.` },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

async function productItemIds(productId: string): Promise<string[]> {
  const response = await context.request.get(`${baseUrl()}/api/products/${productId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
}

describe("searching and renaming saved conversations", () => {
  // Two tabs, a socket and several round trips: the limit is a hang guard, not a speed budget.
  it("finds a chat by a word only its reply holds, and a rename in one tab shows in another", { timeout: 120_000 }, async () => {
    await signInNewUser(context, "search-rename");
    const id = await saveConversation(context, {
      messages: [
        { role: "user", content: "Ideas for a travel app" },
        { role: "assistant", content: "Offer a zeppelin tour planner with offline maps." },
      ],
    });
    await saveConversation(context, { messages: [{ role: "user", content: "Pricing for a bakery" }] });
    const created = await context.request.post(`${baseUrl()}/api/products`, {
      data: { name: "Pawtrol", idea: "Dog walking app for busy owners" },
      headers: { Origin: baseUrl() },
    });
    expect(created.status()).toBe(201);
    const { product } = (await created.json()) as { product: { id: string } };
    await saveConversation(context, {
      tool: "generate-visual-flow",
      productId: product.id,
      messages: [
        { role: "user", content: "Dog walking app for busy owners" },
        { role: "assistant", content: "## Book a walk\n\nPick a time and a walker." },
      ],
    });

    const { page: history, errors } = await openPage(context);
    await history.goto(`${baseUrl()}/dashboard`);
    await waitUntilInteractive(history);
    await history.keyboard.press("Control+K");
    const field = history.getByRole("searchbox", { name: "Search saved conversations" });
    await field.waitFor();
    await expect.poll(() => field.evaluate((element) => element === document.activeElement), eventually).toBe(true);

    // A tool result names its kind in its title and its row, with the product it is in.
    const flows = history
      .getByRole("list", { name: "Saved conversations" })
      .getByRole("listitem")
      .filter({ hasText: "User flows: Dog walking app" });
    await flows.getByText("Pawtrol").waitFor();
    expect(await flows.getByText("User flows", { exact: true }).count()).toBe(1);

    await field.fill("zeppel");
    const results = history.getByRole("list", { name: "Search results" });
    await results.getByRole("link", { name: /Ideas for a travel app/ }).waitFor();
    expect(await results.locator("mark").first().textContent()).toBe("zeppelin");
    expect(await results.getByRole("listitem").count()).toBe(1);

    await field.fill("zzqx");
    await history.getByText("No saved conversations match “zzqx”").waitFor();
    await history.getByRole("button", { name: "Clear search" }).click();
    await history
      .getByRole("list", { name: "Saved conversations" })
      .getByRole("link", { name: /Pricing for a bakery/ })
      .waitFor();

    // The conversation's own page, in a second tab.
    const { page: conversationTab } = await openPage(context);
    await conversationTab.goto(`${baseUrl()}/conversation/${id}`);
    await waitUntilInteractive(conversationTab);
    await conversationTab.getByRole("heading", { name: "Ideas for a travel app" }).waitFor();

    // Cmd/Ctrl+K opens History over the page; Escape closes it on the same page, focus where it was.
    const pageUrl = conversationTab.url();
    const renameButton = conversationTab.getByRole("button", { name: "Rename “Ideas for a travel app”" });
    await tabTo(conversationTab, renameButton);
    await conversationTab.keyboard.press("Control+K");
    const overlay = conversationTab.getByRole("dialog", { name: "Saved Conversations" });
    await overlay.getByRole("link", { name: /Pricing for a bakery/ }).waitFor();
    expect(conversationTab.url()).toBe(pageUrl);
    await conversationTab.keyboard.press("Escape");
    await expect.poll(() => overlay.count(), eventually).toBe(0);
    expect(conversationTab.url()).toBe(pageUrl);
    await conversationTab.getByRole("heading", { name: "Ideas for a travel app" }).waitFor();
    expect(await renameButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // A too-long title is refused in place, and what was typed stays.
    await history.getByRole("button", { name: "Rename “Ideas for a travel app”" }).click();
    const title = history.getByRole("textbox", { name: "New title" });
    await title.fill("x".repeat(101));
    await title.press("Enter");
    await history.getByText("A title must be at most 100 characters").waitFor();
    expect(await title.inputValue()).toHaveLength(101);

    await title.fill("Zeppelin tours");
    await title.press("Enter");
    await history.getByRole("link", { name: /Zeppelin tours/ }).waitFor();
    await conversationTab.getByRole("heading", { name: "Zeppelin tours" }).waitFor();
    await expect.poll(() => conversationTab.title(), eventually).toBe("Zeppelin tours — UX Twin");

    // And back from the conversation page: Escape cancels, Enter saves, History follows.
    await conversationTab.getByRole("button", { name: "Rename “Zeppelin tours”" }).click();
    await conversationTab.getByRole("textbox", { name: "New title" }).press("Escape");
    await conversationTab.getByRole("heading", { name: "Zeppelin tours" }).waitFor();
    await conversationTab.getByRole("button", { name: "Rename “Zeppelin tours”" }).click();
    await conversationTab.getByRole("textbox", { name: "New title" }).fill("Airship tours");
    await conversationTab.getByRole("textbox", { name: "New title" }).press("Enter");
    await conversationTab.getByRole("heading", { name: "Airship tours" }).waitFor();
    await history.getByRole("link", { name: /Airship tours/ }).waitFor();

    expect(errors).toEqual([]);
    await conversationTab.close();
    await history.close();
  });
});

describe("moving a saved chat into a product from its page", () => {
  // Two tabs, a socket and several round trips: the limit is a hang guard, not a speed budget.
  it("moves it in and out, with toasts, and the product page follows live", { timeout: 120_000 }, async () => {
    await signInNewUser(context, "move-to-product");
    const productId = await createProduct("Bakery app");
    await createProduct("Travel planner");
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
    const { page: productTab } = await openPage(context);
    await recordRealtimeSockets(productTab);
    await productTab.goto(`${baseUrl()}/products/${productId}`);
    await waitUntilInteractive(productTab);
    await productTab.getByText("Nothing saved here yet.", { exact: false }).waitFor(eventually);
    await expect.poll(async () => (await newestRealtimeSocket(productTab)).state, eventually).toBe(1);

    await select.selectOption({ label: "Bakery app" });
    await page.getByText("Moved to Bakery app").first().waitFor();
    await page.getByRole("link", { name: "Open product" }).waitFor();
    expect(await page.getByRole("link", { name: "Open product" }).getAttribute("href")).toBe(`/products/${productId}`);
    expect(await productItemIds(productId)).toEqual([id]);
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
    expect(await productItemIds(productId)).toEqual([]);
    await productTab.getByText("Nothing saved here yet.", { exact: false }).waitFor(eventually);

    expect(errors).toEqual([]);
    await productTab.close();
    await page.close();
  });
});

describe("deleting from History", () => {
  it(
    "takes the row away at once, Undo brings it back untouched, and without Undo it is deleted for good; Tools → History reopens it cleanly by mouse and keyboard",
    { timeout: 90_000 },
    async () => {
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
      // Failed once in a full run on a busy machine and never alone: if it happens again, say what the page showed.
      await expect
        .poll(stored, { timeout: 30_000 })
        .toBe(404)
        .catch(async (error: unknown) => {
          const toastShown = await page.getByText("Conversation deleted").count();
          const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? "none");
          throw new Error(`still stored; toasts shown: ${toastShown}; focus on: ${focused}; ${String(error)}`);
        });
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
      await page.close();
    },
  );
});

describe("an unsaved result", () => {
  it(
    "comes back after Back to Dashboard, a reload and the browser's Back, and is gone after signing out",
    { timeout: 90_000 },
    async () => {
      await signInNewUser(context, "drafts");
      const { page, errors } = await openPage(context);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl()}/dashboard?view=monetization`);
      await waitUntilInteractive(page);
      await page.getByRole("heading", { level: 1 }).waitFor();
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

      // Signing out, from the reloaded tool, leaves nothing behind for the next account in this tab.
      // Every signed-in page reads the user's products as it opens; signing out while that read is in
      // flight would answer it 401, so wait for it as a user would wait for the page: "Working on"
      // offers to create a product once it knows this new account has none.
      await waitUntilInteractive(page);
      await page.getByRole("link", { name: "Create a product", exact: true }).waitFor();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`${baseUrl()}/`);
      await signInNewUser(context, "drafts-next");
      await page.goto(`${baseUrl()}/dashboard?view=monetization`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("heading", { name: "Monetization strategy", exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
