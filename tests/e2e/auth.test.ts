import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, tabTo, waitUntilInteractive } from "./browser";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";

let browser: Browser;
// One context for the file (warm caches): signed out but for the sign-up test, which ends signed out again.
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "correct horse battery";
let counter = 0;
const newEmail = () => `e2e-${Date.now().toString(36)}-${++counter}@example.com`;

async function fill(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
}

/** Where the server sends this context's request for `path`: a protected page is refused on the server, before anything renders. */
async function redirectOf(path: string) {
  const response = await context.request.get(baseUrl() + path, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return response.headers()["location"];
}

describe("accounts in Chromium", () => {
  it("sends a visitor from protected pages to /auth", async () => {
    expect(await redirectOf("/dashboard")).toBe("/auth");
    expect(await redirectOf("/profile")).toBe("/auth");
  });

  // One load of /auth serves every step, from its headers to the logout: the signed-in steps use
  // the dashboard the sign-in reaches. Its time limit is a hang guard, not a speed budget.
  it(
    "serves /auth with a nonce-based CSP and the other security headers, shows the first validation message under 'Validation error' and the server's message on failure, signs up, shows the toast, returns to sign-in, signs in to the dashboard (taking the toast away), is sent on from /auth, walks the nav dropdowns with the keyboard, collapses the nav into a menu on a phone, and is logged out to the landing page from another tab, which sends this one to /auth",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(context);
      // The realtime socket is recorded from the first load: the sign-in reaches the dashboard without another.
      await recordRealtimeSockets(page);
      const response = await page.goto(baseUrl() + "/auth");
      const headers = response!.headers();
      const csp = headers["content-security-policy"]!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      // The page hydrates under that policy with nothing blocked.
      await waitUntilInteractive(page);
      expect(errors).toEqual([]);

      // Validation, signed out.
      await fill(page, "not-an-email", "short");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("Validation error").first().waitFor();
      await page.getByText("Invalid email address").first().waitFor();

      await fill(page, newEmail(), "wrong password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("Invalid email or password").first().waitFor();
      expect(page.url()).toBe(baseUrl() + "/auth");
      // Chromium logs the refused sign-in's 401 as a console error; from here on the page logs none.
      errors.length = 0;
      const email = newEmail();

      // Sign up.
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
      await page.getByRole("heading", { name: "Create Account" }).waitFor();
      await page.getByText("Must be at least 8 characters").waitFor();
      await fill(page, email, PASSWORD);
      await page.getByRole("button", { name: "Create Account" }).click();
      const created = page.locator("li[data-state=open]", { hasText: "Account created! Please log in." });
      await created.waitFor();
      await page.getByText("Account created! Please log in.").first().waitFor();
      // Radix pauses every toast's auto-dismiss timer while the pointer is over the toasts, so with
      // the mouse resting there only the sign-in itself can close this toast, however long it takes.
      await created.hover();
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();

      // Sign in: the e-mail is still there and the password field has the keyboard; the sign-up's
      // toast goes once the sign-in succeeds.
      expect(await page.getByLabel("Email").inputValue()).toBe(email);
      expect(await page.getByLabel("Password").evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press("Enter");
      const loggedIn = page.locator("li[data-state=open]", { hasText: "Logged in successfully!" });
      await loggedIn.waitFor();
      await page.getByText("Logged in successfully!").first().waitFor();
      await page.waitForURL(baseUrl() + "/dashboard");
      expect(await created.count()).toBe(0);
      await page.getByText("Account created! Please log in.").first().waitFor({ state: "detached" });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).waitFor();
      // The session is in an HttpOnly cookie, not in storage scripts can read. The one cookie a
      // script sees says which stylesheet the browser holds (app/components/site/critical-styles.tsx).
      expect(await page.evaluate(() => document.cookie)).toMatch(/^(ux_css=[\w.-]+\.css)?$/);
      expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe("{}");
      expect(errors).toEqual([]);
      // The pointer off the toasts, so the sign-in's toast goes on its own (it sits over the phone menu's button).
      await page.mouse.move(0, 400);

      // Signed in, /auth sends the visitor on to the dashboard.
      expect(await redirectOf("/auth")).toBe("/dashboard");

      // The nav dropdowns, opened, walked and closed with the keyboard.
      await page.setViewportSize({ width: 1280, height: 800 });
      const founders = page.getByRole("button", { name: "For Founders", exact: true });
      await tabTo(page, founders);
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await menu.waitFor();
      // Radix moves focus into the open menu; keys go to it from then on.
      const focusInMenu = () => page.waitForFunction(() => document.activeElement?.getAttribute("role") === "menuitem");
      await focusInMenu();
      const items = await menu.getByRole("menuitem").allTextContents();
      expect(items).toHaveLength(4);
      for (const [i, label] of ["Startup Builder", "Visual Flow", "Monetization", "Launch Assistant"].entries()) {
        expect(items[i]).toContain(label);
      }
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      // Radix hands focus back to the trigger as the menu unmounts, which may land a frame after it is gone.
      await expect.poll(() => founders.evaluate((el) => el === document.activeElement), eventually).toBe(true);

      const designers = page.getByRole("button", { name: "For Designers", exact: true });
      await tabTo(page, designers);
      await page.keyboard.press("ArrowDown");
      await page.getByRole("menuitem", { name: /UX Validator/ }).waitFor();
      await focusInMenu();
      await page.keyboard.press("ArrowDown");
      await page
        .getByRole("menuitem", { name: /UX Workshop/ })
        .and(page.locator(":focus"))
        .waitFor();
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => new URL(location.href).searchParams.get("view") === "workshop-generator");
      expect(new URL(page.url()).pathname).toBe("/dashboard");

      const tools = page.getByRole("button", { name: "Tools", exact: true });
      await tabTo(page, tools);
      await page.keyboard.press("Enter");
      await menu.waitFor();
      expect(await page.getByRole("menuitem").allTextContents()).toEqual([
        expect.stringContaining("Quick Chat"),
        expect.stringContaining("History"),
        expect.stringContaining("Products"),
      ]);
      await page.keyboard.press("Escape");
      expect(await page.getByRole("link", { name: /Support/ }).getAttribute("target")).toBe("_blank");

      // On a phone's width the nav collapses into a menu. (Touch screens open it in phone-layout and products.)
      await page.setViewportSize({ width: 390, height: 844 });
      await loggedIn.waitFor({ state: "detached", ...eventually });
      expect(await page.getByRole("button", { name: "For Founders" }).isVisible()).toBe(false);
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await dialog.getByRole("link", { name: "Startup Builder" }).click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get("view") === "startup-builder");

      // Log out from a second tab once this one's realtime socket is open (the server ends it at sign-out).
      await expect.poll(async () => (await newestRealtimeSocket(page)).state, eventually).toBe(1);
      const { page: other } = await openPage(context);
      await other.goto(baseUrl() + "/profile");
      await waitUntilInteractive(other);
      await other.getByRole("button", { name: "Logout" }).click();
      await other.waitForURL(baseUrl() + "/");
      // The first tab leaves its protected page on its own, and the dashboard is closed from then on.
      await page.waitForURL(baseUrl() + "/auth");
      expect(await redirectOf("/dashboard")).toBe("/auth");
      await other.close();
      await page.close();
    },
  );
});
