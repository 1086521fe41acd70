import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, holdRequests, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { screenPng } from "./png-fixture";
import { signInNewUser } from "./session";
import { refine, resultSection, versionControl } from "./versions";

let browser: Browser;
/** The file's one signed-in context: its tests need no account or browser options of their own. */
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true });
  await signInNewUser(context, "designer");
});
afterAll(async () => {
  await browser?.close();
});

async function openView(page: Page, view: string) {
  await page.goto(`${baseUrl()}/dashboard?view=${view}`);
  await waitUntilInteractive(page);
}

/** Waits for a toast with this title (and description, when given). */
async function toastShown(page: Page, title: string, description?: string) {
  const region = page.locator("li", { hasText: title }).filter(description ? { hasText: description } : {});
  await region.first().waitFor({ timeout: 15_000 });
}

/** Colour family of a CSS colour by its hue: red, orange, green, blue, or grey when unsaturated. */
const toneOf = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map((n) => Number(n) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 0.08) return "grey";
  const d = max - min;
  let hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue < 15 || hue >= 330) return "red";
  if (hue < 50) return "orange";
  if (hue >= 80 && hue < 170) return "green";
  if (hue >= 190 && hue < 260) return "blue";
  return "other";
};

describe("UX Prototype Validator in Chromium", () => {
  it("goes from empty-input errors to results with uploaded screenshots and sentiment colours", { timeout: 90_000 }, async () => {
    const { page } = await openPage(context);
    await openView(page, "ux-validator");
    await page.getByRole("heading", { name: "UX Prototype Validator" }).waitFor();
    const resultsTab = page.getByRole("tab", { name: /Results/ });
    expect(await resultsTab.innerText()).toBe("Results (0)");
    expect(await resultsTab.isDisabled()).toBe(true);

    const run = page.getByRole("button", { name: "Run UX Validation" });
    await run.click();
    await toastShown(page, "No personas", "Please add at least one persona to test");

    await page.getByRole("button", { name: "Add Persona" }).click();
    await toastShown(page, "Missing information", "Please fill in persona name and description");
    await page.getByLabel("Name", { exact: true }).fill("Maya");
    await page.getByLabel("Description", { exact: true }).fill("Busy parent who shops on her phone");
    await page.getByLabel("Motivation (optional)").fill("Plan dinners fast");
    await page.getByRole("button", { name: "Add Persona" }).click();
    await toastShown(page, "Persona added", "Maya has been added to the test");
    await page.getByRole("list", { name: "Personas in this test" }).getByText("Maya").waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("");

    await run.click();
    await toastShown(page, "No tasks", "Please specify tasks for users to complete");
    await page.getByLabel("Tasks", { exact: true }).fill("Sign up with your e-mail\n\n   \nPlan dinners for the week\n");
    await page.getByText("2 tasks").waitFor();
    await run.click();
    await toastShown(page, "No prototype", "Please provide a prototype URL or upload screens");

    // Four real PNG screens and one text file pretending to be a PNG.
    const colours: [number, number, number][] = [
      [79, 70, 229],
      [14, 116, 144],
      [21, 128, 61],
      [180, 83, 9],
    ];
    await page
      .getByTestId("screen-file-input")
      .setInputFiles([
        ...colours.map((c, i) => ({ name: `screen-${i + 1}.png`, mimeType: "image/png", buffer: screenPng(160, 120, c) })),
        { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") },
      ]);
    const thumbs = page.getByRole("list", { name: "Uploaded screens" }).getByRole("listitem");
    await expect.poll(() => thumbs.count(), eventually).toBe(5);
    await expect.poll(() => page.locator('li[data-status="done"]').count(), eventually).toBe(4);
    await page.locator('li[data-status="error"]').getByText("Upload PNG, JPEG, WebP or GIF images only.").waitFor();
    await page.getByText("Not sent (at most 3 are)").waitFor();
    await page.getByRole("button", { name: "Remove notes.png" }).click();
    await expect.poll(() => thumbs.count(), eventually).toBe(4);
    const thumbWidth = await page
      .getByRole("img", { name: /Screen 1: screen-1\.png/ })
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(thumbWidth).toBe(160);

    // Run: busy state, only three images sent, results, then a second run clears the first.
    const sent: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/functions/validate-ux")) sent.push(request.postDataJSON());
    });
    let release = await holdRequests(page, "**/api/functions/validate-ux");
    await run.click();
    await page.getByRole("button", { name: "Running Validation..." }).waitFor();
    expect(await page.getByRole("button", { name: "Running Validation..." }).isDisabled()).toBe(true);
    await release();
    await toastShown(page, "Validation complete", "Generated insights from 1 synthetic users");
    expect((sent[0] as { prototypeImages: string[] }).prototypeImages).toHaveLength(3);
    expect(await resultsTab.getAttribute("data-state")).toBe("active");
    expect(await resultsTab.innerText()).toBe("Results (2)");

    const cards = page.getByTestId("validation-result");
    await expect.poll(() => cards.count(), eventually).toBe(2);
    await page.getByText("Simulated estimates, not measured user data.").waitFor();
    const first = cards.first();
    for (const heading of ["Success Rate", "Behavior Summary", "Synthetic Feedback", "UX Recommendations"])
      await first.getByText(heading).waitFor();
    expect(await first.innerText()).toMatch(/\d+%/);
    expect(await first.innerText()).toContain("3 uploaded screens");
    expect(await first.locator("blockquote").innerText()).toMatch(/^“.+”$/s);
    for (const item of await first.locator("li").allInnerTexts()) expect(item).toMatch(/^[A-Z][^:]+: /);
    for (const badge of await page.locator("[data-sentiment]").all()) {
      const tone = await badge.getAttribute("data-tone");
      const background = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(toneOf(background), `${await badge.getAttribute("data-sentiment")} ${background}`).toBe(tone);
    }

    await page.getByRole("tab", { name: "Setup Test" }).click();
    release = await holdRequests(page, "**/api/functions/validate-ux");
    await run.click();
    await page.getByRole("button", { name: "Running Validation..." }).waitFor();
    expect(await resultsTab.innerText()).toBe("Results (0)");
    expect(await resultsTab.isDisabled()).toBe(true);
    await release();
    await expect.poll(() => resultsTab.innerText(), eventually).toBe("Results (2)");

    // Ask Maya about her result: a labelled box (Escape closes it, keeping what was typed), then
    // the answer streams in under the card, labelled as simulated.
    const firstCard = cards.first();
    const askMaya = firstCard.getByRole("button", { name: "Ask Maya" });
    await askMaya.click();
    const questionBox = firstCard.getByLabel("Your question to Maya");
    const send = firstCard.getByRole("button", { name: "Ask", exact: true });
    expect(await send.isDisabled()).toBe(true);
    const question = "Would you pay for this?";
    await questionBox.fill(question);
    await questionBox.press("Escape");
    await askMaya.waitFor();
    expect(await questionBox.count()).toBe(0);
    expect(await askMaya.evaluate((button) => button === document.activeElement)).toBe(true);
    await askMaya.click();
    expect(await questionBox.inputValue()).toBe(question);
    await questionBox.press("Enter");
    const answer = firstCard.getByTestId("persona-answer");
    await answer.getByText("Simulated answer", { exact: true }).waitFor();
    // Asked about a price the test never showed, Maya says so instead of retelling her result.
    await expect.poll(() => answer.innerText(), eventually).toContain("I didn't see anything about that.");
    expect(await answer.innerText()).toContain(question);
    expect(await answer.innerText()).not.toContain("*");
    await askMaya.waitFor();

    // Saved report: screenshots show for the owner, a public share leaves them out; Maya's answer is kept with it.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toastShown(page, "Result saved");
    await page.getByRole("link", { name: /Saved — open/ }).click();
    await page.waitForURL(/\/conversation\//);
    await page.getByText("Questions to the synthetic users").waitFor();
    await page.getByText(`Asked: ${question}`).waitFor();
    // Kept by the server, not only shown by the tab that asked: the page as a new load serves it.
    const stored = await context.request.get(page.url());
    expect((await stored.text()).replace(/<[^>]+>/g, "")).toContain(`Asked: ${question}`);
    const screen = page.getByRole("img", { name: "Screen 1" });
    await screen.waitFor();
    await expect.poll(() => screen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), eventually).toBe(160);
    const id = page.url().split("/conversation/")[1]!;
    const share = await context.request.post(`${baseUrl()}/api/conversations/${id}/share`, { headers: { Origin: baseUrl() } });
    const { url } = (await share.json()) as { url: string };
    // The public page as a signed-out visitor's browser receives it (no tab: only its words and addresses are checked).
    const visitor = await browser.newContext();
    const publicHtml = await (await visitor.request.get(url)).text();
    const publicText = publicHtml.replace(/<[^>]+>/g, "");
    expect(publicText).toContain("UX validation report");
    expect(publicText).toContain(`Asked: ${question}`);
    const buttons = [...publicHtml.matchAll(/<button[\s\S]*?<\/button>/g)].map(([button]) => button.replace(/<[^>]+>/g, ""));
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((button) => button.includes("Ask Maya"))).toEqual([]);
    expect(publicHtml).not.toMatch(/<img[^>]*src="\/api\/uploads\//);
    expect(publicHtml).not.toContain("/api/uploads/");
    await visitor.close();
    await page.close();
  });

  it("shows the server's message, or the fallback, when validation fails, then refines the report", { timeout: 90_000 }, async () => {
    const { page, errors } = await openPage(context);
    await openView(page, "ux-validator");
    await page.getByRole("button", { name: "Load an example" }).click();
    await page.route("**/api/functions/validate-ux", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "ai_unavailable", message: "The AI model is busy." } }),
      }),
    );
    await page.getByRole("button", { name: "Run UX Validation" }).click();
    await toastShown(page, "Validation failed", "The AI model is busy.");
    await page.getByRole("alert").filter({ hasText: "The AI model is busy." }).waitFor();
    await page.unroute("**/api/functions/validate-ux");
    await page.route("**/api/functions/validate-ux", (route) => route.fulfill({ status: 500, body: "oops" }));
    await page.getByRole("button", { name: "Try again" }).click();
    await toastShown(page, "Validation failed", "Failed to run UX validation");

    // Once the model answers, the report can be refined.
    await page.unroute("**/api/functions/validate-ux");
    const failures = errors.length;
    await page.getByRole("button", { name: "Run UX Validation" }).click();
    await page.getByRole("tab", { name: /Results \([1-9]/, selected: true }).waitFor({ timeout: 30_000 });
    const results = page.getByRole("list", { name: "Validation results" });
    await refine(page, { box: page.getByRole("form", { name: "Refine this result" }), result: results, instruction: "Maya is in a hurry" });
    expect(await versionControl(page).shown()).toBe("Version 2 · Maya is in a hurry");
    expect(errors.slice(failures)).toEqual([]);
    await page.close();
  });
});

