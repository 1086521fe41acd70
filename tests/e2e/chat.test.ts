import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./browser";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Quick Chat, history and sharing in Chromium", () => {
  // A long flow (two tabs, two replies, save, share, delete): its time limit is a hang guard, not a speed budget.
  it("streams a reply, saves it, updates a second tab live, opens, shares and deletes it", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    await signInNewUser(context, "chat");
    const { page, errors } = await openPage(context);
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/dashboard`);
    await other.waitForSelector("html[data-hydrated=true]");
    await other.getByText("No recent projects yet — start a new one above.").waitFor();

    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForSelector("html[data-hydrated=true]");
    // Nobody should mistake the built-in model for real AI.
    expect(await page.getByTestId("offline-model-badge").first().innerText()).toContain("Offline model");
    const question = "How can I make my app's onboarding shorter?";
    await page.getByRole("button", { name: question }).click();
    await expect.poll(() => page.locator("#quick-question-input").inputValue()).toBe(question);

    // The user message appears, then an assistant message that grows as it streams.
    const userBubble = page.locator('li[data-role="user"]').first();
    await userBubble.waitFor();
    expect(await userBubble.innerText()).toContain(question);
    const reply = page.locator('li[data-role="assistant"]').last();
    await page.getByRole("button", { name: "Stop generating" }).waitFor();
    const early = (await reply.innerText()).length;
    await page.getByRole("button", { name: "Regenerate" }).waitFor({ timeout: 20_000 });
    expect((await reply.innerText()).length).toBeGreaterThan(early);
    expect(await reply.innerHTML()).not.toContain("<script");

    // Enter sends, Shift+Enter adds a line.
    const input = page.locator("#chat-input");
    await input.fill("And for a B2B tool?");
    await input.press("Shift+Enter");
    expect(await input.inputValue()).toBe("And for a B2B tool?\n");
    await input.press("Enter");
    await expect.poll(() => page.locator('li[data-role="user"]').count()).toBe(2);
    await page.getByRole("button", { name: "Regenerate" }).waitFor({ timeout: 20_000 });

    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Conversation saved").first().waitFor();
    await page.getByText("Saved", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);

    // The other tab learns about the save over the realtime socket, without a reload.
    const title = question.slice(0, 50);
    await other.getByRole("link", { name: new RegExp(title.slice(0, 30)) }).waitFor({ timeout: 10_000 });
    await other.goto(`${baseUrl()}/dashboard?history=open`);
    const dialog = other.getByRole("dialog", { name: "Saved Conversations" });
    await dialog.getByRole("link").first().waitFor();
    await dialog.getByRole("link").first().click();
    await other.waitForURL(/\/conversation\//);
    await other.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await other.locator('li[data-role="user"]').allInnerTexts()).toEqual([expect.stringContaining(question), expect.stringContaining("And for a B2B tool?")]);
    expect(await other.locator('li[data-role="assistant"]').count()).toBe(2);

    // Share: the link opens read-only for a signed-out visitor.
    await other.getByRole("button", { name: "Share" }).click();
    await other.getByText("Copied to clipboard!").first().waitFor();
    const shareUrl = await other.getByRole("button", { name: "Copy link" }).getAttribute("data-share-url");
    expect(shareUrl).toMatch(/\/share\/[a-z2-7]{32}$/);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const shared = await visitorPage.goto(shareUrl!);
    expect(shared?.status()).toBe(200);
    await visitorPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await visitorPage.getByTestId("offline-model-badge").waitFor();
    expect(await visitorPage.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

    // Delete: gone from the first tab's Recent Projects, and the share link stops working.
    await other.getByRole("button", { name: "Delete" }).click();
    await other.getByText("Conversation deleted").first().waitFor();
    await other.waitForURL(/\/dashboard$/);
    await page.getByRole("button", { name: /Back: start a new chat/ }).click();
    await page.getByText("No recent projects yet — start a new one above.").waitFor({ timeout: 10_000 });
    expect((await visitorPage.goto(shareUrl!))?.status()).toBe(404);

    expect(errors).toEqual([]);
    await visitor.close();
    await context.close();
  });

  it("sends visitors without a session from a conversation link to /auth", async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/conversation/abcdefghijklmnopqrstuvwxyz234567`);
    await page.waitForURL(/\/auth$/);
    await context.close();
  });

  it("answers 404 for someone else's conversation, then returns to the dashboard", async () => {
    const owner = await browser.newContext();
    await signInNewUser(owner, "owner");
    const saved = await owner.request.post(`${baseUrl()}/api/conversations`, {
      data: { messages: [{ role: "user", content: "private notes" }] },
      headers: { Origin: baseUrl() },
    });
    const { conversation } = (await saved.json()) as { conversation: { id: string } };

    const intruder = await browser.newContext();
    await signInNewUser(intruder, "intruder");
    const page = await intruder.newPage();
    const response = await page.goto(`${baseUrl()}/conversation/${conversation.id}`);
    expect(response?.status()).toBe(404);
    await page.getByText("Failed to load conversation").first().waitFor();
    await page.waitForURL(/\/dashboard$/);
    await owner.close();
    await intruder.close();
  });
});
