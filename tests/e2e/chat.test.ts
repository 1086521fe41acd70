import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { signInNewUser } from "./session";

declare global {
  interface Window {
    __releaseReply: () => void;
  }
}

/**
 * Lets the page's first chat reply through up to its first piece of text, then holds the rest
 * of the real stream until `window.__releaseReply()`. While held, the reply cannot have finished,
 * so what the page shows then proves it renders text as it arrives, however fast the machine.
 */
async function holdFirstReplyAfterItsFirstText(page: Page) {
  await page.addInitScript(() => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    window.__releaseReply = release;
    const nativeFetch = window.fetch;
    window.fetch = async (input, init) => {
      const response = await nativeFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith("/api/chat/completions") || !response.body) return response;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const encoder = new TextEncoder();
      let buffered = "";
      let held = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            if (buffered) controller.enqueue(encoder.encode(buffered));
            controller.close();
            return;
          }
          buffered += value;
          // Whole events, one at a time: network chunks may hold many, or end mid-event.
          for (let end = buffered.indexOf("\n\n"); end !== -1; end = buffered.indexOf("\n\n")) {
            const event = buffered.slice(0, end + 2);
            buffered = buffered.slice(end + 2);
            controller.enqueue(encoder.encode(event));
            // The opening event carries an empty content; hold after the first real text.
            if (!held && /"content":"[^"]/.test(event)) {
              held = true;
              await released;
            }
          }
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  });
}

/** The text of an HTML fragment React rendered: its entities decoded. */
const htmlText = (html: string) =>
  html.replace(
    /&(#x27|#39|quot|amp|lt|gt);/g,
    (_, entity: string) => ({ "#x27": "'", "#39": "'", quot: '"', amp: "&", lt: "<", gt: ">" })[entity]!,
  );

let browser: Browser;
// The file's signed-in account (its tests make no conversation of their own but the first one's,
// which it deletes), with warm caches; and a visitor who is signed out, who only makes requests.
let context: BrowserContext;
let visitor: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true });
  await signInNewUser(context, "chat");
  visitor = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

