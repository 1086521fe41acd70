import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { signInNewUser } from "./session";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { screenshotAtWidths } from "./screenshots";

const BRIEF = {
  name: "Pantry Pal",
  idea: "A meal planner that plans weeknight dinners around what is already in the fridge",
  audience: "busy parents who cook on weeknights",
  personas: [
    {
      name: "Maya",
      description: "38, two kids, plans meals on her phone during the commute",
      motivation: "Dinner planned in five minutes",
      context: "On a crowded train",
    },
    { name: "Leo", description: "Student flatmate who cooks for four on a tight budget", motivation: "Use up leftovers", context: "" },
  ],
};

let browser: Browser;
let context: BrowserContext;
let productId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light", acceptDownloads: true });
  await signInNewUser(context, "product-flow");
  const created = await context.request.post(`${baseUrl()}/api/products`, { data: BRIEF, headers: { Origin: baseUrl() } });
  expect(created.status()).toBe(201);
  productId = ((await created.json()) as { product: { id: string } }).product.id;
});
afterAll(async () => {
  await browser?.close();
});

const picker = (page: Page) => page.getByLabel("Working on");
/** The name the picker shows once the user's products are read. */
const chosenName = (page: Page) => picker(page).locator("option:checked").innerText();
const toast = (page: Page, title: string, description?: string) =>
  page
    .locator("li", { hasText: title })
    .filter(description ? { hasText: description } : {})
    .first()
    .waitFor({ timeout: 20_000 });

async function openDashboard(search: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(context);
  await opened.page.goto(`${baseUrl()}/dashboard?${search}`);
  await waitUntilInteractive(opened.page);
  return opened;
}

/** The phone's width first, so the page ends at the desktop width the test goes on at (one relayout fewer). */
const screenshotAtBothWidths = (page: Page, name: string, locator = page.locator("main")) =>
  screenshotAtWidths(
    page,
    name,
    [
      { width: 390, height: 900 },
      { width: 1280, height: 900 },
    ],
    locator.first(),
  );

