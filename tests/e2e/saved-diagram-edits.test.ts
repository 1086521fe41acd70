import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flowchartBlock } from "../../shared/flowchart-block";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { signInNewUser } from "./session";

let browser: Browser;
// One signed-in account for the file: each test saves its own result and opens it in the tab the
// one before closed (./kept-tabs.ts).
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInNewUser(context, "saved-edits");
});
afterAll(async () => {
  await browser?.close();
});

const diagram = {
  nodes: [
    { id: "a", type: "screen", data: { label: "Home" } },
    { id: "b", type: "endpoint", data: { label: "Booked", status: "success" } },
  ],
  edges: [{ id: "e", source: "a", target: "b" }],
};

describe("a diagram edited on a saved result's page", () => {
  it("is kept as a version “Edited by hand” that a reload shows", { timeout: 90_000 }, async () => {
    const id = await saveConversation(context, {
      tool: "build-startup",
      messages: [
        { role: "user", content: "Dog walking" },
        { role: "assistant", content: `# MVP plan\n\nBook a walker.\n\n## Flow diagram\n\n${flowchartBlock(diagram as never)}` },
      ],
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/conversation/${id}`);
    await waitUntilInteractive(page);
    const canvas = page.getByTestId("flow-canvas").first();
    await canvas.locator(".react-flow__node").first().waitFor();
    // Showing the diagram is no edit.
    expect(await page.getByRole("button", { name: "Save edits as version" }).count()).toBe(0);

    await page.getByRole("button", { name: "Add step" }).click();
    await page.getByRole("menuitem", { name: "Screen" }).click();
    await page.getByLabel("Step name").fill("Pay the deposit");
    await page.getByLabel("Step name").press("Enter");
    await page.getByRole("button", { name: "Save edits as version" }).click();
    await page.getByText("Edits saved").first().waitFor();

    await page.reload();
    await waitUntilInteractive(page);
    await expect.poll(() => page.getByRole("combobox", { name: "Version" }).innerText(), eventually).toMatch(/^Version 2 · Edited by hand/);
    await page.getByTestId("flow-canvas").first().getByText("Pay the deposit").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "acts on the step a click chose: arrows move it, F2 and a double-click rename it in place, Delete removes it",
    { timeout: 90_000 },
    async () => {
      const id = await saveConversation(context, {
        tool: "build-startup",
        messages: [
          { role: "user", content: "Dog walking" },
          { role: "assistant", content: `# MVP plan\n\nBook a walker.\n\n## Flow diagram\n\n${flowchartBlock(diagram as never)}` },
        ],
      });
      const { page, errors } = await openPage(context);
      await page.goto(`${baseUrl()}/conversation/${id}`);
      await waitUntilInteractive(page);
      const canvas = page.getByTestId("flow-canvas").first();
      const node = (label: string) => canvas.locator(".react-flow__node").filter({ hasText: label });
      const where = (label: string) => node(label).evaluate((el) => (el as HTMLElement).style.transform);
      await node("Home").waitFor();

      // A click, then an arrow: the clicked step moves, the other one stays.
      const home = await where("Home");
      const booked = await where("Booked");
      await node("Home").click();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => where("Home")).not.toBe(home);
      await node("Booked").click();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => where("Booked")).not.toBe(booked);
      const movedHome = await where("Home");

      // F2 renames the clicked step in place; Escape keeps the old name.
      await node("Home").click();
      await page.keyboard.press("F2");
      await page.keyboard.type("Landing");
      await page.keyboard.press("Escape");
      await canvas.getByLabel("Step name").waitFor({ state: "detached" });
      expect(await node("Landing").count()).toBe(0);
      await node("Home").waitFor();
      expect(await where("Home")).toBe(movedHome);

      // A double-click renames it too; Enter keeps the name.
      await node("Booked").dblclick();
      await page.keyboard.type("Walk booked");
      await page.keyboard.press("Enter");
      await node("Walk booked").waitFor();

      // Delete removes the clicked step and nothing else.
      await node("Home").click();
      await page.keyboard.press("Delete");
      await node("Home").waitFor({ state: "detached" });
      expect(await node("Walk booked").count()).toBe(1);
      await page.getByRole("button", { name: "Save edits as version" }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
