import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { screenPng } from "./png-fixture";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

let browser: Browser;
/**
 * The file's account at desktop width. Its products are deleted by the test that made them, so
 * each test starts from "No products yet"; each closes its tabs, so the next opens in one it has.
 */
let member: BrowserContext;
/** A second account on a phone: a stranger to the member's products, and the phone of the on-screen test. */
let phone: BrowserContext;
const PHONE = { width: 390, height: 844 };
beforeAll(async () => {
  browser = await launchBrowser();
  member = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await signInNewUser(member, "products");
  phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await signInNewUser(phone, "products-phone");
});
afterAll(async () => {
  await browser?.close();
});

const BRIEF = {
  name: "Pocket Tutor",
  idea: "Match high-school students with a tutor for a 15-minute call when homework gets stuck.",
  audience: "High-school students and their parents",
};

/** Creates a product through the API as the context's user; returns its id. */
async function createProduct(context: BrowserContext, body: Record<string, unknown> = BRIEF): Promise<string> {
  const response = await context.request.post(`${baseUrl()}/api/products`, { data: body, headers: { Origin: baseUrl() } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

async function open(page: Page, path: string) {
  const response = await page.goto(baseUrl() + path);
  await waitUntilInteractive(page);
  return response;
}

describe("the products pages", () => {
  // Two tabs, a socket and several round trips: the limit is a hang guard, not a speed budget.
  it(
    "creates a product, edits its brief and personas in place, a second tab follows live, and an open page tells it was deleted",
    { timeout: 120_000 },
    async () => {
      const context = member;
      const { page, errors } = await openPage(context);
      await open(page, "/products");
      await page.getByRole("heading", { name: "No products yet" }).waitFor();
      const { page: other, errors: otherErrors } = await openPage(context);
      await recordRealtimeSockets(other);
      await open(other, "/products");
      // Live updates reach the other tab once its socket is open; before that, nothing was sent to miss.
      await expect.poll(async () => (await newestRealtimeSocket(other)).state, eventually).toBe(1);

      // The contract's messages show under their fields, before anything is sent.
      await page.getByRole("button", { name: "New product" }).click();
      const dialog = page.getByRole("dialog", { name: "New product" });
      await dialog.getByRole("button", { name: "Create product" }).click();
      await dialog.getByText("A product name cannot be empty").waitFor();
      await dialog.getByText("The idea cannot be empty").waitFor();
      await dialog.getByLabel("Name", { exact: true }).fill("x".repeat(81));
      await dialog.getByLabel("Idea", { exact: true }).fill(BRIEF.idea);
      await dialog.getByRole("button", { name: "Create product" }).click();
      await dialog.getByText("A product name must be at most 80 characters").waitFor();
      await dialog.getByLabel("Name", { exact: true }).fill(BRIEF.name);
      await dialog.getByLabel("Name", { exact: true }).press("Enter");
      await page.waitForURL(/\/products\/[^/]+$/, eventually);
      await page.getByRole("heading", { level: 1, name: "Pocket Tutor" }).waitFor();
      const productPath = new URL(page.url()).pathname;

      // The list in the other tab shows the new product without a reload, then opens it.
      await other.getByRole("link", { name: /Pocket Tutor/ }).click();
      await other.getByRole("heading", { level: 1, name: "Pocket Tutor" }).waitFor();
      await waitUntilInteractive(other);

      // Escape cancels an edit; Enter in the name saves it, and the other tab shows it at once.
      await page.getByRole("button", { name: "Edit brief" }).click();
      await page.getByLabel("Idea", { exact: true }).fill("Something else entirely");
      await page.getByLabel("Idea", { exact: true }).press("Escape");
      await page.getByText(BRIEF.idea).waitFor();
      await page.getByRole("button", { name: "Edit brief" }).click();
      await page.getByLabel("Audience (optional)").fill("Students who study on the bus");
      await page.getByLabel("Name", { exact: true }).fill("Pocket Tutor Pro");
      await page.getByLabel("Name", { exact: true }).press("Enter");
      await page.getByRole("heading", { level: 1, name: "Pocket Tutor Pro" }).waitFor();
      await page.getByText("Students who study on the bus").waitFor();
      await other.getByRole("heading", { level: 1, name: "Pocket Tutor Pro" }).waitFor();
      await other.getByText("Students who study on the bus").waitFor();
      await expect.poll(() => other.title(), eventually).toBe("Pocket Tutor Pro — UX Twin");

      // Personas: add, edit, remove.
      await page.getByText("No personas yet.", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Add persona" }).click();
      const newPersona = page.getByRole("form", { name: "New persona" });
      await newPersona.getByRole("button", { name: "Add persona" }).click();
      await newPersona.getByText("A persona's name cannot be empty").waitFor();
      await newPersona.getByLabel("Persona name").fill("Maya");
      await newPersona.getByLabel("Description").fill("Second-year student who studies on the bus");
      await newPersona.getByLabel("Motivation (optional)").fill("Finish homework before practice");
      await newPersona.getByRole("button", { name: "Add persona" }).click();
      const personas = page.getByRole("list", { name: "Personas" });
      await personas.getByRole("heading", { name: "Maya" }).waitFor();
      await personas.getByText("Finish homework before practice").waitFor();
      await other.getByRole("list", { name: "Personas" }).getByRole("heading", { name: "Maya" }).waitFor();

      await page.getByRole("button", { name: "Edit persona Maya" }).click();
      const editPersona = page.getByRole("form", { name: "Edit persona Maya" });
      await editPersona.getByLabel("Persona name").fill("Maya R.");
      await editPersona.getByLabel("Persona name").press("Enter");
      await personas.getByRole("heading", { name: "Maya R." }).waitFor();
      await page.getByRole("button", { name: "Remove persona Maya R." }).click();
      await page.getByText("No personas yet.", { exact: false }).waitFor();
      await other.getByText("No personas yet.", { exact: false }).waitFor();

      // What the page shows is what is stored.
      const stored = await context.request.get(`${baseUrl()}/api${productPath}`);
      const { product } = (await stored.json()) as { product: { name: string; audience: string; idea: string; personas: unknown[] } };
      expect(product).toMatchObject({
        name: "Pocket Tutor Pro",
        idea: BRIEF.idea,
        audience: "Students who study on the bus",
        personas: [],
      });

      // Deleted elsewhere: the deletion reaches the open page as a realtime event (its socket is open, above).
      const removed = await context.request.delete(`${baseUrl()}/api${productPath}?items=keep`, { headers: { Origin: baseUrl() } });
      expect(removed.status()).toBe(204);
      await other.getByRole("alert").getByText("This product was deleted in another tab or on another device.", { exact: false }).waitFor();
      expect(await other.getByRole("button", { name: "Edit brief" }).isDisabled()).toBe(true);
      await other.getByRole("alert").getByRole("link", { name: "Back to Products" }).click();
      await other.getByRole("heading", { name: "No products yet" }).waitFor();
      expect(errors).toEqual([]);
      expect(otherErrors).toEqual([]);
      await page.close();
      await other.close();
    },
  );

  it(
    "lists saved items with their latest version, exports the product as Markdown with its screenshots and as a PDF, and deletes it keeping its items",
    { timeout: 120_000 },
    async () => {
      const context = member;
      const productId = await createProduct(context, { ...BRIEF, personas: [{ name: "Maya", description: "Busy student" }] });
      const resultId = await saveConversation(context, {
        tool: "monetization-strategy",
        productId,
        messages: [
          { role: "user", content: "Pricing for Pocket Tutor" },
          { role: "assistant", content: "# Monetization\n\nFirst draft: charge per call (quartz-first-draft)." },
        ],
      });
      const version = await context.request.post(`${baseUrl()}/api/conversations/${resultId}/versions`, {
        data: { note: "Edited by hand", parts: ["# Monetization\n\nSecond draft: a monthly plan for parents (zircon-latest-version)."] },
        headers: { Origin: baseUrl() },
      });
      expect(version.status()).toBe(201);
      await saveConversation(context, {
        productId,
        messages: [
          { role: "user", content: "Who should we interview first?" },
          { role: "assistant", content: "Start with **five parents** who already pay for tutoring." },
        ],
      });

      const { page, errors } = await openPage(context);
      await open(page, `/products/${productId}`);
      const timeline = page.getByRole("list", { name: "Saved items" });
      await timeline.getByRole("link", { name: /Who should we interview first\?/ }).waitFor();
      const result = timeline.getByRole("link", { name: /Pricing for Pocket Tutor/ });
      expect(await result.textContent()).toContain("2 versions");
      expect(await result.textContent()).toContain("zircon-latest-version");
      expect(await result.getAttribute("href")).toBe(`/conversation/${resultId}`);

      // A result saved into the product elsewhere appears without a reload, on top.
      await saveConversation(context, {
        tool: "launch-assistant",
        productId,
        messages: [
          { role: "user", content: "Launch plan for Pocket Tutor" },
          { role: "assistant", content: "## Hero\n\nHomework help in 15 minutes." },
        ],
      });
      await timeline.getByRole("link", { name: /Launch plan for Pocket Tutor/ }).waitFor();
      expect(await timeline.getByRole("link").first().textContent()).toContain("Launch plan for Pocket Tutor");

      // A validation report with a screenshot: the export carries the image itself, not a link into the app.
      const screen = screenPng(120, 200, [79, 70, 229]);
      const uploaded = await context.request.post(`${baseUrl()}/api/uploads`, {
        data: screen,
        headers: { Origin: baseUrl(), "Content-Type": "image/png" },
      });
      const { upload } = (await uploaded.json()) as { upload: { key: string; url: string } };
      const reportId = await saveConversation(context, {
        tool: "validate-ux",
        productId,
        messages: [
          { role: "user", content: "UX validation: Book a call" },
          {
            role: "assistant",
            content: `# UX validation report\n\n## Screens\n\n![Screen 1](${upload.url})\n\n## Results\n\n### Maya — Book a call\n\nFound the button.`,
          },
        ],
      });
      await timeline.getByRole("link", { name: /UX validation: Book a call/ }).waitFor();

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Markdown" }).click()]);
      expect(download.suggestedFilename()).toBe("pocket-tutor.zip");
      const archive = unzipSync(await readFile((await download.path())!));
      const markdown = strFromU8(archive["pocket-tutor/pocket-tutor.md"]!);
      expect(markdown).toContain("# Pocket Tutor");
      expect(markdown).toContain(BRIEF.idea);
      expect(markdown).toContain(BRIEF.audience);
      expect(markdown).toContain("### Maya");
      expect(markdown).toContain("zircon-latest-version");
      expect(markdown).not.toContain("quartz-first-draft");
      expect(markdown).toContain("Start with **five parents**");
      expect(markdown).toContain("Homework help in 15 minutes.");
      // The screenshot opens outside the app: a file beside the document, the uploaded bytes.
      expect(markdown).toContain("![Screen 1](images/screen-01.png)");
      expect(markdown).not.toContain("/api/uploads");
      expect(Buffer.from(archive["pocket-tutor/images/screen-01.png"]!).equals(screen)).toBe(true);
      // A table of contents, then the work in the order it happened: the pricing result was saved first.
      const contents = markdown.slice(markdown.indexOf("## Contents"), markdown.indexOf("## Brief"));
      expect(contents.indexOf("Pricing for Pocket Tutor")).toBeLessThan(contents.indexOf("UX validation: Book a call"));
      expect(markdown.match(/^#{4,} /m)).toBeNull();

      // "PDF": the print view opens in a new tab with the whole product and asks the browser to print.
      const printStub = await context.addInitScript(() => {
        const calls = { count: 0 };
        Object.assign(window, { printCalls: calls });
        window.print = () => void calls.count++;
      });
      const [printView] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "PDF" }).click()]);
      await printView.getByRole("heading", { level: 1, name: "Pocket Tutor" }).waitFor();
      await expect
        .poll(() => printView.evaluate(() => (window as unknown as { printCalls: { count: number } }).printCalls.count), eventually)
        .toBe(1);
      const printed = printView.getByRole("main");
      await printed.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "UX validation: Book a call" }).waitFor();
      await printed.getByText("zircon-latest-version").waitFor();
      await printed.getByText("Homework help in 15 minutes.").waitFor();
      // The screenshot is drawn (the owner's image), ready for paper.
      expect(await printed.getByRole("img", { name: "Screen 1" }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
      // On paper: the document only, no bar and no buttons.
      await printView.emulateMedia({ media: "print" });
      expect(await printView.getByRole("toolbar", { name: "Print" }).isVisible()).toBe(false);
      expect(await printView.getByRole("button").filter({ visible: true }).count()).toBe(0);
      expect(await printed.getByText("zircon-latest-version").isVisible()).toBe(true);
      await printView.close();

      // A saved result has "PDF" beside its Markdown too, printing the result alone. The timeline opens it in the same page.
      await timeline.getByRole("link", { name: /UX validation: Book a call/ }).click();
      await page.waitForURL(`${baseUrl()}/conversation/${reportId}`, eventually);
      const [resultPrint] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("region", { name: "UX validation report" }).getByRole("link", { name: "PDF" }).click(),
      ]);
      await resultPrint.getByRole("heading", { level: 1, name: "UX validation: Book a call" }).waitFor();
      await expect
        .poll(() => resultPrint.evaluate(() => (window as unknown as { printCalls: { count: number } }).printCalls.count), eventually)
        .toBe(1);
      await resultPrint.getByText("Found the button.").waitFor();
      await resultPrint.emulateMedia({ media: "print" });
      expect(await resultPrint.getByRole("button").filter({ visible: true }).count()).toBe(0);
      await resultPrint.close();
      await printStub.dispose();
      // The print views are the owner's: signed out (a request with no cookie), they send the visitor to sign in and back.
      const outside = await fetch(`${baseUrl()}/products/${productId}/print`, { redirect: "manual" });
      expect(outside.status).toBe(302);
      expect(outside.headers.get("location")).toBe(`/auth?next=${encodeURIComponent(`/products/${productId}/print`)}`);
      // Back to the product through the browser's history, as a person would.
      await page.goBack();
      await page.waitForURL(`${baseUrl()}/products/${productId}`, eventually);

      // Delete, keeping the items: they stay in History, with no product.
      await page.getByRole("button", { name: "Delete product" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete “Pocket Tutor”?" });
      await dialog.getByText("What should happen to its 4 saved items?").waitFor();
      await dialog.getByRole("button", { name: "Delete product, keep items in History" }).click();
      await page.waitForURL(`${baseUrl()}/products`, eventually);
      await page.getByText("Its 4 saved items stay in History.", { exact: true }).waitFor();
      await page.getByRole("heading", { name: "No products yet" }).waitFor();
      expect((await context.request.get(`${baseUrl()}/api/products/${productId}`)).status()).toBe(404);
      await page.getByRole("button", { name: "Tools" }).click();
      await page.getByRole("menuitem", { name: /History/ }).click();
      await page
        .getByRole("dialog")
        .getByRole("link", { name: /Pricing for Pocket Tutor/ })
        .waitFor();
      const kept = await context.request.get(`${baseUrl()}/api/conversations/${resultId}`);
      expect(kept.status()).toBe(200);

      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("answers an unknown or someone else's product with the same 404 page", { timeout: 90_000 }, async () => {
    const owner = member;
    const productId = await createProduct(owner);
    const stranger = phone;
    // In the browser once (the 404 page hydrates and stays the 404 page)…
    const { page: strangerPage } = await openPage(stranger);
    const response = await open(strangerPage, `/products/${productId}`);
    expect(response?.status()).toBe(404);
    await strangerPage.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    expect(await strangerPage.content()).not.toContain(BRIEF.idea);
    // …and the same server-rendered page for an unknown product and for the print view.
    for (const path of ["/products/no-such-product", `/products/${productId}/print`]) {
      const answer = await stranger.request.get(baseUrl() + path);
      expect(answer.status(), path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain("Oops! Page not found");
      expect(html, path).not.toContain(BRIEF.idea);
    }

    await strangerPage.close();
    // The owner's product, deleted, so the member's next test starts from "No products yet".
    const removed = await owner.request.delete(`${baseUrl()}/api/products/${productId}?items=keep`, { headers: { Origin: baseUrl() } });
    expect(removed.status()).toBe(204);
  });

  it("has Products in the signed-in menus", { timeout: 60_000 }, async () => {
    const { page } = await openPage(member);
    await open(page, "/dashboard");
    await page.getByRole("button", { name: "Tools" }).click();
    await page.getByRole("menuitem", { name: /Products/ }).click();
    await page.waitForURL(`${baseUrl()}/products`, eventually);
    await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();

    // The phone menu on the same page: narrower, and back on the dashboard through the browser's history.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/dashboard`, eventually);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Products" }).click();
    await page.waitForURL(`${baseUrl()}/products`, eventually);
    await page.close();
  });
});

const FLOW_BLOCK =
  "```flowchart-json\n" +
  JSON.stringify({
    nodes: [
      { id: "a", type: "screen", data: { label: "Ask for help" } },
      { id: "b", type: "decision", data: { label: "Tutor free?" } },
      { id: "c", type: "endpoint", data: { label: "Call starts", status: "success" } },
    ],
    edges: [
      { id: "e1", source: "a", target: "b" },
      { id: "e2", source: "b", target: "c", label: "yes" },
    ],
  }) +
  "\n```";

/** Eight saved items of every kind, as people save them: long titles, tables, diagrams, a URL with no place to break. */
const SEEDED_ITEMS = [
  {
    tool: "build-startup",
    brief: "Pocket Tutor: an MVP plan for 15-minute homework calls",
    answer: `# MVP plan\n\n**Problem.** Homework gets stuck at 9 pm.\n\n## Key user flow\n\n${FLOW_BLOCK}`,
  },
  {
    tool: "generate-visual-flow",
    brief: "Booking a tutor from a push notification",
    answer: `## Book a tutor\n\nFrom the reminder to a call.\n\n${FLOW_BLOCK}`,
  },
  {
    tool: "validate-ux",
    brief: "UX validation: Book a 15-minute call with a math tutor",
    answer:
      "# UX validation report\n\n> Simulated estimates.\n\n### Maya — Book a call\n\n**Sentiment:** confident · **Success rate:** 80%",
  },
  {
    tool: "monetization-strategy",
    brief: "Pricing Pocket Tutor for parents",
    answer: "| Model | Price |\n|---|---|\n| Per call | $5 |\n| Monthly | $29 |",
  },
  { tool: "launch-assistant", brief: "Launch plan", answer: "## Hero\n\nHomework help in 15 minutes, from a real tutor, on your phone." },
  {
    tool: "case-study-generator",
    brief: "Case study: how Pocket Tutor found its booking flow",
    answer: "# Case study\n\n## Overview\n\nWe validated the booking flow with three synthetic students.",
  },
  {
    tool: null,
    brief: "https://example.com/" + "a1b2c3d4e5".repeat(12),
    answer: "Read https://example.com/" + "a1b2c3d4e5".repeat(12) + " before the interviews.",
  },
  {
    tool: null,
    brief: "Which parents should we interview first, and what should we ask them about paying for tutoring?",
    answer: "Start with **five parents** who already pay for tutoring; ask what a bad session cost them.",
  },
] as const;

describe("the product pages on screen", () => {
  it("fit desktop and phone width with a full timeline", { timeout: 120_000 }, async () => {
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", PHONE],
    ] as const) {
      // The desktop is the member's (its earlier tests deleted their products), the phone the stranger's.
      const context = name === "phone" ? phone : member;
      const productId = await createProduct(context, {
        ...BRIEF,
        notes: "Launch in one city first. Tutors are vetted university students.",
        personas: [
          {
            name: "Maya",
            description: "Second-year student who studies on the bus",
            motivation: "Finish homework before practice",
            context: "Android phone, patchy data",
          },
          { name: "Daniel", description: "Parent who pays for tutoring", motivation: "Know the money is well spent" },
          { name: "Priya", description: "University student tutoring in the evenings", context: "Laptop at home" },
        ],
      });
      await createProduct(context, { name: "Habit Tracker for remote teams", idea: "Nudge people to take real breaks." });
      for (const item of SEEDED_ITEMS) {
        await saveConversation(context, {
          ...(item.tool ? { tool: item.tool } : {}),
          productId,
          messages: [
            { role: "user", content: item.brief },
            { role: "assistant", content: item.answer },
          ],
        });
      }
      const { page, errors } = await openPage(context);
      await page.setViewportSize(viewport);
      const fitsAndShoot = async (label: string) => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        await saveScreenshot(page, `${label}-${viewport.width}`, { fullPage: true });
      };
      await open(page, "/products");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await fitsAndShoot("products");
      // The product, opened from the list in the same page.
      await page.getByRole("link", { name: /Pocket Tutor/ }).click();
      await page.waitForURL(`${baseUrl()}/products/${productId}`, eventually);
      await page.getByRole("heading", { level: 1, name: "Pocket Tutor" }).waitFor();
      expect(await page.getByRole("list", { name: "Saved items" }).getByRole("listitem").count()).toBe(SEEDED_ITEMS.length);
      await fitsAndShoot("product");
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