describe("Working inside a product", () => {
  it(
    "keeps the product chosen in the address across reloads and tools, and falls back to no product for an unknown id",
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await openDashboard(`product=${productId}`);
      await expect.poll(() => chosenName(page), eventually).toBe(BRIEF.name);
      await page.reload();
      await waitUntilInteractive(page);
      await expect.poll(() => chosenName(page), eventually).toBe(BRIEF.name);
      expect(await picker(page).inputValue()).toBe(productId);

      // A tool card keeps the product; the tool's idea field starts from the brief.
      await page
        .getByRole("link", { name: /Monetization/ })
        .first()
        .click();
      await page.getByRole("heading", { level: 1, name: /Monetization/ }).waitFor();
      expect(new URL(page.url()).searchParams.get("product")).toBe(productId);
      await expect.poll(() => page.getByLabel("Your product idea").inputValue(), eventually).toContain(BRIEF.idea);
      expect(await page.getByLabel("Your product idea").inputValue()).toContain(`Audience: ${BRIEF.audience}`);

      await screenshotAtBothWidths(page, "dashboard-picker-tool");
      // Back to the dashboard by the tool's own link, which keeps the product.
      await page.getByRole("link", { name: "Back to Dashboard" }).first().click();
      await page.waitForURL((url) => url.pathname === "/dashboard" && !url.searchParams.has("view"));
      expect(new URL(page.url()).searchParams.get("product")).toBe(productId);
      await expect.poll(() => chosenName(page), eventually).toBe(BRIEF.name);
      await screenshotAtBothWidths(page, "dashboard-picker-chat");

      // "No product" leaves the address and stays left after a reload.
      await picker(page).selectOption({ label: "No product" });
      await expect.poll(() => new URL(page.url()).searchParams.get("product"), eventually).toBeNull();
      await page.reload();
      await waitUntilInteractive(page);
      await expect.poll(() => picker(page).isEnabled(), eventually).toBe(true);
      expect(await picker(page).inputValue()).toBe("");

      await page.goto(`${baseUrl()}/dashboard?product=not-a-product-of-yours`);
      await waitUntilInteractive(page);
      await page.getByText("That product could not be found").waitFor({ timeout: 20_000 });
      expect(await picker(page).inputValue()).toBe("");
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("sees a product renamed in another tab without a reload", { timeout: 60_000 }, async () => {
    const { page } = await openPage(context);
    await recordRealtimeSockets(page);
    await page.goto(`${baseUrl()}/dashboard?product=${productId}`);
    await waitUntilInteractive(page);
    await expect.poll(() => chosenName(page), eventually).toBe(BRIEF.name);
    // The rename arrives as a realtime event: wait for the socket so there is something to receive it.
    await expect.poll(async () => (await newestRealtimeSocket(page)).state, eventually).toBe(1);
    const rename = (name: string) =>
      context.request.patch(`${baseUrl()}/api/products/${productId}`, { data: { name }, headers: { Origin: baseUrl() } });
    expect((await rename("Pantry Pal Plus")).status()).toBe(200);
    await expect.poll(() => chosenName(page), eventually).toBe("Pantry Pal Plus");
    expect((await rename(BRIEF.name)).status()).toBe(200);
    await expect.poll(() => chosenName(page), eventually).toBe(BRIEF.name);
    await page.close();
  });

  it(
    "runs Startup Builder, validates its flow with the product's personas and writes the case study from what was found",
    { timeout: 240_000 },
    async () => {
      const { page, errors } = await openDashboard(`view=startup-builder&product=${productId}`);
      const idea = page.getByLabel("Your startup idea");
      await expect.poll(() => idea.inputValue(), eventually).toContain(BRIEF.idea);
      await page.getByRole("button", { name: "Generate strategy" }).click();
      await toast(page, "Strategy generated!");
      const plan = page.locator("section", { has: page.getByRole("heading", { name: "Your MVP plan" }) });
      // The server put the brief in the model's context: the plan is about this product.
      expect(await plan.innerText()).toContain(BRIEF.name);

      const nextSteps = page.getByRole("navigation", { name: "Next steps" });
      for (const label of ["Draw user flows", "Validate this flow", "Write launch copy", "Price it", "Ask in chat"]) {
        await nextSteps.getByRole("button", { name: label }).waitFor();
      }
      await screenshotAtBothWidths(page, "startup-builder-next-steps", nextSteps.locator("xpath=.."));

      // "Validate this flow": the plan is saved into the product, the validator opens with one task per step and the personas.
      await nextSteps.getByRole("button", { name: "Validate this flow" }).click();
      await toast(page, "Result saved", `Saved into ${BRIEF.name}`);
      await page.getByRole("heading", { name: "UX Prototype Validator" }).waitFor();
      expect(new URL(page.url()).searchParams.get("product")).toBe(productId);
      const tasks = (await page.getByLabel("Tasks").inputValue()).split("\n").filter(Boolean);
      expect(tasks.length).toBeGreaterThan(1);
      // Each task is what a user sets out to do, never a screen to get through (or a landing page to look at).
      expect(tasks).toContain("Create your account");
      expect(tasks.join("\n")).not.toMatch(/Get through|screen”|Landing/);
      const inTest = page.getByRole("list", { name: "Personas in this test" });
      await inTest.getByText("Maya").waitFor({ timeout: 20_000 });
      await inTest.getByText("Leo").waitFor();

      // A persona typed by hand can be kept in the product.
      await page.getByLabel("Name", { exact: true }).fill("Ana");
      await page.getByLabel("Description").fill("Nurse on night shifts who shops once a week");
      await page.getByRole("button", { name: "Save persona to product" }).click();
      await toast(page, "Persona saved", `Ana is saved in ${BRIEF.name}`);
      expect(errors).toEqual([]);
      await inTest.getByText("Ana").waitFor();
      const personasCard = page.locator("div.card", { has: page.getByText("Synthetic Users", { exact: true }) });
      await screenshotAtBothWidths(page, "validator-product-personas", personasCard);

      await page.getByLabel("Figma/Prototype URL (optional)").fill("https://www.figma.com/proto/example/pantry-pal");
      await page.getByRole("button", { name: "Run UX Validation" }).click();
      await toast(page, "Validation complete");
      const reportSteps = page.getByRole("navigation", { name: "Next steps" });
      await reportSteps.getByRole("button", { name: "Write the case study" }).waitFor();
      await screenshotAtBothWidths(page, "validator-report-next-steps", reportSteps);
      await reportSteps.getByRole("button", { name: "Write the case study" }).click();
      await toast(page, "Result saved", `Saved into ${BRIEF.name}`);

      // The case study starts from the brief and is written on the server from the saved report and flow.
      await page.getByRole("heading", { level: 1, name: /Case Study/ }).waitFor();
      await page.getByText("Written from 2 saved results").waitFor();
      expect(await page.getByLabel("Describe your UX project").inputValue()).toContain(BRIEF.name);
      await page.getByRole("button", { name: "Generate case study" }).click();
      const caseStudy = page.locator("section", { has: page.getByRole("heading", { name: "Case study" }) });
      await page.getByRole("button", { name: "Save" }).waitFor({ timeout: 60_000 });
      const written = await caseStudy.innerText();
      for (const task of tasks) expect(written).toContain(task);
      // It tells what the product records, each item by kind and date, and no research that none records.
      expect(written).toMatch(
        /Written from 2 saved items: plan \(\d{4}-\d{2}-\d{2}\), predictions by synthetic users \(\d{4}-\d{2}-\d{2}\)\./,
      );
      expect(written).toContain("No user interviews are recorded.");
      expect(written).not.toMatch(/interviews and a review of support requests|rounds of usability testing/);
      await screenshotAtBothWidths(page, "case-study-in-product", caseStudy);
      await page.getByRole("button", { name: "Save" }).click();
      await toast(page, "Result saved", `Saved into ${BRIEF.name}`);

      // All three results are in the product.
      const detail = await context.request.get(`${baseUrl()}/api/products/${productId}`);
      const { items } = (await detail.json()) as { items: { id: string; title: string; tool: string | null }[] };
      expect(items.map((item) => item.tool).sort()).toEqual(["build-startup", "case-study-generator", "validate-ux"]);
      // "Ask in chat": Quick Chat in the same product, the case study quoted in the first message.
      await page.getByRole("navigation", { name: "Next steps" }).getByRole("button", { name: "Ask in chat" }).click();
      await page.getByRole("heading", { name: "Ask about this result" }).waitFor();
      expect(new URL(page.url()).searchParams.get("product")).toBe(productId);
      await page.getByRole("textbox", { name: "Message" }).fill("What should I test next?");
      await page.getByRole("button", { name: "Send message" }).click();
      // The first message quotes the result; the reply is about the product.
      await page.getByText("About this case study:").first().waitFor();
      await page.getByText("What should I test next?").first().waitFor();
      await page.getByText(`For ${BRIEF.name}:`).first().waitFor({ timeout: 30_000 });
      // Opening and closing History (Ctrl+K) changes the address; the chat and the product stay.
      await page.keyboard.press("Control+k");
      await page.getByRole("dialog").waitFor();
      expect(new URL(page.url()).searchParams.get("history")).toBe("open");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      await page.getByText("About this case study:").first().waitFor();
      await page.getByText(`For ${BRIEF.name}:`).first().waitFor();
      expect(new URL(page.url()).searchParams.get("product")).toBe(productId);
      await screenshotAtBothWidths(page, "ask-in-chat");
      expect(errors).toEqual([]);

      // …and the product page lists them, each opening its saved copy.
      // (In this tab, done with the chat.)
      await page.goto(`${baseUrl()}/products/${productId}`);
      const timeline = page.getByRole("list", { name: "Saved items" });
      await timeline.waitFor();
      for (const item of items) await timeline.locator(`a[href="/conversation/${item.id}"]`).waitFor();
      // "Markdown": one file with the brief and all three results.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Markdown" }).click()]);
      const exported = await readFile((await download.path())!, "utf8");
      for (const part of [`# ${BRIEF.name}`, BRIEF.idea, BRIEF.audience, ...items.map((item) => item.title)])
        expect(exported).toContain(part);
      for (const task of tasks) expect(exported).toContain(task);
      await page.close();
    },
  );
});
