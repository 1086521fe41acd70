import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPageDocSchema } from "../../shared/contracts/landing-page";
import type { MemberRole } from "../../shared/contracts/product-members";
import { flowchartBlock } from "../../shared/flowchart-block";
import { landingPagePart } from "../../shared/landing-markdown";
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { mealBox } from "../unit/prototype-test-fixture";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, tabTo, waitUntilInteractive } from "./browser";
import { saveScreenshot, screenshotAtWidths } from "./screenshots";
import { signInNewUser } from "./session";
import { apiAs, createProductAs, joinAs } from "./team-seeding";

let browser: Browser;
let owner: BrowserContext;
let editor: BrowserContext;
let viewer: BrowserContext;
let ownerEmail: string;
let editorEmail: string;
const DESKTOP = { width: 1366, height: 800 };
const landing = landingPageDocSchema.parse({
  productName: "Paw Pals",
  accent: "#4f46e5",
  sections: [
    { kind: "hero", headline: "Dog walks, sorted", subheadline: "Trusted walkers nearby", cta: "Get early access" },
    { kind: "waitlist", title: "Join", body: "Be first" },
  ],
});
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: DESKTOP });
  editor = await browser.newContext({ viewport: DESKTOP });
  viewer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  ({ email: ownerEmail } = await signInNewUser(owner, "comments-owner"));
  ({ email: editorEmail } = await signInNewUser(editor, "comments-editor"));
  await signInNewUser(viewer, "comments-viewer");
});
afterAll(async () => {
  await browser?.close();
});

/** The owner's product with a saved item in it, and members joined by invite links (seeded through the API). */
async function productWith(name: string, item: unknown, members: Array<{ context: BrowserContext; role: MemberRole }>) {
  const productId = await createProductAs(owner, { name, idea: "Weekly meal boxes" });
  const { conversation } = await apiAs<{ conversation: { id: string } }>(
    owner,
    "post",
    "/api/conversations",
    { ...(item as object), productId },
    201,
  );
  for (const { context, role } of members) {
    await joinAs(owner, context, productId, role);
  }
  return { productId, itemId: conversation.id };
}

async function openItem(context: BrowserContext, itemId: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(context);
  await opened.page.goto(`${baseUrl()}/conversation/${itemId}`);
  await waitUntilInteractive(opened.page);
  return opened;
}

const panel = (page: Page) => page.getByRole("complementary", { name: "Comments" });
const marker = (page: Page, number: number, email: string) =>
  page.getByRole("button", { name: `Comment ${number} by ${email}`, exact: true });
const entry = (page: Page, number: number, email: string) => panel(page).getByRole("article", { name: `Comment ${number} by ${email}` });
const screens = (page: Page) => page.getByRole("navigation", { name: "Screens" });
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

async function openComments(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Comments/ }).click();
  await panel(page).waitFor();
  return panel(page);
}

/** Comment mode, a click on `target`, the text typed into the composer that opens there, and Enter. */
async function commentOn(page: Page, target: Locator, text: string) {
  await panel(page).getByRole("button", { name: "Comment", exact: true }).click();
  await target.click();
  const composer = page.getByRole("textbox", { name: "New comment" });
  await composer.waitFor();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await expect.poll(() => composer.count(), eventually).toBe(0);
}