describe("Quick Chat, history and sharing in Chromium", () => {
  // A long flow (two tabs, two replies, save, share, delete): its time limit is a hang guard, not a speed budget.
  it(
    "streams a reply, copies and downloads it, saves it, updates a second tab live, opens, shares and deletes it",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(context);
      const { page: other } = await openPage(context);
      await recordRealtimeSockets(other);
      await other.goto(`${baseUrl()}/dashboard`);
      await other.getByText("No recent projects yet — start a new one above.").waitFor();
      // Live updates reach a tab whose socket is open; this one's opens after hydration.
      await expect.poll(async () => (await newestRealtimeSocket(other)).state, eventually).toBe(1);

      await holdFirstReplyAfterItsFirstText(page);
      // A controllable clock: the preset question's 100 ms delay is seen by pausing time, not by racing it.
      await page.clock.install();
      await page.goto(`${baseUrl()}/dashboard`);
      await waitUntilInteractive(page);
      // Nobody should mistake the built-in model for real AI.
      expect(await page.getByTestId("offline-model-badge").first().innerText()).toContain("Offline model");
      const question = "How can I make my app's onboarding shorter?";
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.getByRole("button", { name: question }).click();
      // A preset question fills the input first, and is sent 100 ms later.
      expect(await page.locator("#quick-question-input").inputValue()).toBe(question);
      expect(await page.locator('li[data-role="user"]').count()).toBe(0);
      await page.clock.resume();

      // The user message appears, then the reply's first words while the rest is still on its way.
      const userBubble = page.locator('li[data-role="user"]').first();
      await userBubble.waitFor();
      expect(await userBubble.innerText()).toContain(question);
      const reply = page.locator('li[data-role="assistant"]').last();
      await reply.getByRole("status", { name: "The assistant is typing" }).waitFor({ state: "detached" });
      const early = await reply.innerText();
      expect(await page.getByRole("button", { name: "Stop generating" }).isVisible()).toBe(true);
      await page.evaluate(() => window.__releaseReply());
      await page.getByRole("button", { name: "Regenerate" }).waitFor();
      expect((await reply.innerText()).length).toBeGreaterThan(early.length);
      expect(await reply.innerHTML()).not.toContain("<script");

      // Enter sends, Shift+Enter adds a line.
      const input = page.locator("#chat-input");
      await input.fill("And for a B2B tool?");
      await input.press("Shift+Enter");
      expect(await input.inputValue()).toBe("And for a B2B tool?\n");
      await input.press("Enter");
      await page.locator('li[data-role="user"]').nth(1).waitFor();
      await page.getByRole("button", { name: "Regenerate" }).waitFor();

      // One reply is copied as it reads on screen, without Markdown markers.
      const firstReply = page.locator('li[data-role="assistant"]').first();
      await firstReply.hover();
      await firstReply.getByRole("button", { name: "Copy message" }).click();
      await firstReply.getByRole("button", { name: "Copied" }).waitFor();
      const copiedReply = await page.evaluate(() => navigator.clipboard.readText());
      expect(copiedReply.length).toBeGreaterThan(40);
      expect(copiedReply).not.toContain("**");
      expect(await firstReply.innerText()).toContain(copiedReply.split("\n")[0]);

      // The whole chat downloads as Markdown: its title, then who said what, in order.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download the chat as Markdown" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("how-can-i-make-my-app-s-onboarding-shorter.md");
      const markdown = await readFile(await download.path(), "utf8");
      expect(markdown.startsWith(`# ${question}\n`)).toBe(true);
      expect(markdown.match(/^## .+$/gm)).toEqual(["## You", "## UX Twin", "## You", "## UX Twin"]);
      expect(markdown.indexOf(question, 2)).toBeLessThan(markdown.indexOf("And for a B2B tool?"));
      expect(markdown).toContain(copiedReply.split("\n")[0]);

      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Conversation saved").first().waitFor();
      await page.getByText("Saved", { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);

      // The other tab learns about the save over the realtime socket, without a reload.
      const title = question.slice(0, 50);
      await other.getByRole("link", { name: new RegExp(title.slice(0, 30)) }).waitFor();
      // History, reached from the top bar (Tools → History) rather than by loading the page again.
      await other.getByRole("button", { name: "Tools", exact: true }).click();
      await other.getByRole("menuitem", { name: /History/ }).click();
      await other.waitForURL(`${baseUrl()}/dashboard?history=open`);
      const dialog = other.getByRole("dialog", { name: "Saved Conversations" });
      await dialog.getByRole("link").first().waitFor();
      await dialog.getByRole("link").first().click();
      await other.waitForURL(/\/conversation\//);
      await other.getByRole("heading", { level: 1, name: title }).waitFor();
      await waitUntilInteractive(other);
      expect(await other.locator('li[data-role="user"]').allInnerTexts()).toEqual([
        expect.stringContaining(question),
        expect.stringContaining("And for a B2B tool?"),
      ]);
      expect(await other.locator('li[data-role="assistant"]').count()).toBe(2);

      // Share: the dialog shows the new link, already copied, and copies it again on request.
      await other.getByRole("button", { name: "Share" }).click();
      const shareDialog = other.getByRole("dialog", { name: "Share this conversation" });
      const linkField = shareDialog.getByLabel("Share link");
      await linkField.waitFor();
      const shareUrl = await linkField.inputValue();
      expect(shareUrl).toMatch(/\/share\/[a-z2-7]{32}$/);
      expect(await linkField.getAttribute("readonly")).not.toBeNull();
      await shareDialog.getByRole("button", { name: "Copied" }).waitFor();
      expect(await other.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
      await other.evaluate(() => navigator.clipboard.writeText(""));
      await shareDialog.getByRole("button", { name: "Copy", exact: true }).waitFor();
      await shareDialog.getByRole("button", { name: "Copy", exact: true }).press("Enter");
      await shareDialog.getByRole("button", { name: "Copied" }).waitFor();
      expect(await other.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
      await other.keyboard.press("Escape");
      await shareDialog.waitFor({ state: "detached" });
      await other.getByRole("button", { name: "Shared" }).waitFor();
      // What a signed-out visitor of the link is sent is the server's page: its status, title,
      // badge and robots tag are read from its HTML, with no tab (the share page in a browser is
      // continue-chat's and xss's).
      const shared = await visitor.request.get(shareUrl);
      expect(shared.status()).toBe(200);
      const sharedHtml = await shared.text();
      expect(htmlText(sharedHtml.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? "")).toBe(title);
      expect(sharedHtml).toMatch(/data-testid="offline-model-badge"[^>]*>(<svg[^]*?<\/svg>)?Offline model</);
      expect(sharedHtml.match(/<meta name="robots" content="([^"]*)"/)?.[1]).toContain("noindex");

      // Delete: gone from the first tab's Recent Projects, and the share link stops working.
      await other.getByRole("button", { name: "Delete" }).click();
      await other.getByText("Conversation deleted").first().waitFor();
      await other.waitForURL(/\/dashboard$/);
      await page.getByRole("button", { name: /Back: start a new chat/ }).click();
      await page.getByText("No recent projects yet — start a new one above.").waitFor();
      expect((await visitor.request.get(shareUrl)).status()).toBe(404);

      expect(errors).toEqual([]);
      await other.close();
      await page.close();
    },
  );

  it("sends visitors without a session from a conversation link to /auth", async () => {
    // The server refuses the page before anything renders: no browser needed to see where it sends them.
    const response = await visitor.request.get(`${baseUrl()}/conversation/abcdefghijklmnopqrstuvwxyz234567`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/auth");
  });

  it("answers 404 for someone else's conversation, then returns to the dashboard", async () => {
    // The owner only saves through the API: a context that never opens a page. The intruder is the file's account.
    const owner = await browser.newContext();
    await signInNewUser(owner, "owner");
    const conversationId = await saveConversation(owner, { messages: [{ role: "user", content: "private notes" }] });

    const { page } = await openPage(context);
    const response = await page.goto(`${baseUrl()}/conversation/${conversationId}`);
    expect(response?.status()).toBe(404);
    await page.getByText("Failed to load conversation").first().waitFor();
    await page.waitForURL(/\/dashboard$/);
    await page.close();
    await owner.close();
  });
});
