import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../app/lib/features";
import { baseUrl, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation, shareConversation } from "./conversations";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// What people really save: a long first message (its first 50 characters become the title) and
// text with no place to break a line (a URL, a hash, a pasted token).
const LONG_MESSAGE = (
  "I want to build an app that helps remote teams run calmer, shorter meetings: async agendas, shared notes, " +
  "decisions everyone can find later, and a weekly digest for people who could not attend. "
)
  .repeat(2)
  .slice(0, 300);
const LONG_WORD = "https://example.com/" + "a1b2c3d4e5".repeat(18);

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/founders",
  "/designers",
  "/features/startup-builder",
  "/features/monetization",
  "/features/nope",
  "/nope",
];
const TOOL_VIEWS = [...new Set(FEATURES.map((feature) => feature.view))];

/** Saves a chat with a long title, a chat with a long word, and a tool result full of both; shares two. */
async function seedConversations(context: BrowserContext) {
  const save = (body: unknown) => saveConversation(context, body);
  const ids = [
    await save({
      messages: [
        { role: "user", content: LONG_MESSAGE },
        { role: "assistant", content: `**${LONG_WORD}** ${LONG_MESSAGE}\n\n- ${LONG_WORD}\n\n\`${LONG_WORD}\`` },
      ],
    }),
    await save({
      messages: [
        { role: "user", content: LONG_WORD },
        { role: "assistant", content: LONG_WORD },
      ],
    }),
    await save({
      tool: "generate-workshop",
      messages: [
        { role: "user", content: `Design Sprint · 2 hours\nParticipants: ${LONG_WORD}\nGoals & context: ${LONG_MESSAGE}` },
        {
          role: "assistant",
          content: `# Design Sprint: ${LONG_WORD}\n\n${LONG_MESSAGE}\n\n## Agenda\n\n### 0:00–0:25 · ${LONG_WORD} (25 min)\n${LONG_WORD}\n\n- ${LONG_WORD}\n\n| Block | Notes |\n|---|---|\n| ${LONG_WORD} | ${LONG_MESSAGE} |`,
        },
      ],
    }),
  ];
  const shares: string[] = [];
  for (const id of [ids[0]!, ids[2]!]) shares.push(`/share/${await shareConversation(context, id)}`);
  return { conversations: ids.map((id) => `/conversation/${id}`), shares };
}

