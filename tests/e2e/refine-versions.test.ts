import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE, versionMessages } from "../../shared/result-versions";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive, openTool as openToolIn } from "./browser";
import { saveConversation, shareConversation } from "./conversations";
import { signInNewUser } from "./session";
import { dismissToasts, refine, resultSection, versionControl } from "./versions";
import { saveScreenshot } from "./screenshots";

// Refining in the other tools is checked on the generations their own tests make: Startup Builder
// and Visual Flow in founder-tools, the UX Feedback Mentor, Case Study Generator, UX Workshop
// Generator and UX Prototype Validator in designer-tools.

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: "light",
    acceptDownloads: true,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await signInNewUser(context, "refine");
});
// A page left open keeps its scripts and socket busy through the later tests.
afterEach(async () => {
  for (const page of context.pages()) await page.close();
});
afterAll(async () => {
  await browser?.close();
});

const openTool = (view: string) => openToolIn(context, view);

async function download(page: Page, action: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), action()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, "utf8") };
}

/** A text tool's first run (Monetization, Launch plan): the idea is required, the result streams in, copies and downloads. */
async function generateCopyAndDownload(
  page: Page,
  { button, title, fileName, idea }: { button: string; title: string; fileName: string; idea: string },
) {
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("alert").filter({ hasText: "Please describe your product idea" }).waitFor();
  await page.getByLabel("Your product idea").fill(idea);
  await page.getByRole("button", { name: button }).click();
  const result = resultSection(page, title);
  await result.waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 30_000 });
  expect(await result.locator("h1").innerText()).toMatch(/Monetization strategy|Launch landing page plan/);
  await result.getByRole("button", { name: "Copy" }).click();
  await page.getByText("Copied to clipboard!", { exact: true }).waitFor();
  const md = await download(page, () => result.getByRole("button", { name: "Markdown" }).click());
  expect(md.name).toBe(fileName);
  expect(md.text.startsWith("# ")).toBe(true);
  return result;
}

