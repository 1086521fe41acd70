import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { screenPng } from "./png-fixture";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

const URL_FIELD = "Figma/Prototype URL (optional)";

let browser: Browser;
// One signed-in account for the file: each test opens its own page (the validator's form and drafts live
// in the page) and makes its own product where it needs one.
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 768 }, colorScheme: "light" });
  await signInNewUser(context, "validator");
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, title: string, description?: string) =>
  page
    .locator("li", { hasText: title })
    .filter(description ? { hasText: description } : {})
    .first()
    .waitFor({ timeout: 20_000 });

async function openValidator(productId?: string) {
  const opened = await openPage(context);
  await opened.page.goto(`${baseUrl()}/dashboard?view=ux-validator${productId ? `&product=${productId}` : ""}`);
  await waitUntilInteractive(opened.page);
  await opened.page.getByRole("heading", { name: "UX Prototype Validator" }).waitFor();
  // The tool view hydrates after the page: its Run button turns on once it responds to typing and files.
  await expect.poll(() => opened.page.getByRole("button", { name: "Run UX Validation" }).isEnabled(), eventually).toBe(true);
  return opened;
}

/**
 * Enters a sentence into the focused field the way a keyboard's text input (or a paste) does, as
 * one input: the tool screen renders once for it instead of once a character, and nothing here is
 * about typing letter by letter.
 */
const enterText = (page: Page, text: string) => page.keyboard.insertText(text);

/** Types a persona into the Synthetic Users form without pressing "Add Persona". */
async function typePersona(page: Page, name: string, description: string) {
  await page.getByLabel("Name", { exact: true }).click();
  await page.keyboard.type(name);
  await page.getByLabel("Description", { exact: true }).click();
  await enterText(page, description);
}

/** The colour drawn at the middle of an element, read from a real screenshot of it. */
async function colourAtMiddle(page: Page, element: Locator): Promise<[number, number, number]> {
  const png = (await element.screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(Math.floor(image.naturalWidth / 2), Math.floor(image.naturalHeight / 2), 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, png);
}

const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]!) <= 12);

/** Nothing sticks out sideways: the page is no wider than the window. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function screenshotAtBothWidths(page: Page, name: string, locator = page.locator("main")) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await fitsWidth(page)).toBe(true);
    await saveScreenshot(locator, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** Adds a persona the ordinary way, with "Add Persona". */
async function addPersona(page: Page, name: string, description: string) {
  await typePersona(page, name, description);
  await page.getByRole("button", { name: "Add Persona" }).click();
  await toast(page, "Persona added", `${name} has been added to the test`);
}

/** Fills the prototype link and the tasks, so only the personas decide whether a run starts. */
async function fillPrototypeAndTasks(page: Page, tasks: string[]) {
  await page.getByLabel(URL_FIELD).click();
  await enterText(page, "https://www.figma.com/proto/example/pantry-pal");
  await page.getByLabel("Tasks", { exact: true }).click();
  for (const [i, task] of tasks.entries()) {
    if (i > 0) await page.keyboard.press("Enter");
    await enterText(page, task);
  }
}