/** A product with a long name, idea and persona, holding a tool result full of long words: its list and its page. */
async function seedProduct(context: BrowserContext) {
  const created = await context.request.post(`${baseUrl()}/api/products`, {
    data: {
      name: LONG_WORD.slice(0, 80),
      idea: `${LONG_MESSAGE} ${LONG_WORD}`,
      audience: LONG_WORD,
      personas: [{ name: LONG_WORD.slice(0, 80), description: LONG_MESSAGE, motivation: LONG_WORD }],
    },
    headers: { Origin: baseUrl() },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  await saveConversation(context, {
    tool: "launch-assistant",
    productId: product.id,
    messages: [
      { role: "user", content: LONG_MESSAGE },
      { role: "assistant", content: `# ${LONG_WORD}\n\n${LONG_MESSAGE}` },
    ],
  });
  return ["/products", `/products/${product.id}`];
}

/** Opens a page and waits until what it shows is final: hydrated, a tool view loaded, a dialog filled. */
async function open(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await waitUntilInteractive(page);
  // A tool view loads after the page, behind a skeleton; its title heading means it is in.
  if (path.includes("view=")) await page.getByRole("heading", { level: 1 }).waitFor();
  if (path.includes("history=open")) await page.getByRole("dialog").getByRole("link").first().waitFor();
}

/** How wide the page is, and which pieces of text run out of their own box (cut off or spilling). */
function measure(page: Page) {
  return page.evaluate(() => {
    const spilling: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, p, li, dt, dd, blockquote, label, a, button, [role=dialog]")) {
      // Code blocks and tables scroll sideways on purpose; single-line titles end in an ellipsis on purpose.
      if (el.closest("pre, table, .sr-only") || getComputedStyle(el).textOverflow === "ellipsis") continue;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        spilling.push(`<${el.localName}> ${el.textContent!.trim().slice(0, 40)}`);
      const box = el.getBoundingClientRect();
      if (box.width > 0 && el.matches("[role=dialog]") && (box.left < 0 || box.right > innerWidth))
        spilling.push(`dialog at ${box.left}–${box.right}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, spilling: spilling.slice(0, 5) };
  });
}

/** The phone widths every page must fit: loaded at the first, then narrowed to the next on the same load. */
const PHONE_WIDTHS = [390, 320] as const;

async function expectEveryPageToFit(paths: string[], signedIn: boolean) {
  // isMobile: a phone's layout viewport. It widens to fit content that overflows, so the check
  // is against the device width, not only against innerWidth.
  const [firstWidth] = PHONE_WIDTHS;
  const context = await browser.newContext({ viewport: { width: firstWidth, height: 800 }, isMobile: true, hasTouch: true });
  try {
    let seeded: Awaited<ReturnType<typeof seedConversations>> | null = null;
    let products: string[] = [];
    if (signedIn) {
      await signInNewUser(context, "phone");
      seeded = await seedConversations(context);
      products = await seedProduct(context);
    } else {
      const owner = await browser.newContext();
      await signInNewUser(owner, "phone-owner");
      seeded = { conversations: [], shares: (await seedConversations(owner)).shares };
      await owner.close();
    }
    const { page } = await openPage(context);
    for (const path of [...paths, ...products, ...seeded.conversations, ...seeded.shares]) {
      // A page load is what costs: each page is loaded once and measured at every width, the
      // viewport narrowed in place (the layout is CSS, which follows the viewport as it changes).
      await page.setViewportSize({ width: firstWidth, height: 800 });
      await open(page, path);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, innerWidth, spilling } = await measure(page);
        expect({ path, width, scrollWidth, innerWidth, spilling }).toEqual({
          path,
          width,
          scrollWidth: width,
          innerWidth: width,
          spilling: [],
        });
      }
    }
  } finally {
    await context.close();
  }
}

describe("every page on a phone", () => {
  it(`fits ${PHONE_WIDTHS.join(" and ")} px for a visitor, long saved titles and words included`, { timeout: 150_000 }, async () => {
    await expectEveryPageToFit([...PUBLIC_PAGES, "/auth"], false);
  });

  it(
    `fits ${PHONE_WIDTHS.join(" and ")} px when signed in: dashboard, every tool view, history, profile, products, saved and shared conversations`,
    { timeout: 240_000 },
    async () => {
      await expectEveryPageToFit(
        [
          ...PUBLIC_PAGES,
          "/auth",
          "/dashboard",
          "/dashboard?history=open",
          ...TOOL_VIEWS.map((view) => `/dashboard?view=${view}`),
          "/profile",
        ],
        true,
      );
    },
  );
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("a phone's toasts and diagrams", () => {
  it(
    "keep toasts off the send and Refine buttons, one at a time, and diagram text readable with the zoom buttons off the steps",
    { timeout: 150_000 },
    async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        permissions: ["clipboard-read", "clipboard-write"],
      });
      await signInNewUser(context, "phone-toasts");
      const { page, errors } = await openPage(context);
      const visibleToasts = page.locator(".ui-toast:visible");

      // The chat: the "Conversation saved" toast leaves the composer's send button uncovered.
      await open(page, "/dashboard");
      await page.locator("#quick-question-input").fill("How do I validate my idea?");
      await page.locator("#quick-question-input").press("Enter");
      await page.getByRole("button", { name: "Regenerate" }).waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await visibleToasts.filter({ hasText: "Conversation saved" }).waitFor();
      const send = (await page.getByRole("button", { name: "Send message" }).boundingBox())!;
      expect(send.y + send.height / 2).toBeLessThan(844);
      expect(overlaps((await visibleToasts.first().boundingBox())!, send)).toBe(false);

      // A flow diagram: labels of at least 12 px on screen, the zoom buttons under the canvas, not over its steps.
      await open(page, "/dashboard?view=startup-builder");
      await page
        .getByLabel("Your startup idea")
        .fill("A marketplace where neighbours lend each other garden tools, with deposits and reviews");
      await page.getByRole("button", { name: "Generate strategy" }).click();
      await page.getByText("Strategy generated!", { exact: true }).first().waitFor({ timeout: 30_000 });
      const canvas = page.getByTestId("flow-canvas");
      await canvas.locator(".flow-node-label").first().waitFor();
      const labelSizes = await canvas
        .locator(".flow-node-label")
        // Drawn size: the label's font size times the canvas zoom (its box on screen over its own height).
        .evaluateAll((labels: HTMLElement[]) =>
          labels.map((label) => (label.getBoundingClientRect().height / label.offsetHeight) * parseFloat(getComputedStyle(label).fontSize)),
        );
      expect(Math.min(...labelSizes)).toBeGreaterThanOrEqual(12);
      const zoomIn = page.getByRole("button", { name: "Zoom In" });
      expect(await zoomIn.count()).toBe(1);
      const controls = (await page.getByRole("group", { name: "Zoom controls" }).boundingBox())!;
      const canvasBox = (await canvas.boundingBox())!;
      expect(controls.y).toBeGreaterThanOrEqual(canvasBox.y + canvasBox.height);
      await zoomIn.click();
      await page.getByRole("button", { name: "Fit View" }).click();

      // Refine at the bottom of the screen: the toast of the new version stays clear of it.
      const refine = page.getByRole("button", { name: "Refine", exact: true });
      await page.getByRole("form", { name: "Refine the plan" }).getByRole("textbox").fill("Focus on students");
      await refine.evaluate((button) => button.scrollIntoView({ block: "end" }));
      await refine.click();
      await visibleToasts.filter({ hasText: "Version 2 is ready" }).waitFor({ timeout: 30_000 });
      await refine.evaluate((button) => button.scrollIntoView({ block: "end" }));
      const refineBox = (await refine.boundingBox())!;
      expect(refineBox.y + refineBox.height / 2).toBeLessThan(844);
      expect(overlaps((await visibleToasts.first().boundingBox())!, refineBox)).toBe(false);

      // A second toast while the first still shows: the phone shows only the newer one.
      await page.getByRole("button", { name: "Copy", exact: true }).first().click();
      await visibleToasts.filter({ hasText: "Copied to clipboard!" }).waitFor();
      expect(await visibleToasts.allInnerTexts()).toEqual([expect.stringContaining("Copied to clipboard!")]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
