import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveScreenshot } from "./screenshots";
import { signInNewUser } from "./session";
import { createProductAs, joinAs } from "./team-seeding";

let browser: Browser;
let owner: BrowserContext;
let editor: BrowserContext;
let ownerEmail: string;
let editorEmail: string;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: DESKTOP });
  editor = await browser.newContext({ viewport: DESKTOP });
  ({ email: ownerEmail } = await signInNewUser(owner, "presence-owner"));
  ({ email: editorEmail } = await signInNewUser(editor, "presence-editor"));
});
afterAll(async () => {
  await browser?.close();
});

/** The owner makes a product and an editor link; the editor joins by it (the sharing UI has its own test). */
async function productWithEditor(): Promise<string> {
  const productId = await createProductAs(owner, { name: "Tool Library", idea: "Neighbours lend tools." });
  await joinAs(owner, editor, productId, "editor");
  return productId;
}

async function openProduct(page: Page, productId: string) {
  await page.goto(`${baseUrl()}/products/${productId}`);
  await page.getByRole("heading", { level: 1, name: "Tool Library" }).waitFor();
  await waitUntilInteractive(page);
}

/** The avatar of one person in the page's header (its title is their e-mail, "(you)" for oneself). */
const avatar = (page: Page, email: string) => page.getByTestId("presence").locator(`li[title^="${email}"]`);
const onThisPage = (page: Page) => page.getByTestId("presence").locator("p.sr-only").textContent();

describe("who is on a product's page", () => {
  it("the owner and an editor see each other arrive live; removing the editor takes their avatar away and shows them the notice", async () => {
    const productId = await productWithEditor();
    const { page: mine, errors } = await openPage(owner);
    await openProduct(mine, productId);
    // Alone: just oneself, marked as such.
    await avatar(mine, `${ownerEmail} (you)`).waitFor(eventually);
    expect(await avatar(mine, editorEmail).count()).toBe(0);

    const { page: theirs, errors: theirErrors } = await openPage(editor);
    await openProduct(theirs, productId);
    // The editor's arrival reaches the owner's open page without a reload, and each sees the other.
    await avatar(mine, editorEmail).waitFor(eventually);
    await avatar(theirs, ownerEmail).waitFor(eventually);
    await avatar(theirs, `${editorEmail} (you)`).waitFor(eventually);
    await expect.poll(() => onThisPage(mine), eventually).toBe(`On this page: ${ownerEmail} (you), ${editorEmail}`);
    // Initials in a circle, in the colour picked for that person, the same on both pages.
    const colourOf = (page: Page, email: string) => avatar(page, email).evaluate((li) => getComputedStyle(li).backgroundColor);
    expect(await colourOf(mine, editorEmail)).toBe(await colourOf(theirs, `${editorEmail} (you)`));
    expect(await avatar(mine, editorEmail).textContent()).toMatch(/^[A-Z0-9]{2}$/);

    expect(await axeViolations(mine)).toEqual([]);
    const header = mine.locator("article > header");
    await saveScreenshot(header, "presence/header-two-avatars-1366");
    await mine.setViewportSize(PHONE);
    expect(await mine.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await avatar(mine, editorEmail).waitFor();
    expect(await axeViolations(mine)).toEqual([]);
    await saveScreenshot(header, "presence/header-two-avatars-390");
    await mine.setViewportSize(DESKTOP);

    // The owner removes the editor in "Share product", with the mouse.
    await mine.getByRole("button", { name: "Share product" }).click();
    const dialog = mine.getByRole("dialog", { name: "Share “Tool Library”" });
    const members = dialog.getByRole("list", { name: "Members" });
    await members.getByText(editorEmail).waitFor(eventually);
    await members.getByRole("button", { name: `Remove ${editorEmail}` }).click();
    await members
      .getByRole("group", { name: `Remove ${editorEmail}` })
      .getByRole("button", { name: "Remove" })
      .click();
    await mine.getByText("Member removed", { exact: true }).waitFor(eventually);
    await mine.keyboard.press("Escape");

    // Gone from the owner's header, live; the editor's open page says so without a reload.
    await expect.poll(() => avatar(mine, editorEmail).count(), eventually).toBe(0);
    await expect.poll(() => onThisPage(mine), eventually).toBe(`On this page: ${ownerEmail} (you)`);
    await theirs
      .getByRole("alert")
      .getByText(/You no longer have access to this product/)
      .waitFor(eventually);
    // Their room socket is closed: nobody is shown on their page any more.
    await expect.poll(() => theirs.getByTestId("presence").count(), eventually).toBe(0);

    expect(errors).toEqual([]);
    expect(theirErrors).toEqual([]);
    await theirs.close();
    await mine.close();
  }, 120_000);
});
