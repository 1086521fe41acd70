import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flowchartBlock } from "../../shared/flowchart-block";
import { resultBrief, resultMarkdownParts, toolContracts } from "../../tools/contracts";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { screenshotAtWidths } from "./screenshots";
import { saveConversation } from "./conversations";
import { signInNewUser } from "./session";
import { apiAs, createProductAs, joinAs } from "./team-seeding";
import { dismissToasts, versionControl } from "./versions";

/**
 * Two people save the same wireframes (docs/product.md#version-conflicts): the owner and an editor
 * of the product each edit by hand with a real mouse and keyboard; the owner saves first, and the
 * editor is told "{owner} saved a newer version", then keeps theirs as a new version, or opens the
 * owner's while their own edit waits to be kept.
 */

let browser: Browser;
let owner: BrowserContext;
let editor: BrowserContext;
let ownerEmail: string;
let editorEmail: string;
let productId: string;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: DESKTOP });
  editor = await browser.newContext({ viewport: DESKTOP });
  ownerEmail = (await signInNewUser(owner, "edits-owner")).email;
  editorEmail = (await signInNewUser(editor, "edits-editor")).email;
  // Seeded through the API: the owner's product and the editor's membership.
  productId = await createProductAs(owner, { name: "Dog Walks", idea: "Walkers nearby" });
  await joinAs(owner, editor, productId, "editor");
});
afterAll(async () => {
  await browser?.close();
});

/** Wireframes the owner drew and saved into the product (one version); their id. */
async function savedWireframes(): Promise<string> {
  const tool = "generate-wireframes" as const;
  const body = { idea: "An app where dog owners find trusted walkers nearby" };
  const drawn = await apiAs<unknown>(owner, "post", `/api/functions/${tool}`, body, 200);
  const request = toolContracts[tool].request.parse(body) as never;
  const messages = [
    { role: "user", content: resultBrief(tool, request) },
    ...resultMarkdownParts(tool, request, drawn as never).map((content) => ({ role: "assistant", content })),
  ];
  const { conversation } = await apiAs<{ conversation: { id: string } }>(
    owner,
    "post",
    "/api/conversations",
    { productId, tool, messages },
    201,
  );
  return conversation.id;
}

const canvas = (page: Page) => page.getByRole("group", { name: /^Screen: / }).first();
/** A component of the first screen: a button where it can be edited, a picture on an older version. */
const drawn = (page: Page, name: string) => canvas(page).getByRole("button", { name }).or(canvas(page).getByRole("img", { name }));
/** The one console line of a refused save: the browser logs the 409 it was answered, which the page then explains. */
const refusedSave = expect.stringMatching(/^Failed to load resource: .*409 \(Conflict\) \/api\/conversations\/[^/]+\/versions$/);

async function openItem(context: BrowserContext, id: string) {
  const opened = await openPage(context);
  await opened.page.goto(`${baseUrl()}/conversation/${id}`);
  await waitUntilInteractive(opened.page);
  await canvas(opened.page)
    .getByRole("button", { name: /^Heading: / })
    .first()
    .waitFor(eventually);
  return opened;
}

/** Types a new text for the first screen's heading, with the mouse and keyboard, as a person edits it. */
async function editHeading(page: Page, text: string) {
  await canvas(page)
    .getByRole("button", { name: /^Heading: / })
    .first()
    .click();
  const field = page.getByLabel("Text", { exact: true });
  await field.fill(text);
  await field.press("Enter");
  await canvas(page)
    .getByRole("button", { name: `Heading: ${text}` })
    .waitFor();
}

async function saveEdits(page: Page) {
  await dismissToasts(page);
  await page.getByRole("button", { name: "Save edits as version" }).click();
}

const conflictPanel = (page: Page) => page.getByRole("alert").filter({ hasText: "saved a newer version" });