describe("comments pinned to a product's work", () => {
  // Three accounts, live updates across them and two widths: the limit is a hang guard, not a speed budget.
  it(
    "an editor pins a comment on a wireframe component that the owner sees live with a notification, replies to and resolves; a viewer reads it without writing",
    { timeout: 240_000 },
    async () => {
      const parts = mealBox.screens.map((screen) => screenMarkdown(screen, mealBox));
      const { itemId } = await productWith(
        "Meal boxes",
        {
          tool: "generate-wireframes",
          messages: [
            { role: "user", content: "Wireframes (phone): Meal boxes" },
            ...parts.map((content) => ({ role: "assistant", content })),
          ],
        },
        [
          { context: editor, role: "editor" },
          { context: viewer, role: "viewer" },
        ],
      );

      const { page: ownerPage, errors: ownerErrors } = await openItem(owner, itemId);
      const { page: editorPage, errors: editorErrors } = await openItem(editor, itemId);
      // Nobody has written yet: no count on the owner's bell.
      await bell(ownerPage).waitFor();
      expect(await ownerPage.getByTestId("notifications-count").count()).toBe(0);

      // The editor pins a comment on the Home screen's "Order" button and mentions the owner, found by the start of their e-mail and picked with the keyboard.
      const editorPanel = await openComments(editorPage);
      await editorPanel.getByText("No comments yet.").waitFor();
      await editorPanel.getByRole("button", { name: "Comment", exact: true }).click();
      await editorPage.locator('svg[data-screen-id="home"] [data-component-id="order"]').click();
      const composer = editorPage.getByRole("textbox", { name: "New comment" });
      await composer.waitFor();
      await editorPage.keyboard.type("Should this say Order now? @" + ownerEmail.slice(0, "comments-owner".length));
      const picker = editorPage.getByRole("listbox", { name: "People to mention" });
      await picker.getByRole("option", { name: `@${ownerEmail}` }).waitFor();
      await editorPage.keyboard.press("Enter");
      expect(await composer.inputValue()).toBe(`Should this say Order now? @${ownerEmail} `);
      await editorPage.keyboard.press("Enter");
      await marker(editorPage, 1, editorEmail).waitFor();
      await entry(editorPage, 1, editorEmail).getByText("Button: Order").waitFor();

      // The owner's open page shows the marker and the bell's count without a reload, with the editor present on the item.
      await marker(ownerPage, 1, editorEmail).waitFor();
      await expect.poll(() => ownerPage.getByTestId("presence").textContent(), eventually).toContain(editorEmail);
      await expect.poll(() => ownerPage.getByTestId("notifications-count").textContent(), eventually).toBe("1");

      // The viewer (on a phone) sees the marker and the comment, and nothing to write with.
      const { page: viewerPage, errors: viewerErrors } = await openItem(viewer, itemId);
      await marker(viewerPage, 1, editorEmail).click();
      const viewerEntry = entry(viewerPage, 1, editorEmail);
      await viewerEntry.getByText("Should this say Order now?").waitFor();
      await panel(viewerPage).getByText("You are a viewer: you can read the comments, not write them.").waitFor();
      for (const name of ["Comment", "Resolve", "Reply", "Edit comment 1", "Delete comment 1", "Publish", "Save edits as version"])
        expect(await viewerPage.getByRole("button", { name, exact: true }).count(), name).toBe(0);
      expect(await viewerPage.getByRole("textbox", { name: /Reply to/ }).count()).toBe(0);
      expect(await axeViolations(viewerPage)).toEqual([]);
      await screenshotAtWidths(viewerPage, "comments/viewer-panel", [PHONE]);
      // Nobody wrote to the viewer: the phone's bell says what will show there.
      await bell(viewerPage).click();
      await viewerPage.getByText("No notifications yet.", { exact: false }).waitFor();
      expect(await axeViolations(viewerPage)).toEqual([]);
      await screenshotAtWidths(viewerPage, "comments/viewer-bell-empty", [PHONE]);
      await viewerPage.keyboard.press("Escape");

      // The owner opens the bell: the mention, then the comment from the marker; replies with the keyboard and resolves.
      await bell(ownerPage).click();
      const mention = ownerPage.getByRole("menuitem", { name: new RegExp(`${editorEmail} mentioned you`) });
      await mention.waitFor();
      await mention.getByText("Meal boxes", { exact: false }).waitFor();
      expect(await axeViolations(ownerPage)).toEqual([]);
      await saveScreenshot(ownerPage, "comments/bell-1366");
      await ownerPage.keyboard.press("Escape");
      await expect.poll(() => ownerPage.getByTestId("notifications-count").count(), eventually).toBe(0);
      await marker(ownerPage, 1, editorEmail).click();
      const ownerEntry = entry(ownerPage, 1, editorEmail);
      await ownerEntry.getByText("Should this say Order now?").waitFor();
      // The marker hands the keyboard to its entry in the panel.
      await expect.poll(() => ownerEntry.evaluate((article) => article.contains(document.activeElement)), eventually).toBe(true);
      await ownerEntry.getByRole("textbox", { name: "Reply to comment 1" }).click();
      await ownerPage.keyboard.type("Yes, and make it bigger.");
      await ownerPage.keyboard.press("Enter");
      await ownerEntry.getByRole("list", { name: "Replies to comment 1" }).getByText("Yes, and make it bigger.").waitFor();
      expect(await axeViolations(ownerPage)).toEqual([]);
      await screenshotAtWidths(ownerPage, "comments/owner-panel", [PHONE, DESKTOP]);

      // The editor is told of the reply, live, and sees it in their panel.
      await expect.poll(() => editorPage.getByTestId("notifications-count").textContent(), eventually).toBe("1");
      await entry(editorPage, 1, editorEmail).getByText("Yes, and make it bigger.").waitFor();

      await ownerEntry.getByRole("button", { name: "Resolve" }).click();
      await expect.poll(() => ownerEntry.count(), eventually).toBe(0);
      await expect.poll(() => marker(ownerPage, 1, editorEmail).count(), eventually).toBe(0);
      // Resolved comments wait behind the toggle, on every open page.
      await panel(ownerPage).getByRole("button", { name: "Show resolved (1)" }).click();
      await entry(ownerPage, 1, editorEmail).getByRole("button", { name: "Reopen" }).waitFor();
      await expect.poll(() => marker(viewerPage, 1, editorEmail).count(), eventually).toBe(0);
      await panel(viewerPage).getByRole("button", { name: "Show resolved (1)" }).waitFor();

      // The editor follows the notification to the item, with the comment open.
      await bell(editorPage).click();
      await editorPage.getByRole("menuitem", { name: new RegExp(`${ownerEmail} replied to your comment`) }).click();
      await editorPage.waitForURL(/\?comment=/, eventually);
      await entry(editorPage, 1, editorEmail).getByText("Yes, and make it bigger.").waitFor();

      expect(ownerErrors).toEqual([]);
      expect(editorErrors).toEqual([]);
      expect(viewerErrors).toEqual([]);
      await Promise.all([ownerPage.close(), editorPage.close(), viewerPage.close()]);
    },
  );

  it(
    "pins comments on a paragraph, a diagram node and a landing section of a saved plan, numbered in order; its author edits and deletes them",
    { timeout: 120_000 },
    async () => {
      const diagram = {
        nodes: [
          { id: "home", type: "screen", data: { label: "Home" } },
          { id: "booked", type: "endpoint", data: { label: "Booked", status: "success" } },
        ],
        edges: [{ id: "e", source: "home", target: "booked" }],
      };
      const { itemId } = await productWith(
        "Dog walks",
        {
          tool: "build-startup",
          messages: [
            { role: "user", content: "Dog walking" },
            {
              role: "assistant",
              content: `# MVP plan\n\nBook a trusted walker in two taps.\n\nPay after the walk.\n\n## Flow diagram\n\n${flowchartBlock(diagram as never)}`,
            },
            { role: "assistant", content: landingPagePart(landing) },
          ],
        },
        [{ context: editor, role: "commenter" }],
      );
      const { page, errors } = await openItem(editor, itemId);
      await openComments(page);
      await commentOn(page, page.getByText("Pay after the walk."), "Which payment provider?");
      await marker(page, 1, editorEmail).waitFor();
      await entry(page, 1, editorEmail).getByText("“Pay after the walk.”").waitFor();

      await commentOn(page, page.locator('[data-diagram-place="0"] .react-flow__node[data-id="booked"]'), "What if no walker is free?");
      await marker(page, 2, editorEmail).waitFor();
      await entry(page, 2, editorEmail).getByText("Node: Booked").waitFor();

      // The landing page is drawn in a shadow root of its own: its sections take pins all the same.
      await commentOn(page, page.locator("[data-landing-canvas] section.hero"), "Name the city in the headline?");
      await marker(page, 3, editorEmail).waitFor();
      await entry(page, 3, editorEmail).getByText("Hero section").waitFor();

      // Picking an entry in the panel marks its marker; a marker reached with Tab and Enter hands the keyboard to its entry.
      await entry(page, 1, editorEmail).getByRole("button", { name: "“Pay after the walk.”" }).click();
      await expect.poll(() => marker(page, 1, editorEmail).getAttribute("aria-pressed"), eventually).toBe("true");
      await tabTo(page, marker(page, 2, editorEmail), 80);
      await page.keyboard.press("Enter");
      const nodeEntry = entry(page, 2, editorEmail);
      await expect.poll(() => nodeEntry.evaluate((article) => article.contains(document.activeElement)), eventually).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotAtWidths(page, "comments/plan-paragraph-node-section", [PHONE, DESKTOP]);

      // Its author edits the first comment (Escape first cancels an edit) and deletes the second, after a confirm.
      const first = entry(page, 1, editorEmail);
      await first.getByRole("button", { name: "Edit comment 1" }).click();
      const editField = first.getByRole("textbox", { name: "Edit comment 1" });
      await page.keyboard.press("Escape");
      await expect.poll(() => editField.count(), eventually).toBe(0);
      await first.getByRole("button", { name: "Edit comment 1" }).click();
      await editField.fill("Which payment provider, Stripe?");
      await page.keyboard.press("Control+Enter");
      await first.getByText("Which payment provider, Stripe?").waitFor();
      await first.getByText("(edited)").waitFor();
      await nodeEntry.getByRole("button", { name: "Delete comment 2" }).click();
      await nodeEntry.getByRole("button", { name: "Delete", exact: true }).click();
      await expect.poll(() => marker(page, 2, editorEmail).count(), eventually).toBe(0);
      // Numbers stay with their comments: the section's marker is still 3.
      await marker(page, 3, editorEmail).waitFor();

      // A new version rewrites the paragraph but keeps the landing page: one pin is on an earlier version, the other stays.
      const rewritten = `# MVP plan\n\nBook a trusted walker in two taps.\n\nPay before the walk, refunded if it is cancelled.\n\n## Flow diagram\n\n${flowchartBlock(diagram as never)}`;
      await apiAs(
        owner,
        "post",
        `/api/conversations/${itemId}/versions`,
        { note: "Edited by hand", parts: [rewritten, landingPagePart(landing)] },
        201,
      );
      await page.reload();
      await waitUntilInteractive(page);
      await openComments(page);
      await entry(page, 1, editorEmail).getByText("Pinned on an earlier version").waitFor();
      await marker(page, 3, editorEmail).waitFor();
      expect(await marker(page, 1, editorEmail).count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it(
    "the owner pins a comment from the keyboard, and picking a comment on another wireframe screen shows that screen",
    { timeout: 120_000 },
    async () => {
      const parts = mealBox.screens.map((screen) => screenMarkdown(screen, mealBox));
      const { itemId } = await productWith(
        "Meal plans",
        {
          tool: "generate-wireframes",
          messages: [
            { role: "user", content: "Wireframes (phone): Meal plans" },
            ...parts.map((content) => ({ role: "assistant", content })),
          ],
        },
        [],
      );
      const { page, errors } = await openItem(owner, itemId);
      const comments = await openComments(page);
      await comments.getByRole("button", { name: "Comment", exact: true }).click();
      // Tab to the component (the owner's canvas is editable: each component is a button), Enter opens the composer there.
      await tabTo(page, page.getByRole("button", { name: "Button: More" }), 150);
      await page.keyboard.press("Enter");
      await page.getByRole("textbox", { name: "New comment" }).waitFor();
      await page.keyboard.type("Too close to the card?");
      await page.keyboard.press("Control+Enter");
      await entry(page, 1, ownerEmail).getByText("Button: More").waitFor();

      // A comment on the Menu screen, then back to Home: its marker is not drawn until its entry is picked.
      await screens(page).getByRole("button", { name: "2 Menu" }).click();
      await commentOn(page, page.locator('svg[data-screen-id="menu"] [data-component-id="back"]'), "Back or Close?");
      await marker(page, 2, ownerEmail).waitFor();
      await screens(page).getByRole("button", { name: "1 Home" }).click();
      await expect.poll(() => marker(page, 2, ownerEmail).count(), eventually).toBe(0);
      await entry(page, 2, ownerEmail).getByRole("button", { name: "Button: Back" }).click();
      await marker(page, 2, ownerEmail).waitFor();
      await page.locator('svg[data-screen-id="menu"]').waitFor();
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