describe("Prototype Validator: a persona typed but not added, then the report", () => {
  // One run serves the typed persona, where the results open and the report's next steps.
  it(
    "is counted by Run UX Validation, or the form says what it lacks; the results open at their top after a run started from the bottom of the form, with a landing page and the case study as next steps",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openValidator();
      const sent: { personas: { name: string }[] }[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/functions/validate-ux")) sent.push(request.postDataJSON());
      });
      await fillPrototypeAndTasks(page, ["Sign up with your e-mail", "Plan dinners for the week", "Find a vegetarian dinner"]);

      // A name alone is not yet a persona: the form says what it lacks instead of "No personas".
      await page.getByLabel("Name", { exact: true }).click();
      await page.keyboard.type("Maya");
      const run = page.getByRole("button", { name: "Run UX Validation" });
      await run.click();
      await toast(page, "Missing information", "Please fill in persona name and description");
      expect(sent).toHaveLength(0);

      // With its description the typed persona is counted: added to the test, then run.
      await page.getByLabel("Description", { exact: true }).click();
      await enterText(page, "Busy parent who plans meals on her phone");
      await screenshotAtBothWidths(page, "validator-typed-persona-form");
      await run.click();
      await toast(page, "Persona added", "Maya has been added to the test");
      await toast(page, "Validation complete", "Generated insights from 1 synthetic users");
      expect(sent.map((body) => body.personas.map((p) => p.name))).toEqual([["Maya"]]);

      // The run was started from the bottom of the form: the tabs sit under the fixed bar and the first card starts in view.
      const resultsTab = page.getByRole("tab", { name: "Results (3)" });
      await resultsTab.waitFor();
      const cards = page.getByTestId("validation-result");
      await expect.poll(() => cards.count(), eventually).toBe(3);
      const tabsTop = (await resultsTab.boundingBox())!.y;
      const cardTop = (await cards.first().boundingBox())!.y;
      expect(tabsTop).toBeGreaterThanOrEqual(64); // below the 64 px fixed bar
      expect(cardTop).toBeGreaterThan(tabsTop);
      expect(cardTop).toBeLessThan(768);

      // The report's next steps.
      const nextSteps = page.getByRole("navigation", { name: "Next steps" });
      for (const label of ["Write the case study", "Make a landing page", "Ask in chat"])
        await nextSteps.getByRole("button", { name: label }).waitFor();
      await screenshotAtBothWidths(page, "validator-results");
      await nextSteps.getByRole("button", { name: "Make a landing page" }).click();
      await page.waitForURL(/view=startup-builder.*#landing-page$/);
      await page.getByRole("heading", { level: 1, name: /Startup/ }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

describe("Prototype Validator inside a product: the test's personas end up in the product", () => {
  async function newProduct() {
    const brief = { name: "Pantry Pal", idea: "A meal planner that plans weeknight dinners around the fridge", personas: [] };
    const created = await context.request.post(`${baseUrl()}/api/products`, { data: brief, headers: { Origin: baseUrl() } });
    expect(created.status()).toBe(201);
    const productId = ((await created.json()) as { product: { id: string } }).product.id;
    const personaNames = async () => {
      const detail = await context.request.get(`${baseUrl()}/api/products/${productId}`);
      return ((await detail.json()) as { product: { personas: { name: string }[] } }).product.personas.map((p) => p.name);
    };
    return { productId, personaNames };
  }

  // The thumbnail check shares this test's page: it needs a validator form and no run.
  it(
    "shows the top of a tall phone screen in its thumbnail, and saves a persona into the product after Add Persona cleared the form",
    { timeout: 90_000 },
    async () => {
      const { productId, personaNames } = await newProduct();
      const { page, errors } = await openValidator(productId);
      await page.getByText("Pantry Pal has no saved personas yet.").waitFor({ timeout: 20_000 });

      // A tall phone screen: its header (the top 18 %) is coloured, the rest is a light page with grey lines.
      const header: [number, number, number] = [79, 70, 229];
      await page
        .getByTestId("screen-file-input")
        .setInputFiles([{ name: "phone-home.png", mimeType: "image/png", buffer: screenPng(120, 1_000, header) }]);
      await page.locator('li[data-status="done"]').waitFor({ timeout: 30_000 });
      const thumb = page.getByRole("img", { name: "Screen 1: phone-home.png" });
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), eventually).toBe(120);
      // The thumbnail shows the screen's top, where a phone screen says what it is, not a slice of its empty middle.
      const middle = await colourAtMiddle(page, thumb);
      expect(near(middle, header), String(middle)).toBe(true);

      // "Add Persona" empties the form; the save button then offers the persona just added.
      await addPersona(page, "Ana", "Nurse on night shifts who shops once a week");
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("");
      const saveAna = page.getByRole("button", { name: "Save Ana to product" });
      await saveAna.waitFor();
      const personasCard = page.locator("div.card", { has: page.getByText("Synthetic Users", { exact: true }) });
      await screenshotAtBothWidths(page, "validator-save-added-persona", personasCard);
      await saveAna.click();
      await toast(page, "Persona saved", "Ana is saved in Pantry Pal.");
      await expect.poll(personaNames, eventually).toEqual(["Ana"]);
      // Ana is in the product now: the button goes back to saving what is typed.
      await page.getByRole("button", { name: "Save persona to product" }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("ends a run with the test's unsaved personas one click from the product", { timeout: 120_000 }, async () => {
    const { productId, personaNames } = await newProduct();
    const { page, errors } = await openValidator(productId);
    await page.getByText("Pantry Pal has no saved personas yet.").waitFor({ timeout: 20_000 });
    await addPersona(page, "Ana", "Nurse on night shifts who shops once a week");
    await addPersona(page, "Leo", "Student flatmate who cooks for four on a tight budget");
    await fillPrototypeAndTasks(page, ["Plan dinners for the week"]);
    await screenshotAtBothWidths(page, "validator-product-form");
    await page.getByRole("button", { name: "Run UX Validation" }).click();
    await toast(page, "Validation complete", "Generated insights from 2 synthetic users");
    const note = page.getByText("Ana and Leo are in this test but not saved in Pantry Pal.");
    await note.waitFor();
    await screenshotAtBothWidths(page, "validator-product-results");
    await page.getByRole("button", { name: "Save both to Pantry Pal" }).click();
    await toast(page, "Personas saved", "Ana and Leo are saved in Pantry Pal.");
    await expect.poll(personaNames, eventually).toEqual(["Ana", "Leo"]);
    await note.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await page.close();
  });
});
