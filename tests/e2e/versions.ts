import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { eventually } from "./browser";

/** A tool's result: the section under the heading with this title. */
export const resultSection = (page: Page, title: string) =>
  page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });

/** Closes every toast showing by its close button, and leaves the pointer where it pauses none. */
export async function dismissToasts(page: Page) {
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
export async function refine(
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
export function versionControl(page: Page, index = 0) {
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
