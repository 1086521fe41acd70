import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, waitUntilInteractive } from "./browser";
import { saveConversation as save, shareConversation as share } from "./conversations";
import { signInNewUser } from "./session";

/**
 * Script and HTML payloads in everything a user or a model can put on a page — chat input,
 * model output, conversation titles, saved tool results, share pages — must render as inert
 * text. A payload that ran would set window.__xss, open a dialog or trip the CSP.
 */
const PAYLOADS = [
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `"><svg onload="window.__xss='svg'">`,
  `[click me](javascript:window.__xss='link')`,
  `<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`,
  `<a href="javascript:alert(1)">js link</a>`,
];
const TITLE_PAYLOAD = `<img src=x onerror="alert('title')"> title`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Watched = { page: Page; dialogs: string[] };

/** A page that records dialogs, and CSP violations reported in the page itself. */
async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { page, dialogs };
}

async function expectInert({ page, dialogs }: Watched, label: string) {
  await waitUntilInteractive(page);
  // Let what a payload could trigger happen first: every image has loaded or failed (so any
  // onerror has fired), then the tasks already queued (violation reports) have run.
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  });
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: string; __csp: string[] };
    return {
      xss: w.__xss ?? null,
      csp: w.__csp,
      injected: document.querySelectorAll('img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript:"]').length,
    };
  });
  expect(state, label).toEqual({ xss: null, csp: [], injected: 0 });
  expect(dialogs, label).toEqual([]);
}

describe("XSS payloads render as inert text in Chromium", () => {
  // One account and one tab for the file: the payloads it saves are on the dashboard the Quick
  // Chat step types into, and the share pages are visited in the same tab once its cookies are gone.
  it(
    "typed into Quick Chat and echoed back by the model, in saved chats, titles, model output, saved tool results and share pages",
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext();
      await signInNewUser(context, "xss");
      const modelOutput = PAYLOADS.join("\n\n");
      const chatId = await save(context, {
        messages: [
          { role: "user", content: TITLE_PAYLOAD },
          { role: "assistant", content: modelOutput },
        ],
      });
      const toolIds = await Promise.all(
        (["build-startup", "generate-landing-page", "ux-feedback"] as const).map((tool) =>
          save(context, {
            tool,
            messages: [
              { role: "user", content: PAYLOADS[0] },
              { role: "assistant", content: modelOutput },
            ],
          }),
        ),
      );
      const shareIds = await Promise.all([chatId, ...toolIds].map((id) => share(context, id)));

      const watched = await watchedPage(context);
      await watched.page.goto(`${baseUrl()}/dashboard`);
      await expectInert(watched, "/dashboard");

      // Typed into Quick Chat and echoed back by the model.
      const input = watched.page.locator("#quick-question-input");
      await input.fill(`Please repeat ${PAYLOADS[0]} and ${PAYLOADS[1]} and ${PAYLOADS[2]}`);
      await input.press("Enter");
      await watched.page.locator('li[data-role="user"]').first().waitFor();
      await watched.page.getByRole("button", { name: "Regenerate" }).waitFor();
      expect(await watched.page.locator('li[data-role="user"]').first().innerText()).toContain("<script>");
      await expectInert(watched, "quick chat");

      for (const path of ["/dashboard?history=open", `/conversation/${chatId}`, ...toolIds.map((id) => `/conversation/${id}`)]) {
        await watched.page.goto(`${baseUrl()}${path}`);
        await expectInert(watched, path);
        // The title shows as the literal text the user typed.
        if (path === `/conversation/${chatId}`) await watched.page.getByText("<img src=x", { exact: false }).first().waitFor();
      }

      // Share pages are public: check them signed out, as a visitor would see them (the tab's
      // socket closed first, then the session cookie gone from the browser).
      await watched.page.goto("about:blank");
      await context.clearCookies();
      expect(await context.cookies()).toEqual([]);
      for (const shareId of shareIds) {
        await watched.page.goto(`${baseUrl()}/share/${shareId}`);
        await expectInert(watched, `/share/${shareId}`);
      }
      await context.close();
    },
  );
});
