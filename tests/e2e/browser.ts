import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";
import { keptOrNewTab } from "./kept-tabs";

export const baseUrl = () => inject("baseUrl");

let workersBrowser: Promise<Browser> | undefined;

/**
 * The worker's one Chromium. Files run one after another in a worker (the e2e project's
 * `isolate: false`) and share it, since a launch costs more than most of their tests. Its
 * `close()` closes the contexts the file opened and leaves the browser to the next file; the
 * browser itself goes with the worker.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await (workersBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).then((launched) => {
    launched.close = async () => {
      await Promise.all(launched.contexts().map((context) => context.close()));
    };
    return launched;
  }));
  if (browser.isConnected()) return browser;
  workersBrowser = undefined;
  return launchBrowser();
}

/**
 * A page that records console errors and uncaught exceptions, so tests can demand none: a blank
 * tab an earlier test of the context closed (./kept-tabs.ts), else a new one.
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await keptOrNewTab(context);
  const errors: string[] = [];
  page.on("console", (message) => {
    // A failed request names its address, so a failure says which request it was.
    if (message.type() === "error")
      errors.push(
        message.text().startsWith("Failed to load resource")
          ? `${message.text()} ${new URL(message.location().url).pathname}`
          : message.text(),
      );
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Resolves once the app has hydrated and its controls respond: app/root.tsx marks
 * `<html data-hydrated="true">` for exactly this. A test that only reads the page waits on what
 * it reads (a heading, a link) instead; one that types or clicks waits on this first, since
 * server-rendered controls look ready before they respond.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** expect.poll gives up after one second by default; a poll that waits on the server or a socket gets this hang guard instead. */
export const eventually = { timeout: 20_000 };

/** A new page on one of the dashboard's tools (`?view=`), hydrated and showing its heading. */
export async function openTool(context: BrowserContext, view: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(context);
  await opened.page.goto(`${baseUrl()}/dashboard?view=${view}`);
  await waitUntilInteractive(opened.page);
  await opened.page.getByRole("heading", { level: 1 }).waitFor();
  return opened;
}

/**
 * Holds matching requests back until `release()` so busy states can be checked: a busy state that
 * lasts only as long as the offline model's answer can come and go between two of the test's
 * looks on a loaded machine.
 */
export async function holdRequests(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handled: Promise<void>[] = [];
  await page.route(pattern, (route) => {
    const done = gate.then(() => route.continue());
    handled.push(done);
    return done;
  });
  return async () => {
    release();
    await Promise.all(handled);
    await page.unroute(pattern);
  };
}

/**
 * Moves the keyboard focus to `target` the way a keyboard user does, with Tab (at most `limit`
 * presses, then it fails): tests reach a control by keyboard this way, never by `focus()`.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}
