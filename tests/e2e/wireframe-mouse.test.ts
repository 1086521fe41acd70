import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser, openTool } from "./browser";
import { signInNewUser } from "./session";

/**
 * The wireframe editor driven with a mouse, as people use it (docs/product.md#wireframes): a
 * click gives the component the keyboard, a double-click types its text over it, a drag moves it.
 * Only real mouse and keyboard events here, never focus().
 */

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 }, colorScheme: "light" });
  await signInNewUser(context, "wireframe-mouse");
});
afterAll(async () => {
  await browser?.close();
});

const canvas = (page: Page) => page.getByRole("group", { name: /^Screen: / }).first();
const component = (page: Page, name: string | RegExp) => canvas(page).getByRole("button", { name }).first();
const inPlace = (page: Page) => canvas(page).getByRole("textbox", { name: /^Edit the text of / });

/** Where the selected component is, as the panel says it ("x, y"). */
async function position(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^\d+, \d+ · \d+ × \d+ px$/).innerText();
  const [x, y] = text.split(" · ")[0]!.split(", ").map(Number);
  return [x!, y!];
}

async function drawWireframes(page: Page) {
  await page.getByLabel("Your app idea").fill("An app where dog owners find trusted walkers nearby and pay per walk");
  await page.getByRole("button", { name: "Draw wireframes" }).click();
  await canvas(page).waitFor(eventually);
}