describe("two people saving the same wireframes", () => {
  // Two browsers and a drawing each: the limit is a hang guard, not a speed budget.
  it(
    "the editor is told the owner saved a newer version and keeps theirs as a new version: both are in the list",
    { timeout: 180_000 },
    async () => {
      const id = await savedWireframes();
      const mine = await openItem(owner, id);
      const theirs = await openItem(editor, id);
      await theirs.page.getByText(/you are an editor$/).waitFor();

      await editHeading(mine.page, "Walks by the owner");
      await editHeading(theirs.page, "Walks by the editor");
      await saveEdits(mine.page);
      await mine.page.getByText("Edits saved", { exact: true }).waitFor(eventually);

      await saveEdits(theirs.page);
      const panel = conflictPanel(theirs.page);
      await panel.getByRole("heading", { name: `${ownerEmail} saved a newer version` }).waitFor(eventually);
      expect(await panel.getByRole("button", { name: "Open theirs" }).count()).toBe(1);
      // Nothing of the editor's was dropped meanwhile: their edit is still on screen.
      await canvas(theirs.page).getByRole("button", { name: "Heading: Walks by the editor" }).waitFor();
      expect(await axeViolations(theirs.page)).toEqual([]);
      await screenshotAtWidths(theirs.page, "edits/conflict", [PHONE, DESKTOP]);

      await panel.getByRole("button", { name: "Keep mine as a new version" }).click();
      await panel.waitFor({ state: "detached", ...eventually });
      await expect.poll(() => versionControl(theirs.page).shown(), eventually).toBe("Version 3 · Edited by hand");
      await canvas(theirs.page).getByRole("button", { name: "Heading: Walks by the editor" }).waitFor();
      expect(await versionControl(theirs.page).options()).toEqual([
        "Version 3 · Edited by hand",
        `Version 2 · Edited by hand · by ${ownerEmail}`,
        `Version 1 · Original · by ${ownerEmail}`,
      ]);

      // The owner's page follows (their own hub hears of every version of their item) and names the editor.
      await expect.poll(() => versionControl(mine.page).shown(), eventually).toBe(`Version 3 · Edited by hand · by ${editorEmail}`);
      expect(await versionControl(mine.page).options()).toEqual([
        `Version 3 · Edited by hand · by ${editorEmail}`,
        "Version 2 · Edited by hand",
        "Version 1 · Original",
      ]);
      await versionControl(mine.page).choose(2);
      await drawn(mine.page, "Heading: Walks by the owner").waitFor(eventually);
      expect(await axeViolations(mine.page)).toEqual([]);
      await screenshotAtWidths(mine.page, "edits/owner-versions", [PHONE, DESKTOP]);
      expect(mine.errors).toEqual([]);
      expect(theirs.errors).toEqual([refusedSave]);
    },
  );

  it("“Open theirs” shows the owner's version, and the editor's edit waits to be kept", { timeout: 180_000 }, async () => {
    const id = await savedWireframes();
    const mine = await openItem(owner, id);
    const theirs = await openItem(editor, id);

    await editHeading(theirs.page, "Second try by the editor");
    await editHeading(mine.page, "Second try by the owner");
    await saveEdits(mine.page);
    await mine.page.getByText("Edits saved", { exact: true }).waitFor(eventually);
    await saveEdits(theirs.page);

    const panel = conflictPanel(theirs.page);
    await panel.getByRole("button", { name: "Open theirs" }).click();
    await canvas(theirs.page).getByRole("button", { name: "Heading: Second try by the owner" }).waitFor(eventually);
    await expect.poll(() => versionControl(theirs.page).shown(), eventually).toBe(`Version 2 · Edited by hand · by ${ownerEmail}`);
    // Theirs is on screen; the editor's own is still offered, not lost.
    await panel.getByText("You are looking at their Version 2. Your edit is kept here until you save or discard it.").waitFor();
    expect(await panel.getByRole("button", { name: "Keep mine as a new version" }).count()).toBe(1);
    expect(await axeViolations(theirs.page)).toEqual([]);
    await screenshotAtWidths(theirs.page, "edits/opened-theirs", [PHONE, DESKTOP]);

    await panel.getByRole("button", { name: "Keep mine as a new version" }).click();
    await panel.waitFor({ state: "detached", ...eventually });
    await canvas(theirs.page).getByRole("button", { name: "Heading: Second try by the editor" }).waitFor(eventually);
    expect((await versionControl(theirs.page).options()).length).toBe(3);
    expect(mine.errors).toEqual([]);
    expect(theirs.errors).toEqual([refusedSave]);
  });

  it(
    "two tabs of the owner: a diagram edit not kept yet stays on screen when the other tab saves, and is told of it",
    { timeout: 120_000 },
    async () => {
      const diagram = {
        nodes: [
          { id: "a", type: "screen", data: { label: "Home" } },
          { id: "b", type: "endpoint", data: { label: "Booked", status: "success" } },
        ],
        edges: [{ id: "e", source: "a", target: "b" }],
      };
      const id = await saveConversation(owner, {
        tool: "build-startup",
        messages: [
          { role: "user", content: "Dog walking" },
          { role: "assistant", content: `# MVP plan\n\nBook a walker.\n\n## Flow diagram\n\n${flowchartBlock(diagram as never)}` },
        ],
      });
      const open = async () => {
        const opened = await openPage(owner);
        await opened.page.goto(`${baseUrl()}/conversation/${id}`);
        await waitUntilInteractive(opened.page);
        await opened.page.getByTestId("flow-canvas").first().locator(".react-flow__node").first().waitFor();
        return opened;
      };
      const addStep = async (page: Page, name: string) => {
        await page.getByRole("button", { name: "Add step" }).click();
        await page.getByRole("menuitem", { name: "Screen" }).click();
        await page.getByLabel("Step name").fill(name);
        await page.getByLabel("Step name").press("Enter");
      };
      const first = await open();
      const second = await open();
      await addStep(second.page, "Pay the deposit");
      await addStep(first.page, "Tip the walker");
      await first.page.getByRole("button", { name: "Save edits as version" }).click();
      await first.page.getByText("Edits saved").first().waitFor(eventually);

      // The second tab hears of the new version; its own edit stays, on the version it was made on.
      await versionControl(second.page).trigger.waitFor(eventually);
      expect(await versionControl(second.page).shown()).toBe("Version 1 · Original");
      await second.page.getByTestId("flow-canvas").first().getByText("Pay the deposit").waitFor();
      await second.page.getByRole("button", { name: "Save edits as version" }).click();
      const panel = conflictPanel(second.page);
      await panel.getByRole("heading", { name: `${ownerEmail} saved a newer version` }).waitFor(eventually);
      await panel.getByRole("button", { name: "Keep mine as a new version" }).click();
      await panel.waitFor({ state: "detached", ...eventually });
      await expect.poll(() => versionControl(second.page).shown(), eventually).toBe("Version 3 · Edited by hand");
      await second.page.getByTestId("flow-canvas").first().getByText("Pay the deposit").waitFor();
      await versionControl(second.page).choose(2);
      await second.page.getByTestId("flow-canvas").first().getByText("Tip the walker").waitFor(eventually);
      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([refusedSave]);
    },
  );
});
