import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "correct horse battery";
let counter = 0;
const newEmail = () => `e2e-${Date.now().toString(36)}-${++counter}@example.com`;

async function openAuth(context: BrowserContext) {
  const opened = await openPage(context);
  await opened.page.goto(baseUrl() + "/auth");
  await waitUntilInteractive(opened.page);
  return opened;
}

async function fill(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
}

/** Creates an account through the API and signs in through the form. */
async function signInAsNewUser(context: BrowserContext) {
  const email = newEmail();
  const created = await context.request.post(baseUrl() + "/api/auth/sign-up", {
    data: { email, password: PASSWORD },
    headers: { Origin: baseUrl() },
  });
  expect(created.status()).toBe(201);
  const opened = await openAuth(context);
  await fill(opened.page, email, PASSWORD);
  await opened.page.getByRole("button", { name: "Sign In" }).click();
  await opened.page.waitForURL(baseUrl() + "/dashboard");
  await waitUntilInteractive(opened.page);
  return { ...opened, email };
}

describe("accounts in Chromium", () => {
  it("signs up, shows the toast, returns to sign-in, then signs in to the dashboard", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openAuth(context);
    const email = newEmail();
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    await page.getByText("Must be at least 8 characters").waitFor();
    await fill(page, email, PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Account created! Please log in.").first().waitFor();
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Logged in successfully!").first().waitFor();
    await page.waitForURL(baseUrl() + "/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).waitFor();
    // The session is in an HttpOnly cookie, not in storage scripts can read. The one cookie a
    // script sees says which stylesheet the browser holds (app/components/site/critical-styles.tsx).
    expect(await page.evaluate(() => document.cookie)).toMatch(/^(ux_css=[\w.-]+\.css)?$/);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe("{}");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes 'Account created! Please log in.' away once the sign-in succeeds", async () => {
    const context = await browser.newContext();
    const { page } = await openAuth(context);
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await fill(page, newEmail(), PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    const created = page.locator("li[data-state=open]", { hasText: "Account created! Please log in." });
    await created.waitFor();
    // Radix pauses every toast's auto-dismiss timer while the window is blurred, so only the
    // sign-in itself can close this toast, however long the sign-in takes.
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.locator("li[data-state=open]", { hasText: "Logged in successfully!" }).waitFor();
    await page.waitForURL(baseUrl() + "/dashboard");
    expect(await created.count()).toBe(0);
    await page.getByText("Account created! Please log in.").first().waitFor({ state: "detached" });
    await context.close();
  });

  it("shows the first validation message under 'Validation error', and the server's message on failure", async () => {
    const context = await browser.newContext();
    const { page } = await openAuth(context);
    await fill(page, "not-an-email", "short");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Validation error").first().waitFor();
    await page.getByText("Invalid email address").first().waitFor();

    await fill(page, newEmail(), "wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").first().waitFor();
    expect(page.url()).toBe(baseUrl() + "/auth");
    await context.close();
  });

  it("sends a visitor from protected pages to /auth, and a signed-in visitor from /auth to /dashboard", async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(baseUrl() + "/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.goto(baseUrl() + "/profile");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();

    const signedIn = await browser.newContext();
    const { page: mine } = await signInAsNewUser(signedIn);
    await mine.goto(baseUrl() + "/auth");
    expect(new URL(mine.url()).pathname).toBe("/dashboard");
    await signedIn.close();
  });

  it("logs out to the landing page, after which the dashboard is closed", async () => {
    const context = await browser.newContext();
    const { page } = await signInAsNewUser(context);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(baseUrl() + "/");
    await page.goto(baseUrl() + "/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();
  });

  it("opens, walks and closes the nav dropdowns with the keyboard", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await signInAsNewUser(context);
    const founders = page.getByRole("button", { name: "For Founders", exact: true });
    await founders.focus();
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
    await designers.focus();
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
    await tools.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor();
    expect(await page.getByRole("menuitem").allTextContents()).toEqual([
      expect.stringContaining("Quick Chat"),
      expect.stringContaining("History"),
      expect.stringContaining("Products"),
    ]);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("link", { name: /Support/ }).getAttribute("target")).toBe("_blank");
    await context.close();
  });

  it("collapses the nav into a menu on a phone", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const { page } = await signInAsNewUser(context);
    expect(await page.getByRole("button", { name: "For Founders" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("link", { name: "Startup Builder" }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get("view") === "startup-builder");
    await context.close();
  });

  it("leaves a protected page for /auth when the session ends in another tab", async () => {
    const context = await browser.newContext();
    const { page } = await signInAsNewUser(context);
    // Wait until the realtime socket is open (the server ends it at sign-out), then sign out from a second tab.
    await recordRealtimeSockets(page);
    await page.reload();
    await expect.poll(async () => (await newestRealtimeSocket(page)).state, eventually).toBe(1);
    const other = await context.newPage();
    await other.goto(baseUrl() + "/profile");
    await waitUntilInteractive(other);
    await other.getByRole("button", { name: "Logout" }).click();
    await other.waitForURL(baseUrl() + "/");
    await page.waitForURL(baseUrl() + "/auth");
    await context.close();
  });

  it("serves pages with a nonce-based CSP and the other security headers", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context);
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
    await context.close();
  });
});
