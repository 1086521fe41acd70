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

async function expectEveryPageToFit(width: number, paths: string[], signedIn: boolean) {
  // isMobile: a phone's layout viewport. It widens to fit content that overflows, so the check
  // is against the device width, not only against innerWidth.
  const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
  try {
    let seeded: Awaited<ReturnType<typeof seedConversations>> | null = null;
    let products: string[] = [];
    if (signedIn) {
      await signInNewUser(context, `phone-${width}`);
      seeded = await seedConversations(context);
      products = await seedProduct(context);
    } else {
      const owner = await browser.newContext();
      await signInNewUser(owner, `phone-owner-${width}`);
      seeded = { conversations: [], shares: (await seedConversations(owner)).shares };
      await owner.close();
    }
    const { page } = await openPage(context);
    for (const path of [...paths, ...products, ...seeded.conversations, ...seeded.shares]) {
      await open(page, path);
      const { scrollWidth, innerWidth, spilling } = await measure(page);
      expect({ path, scrollWidth, innerWidth, spilling }).toEqual({ path, scrollWidth: width, innerWidth: width, spilling: [] });
    }
  } finally {
    await context.close();
  }
}

describe("every page on a phone", () => {
  for (const width of [320, 390]) {
    it(`fits ${width} px for a visitor, long saved titles and words included`, { timeout: 120_000 }, async () => {
      await expectEveryPageToFit(width, [...PUBLIC_PAGES, "/auth"], false);
    });

    it(
      `fits ${width} px when signed in: dashboard, every tool view, history, profile, products, saved and shared conversations`,
      { timeout: 180_000 },
      async () => {
        await expectEveryPageToFit(
          width,
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
  }
});
