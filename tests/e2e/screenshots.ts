import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

type PageShotOptions = { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } };

/**
 * A picture of a screen for people to look at (tests/README.md), drawn only when E2E_SCREENSHOTS
 * names a folder: no assertion reads it, and each one costs Chromium a full raster of the page.
 * `name` may hold a sub-folder ("tour/flow-390"); ".png" is added.
 */
export async function saveScreenshot(target: Page | Locator, name: string, options: PageShotOptions = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const path = join(folder, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  if ("mouse" in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}

/** Nothing sticks out sideways: the page is no wider than the window. */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * At each width in turn (the page ends at the last), checks that nothing spills sideways and draws
 * `target` as `{name}-{width}`: the phone first, so the test goes on at the desktop width.
 */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  sizes: readonly { width: number; height: number }[],
  target: Page | Locator = page,
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    expect(await fitsWidth(page)).toBe(true);
    await saveScreenshot(target, `${name}-${size.width}`);
  }
}