describe("Versions of a saved result", () => {
  it(
    "Monetization: requires an idea, streams, copies and downloads the result; saves every version, appends refinements on the server, updates the open conversation live; the share page reads them",
    { timeout: 150_000 },
    async () => {
      const { page: tool, errors } = await openTool("monetization");
      const result = await generateCopyAndDownload(tool, {
        button: "Build monetization strategy",
        title: "Monetization strategy",
        fileName: "monetization-strategy.md",
        idea: "A browser extension that summarises long legal terms for freelancers",
      });
      const box = tool.getByRole("form", { name: "Refine this result" });
      await refine(tool, { box, result, instruction: "Add a free plan" });
      expect(await versionControl(tool).shown()).toBe("Version 2 · Add a free plan");

      // Saved with both versions.
      await tool.getByRole("button", { name: "Save", exact: true }).click();
      const open = tool.getByRole("link", { name: "Saved — open" });
      await open.waitFor();
      const href = (await open.getAttribute("href"))!;

      const { page: saved } = await openPage(context);
      await saved.goto(baseUrl() + href);
      await waitUntilInteractive(saved);
      const savedVersions = versionControl(saved);
      expect(await savedVersions.shown()).toBe("Version 2 · Add a free plan");

      // A refinement of the saved result is stored on the server; the open conversation shows it without a reload.
      await refine(tool, { box, result, instruction: "Make it shorter", version: 3 });
      await expect.poll(() => savedVersions.shown(), eventually).toBe("Version 3 · Make it shorter");

      // Restore on the conversation page: the copy becomes Version 4, and the tool page's tab is not needed for it.
      await savedVersions.choose(1);
      await saved.getByRole("button", { name: "Restore this version" }).click();
      await expect.poll(() => savedVersions.shown(), eventually).toBe("Version 4 · Restored from Version 1");
      expect(await savedVersions.options()).toEqual([
        "Version 4 · Restored from Version 1",
        "Version 3 · Make it shorter",
        "Version 2 · Add a free plan",
        "Version 1 · Original",
      ]);

      // The share page: the latest version, older ones to read, nothing to restore, not even for the
      // owner (read in the conversation's tab, which is done with: the page is the same for everyone).
      const shareId = await shareConversation(context, href.split("/").pop()!);
      await saved.goto(`${baseUrl()}/share/${shareId}`);
      await waitUntilInteractive(saved);
      expect(await versionControl(saved).shown()).toBe("Version 4 · Restored from Version 1");
      await versionControl(saved).choose(3);
      expect(await saved.getByRole("button", { name: "Restore this version" }).count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  it(`keeps at most ${MAX_RESULT_VERSIONS} versions and says so`, { timeout: 60_000 }, async () => {
    const later = Array.from({ length: MAX_RESULT_VERSIONS - 1 }, (_, i) => versionMessages(`Change ${i + 2}`, [`# Plan ${i + 2}`])).flat();
    const id = await saveConversation(context, {
      tool: "launch-assistant",
      messages: [{ role: "user", content: "A launch" }, { role: "assistant", content: "# Plan 1" }, ...later],
    });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}/conversation/${id}`);
    await waitUntilInteractive(page);
    const versions = versionControl(page);
    expect(await versions.shown()).toBe(`Version ${MAX_RESULT_VERSIONS} · Change ${MAX_RESULT_VERSIONS}`);
    await versions.choose(1);
    await page.getByRole("button", { name: "Restore this version" }).click();
    await page.getByText(TOO_MANY_VERSIONS_MESSAGE).first().waitFor();
    expect(await versions.shown()).toBe("Version 1 · Original");
  });
});

describe("A result with three versions on screen", () => {
  it(
    "Launch plan: requires an idea, streams, copies and downloads; a failed refinement shows where the result was and Try again sends the same instruction; three versions fit desktop and phone width, tool screen and saved page",
    { timeout: 150_000 },
    async () => {
      const desktop = { width: 1280, height: 900 };
      const phone = { width: 390, height: 844 };
      // One page, narrowed in place to a phone's width (as phone-layout.test.ts does), rather than a second account and run.
      const { page, errors } = await openTool("launch-assistant");
      const idea = "A habit tracker for remote teams that nudges people to take real breaks";
      const result = await generateCopyAndDownload(page, {
        button: "Plan my launch",
        title: "Launch plan",
        fileName: "launch-plan.md",
        idea,
      });
      const box = page.getByRole("form", { name: "Refine this result" });
      const field = box.getByLabel("What should change?");

      // A refinement that fails shows where the result was; Try again sends the same instruction.
      const first = await result.textContent();
      const sent: unknown[] = [];
      await page.route("**/api/functions/launch-assistant", (route) => {
        sent.push(route.request().postDataJSON());
        return route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "ai_unavailable", message: "The AI model is busy." } }),
        });
      });
      const instruction = "Aim it at engineering managers at companies of 50 to 500 people, with a pilot offer";
      await field.fill(instruction);
      await dismissToasts(page);
      await box.getByRole("button", { name: "Refine" }).click();
      const failure = page.getByRole("alert").filter({ hasText: "The AI model is busy." });
      await failure.waitFor();
      expect(await resultSection(page, "Launch plan").count()).toBe(0);
      // The request was the first one plus the version on screen and the instruction.
      expect(sent[0]).toMatchObject({ productIdea: idea, instruction });
      expect(Object.keys((sent[0] as { previous: object }).previous)).toEqual(["landingPagePlan"]);
      expect(await field.inputValue()).toBe(instruction);
      await page.unroute("**/api/functions/launch-assistant");
      await failure.getByRole("button", { name: "Try again" }).click();
      await page.getByText("Version 2 is ready", { exact: true }).waitFor({ timeout: 30_000 });
      expect(await versionControl(page).shown()).toBe(`Version 2 · ${instruction}`);
      expect(await field.inputValue()).toBe("");
      await expect.poll(() => result.textContent(), eventually).not.toBe(first);

      // The third version is made at a phone's width.
      await page.setViewportSize(phone);
      await refine(page, { box, result, instruction: "Make it shorter", version: 3 });
      await versionControl(page).choose(2);
      for (const [name, viewport] of [
        ["phone", phone],
        ["desktop", desktop],
      ] as const) {
        await page.setViewportSize(viewport);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        await page.getByTestId("version-control").scrollIntoViewIfNeeded();
        await saveScreenshot(page, `refine-versions-tool-${name}`);
        await saveScreenshot(page, `refine-versions-tool-${name}-full`, { fullPage: true });
      }

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("link", { name: "Saved — open" }).click();
      await page.waitForURL(/\/conversation\//);
      await page.getByRole("region", { name: "Brief" }).waitFor();
      for (const [name, viewport] of [
        ["desktop", desktop],
        ["phone", phone],
      ] as const) {
        await page.setViewportSize(viewport);
        expect(await versionControl(page).shown()).toBe("Version 3 · Make it shorter");
        await versionControl(page).trigger.click();
        await page.getByRole("option").first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        await saveScreenshot(page, `refine-versions-saved-${name}`);
        await page.keyboard.press("Escape");
        await page.getByRole("option").first().waitFor({ state: "hidden" });
      }
      expect(errors.filter((e) => !e.includes("503"))).toEqual([]);
    },
  );
});
