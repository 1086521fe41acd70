import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESULT_VERSIONS, TOO_MANY_VERSIONS_MESSAGE, versionMessages } from "../../shared/result-versions";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive, openTool as openToolIn } from "./browser";
import { saveConversation, shareConversation } from "./conversations";
import { signInNewUser } from "./session";

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light" });
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

const resultSection = (page: Page, title: string) =>
  page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });

/** Closes every toast showing by its close button, and leaves the pointer where it pauses none. */
async function dismissToasts(page: Page) {
  const notifications = page.getByRole("region", { name: /Notifications/ });
  const showing = notifications.locator('.ui-toast[data-state="open"]');
  while ((await showing.count()) > 0) {
    // One may time out between the count and the click: the hang guard ends that click, and the
    // loop counts again.
    await showing
      .last()
      .getByRole("button", { name: "Dismiss notification" })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  // A pointer resting on a toast pauses its timer.
  const viewport = page.viewportSize();
  await page.mouse.move(0, (viewport?.height ?? 1) - 1);
  await expect.poll(() => notifications.getByRole("listitem").count(), eventually).toBe(0);
}

/** Types an instruction under a result and refines; waits for the new version and checks what changed. */
async function refine(
  page: Page,
  {
    box,
    result,
    instruction,
    version = 2,
    keyboard = false,
  }: { box: Locator; result: Locator; instruction: string; version?: number; keyboard?: boolean },
) {
  // textContent: a result may sit in a closed <details> (the landing page's HTML).
  const before = await result.textContent();
  const field = box.getByLabel("What should change?");
  await field.fill(instruction);
  if (keyboard) await field.press("Control+Enter");
  else {
    // Toasts sit along the top, where a scrolled page may have put the button: close them by their
    // own buttons, as a user in a hurry would, rather than wait out their timers.
    await dismissToasts(page);
    await box.getByRole("button", { name: "Refine" }).click();
  }
  await page.getByText(`Version ${version} is ready`, { exact: true }).waitFor({ timeout: 30_000 });
  // The field empties for the next change; the version control names the new version by its instruction.
  expect(await field.inputValue()).toBe("");
  await expect.poll(() => result.textContent(), eventually).not.toBe(before);
}

/** The "Version" control: which version is shown, and choosing another from the list. */
function versionControl(page: Page, index = 0) {
  const trigger = page.getByRole("combobox", { name: "Version" }).nth(index);
  return {
    trigger,
    shown: () => trigger.innerText(),
    async options() {
      await trigger.click();
      const texts = await page.getByRole("option").allInnerTexts();
      await page.keyboard.press("Escape");
      return texts;
    },
    async choose(version: number) {
      await trigger.click();
      await page.getByRole("option", { name: new RegExp(`^Version ${version} ·`) }).click();
      await expect.poll(() => trigger.innerText(), eventually).toMatch(new RegExp(`^Version ${version} ·`));
    },
  };
}

describe("Refine and versions in every tool", () => {
  it("Startup Builder: refines the plan and the landing page, restores Version 1 as a copy", { timeout: 120_000 }, async () => {
    const { page, errors } = await openTool("startup-builder");
    await page
      .getByLabel("Your startup idea")
      .fill("A marketplace where neighbours lend each other garden tools, with deposits and reviews");
    await page.getByRole("button", { name: "Generate strategy" }).click();
    await page.getByText("Strategy generated!", { exact: true }).waitFor({ timeout: 30_000 });
    const plan = resultSection(page, "Your MVP plan");

    // While a refinement runs, the field and Refine wait; the new version streams in where the plan was.
    const box = page.getByRole("form", { name: "Refine the plan" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/functions/build-startup", async (route) => {
      await held;
      await route.continue();
    });
    const first = await plan.innerText();
    await box.getByLabel("What should change?").fill("Make it shorter");
    await box.getByRole("button", { name: "Refine" }).click();
    await page.getByLabel("Writing your strategy").waitFor();
    expect(await box.getByRole("button", { name: "Refine" }).isDisabled()).toBe(true);
    expect(await box.getByLabel("What should change?").isDisabled()).toBe(true);
    release();
    await page.getByText("Version 2 is ready", { exact: true }).waitFor({ timeout: 30_000 });
    await page.unroute("**/api/functions/build-startup");
    const second = await plan.innerText();
    expect(second).not.toBe(first);
    const versions = versionControl(page, 0);
    expect(await versions.shown()).toBe("Version 2 · Make it shorter");

    // Version 1 again, then restored: a copy of it becomes Version 3 and Version 2 is still there.
    await versions.choose(1);
    await expect.poll(() => plan.innerText(), eventually).toBe(first);
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect.poll(() => versions.shown(), eventually).toBe("Version 3 · Restored from Version 1");
    expect(await plan.innerText()).toBe(first);
    expect(await versions.options()).toEqual([
      "Version 3 · Restored from Version 1",
      "Version 2 · Make it shorter",
      "Version 1 · Original",
    ]);
    expect(await page.getByRole("button", { name: "Restore this version" }).count()).toBe(0);

    // The landing page has its own box and versions.
    await page.getByRole("button", { name: "Generate landing page" }).click();
    await page.getByText("Landing page generated!", { exact: true }).waitFor({ timeout: 30_000 });
    const html = page.locator("details pre code");
    await refine(page, {
      box: page.getByRole("form", { name: "Refine the landing page" }),
      result: html,
      instruction: "Use a friendlier tone",
    });
    expect(await versionControl(page, 1).shown()).toBe("Version 2 · Use a friendlier tone");
    expect(errors).toEqual([]);
  });

  it("Visual Flow: refines the whole set, keeps a hand-edited diagram as “Edited by hand”", { timeout: 120_000 }, async () => {
    const { page, errors } = await openTool("visual-flow");
    await page.getByLabel("Your app idea").fill("A booking app for a small hair salon with reminders and deposits");
    await page.getByRole("button", { name: "Generate user flows" }).click();
    await page.getByText("Generated 3 use case flows!", { exact: true }).waitFor({ timeout: 30_000 });
    const flows = page.locator("section[aria-labelledby=flows-title]");
    await expect.poll(() => flows.locator('.flow-node[data-kind="start"]').count(), eventually).toBe(3);
    // Showing a result is no edit.
    expect(await page.getByRole("button", { name: "Save edits as version" }).count()).toBe(0);

    await refine(page, {
      box: page.getByRole("form", { name: "Refine this result" }),
      result: flows,
      instruction: "Add a waiting list step",
      keyboard: true,
    });
    expect(await versionControl(page).shown()).toBe("Version 2 · Add a waiting list step");

    // Rename a step by hand, then keep it as a version.
    const step = flows.getByTestId("flow-canvas").first().locator('.flow-node[data-kind="screen"]').first();
    await step.waitFor({ timeout: 30_000 });
    await step.dblclick();
    await page.getByLabel("Step name").fill("Pick a stylist");
    await page.getByLabel("Step name").press("Enter");
    await page.getByRole("button", { name: "Save edits as version" }).click();
    await expect.poll(() => versionControl(page).shown(), eventually).toBe("Version 3 · Edited by hand");
    expect(await page.getByRole("button", { name: "Save edits as version" }).count()).toBe(0);
    expect(await versionControl(page).options()).toContain("Version 3 · Edited by hand");
    await flows.locator(".flow-node", { hasText: "Pick a stylist" }).first().waitFor();

    // Older versions show their own diagrams.
    await versionControl(page).choose(1);
    await expect.poll(() => flows.locator(".flow-node", { hasText: "Pick a stylist" }).count(), eventually).toBe(0);

    // Saved, a later hand edit goes to the saved result too.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const open = page.getByRole("link", { name: "Saved — open" });
    await open.waitFor();
    const renamed = flows.getByTestId("flow-canvas").last().locator('.flow-node[data-kind="screen"]').first();
    await renamed.dblclick();
    await page.getByLabel("Step name").fill("Confirm the deposit");
    await page.getByLabel("Step name").press("Enter");
    await page.getByRole("button", { name: "Save edits as version" }).click();
    await expect.poll(() => versionControl(page).shown(), eventually).toBe("Version 4 · Edited by hand");
    await open.click();
    await page.waitForURL(/\/conversation\//);
    await page.locator(".flow-node", { hasText: "Confirm the deposit" }).first().waitFor();
    expect(await versionControl(page).options()).toEqual([
      "Version 4 · Edited by hand",
      "Version 3 · Edited by hand",
      "Version 2 · Add a waiting list step",
      "Version 1 · Original",
    ]);
    expect(errors).toEqual([]);
  });

  describe.each([
    ["monetization", "Your product idea", "Build monetization strategy", "Monetization strategy"],
    ["launch-assistant", "Your product idea", "Plan my launch", "Launch plan"],
    ["ux-mentor", "Describe your UX/UI design", "Get UX feedback", "UX feedback"],
    ["case-study", "Describe your UX project", "Generate case study", "Case study"],
  ] as const)("%s", (view, label, button, title) => {
    it("refines the streamed result into Version 2", { timeout: 90_000 }, async () => {
      const { page, errors } = await openTool(view);
      await page.getByLabel(label).fill("A shared grocery list app that splits costs between flatmates and reminds them who owes what");
      await page.getByRole("button", { name: button }).click();
      await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 30_000 });
      await refine(page, {
        box: page.getByRole("form", { name: "Refine this result" }),
        result: resultSection(page, title),
        instruction: "Focus on students",
      });
      expect(await versionControl(page).shown()).toBe("Version 2 · Focus on students");
      expect(errors).toEqual([]);
    });
  });

  it("shows a failed refinement where the result was; Try again sends the same instruction", { timeout: 90_000 }, async () => {
    const { page, errors } = await openTool("launch-assistant");
    await page.getByLabel("Your product idea").fill("An AI note-taker for sales calls that fills in the CRM for you");
    await page.getByRole("button", { name: "Plan my launch" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 30_000 });
    const sent: unknown[] = [];
    await page.route("**/api/functions/launch-assistant", (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "ai_unavailable", message: "The AI model is busy." } }),
      });
    });
    const box = page.getByRole("form", { name: "Refine this result" });
    await box.getByLabel("What should change?").fill("Add a referral step");
    await box.getByRole("button", { name: "Refine" }).click();
    const failure = page.getByRole("alert").filter({ hasText: "The AI model is busy." });
    await failure.waitFor();
    expect(await resultSection(page, "Launch plan").count()).toBe(0);
    // The request was the first one plus the version on screen and the instruction.
    expect(sent[0]).toMatchObject({
      productIdea: "An AI note-taker for sales calls that fills in the CRM for you",
      instruction: "Add a referral step",
    });
    expect(Object.keys((sent[0] as { previous: object }).previous)).toEqual(["landingPagePlan"]);
    expect(await box.getByLabel("What should change?").inputValue()).toBe("Add a referral step");

    await page.unroute("**/api/functions/launch-assistant");
    await failure.getByRole("button", { name: "Try again" }).click();
    await page.getByText("Version 2 is ready", { exact: true }).waitFor({ timeout: 30_000 });
    expect(await versionControl(page).shown()).toBe("Version 2 · Add a referral step");
    expect(await box.getByLabel("What should change?").inputValue()).toBe("");
    expect(errors.filter((e) => !e.includes("503"))).toEqual([]);
  });

  it("UX Workshop Generator: refines the agenda", { timeout: 90_000 }, async () => {
    const { page, errors } = await openTool("workshop-generator");
    await page.getByRole("button", { name: "Use this example" }).click();
    await page.getByRole("button", { name: "Generate Workshop Agenda" }).click();
    await page.getByText("Workshop Generated!", { exact: true }).waitFor({ timeout: 30_000 });
    await refine(page, {
      box: page.getByRole("form", { name: "Refine this result" }),
      result: resultSection(page, "Your Workshop Agenda"),
      instruction: "Add an icebreaker",
    });
    expect(await versionControl(page).shown()).toBe("Version 2 · Add an icebreaker");
    expect(errors).toEqual([]);
  });

  it("UX Prototype Validator: refines the report", { timeout: 90_000 }, async () => {
    const { page, errors } = await openTool("ux-validator");
    await page.getByRole("button", { name: "Load an example" }).click();
    await page.getByRole("button", { name: "Run UX Validation" }).click();
    await page.getByRole("tab", { name: /Results \([1-9]/, selected: true }).waitFor({ timeout: 30_000 });
    const results = page.getByRole("list", { name: "Validation results" });
    await refine(page, { box: page.getByRole("form", { name: "Refine this result" }), result: results, instruction: "Maya is in a hurry" });
    expect(await versionControl(page).shown()).toBe("Version 2 · Maya is in a hurry");
    expect(errors).toEqual([]);
  });
});