describe("The wireframe editor with a mouse", () => {
  // One drawing serves every step: a tab and a generation each is most of what a step would cost
  // on its own. The drag comes first, while the drawn components still sit on the 8 px grid.
  it(
    "drags, gives the clicked component the keyboard, types in place, keeps downloads whole and keeps Undo after Save",
    { timeout: 240_000 },
    async () => {
      const { page, errors } = await openTool(context, "wireframes");
      await drawWireframes(page);

      // Dragging still moves a component, and the keys then act on the dragged one.
      {
        const heading = component(page, /^Heading: /);
        await heading.click();
        const [x, y] = await position(page);
        const box = (await heading.boundingBox())!;
        const scale =
          box.width /
          Number(
            await page
              .getByText(/^\d+, \d+ · \d+ × \d+ px$/)
              .innerText()
              .then((t) => t.split(" · ")[1]!.split(" × ")[0]),
          );

        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 20 * scale, { steps: 4 });
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 40 * scale, { steps: 4 });
        await page.mouse.up();
        // Dropped 40 px lower, on the 8 px grid.
        await expect.poll(() => position(page)).toEqual([x, y + 40]);

        await page.keyboard.press("ArrowLeft");
        expect(await position(page)).toEqual([x - 1, y + 40]);
        // Both taken back, so the steps below find the drawing as it was drawn (nothing dragged over another).
        await page.keyboard.press("Control+z");
        await page.keyboard.press("Control+z");
        await expect.poll(() => position(page)).toEqual([x, y]);
        expect(errors).toEqual([]);
      }

      // The clicked component has the keyboard: arrows, Shift+arrows, Delete, Enter, F2 and Ctrl+D act on it.
      {
        const heading = component(page, /^Heading: /);
        const headingName = (await heading.getAttribute("aria-label"))!;

        // A click, then an arrow: the clicked component moves by a pixel.
        await heading.click();
        const [hx, hy] = await position(page);
        await page.keyboard.press("ArrowRight");
        expect(await position(page)).toEqual([hx + 1, hy]);

        // Another click, then Shift+arrow: that one moves by eight, the first stays where it was.
        const button = component(page, /^Button: /);
        const buttonName = (await button.getAttribute("aria-label"))!;
        await button.click();
        const [bx, by] = await position(page);
        await page.keyboard.press("Shift+ArrowDown");
        expect(await position(page)).toEqual([bx, by + 8]);
        await heading.click();
        expect(await position(page)).toEqual([hx + 1, hy]);

        // Ctrl+D duplicates the clicked component; Delete removes the clicked one.
        await button.click();
        await page.keyboard.press("Control+d");
        await expect.poll(() => canvas(page).getByRole("button", { name: buttonName, exact: true }).count()).toBe(2);
        await component(page, headingName).click();
        // On a busy machine the next frame can come late; the keyboard must be on the deleted
        // component's neighbour as soon as Delete is handled, so a Ctrl+Z pressed at once undoes it.
        await page.evaluate(() => {
          const nextFrame = window.requestAnimationFrame.bind(window);
          Object.assign(window, { nextFrame });
          window.requestAnimationFrame = (callback) => window.setTimeout(() => nextFrame(callback), 2_000);
        });
        await page.keyboard.press("Delete");
        await expect.poll(() => canvas(page).getByRole("button", { name: headingName, exact: true }).count()).toBe(0);
        await page.keyboard.press("Control+z");
        await component(page, headingName).waitFor();
        await page.evaluate(() => {
          window.requestAnimationFrame = (window as unknown as { nextFrame: typeof requestAnimationFrame }).nextFrame;
        });

        // Enter and F2 type the clicked component's text in place.
        await component(page, headingName).click();
        await page.keyboard.press("Enter");
        expect(await inPlace(page).inputValue()).toBe(headingName.replace("Heading: ", ""));
        await page.keyboard.press("Escape");
        await inPlace(page).waitFor({ state: "detached" });
        await page.keyboard.press("F2");
        await page.keyboard.type("Walkers near you");
        await page.keyboard.press("Enter");
        await component(page, "Heading: Walkers near you").waitFor();

        // The copy, drawn over the button it was made from, is deleted again so the steps below can click that button.
        await canvas(page).getByRole("button", { name: buttonName, exact: true }).last().click();
        await page.keyboard.press("Delete");
        await expect.poll(() => canvas(page).getByRole("button", { name: buttonName, exact: true }).count()).toBe(1);
        expect(errors).toEqual([]);
      }

      // A double-click edits a component's text in place: Enter keeps it, Escape puts the old one back.
      {
        const button = component(page, /^Button: /);
        const before = (await button.getAttribute("aria-label"))!.replace("Button: ", "");

        await button.dblclick();
        expect(await inPlace(page).inputValue()).toBe(before);
        // The text is selected: typing replaces it.
        await page.keyboard.type("Request walk");
        await page.keyboard.press("Enter");
        await inPlace(page).waitFor({ state: "detached" });
        await component(page, "Button: Request walk").waitFor();
        // The inspector's field follows the drawing on the next render, which a busy machine can delay.
        await expect.poll(() => page.getByLabel("Text", { exact: true }).inputValue()).toBe("Request walk");

        await component(page, "Button: Request walk").dblclick();
        await page.keyboard.type("Never mind");
        await page.keyboard.press("Escape");
        await inPlace(page).waitFor({ state: "detached" });
        expect(await canvas(page).getByRole("button", { name: "Button: Never mind" }).count()).toBe(0);
        await component(page, "Button: Request walk").waitFor();

        // After typing, the keyboard is back on the component.
        const [x, y] = await position(page);
        await page.keyboard.press("ArrowUp");
        expect(await position(page)).toEqual([x, y - 1]);
        expect(errors).toEqual([]);
      }

      // The text typed in place is kept when another component is clicked, and the keys then act on the clicked one.
      {
        const button = component(page, /^Button: /);
        const heading = component(page, /^Heading: /);
        const headingName = (await heading.getAttribute("aria-label"))!;

        await button.dblclick();
        await page.keyboard.type("Book now");
        await component(page, headingName).click();
        await inPlace(page).waitFor({ state: "detached" });
        await component(page, "Button: Book now").waitFor();

        const [x, y] = await position(page);
        await page.keyboard.press("ArrowDown");
        expect(await position(page)).toEqual([x, y + 1]);
        expect(await component(page, headingName).getAttribute("aria-pressed")).toBe("true");
        expect(errors).toEqual([]);
      }

      // The SVG and PNG downloads stay whole when a pasted text holds a control character.
      {
        await component(page, /^Button: /).click();
        const text = page.getByLabel("Text", { exact: true });
        await text.click();
        await page.keyboard.press("Control+a");
        await page.keyboard.insertText("Pay\u0008 now");
        await page.keyboard.press("Enter");
        await component(page, "Button: Pay now").waitFor();

        const [svgFile] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "SVG", exact: true }).click(),
        ]);
        const svg = readFileSync((await svgFile.path())!, "utf8");
        const parsed = await page.evaluate((source) => {
          const doc = new DOMParser().parseFromString(source, "image/svg+xml");
          return { error: doc.querySelector("parsererror")?.textContent ?? null, root: doc.documentElement.nodeName };
        }, svg);
        expect(parsed).toEqual({ error: null, root: "svg" });
        expect(svg).toContain("Pay now");
        const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "PNG", exact: true }).click()]);
        expect(
          readFileSync((await png.path())!)
            .subarray(1, 4)
            .toString(),
        ).toBe("PNG");
        expect(errors).toEqual([]);
      }

      // Undo is kept after Save: the saved edits can still be taken back.
      {
        const button = component(page, /^Button: /);
        const before = (await button.getAttribute("aria-label"))!;
        await button.dblclick();
        await page.keyboard.type("Book now");
        await page.keyboard.press("Enter");
        await component(page, "Button: Book now").waitFor();

        await page.getByRole("button", { name: "Save", exact: true }).click();
        await page.getByRole("link", { name: "Saved — open" }).waitFor(eventually);
        const undo = page.getByRole("button", { name: "Undo", exact: true });
        expect(await undo.isEnabled()).toBe(true);
        await undo.click();
        await component(page, before).waitFor();
        // Taken back, the screen differs from the saved version again: it can be kept as a version.
        await page.getByRole("button", { name: "Save edits as version" }).waitFor();
        await page.getByRole("button", { name: "Redo", exact: true }).click();
        await component(page, "Button: Book now").waitFor();
        expect(errors).toEqual([]);
      }
      await page.close();
    },
  );
});
