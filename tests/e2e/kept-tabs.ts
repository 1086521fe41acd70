import type { BrowserContext, Page } from "playwright-core";

/**
 * Tabs that tests have closed, kept blank for the next `openPage` in the same context. Chromium
 * spends two to three times the CPU on a page loaded in a new tab as on one loaded in a tab it
 * already has (docs/benchmarks.md), and the end-to-end layer is bound by the machine's two cores.
 *
 * A closed tab is kept only when nothing of its test can reach the next one: its listeners and
 * routes are removed, its session storage (where tool drafts live) is cleared, it is navigated to
 * about:blank (which closes its sockets) with the pointer in its corner, and given the context's
 * viewport again. A tab whose test did what a blank page cannot forget (media emulation, init
 * scripts, exposed functions, extra headers, a fake clock, another origin than the one it ends
 * on) is closed for real.
 */
const kept = new WeakMap<BrowserContext, Page[]>();

/** The events tests listen to on a page; a kept tab drops their listeners. */
const TEST_EVENTS = ["console", "pageerror", "dialog", "request", "response", "requestfinished", "requestfailed", "websocket"] as const;

/** Page methods whose effect outlives a navigation: a tab that used one is not kept. */
const LASTING = ["emulateMedia", "addInitScript", "exposeFunction", "exposeBinding", "setExtraHTTPHeaders"] as const;

export async function keptOrNewTab(context: BrowserContext): Promise<Page> {
  const tab = kept.get(context)?.pop();
  if (tab && !tab.isClosed()) return tab;
  return keepable(await pageInAWindowOfItsOwn(context), context);
}

const browserContextIds = new WeakMap<BrowserContext, string>();

/**
 * A tab behind another tab of its window is drawn at a background tab's pace, so every click
 * on it waits seconds for the animation frames Playwright's checks need. A test with two pages
 * works in both, so each page gets a window of its own, as a user with two windows side by side.
 */
async function pageInAWindowOfItsOwn(context: BrowserContext): Promise<Page> {
  const [first] = context.pages();
  const browser = context.browser();
  if (!first || !browser) return context.newPage();
  let browserContextId = browserContextIds.get(context);
  if (!browserContextId) {
    const session = await context.newCDPSession(first);
    browserContextId = (await session.send("Target.getTargetInfo")).targetInfo.browserContextId!;
    await session.detach();
    browserContextIds.set(context, browserContextId);
  }
  const session = await browser.newBrowserCDPSession();
  const [page] = await Promise.all([
    context.waitForEvent("page"),
    session.send("Target.createTarget", { url: "about:blank", browserContextId, newWindow: true }),
  ]);
  await session.detach();
  return page;
}

function keepable(page: Page, context: BrowserContext): Page {
  const viewport = page.viewportSize();
  const origins = new Set<string>();
  let reusable = true;
  let parked = false;
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    parked = false;
    const origin = new URL(frame.url()).origin;
    if (origin !== "null") origins.add(origin);
  });
  for (const method of LASTING) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: (...args: unknown[]) => {
        reusable = false;
        return original(...args);
      },
    });
  }
  const install = page.clock.install.bind(page.clock);
  page.clock.install = (...args) => {
    reusable = false;
    return install(...args);
  };

  const close = page.close.bind(page);
  page.close = async (options) => {
    if (parked) return;
    const origin = page.url().startsWith("http") ? new URL(page.url()).origin : null;
    // Session storage is per origin: only the one the tab is on can be cleared from it.
    const clearable = origins.size === 0 || (origin !== null && origins.size === 1 && origins.has(origin));
    if (!reusable || !clearable || options?.runBeforeUnload) return close(options);
    try {
      for (const event of TEST_EVENTS) page.removeAllListeners(event);
      await page.unrouteAll({ behavior: "ignoreErrors" });
      if (origin) await page.evaluate(() => window.sessionStorage.clear());
      // The pointer back in the corner where a new tab has it, so nothing the next page draws there starts hovered.
      await page.mouse.move(0, 0);
      await page.goto("about:blank");
      if (viewport) await page.setViewportSize(viewport);
      origins.clear();
      parked = true;
      const tabs = kept.get(context) ?? [];
      tabs.push(page);
      kept.set(context, tabs);
    } catch {
      await close(options);
    }
  };
  return page;
}
