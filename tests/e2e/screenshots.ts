import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Locator, Page } from "playwright-core";

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
