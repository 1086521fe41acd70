import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation, shareConversation } from "./conversations";
import { signInNewUser } from "./session";

let browser: Browser;
// The file's one context with pages: the first test's account, then (its cookies cleared) the
// second test's visitor, who opens the share page in the tab the first test closed (./kept-tabs.ts).
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

const messagesOf = (page: Page) => page.getByRole("list", { name: "Messages" }).locator("li[data-role]");

/** Sends from the Quick Chat composer and waits until the reply has finished streaming. */
async function ask(page: Page, text: string) {
  await page.locator("#chat-input").fill(text);
  await page.locator("#chat-input").press("Enter");
  await page.getByRole("button", { name: "Regenerate" }).waitFor();
}

describe("continue, edit and copy chats in Chromium", () => {
  it("continues a saved chat from its page, appends the new turn and edits the last message", { timeout: 120_000 }, async () => {
    await signInNewUser(context, "continue");
    const id = await saveConversation(context, {
      messages: [
        { role: "user", content: "Plan a pottery class app" },
        { role: "assistant", content: "Start with booking." },
      ],
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/conversation/${id}`);
    await waitUntilInteractive(page);
    await page.getByRole("link", { name: "Continue chat" }).click();
    await page.waitForURL(`**/dashboard?continue=${id}`);
    await waitUntilInteractive(page);

    // The history is there as already-saved turns: "Saved" links to it, there is no second "Save".
    await expect.poll(() => messagesOf(page).count()).toBe(2);
    expect(await messagesOf(page).first().innerText()).toContain("Plan a pottery class app");
    expect(await page.getByRole("link", { name: "Saved: open the saved conversation" }).getAttribute("href")).toBe(`/conversation/${id}`);
    expect(await page.getByRole("button", { name: "Save", exact: true }).count()).toBe(0);

    await ask(page, "What should the first screen show?");
    await page.getByRole("link", { name: "Saved: open the saved conversation" }).click();
    await page.waitForURL(`**/conversation/${id}`);
    // The server stores the turn once the reply is complete, which may be just after the page read it.
    await expect
      .poll(async () => {
        const count = await messagesOf(page).count();
        if (count !== 4) await page.reload();
        return count;
      }, eventually)
      .toBe(4);
    expect(await messagesOf(page).nth(2).innerText()).toContain("What should the first screen show?");

    // Edit and resend the last message: Escape cancels (focus back on "Edit"), Enter sends.
    await page.getByRole("link", { name: "Continue chat" }).click();
    await page.waitForURL(`**/dashboard?continue=${id}`);
    await waitUntilInteractive(page);
    await expect.poll(() => messagesOf(page).count()).toBe(4);
    await page.getByRole("button", { name: "Edit message" }).click();
    const field = page.getByRole("textbox", { name: "Edit your message" });
    expect(await field.inputValue()).toBe("What should the first screen show?");
    await field.press("Escape");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit message");
    await page.keyboard.press("Enter");
    await field.fill("What should the first screen say?");
    await field.press("Enter");
    await page.getByRole("button", { name: "Regenerate" }).waitFor();
    expect(await messagesOf(page).count()).toBe(4);
    expect(await messagesOf(page).nth(2).innerText()).toContain("What should the first screen say?");

    await page.getByRole("link", { name: "Saved: open the saved conversation" }).click();
    await page.waitForURL(`**/conversation/${id}`);
    // The stored question is the edited one (the offline reply may quote it, so read the message itself).
    const storedQuestion = async () => {
      const text =
        (await messagesOf(page)
          .nth(2)
          .innerText()
          .catch(() => "")) ?? "";
      if (!text.includes("say?")) await page.reload();
      return text;
    };
    await expect.poll(storedQuestion, eventually).toContain("What should the first screen say?");
    expect(await messagesOf(page).count()).toBe(4);
    expect(await page.locator('li[data-role="user"]').filter({ hasText: "first screen show?" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "copies a shared chat into a second account through sign-in and a confirmation, leaving the owner's as it was",
    { timeout: 120_000 },
    async () => {
      const owner = await browser.newContext();
      await signInNewUser(owner, "copy-owner");
      const messages = [
        { role: "user", content: "Name a tea subscription" },
        { role: "assistant", content: "Leaf & Letter." },
      ];
      const id = await saveConversation(owner, { messages });
      const shareId = await shareConversation(owner, id);

      // The visitor starts signed out: the file's context with the first test's session gone.
      const visitor = context;
      await visitor.clearCookies();
      const email = `copy-visitor-${Date.now().toString(36)}@example.com`;
      const password = "correct horse battery";
      expect(
        (
          await visitor.request.post(`${baseUrl()}/api/auth/sign-up`, { data: { email, password }, headers: { Origin: baseUrl() } })
        ).status(),
      ).toBe(201);
      const { page, errors } = await openPage(visitor);
      await page.goto(`${baseUrl()}/share/${shareId}`);
      await waitUntilInteractive(page);
      // Signed out: an invitation to sign up, and the button goes through /auth.
      await page.getByRole("link", { name: "Try it free" }).waitFor();
      await page.getByRole("link", { name: "Continue in my account" }).click();
      await page.waitForURL(`**/auth?next=${encodeURIComponent(`/share/${shareId}?add=1`)}`);
      await waitUntilInteractive(page);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();

      // Back on the share page, one click away from the copy, and no longer invited to sign up.
      await page.waitForURL(`**/share/${shareId}?add=1`);
      await waitUntilInteractive(page);
      const question = page.getByRole("region", { name: "Add this conversation to your History?" });
      await question.waitFor();
      expect(await page.getByRole("link", { name: "Try it free" }).count()).toBe(0);
      await page.getByRole("link", { name: "Back to Dashboard" }).waitFor();
      expect(await page.getByRole("button", { name: "Continue in my account" }).count()).toBe(0);

      // "Not now" leaves the page as it was; coming back through the link asks again.
      await question.getByRole("button", { name: "Not now" }).click();
      await page.waitForURL(`**/share/${shareId}`);
      await page.getByRole("button", { name: "Continue in my account" }).waitFor();
      expect(await question.count()).toBe(0);
      await page.goto(`${baseUrl()}/share/${shareId}?add=1`);
      await waitUntilInteractive(page);

      await question.getByRole("button", { name: "Add to my History" }).click();
      await page.waitForURL(/\/conversation\/[a-z2-7]+$/);
      const copyId = new URL(page.url()).pathname.split("/").pop()!;
      expect(copyId).not.toBe(id);
      await page.getByRole("heading", { name: "Name a tea subscription" }).waitFor();
      expect(await messagesOf(page).count()).toBe(2);
      await page.getByText("Added to your History").first().waitFor();

      // The owner's conversation is untouched, and the visitor cannot continue it by its id.
      const original = (await (await owner.request.get(`${baseUrl()}/api/conversations/${id}`)).json()) as {
        conversation: { shared: boolean; messages: unknown[] };
      };
      expect(original.conversation.messages).toHaveLength(2);
      expect(original.conversation.shared).toBe(true);
      await page.goto(`${baseUrl()}/dashboard?continue=${id}`);
      await page.getByRole("alert").filter({ hasText: "could not be opened" }).waitFor();
      expect(await page.getByText("Leaf & Letter.").count()).toBe(0);
      expect(errors).toEqual([]);
      await owner.close();
      await page.close();
    },
  );
});