/** The agenda reads as a document: real headings, no Markdown marks, time ranges in equal-width digits. */
async function expectFormattedAgenda(agenda: ReturnType<Page["locator"]>) {
  await agenda.locator("h1").waitFor();
  expect(await agenda.locator("h2").count()).toBeGreaterThan(0);
  const blocks = agenda.locator("h3");
  expect(await blocks.count()).toBeGreaterThan(2);
  expect(await blocks.first().innerText()).toMatch(/^0:00–0:\d\d · /);
  expect((await agenda.innerText()).split("\n").filter((line) => /^\s*#/.test(line))).toEqual([]);
  expect(await blocks.first().evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain("tabular-nums");
}

describe("UX Workshop Generator in Chromium", () => {
  it("matches the spec: fields, eight types, toasts, busy button, agenda that adds up, refines it", { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(context);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await openView(page, "workshop-generator");
    await page.getByRole("heading", { name: "UX Workshop Generator", level: 1 }).waitFor();
    await page.getByText("Create structured, engaging workshop agendas tailored to your team's needs.").waitFor();
    await page.getByRole("button", { name: "Back to Dashboard" }).waitFor();
    await page.getByText("Workshop Details", { exact: true }).waitFor();
    expect(await page.getByLabel("Duration").getAttribute("placeholder")).toContain("2 hours, 90 minutes, half-day");
    expect(await page.getByLabel("Participants").getAttribute("placeholder")).toMatch(
      /product owner.*product manager.*designers.*developers/,
    );
    expect(await page.getByLabel("Goals & Context").getAttribute("rows")).toBe("4");

    const generate = page.getByRole("button", { name: "Generate Workshop Agenda" });
    expect(await generate.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(
      await page.getByLabel("Duration").evaluate((el) => el.getBoundingClientRect().width * 1.5),
    );
    await generate.click();
    await toastShown(page, "Missing Information", "Please fill in all fields to generate a workshop agenda.");

    // The dropdown lists the eight types in the spec's order, and works from the keyboard.
    await page.getByRole("combobox", { name: "Workshop Type" }).click();
    const options = await page.getByRole("option").allInnerTexts();
    expect(options).toEqual([
      "Discovery Workshop",
      "Ideation Session",
      "Journey Mapping",
      "Feature Prioritization",
      "Value Proposition Canvas",
      "Design Critique",
      "User Story Mapping",
      "Design Sprint",
    ]);
    await page.getByRole("option", { name: "Journey Mapping" }).click();
    await page.getByLabel("Duration").fill("90 minutes");
    await generate.click();
    await toastShown(page, "Missing Information");
    await page.getByLabel("Participants").fill("1 product owner, 2 designers, 2 developers");
    await page.getByLabel("Goals & Context").fill("Map how new customers set up their first budget and where they drop off.");

    let release = await holdRequests(page, "**/api/functions/generate-workshop");
    await generate.click();
    const busy = page.getByRole("button", { name: "Generating Workshop..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.locator("svg.animate-spin").count()).toBe(1);
    await release();
    await toastShown(page, "Workshop Generated!", "Your workshop agenda is ready.");
    const result = page.locator("section", { has: page.getByRole("heading", { name: "Your Workshop Agenda", exact: true }) });
    const agenda = result.locator(".prose-result");
    await expectFormattedAgenda(agenda);
    const text = await agenda.innerText();
    expect(text).toContain("Journey Mapping");
    const ends = [...text.matchAll(/(\d+):(\d\d) · /g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    expect(ends.at(-1)).toBe(90);

    // Copy and the download still give the Markdown behind the formatted agenda.
    await result.getByRole("button", { name: "Copy" }).click();
    await toastShown(page, "Copied to clipboard!");
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# Journey Mapping/);
    expect(markdown).toMatch(/^### 0:00–0:\d\d · /m);
    const [download] = await Promise.all([page.waitForEvent("download"), result.getByRole("button", { name: "Markdown" }).click()]);
    expect(download.suggestedFilename()).toBe("workshop-agenda.md");
    expect(readFileSync((await download.path())!, "utf8")).toBe(markdown);

    // The agenda can be refined.
    await refine(page, {
      box: page.getByRole("form", { name: "Refine this result" }),
      result: resultSection(page, "Your Workshop Agenda"),
      instruction: "Add an icebreaker",
    });
    expect(await versionControl(page).shown()).toBe("Version 2 · Add an icebreaker");
    expect(errors).toEqual([]);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toastShown(page, "Result saved");
    const savedPath = (await page.getByRole("link", { name: /Saved — open/ }).getAttribute("href"))!;

    // A new request clears the previous agenda first; a failure is logged and toasted.
    release = await holdRequests(page, "**/api/functions/generate-workshop");
    await generate.click();
    await busy.waitFor();
    expect(await page.locator(".prose-result").count()).toBe(0);
    await release();
    await page.locator(".prose-result h1").waitFor();

    await page.route("**/api/functions/generate-workshop", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "ai_invalid_output", message: "The model returned an invalid answer." } }),
      }),
    );
    await page.getByRole("button", { name: "Generate Workshop Agenda" }).click();
    await toastShown(page, "Generation Failed", "The model returned an invalid answer.");
    expect(await page.locator(".prose-result").count()).toBe(0);
    expect(consoleErrors.some((line) => line.includes("Workshop generation failed"))).toBe(true);
    await page.unroute("**/api/functions/generate-workshop");
    await page.route("**/api/functions/generate-workshop", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.getByRole("button", { name: "Try again" }).click();
    await toastShown(page, "Generation Failed", "Failed to generate workshop agenda.");

    await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard" && !url.search.includes("view="));

    // Saved, it reads the same on the conversation page and behind a share link (in this tab, done with the tool).
    await page.goto(baseUrl() + savedPath);
    await expectFormattedAgenda(page.locator(".prose-result"));
    const share = await context.request.post(`${baseUrl()}${savedPath.replace("/conversation/", "/api/conversations/")}/share`, {
      headers: { Origin: baseUrl() },
    });
    await page.goto(((await share.json()) as { url: string }).url);
    await expectFormattedAgenda(page.locator(".prose-result"));
    await page.close();
  });
});

describe("UX Feedback Mentor and Case Study Generator in Chromium", () => {
  for (const tool of [
    {
      view: "ux-mentor",
      title: "UX Feedback Mentor",
      result: "UX feedback",
      label: "Describe your UX/UI design",
      empty: "Please describe your UX/UI design",
      action: "Get UX feedback",
      file: "ux-feedback.md",
      api: "ux-feedback",
      fallback: "Failed to generate UX feedback",
    },
    {
      view: "case-study",
      title: "Case Study Generator",
      result: "Case study",
      label: "Describe your UX project",
      empty: "Please describe your UX project",
      action: "Generate case study",
      file: "case-study.md",
      api: "case-study-generator",
      fallback: "Failed to generate case study",
    },
  ]) {
    it(`${tool.title}: validation, streamed result, copy, download, refine, save and failure`, { timeout: 90_000 }, async () => {
      const { page, errors } = await openPage(context);
      await openView(page, tool.view);
      await page.getByRole("heading", { name: tool.title }).waitFor();
      await page.getByRole("button", { name: tool.action }).click();
      await page.getByRole("alert").filter({ hasText: tool.empty }).waitFor();
      expect(await page.getByLabel(tool.label).getAttribute("aria-invalid")).toBe("true");

      await page.getByRole("button", { name: "Use an example" }).click();
      expect((await page.getByLabel(tool.label).inputValue()).length).toBeGreaterThan(50);
      // Held until the busy button has been seen: the offline model's answer can come and go between two looks.
      const release = await holdRequests(page, `**/api/functions/${tool.api}`);
      await page.getByLabel(tool.label).press("Control+Enter");
      await page.getByRole("button", { name: "Generating..." }).waitFor();
      await release();
      const result = page.locator(".prose-result");
      await result.locator("h1").waitFor();
      await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 20_000 });
      const markdown = await result.innerText();
      expect(markdown.length).toBeGreaterThan(200);

      await page.getByRole("button", { name: "Copy" }).click();
      await toastShown(page, "Copied to clipboard!");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# /);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Markdown" }).click()]);
      expect(download.suggestedFilename()).toBe(tool.file);
      await refine(page, {
        box: page.getByRole("form", { name: "Refine this result" }),
        result: resultSection(page, tool.result),
        instruction: "Focus on students",
      });
      expect(await versionControl(page).shown()).toBe("Version 2 · Focus on students");
      expect(errors).toEqual([]);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await toastShown(page, "Result saved");

      await page.route(`**/api/functions/${tool.api}`, (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "ai_unavailable", message: "The AI model is not reachable." } }),
        }),
      );
      await page.getByRole("button", { name: tool.action }).click();
      await toastShown(page, "Generation failed", "The AI model is not reachable.");
      await page.unroute(`**/api/functions/${tool.api}`);
      await page.route(`**/api/functions/${tool.api}`, (route) => route.fulfill({ status: 500, body: "down" }));
      await page.getByRole("button", { name: "Try again" }).click();
      await toastShown(page, "Generation failed", tool.fallback);
      await page.close();
    });
  }
});
