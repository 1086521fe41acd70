import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, tabTo, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("searching and renaming saved conversations", () => {
  // Two tabs, a socket and several round trips: the limit is a hang guard, not a speed budget.
  it("finds a chat by a word only its reply holds, and a rename in one tab shows in another", { timeout: 120_000 }, async () => {
    const context = await browser.newContext();
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
    const conversationTab = await context.newPage();
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
    await context.close();
  });
});
