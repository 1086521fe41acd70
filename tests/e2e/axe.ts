import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) in the page and returns its violations. A
 * page checked again (another colour scheme) reuses the copy of axe-core it already has. It is
 * evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
 * govern, so a context needs no `bypassCSP` for it (an inline script tag would be refused).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  });
}

/**
 * Resolves once no animation is left. A colour transition that another replaces is cancelled,
 * which rejects its `finished`: it is over all the same, and the one that replaced it is awaited
 * in the next round.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.playState === "running");
    for (let left = running(); left.length > 0; left = running())
      await Promise.all(left.map((animation) => animation.finished.catch(() => undefined)));
  });
}
