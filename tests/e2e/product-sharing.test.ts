import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_MESSAGES } from "../../shared/contracts/product-members";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { fitsWidth, screenshotAtWidths } from "./screenshots";
import { signInNewUser } from "./session";

let browser: Browser;
/** The product's owner, at desktop width, allowed to use the clipboard. */
let owner: BrowserContext;
let ownerEmail: string;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: DESKTOP, permissions: ["clipboard-read", "clipboard-write"] });
  ({ email: ownerEmail } = await signInNewUser(owner, "sharing-owner"));
});
afterAll(async () => {
  await browser?.close();
});

async function createProduct(name: string): Promise<string> {
  const response = await owner.request.post(`${baseUrl()}/api/products`, {
    data: { name, idea: "Neighbours lend each other tools they rarely use." },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

async function open(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await waitUntilInteractive(page);
}

/** A picture at 390 and at 1366 px wide, checking at each that nothing spills sideways; the page ends at 1366. */
const screenshotAtBothWidths = (page: Page, name: string, target: Page | Locator = page) =>
  screenshotAtWidths(page, `sharing/${name}`, [PHONE, DESKTOP], target);

/** Opens "Share product" on the product page and answers the dialog. */
async function openShareDialog(page: Page, productName: string): Promise<Locator> {
  await page.getByRole("button", { name: "Share product" }).click();
  const dialog = page.getByRole("dialog", { name: `Share “${productName}”` });
  // One fresh-clone run timed out here once: a failure now says what the dialog showed instead (or that none opened).
  await dialog
    .getByRole("list", { name: "Members" })
    .waitFor()
    .catch(async (error: Error) => {
      const shown = (await dialog.count()) ? await dialog.innerText() : "no dialog open";
      throw new Error(`${error.message}\nThe Share dialog showed: ${shown}`);
    });
  return dialog;
}

describe("sharing a product", () => {
  // Three accounts, a sign-up and several round trips: the limit is a hang guard, not a speed budget.
  it(
    "the owner copies a viewer link; a signed-out invitee signs up, joins, reads the product and loses it once removed",
    { timeout: 180_000 },
    async () => {
      const productId = await createProduct("Tool Library");
      const { page, errors } = await openPage(owner);
      await open(page, `/products/${productId}`);
      const dialog = await openShareDialog(page, "Tool Library");
      await dialog.getByText("No open links.").waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A malformed address is refused under its field, nothing made; then Enter on a role makes the link.
      const emailField = dialog.getByLabel("Only for this e-mail address (optional)");
      await emailField.fill("not an address");
      await emailField.press("Enter");
      await dialog.getByText("Enter a valid e-mail address, or leave it empty").waitFor();
      await emailField.fill("");
      await dialog.getByRole("radio", { name: /^Viewer/ }).click();
      await page.keyboard.press("Enter");
      const linkField = dialog.getByRole("textbox", { name: /Invite link for viewers/ });
      await linkField.waitFor();
      const inviteUrl = await linkField.inputValue();
      expect(inviteUrl).toMatch(/\/invite\/[^/]+$/);
      await dialog.getByRole("button", { name: "Copy invite link" }).click();
      await page.getByText("Copied to clipboard!", { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
      const openLinks = dialog.getByRole("list", { name: "Open invite links" });
      await openLinks.getByText("Anyone with the link").waitFor();
      await screenshotAtBothWidths(page, "share-dialog");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => dialog.isVisible(), eventually).toBe(false);

      // The invitee has no account yet: the link sends them to sign up and back.
      const invitee = await browser.newContext({ viewport: DESKTOP });
      const { page: guest, errors: guestErrors } = await openPage(invitee);
      await guest.goto(inviteUrl);
      await guest.waitForURL(/\/auth\?next=%2Finvite%2F/, eventually);
      await waitUntilInteractive(guest);
      await guest.getByRole("button", { name: "Don't have an account? Sign up" }).click();
      const inviteeEmail = `sharing-invitee-${Date.now().toString(36)}@example.com`;
      await guest.getByLabel("Email").fill(inviteeEmail);
      await guest.getByLabel("Password").fill(PASSWORD);
      await guest.getByRole("button", { name: "Create Account" }).click();
      await guest.getByText("Account created! Please log in.", { exact: true }).waitFor();
      await guest.getByLabel("Password").fill(PASSWORD);
      await guest.getByRole("button", { name: "Sign In" }).click();
      await guest.waitForURL(`**${new URL(inviteUrl).pathname}`, eventually);
      const invitation = guest.getByRole("heading", { name: `${ownerEmail} invited you to Tool Library as a viewer` });
      await invitation.waitFor();
      expect(await axeViolations(guest)).toEqual([]);
      await screenshotAtBothWidths(guest, "invite-page");

      await guest.getByRole("button", { name: "Join product" }).click();
      await guest.waitForURL(`**/products/${productId}`, eventually);
      await guest.getByRole("heading", { level: 1, name: "Tool Library" }).waitFor();
      await guest.getByText("You are a viewer").waitFor();
      // Read-only: none of the owner's or an editor's controls exist for a viewer.
      for (const name of ["Edit brief", "Add persona", "Delete product", "Share product", "Work on this product"])
        expect(await guest.getByRole("button", { name }).or(guest.getByRole("link", { name })).count()).toBe(0);
      await guest.getByRole("button", { name: "Leave product" }).waitFor();
      await screenshotAtBothWidths(guest, "viewer-product-page");

      await open(guest, "/products");
      const card = guest.getByRole("list", { name: "Your products" }).getByRole("listitem").filter({ hasText: "Tool Library" });
      await card.getByText("Shared with you").waitFor();
      await card.getByText(ownerEmail).waitFor();
      await screenshotAtBothWidths(guest, "shared-products-card", card);

      // The owner sees the viewer in the members list and removes them, after a confirm.
      await open(page, `/products/${productId}`);
      // Escape closes the dialog and the trigger gets the focus back.
      await openShareDialog(page, "Tool Library");
      await page.keyboard.press("Escape");
      const trigger = page.getByRole("button", { name: "Share product" });
      await expect.poll(() => trigger.evaluate((button) => button === document.activeElement), eventually).toBe(true);
      const again = await openShareDialog(page, "Tool Library");
      const members = again.getByRole("list", { name: "Members" });
      await members.getByText(inviteeEmail).waitFor();
      await members.getByRole("button", { name: `Remove ${inviteeEmail}` }).click();
      await members
        .getByRole("group", { name: `Remove ${inviteeEmail}` })
        .getByRole("button", { name: "Remove" })
        .click();
      await page.getByText("Member removed", { exact: true }).waitFor();
      await expect.poll(() => members.getByText(inviteeEmail).count(), eventually).toBe(0);

      // The removed viewer's next request reads the product as a stranger would: the 404 page.
      await open(guest, `/products/${productId}`);
      await guest.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
      // Nor does the link they joined by let them back in: it was made before the removal.
      await open(guest, new URL(inviteUrl).pathname);
      await guest.getByText(INVITE_MESSAGES.removed).waitFor();
      expect(await guest.getByRole("button", { name: "Join product" }).count()).toBe(0);

      expect(errors).toEqual([]);
      // The removed viewer's 404 and the link's 403 are the console lines their tab may show.
      const token = new URL(inviteUrl).pathname.split("/invite/")[1]!;
      expect(guestErrors.filter((line) => !line.includes(`/products/${productId}`) && !line.includes(`/api/invites/${token}`))).toEqual([]);
      await guest.close();
      await page.close();
    },
  );

  it("a link bound to one e-mail address is refused for another, with the contract's message", { timeout: 120_000 }, async () => {
    const productId = await createProduct("Seed Swap");
    const { page } = await openPage(owner);
    await open(page, `/products/${productId}`);
    const dialog = await openShareDialog(page, "Seed Swap");
    await dialog.getByRole("radio", { name: /^Commenter/ }).click();
    const emailField = dialog.getByLabel("Only for this e-mail address (optional)");
    await emailField.fill("someone-else@example.com");
    await emailField.press("Enter");
    const inviteUrl = await dialog.getByRole("textbox", { name: /Invite link for commenters/ }).inputValue();
    await dialog.getByRole("list", { name: "Open invite links" }).getByText("someone-else@example.com").waitFor();
    await page.close();

    const other = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signInNewUser(other, "sharing-other");
    const { page: stranger } = await openPage(other);
    await stranger.goto(inviteUrl);
    await waitUntilInteractive(stranger);
    // The address is checked as soon as the link is opened: no "Join product", the contract's words instead.
    await stranger.getByText(INVITE_MESSAGES.otherEmail).waitFor();
    expect(await stranger.getByRole("button", { name: "Join product" }).count()).toBe(0);
    await stranger.getByRole("link", { name: "Back to Products" }).waitFor();
    expect(await fitsWidth(stranger)).toBe(true);

    // A token that never was gets the "not valid" message.
    await open(stranger, "/invite/not-a-real-token");
    await stranger.getByText(INVITE_MESSAGES.notValid).waitFor();
    expect(await axeViolations(stranger)).toEqual([]);
    await other.close();
  });
});
