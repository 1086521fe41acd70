import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { startOwnServer, type OwnServer } from "./own-server";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { signInNewUser } from "./session";

/**
 * The daily AI quota, run out for real. The shared test server keeps the normal limit; this file
 * uses one with a limit of 3 ("low-limits"), so three runs reach zero.
 */
let server: OwnServer;
let browser: Browser;

beforeAll(async () => {
  server = await startOwnServer("low-limits");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const topBarQuota = (page: Page) => page.getByRole("banner").getByTestId("ai-quota");
const profileQuota = (page: Page) => page.getByTestId("profile-ai-quota");
const textOf = (locator: Locator) => () => locator.innerText().catch(() => "");
/** A tool or the chat reached from the top bar's dropdowns: a client-side navigation, not a page load. */
async function openFromMenu(page: Page, group: "For Founders" | "For Designers", item: string) {
  await page.getByRole("banner").getByRole("button", { name: group, exact: true }).click();
  await page.getByRole("menuitem", { name: new RegExp(`^${item}`) }).click();
}
// The quota resets at UTC midnight, which is 9:00 AM in Tokyo (no daylight saving there).
const LIMIT_MESSAGE = /^Daily AI limit reached\. Resets (tomorrow )?at 9:00 AM\.$/;

describe("the daily AI quota in Chromium", () => {
  it(
    "counts down after a chat reply and each tool run, in every tab, and at zero turns every AI action off",
    { timeout: 120_000 },
    async () => {
      // A reader in Tokyo: the reset time must be shown in their clock, not in UTC.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "Asia/Tokyo", locale: "en-US" });
      await signInNewUser(context, "quota", server.url);
      const { page, errors } = await openPage(context);
      await page.goto(`${server.url}/dashboard`);
      await waitUntilInteractive(page);
      expect(await topBarQuota(page).innerText()).toBe("3 AI requests left today");
      expect(await page.getByRole("banner").getByTestId("offline-model-badge").innerText()).toContain("Offline model");

      // A second tab on the profile page follows along without a reload.
      const profile = await context.newPage();
      await recordRealtimeSockets(profile);
      await profile.goto(`${server.url}/profile`);
      // Runs in other tabs reach it as realtime events, once its socket is open.
      await expect.poll(async () => (await newestRealtimeSocket(profile)).state, eventually).toBe(1);
      expect(await profileQuota(profile).innerText()).toBe("3 AI requests left today");
      expect(await profile.getByText(/0 of 3 used today\. The count starts again (tomorrow )?at 9:00 AM\./).count()).toBe(1);

      // A chat reply uses one request.
      await page.locator("#quick-question-input").fill("How do I price a B2B tool?");
      await page.getByRole("button", { name: "Ask" }).click();
      await page.getByRole("button", { name: "Regenerate" }).waitFor();
      await expect.poll(textOf(topBarQuota(page)), eventually).toBe("2 AI requests left today");
      await expect.poll(textOf(profileQuota(profile)), eventually).toBe("2 AI requests left today");

      // So does a tool run; one left reads in the singular.
      await openFromMenu(page, "For Founders", "Monetization");
      // A tool view hydrates after the page; its field is read-only until then, and fill waits for it.
      await page.getByLabel("Your product idea").fill("A shared grocery list that splits costs between flatmates");
      await page.getByRole("button", { name: "Build monetization strategy" }).click();
      await page.getByRole("button", { name: "Save", exact: true }).waitFor();
      await expect.poll(textOf(topBarQuota(page)), eventually).toBe("1 AI request left today");
      await expect.poll(textOf(profileQuota(profile)), eventually).toBe("1 AI request left today");

      // The last request of the day: every AI action turns off, saying when requests come back.
      const generate = page.getByRole("button", { name: "Build monetization strategy" });
      await generate.click();
      await expect.poll(textOf(topBarQuota(page)), eventually).toBe("0 AI requests left today");
      // Once the run ends, the button stays off.
      await page.locator("button:disabled", { hasText: "Build monetization strategy" }).waitFor();
      // The idea form and the result's refine box each say why they are off.
      const notices = page.getByTestId("ai-limit-notice");
      await expect.poll(() => notices.count(), eventually).toBe(2);
      const notice = page.locator("form", { has: generate }).getByTestId("ai-limit-notice");
      expect(await notice.innerText()).toMatch(LIMIT_MESSAGE);
      expect(await generate.getAttribute("aria-describedby")).toBe(await notice.getAttribute("id"));
      const refine = page.getByRole("form", { name: "Refine this result" });
      expect(await refine.getByTestId("ai-limit-notice").innerText()).toMatch(LIMIT_MESSAGE);
      expect(await refine.getByRole("button", { name: "Refine" }).isDisabled()).toBe(true);

      // Until a tool view hydrates its buttons are off anyway: wait until it responds (the field takes
      // typing, the example button turns on), so a disabled button is the quota's doing.
      await openFromMenu(page, "For Designers", "UX Mentor");
      await expect.poll(() => page.getByLabel("Describe your UX/UI design").isEditable(), eventually).toBe(true);
      expect(await page.getByRole("button", { name: "Get UX feedback" }).isDisabled()).toBe(true);
      expect(await page.getByTestId("ai-limit-notice").innerText()).toMatch(LIMIT_MESSAGE);

      await openFromMenu(page, "For Designers", "UX Workshop");
      await expect.poll(() => page.getByRole("button", { name: "Use this example" }).isEnabled(), eventually).toBe(true);
      expect(await page.getByRole("button", { name: "Generate Workshop Agenda" }).isDisabled()).toBe(true);

      // The chat: typing still works, sending and the preset questions do not.
      await page.goto(`${server.url}/dashboard`);
      await waitUntilInteractive(page);
      expect(await page.getByTestId("ai-limit-notice").innerText()).toMatch(LIMIT_MESSAGE);
      await page.locator("#quick-question-input").fill("One more question?");
      expect(await page.getByRole("button", { name: "Ask" }).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "How do I run a usability test with five users?" }).isDisabled()).toBe(true);

      await expect.poll(textOf(profileQuota(profile)), eventually).toBe("0 AI requests left today");
      expect(await profile.getByTestId("ai-limit-notice").innerText()).toMatch(LIMIT_MESSAGE);

      // A request that gets past the disabled buttons is still refused by the server.
      const forced = await context.request.post(`${server.url}/api/chat/completions`, {
        data: { messages: [{ role: "user", content: "Let me in" }] },
        headers: { Origin: server.url },
      });
      expect(forced.status()).toBe(429);
      expect(Number(forced.headers()["retry-after"])).toBeGreaterThan(0);
      expect(((await forced.json()) as { error: { code: string } }).error.code).toBe("rate_limited");

      // On a phone the bar has no room for it; the menu shows it. The same tab narrowed to a phone's
      // width: the bar is laid out by the width alone.
      const phone = page;
      await phone.setViewportSize({ width: 390, height: 844 });
      expect(await topBarQuota(phone).isVisible()).toBe(false);
      await phone.getByRole("button", { name: "Open menu" }).click();
      const menu = phone.getByRole("dialog", { name: "Menu" });
      expect(await menu.getByTestId("ai-quota").innerText()).toBe("0 AI requests left today");

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