describe("Versions of a saved result", () => {
  it(
    "saves every version, appends refinements on the server, updates the open conversation live; the share page reads them",
    { timeout: 120_000 },
    async () => {
      const { page: tool, errors } = await openTool("monetization");
      await tool.getByLabel("Your product idea").fill("A browser extension that summarises long legal terms for freelancers");
      await tool.getByRole("button", { name: "Build monetization strategy" }).click();
      await tool.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 30_000 });
      const box = tool.getByRole("form", { name: "Refine this result" });
      const result = resultSection(tool, "Monetization strategy");
      await refine(tool, { box, result, instruction: "Add a free plan" });

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

      // The share page: the latest version, older ones to read, nothing to restore.
      const shareId = await shareConversation(context, href.split("/").pop()!);
      const visitor = await browser.newContext();
      const { page: shared } = await openPage(visitor);
      await shared.goto(`${baseUrl()}/share/${shareId}`);
      await waitUntilInteractive(shared);
      expect(await versionControl(shared).shown()).toBe("Version 4 · Restored from Version 1");
      await versionControl(shared).choose(3);
      expect(await shared.getByRole("button", { name: "Restore this version" }).count()).toBe(0);
      await visitor.close();
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
  it("fits desktop and phone width, tool screen and saved page", { timeout: 120_000 }, async () => {
    mkdirSync("screenshots", { recursive: true });
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      const phone = name === "phone";
      // The desktop pass is the file's own signed-in context (the same viewport); the phone needs one of its own.
      const screen = phone ? await browser.newContext({ viewport, isMobile: true, hasTouch: true, colorScheme: "light" }) : context;
      if (phone) await signInNewUser(screen, "versions-phone");
      const { page, errors } = await openPage(screen);
      await page.goto(`${baseUrl()}/dashboard?view=launch-assistant`);
      await waitUntilInteractive(page);
      await page.getByLabel("Your product idea").fill("A habit tracker for remote teams that nudges people to take real breaks");
      await page.getByRole("button", { name: "Plan my launch" }).click();
      await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 30_000 });
      const box = page.getByRole("form", { name: "Refine this result" });
      const result = resultSection(page, "Launch plan");
      await refine(page, {
        box,
        result,
        instruction: "Aim it at engineering managers at companies of 50 to 500 people, with a pilot offer",
      });
      await refine(page, { box, result, instruction: "Make it shorter", version: 3 });
      await versionControl(page).choose(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await page.getByTestId("version-control").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/refine-versions-tool-${name}.png` });
      await page.screenshot({ path: `screenshots/refine-versions-tool-${name}-full.png`, fullPage: true });

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("link", { name: "Saved — open" }).click();
      await page.waitForURL(/\/conversation\//);
      await page.getByRole("region", { name: "Brief" }).waitFor();
      expect(await versionControl(page).shown()).toBe("Version 3 · Make it shorter");
      await versionControl(page).trigger.click();
      await page.getByRole("option").first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await page.screenshot({ path: `screenshots/refine-versions-saved-${name}.png` });
      await page.keyboard.press("Escape");
      expect(errors).toEqual([]);
      if (phone) await screen.close();
    }
  });
});
