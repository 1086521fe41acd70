import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { FEATURES } from "../../app/lib/features";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * These pages are read-only and set no cookie, so tests with the same browser options share one
 * context (and its cache of the page's scripts); each test still gets a page of its own.
 */
const contexts = new Map<string, Promise<BrowserContext>>();
function sharedContext(options: Parameters<Browser["newContext"]>[0]): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  if (!contexts.has(key)) contexts.set(key, browser.newContext(options));
  return contexts.get(key)!;
}

// Values of CONTACT_EMAIL / PROFILE_URL in wrangler.toml [vars].
const CONTACT_EMAIL = "hello@uxtwin.app";
const PROFILE_URL = "https://www.linkedin.com/company/uxtwin";

async function withPage<T>(
  run: (page: Page, errors: string[], context: BrowserContext) => Promise<T>,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<T> {
  const context = await sharedContext(options);
  const { page, errors } = await openPage(context);
  try {
    return await run(page, errors, context);
  } finally {
    await page.close();
  }
}

/** A context of its own, for a test that must see every request the page makes (nothing cached). */
async function withFreshPage<T>(run: (page: Page, errors: string[]) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const { page, errors } = await openPage(context);
    return await run(page, errors);
  } finally {
    await context.close();
  }
}

async function open(page: Page, path: string) {
  const response = await page.goto(baseUrl() + path);
  await waitUntilInteractive(page);
  return response;
}

const href = (page: Page, name: string | RegExp, scope = "body") =>
  page
    .locator(scope)
    .getByRole("link", { name, exact: typeof name === "string" })
    .first()
    .getAttribute("href");

async function expectPageMeta(page: Page, title: string) {
  await expect(page.title()).resolves.toContain(title);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeGreaterThan(40);
  await expect(page.locator('meta[property="og:title"]').getAttribute("content")).resolves.toContain(title);
  expect(await page.locator('meta[property="og:description"]').getAttribute("content")).toBe(description);
  await expect(page.locator('link[rel="icon"]').getAttribute("href")).resolves.toBe("/favicon.svg");
}

const heroAnimation = (page: Page) =>
  page.locator("#hero-title").evaluate((el) => {
    const style = getComputedStyle(el.closest(".ui-hero-in")!);
    return { name: style.animationName, delay: style.animationDelay, duration: style.animationDuration };
  });

describe("landing page", () => {
  // One load of the landing page, in a context of its own so it sees every script the page needs:
  // the checks read it, scroll it and switch reduced motion on, in that order. The limit is a hang
  // guard for all of them on a busy machine, not a speed budget.
  it(
    "has the spec's texts, links, meta and dark footer, a top bar that turns white after 100 px of scrolling, a hero that fades in unless motion is reduced, no diagram or chat code, and no console errors",
    { timeout: 60_000 },
    async () => {
      await withFreshPage(async (page, errors) => {
        await page.emulateMedia({ reducedMotion: "no-preference" });
        await page.setViewportSize({ width: 1280, height: 800 });
        const scripts: string[] = [];
        page.on("response", (response) => {
          if (response.request().resourceType() === "script") scripts.push(response.url());
        });
        const response = await open(page, "/");
        expect(response?.status()).toBe(200);
        await expectPageMeta(page, "Turn ideas into real products with AI");
        await page.getByRole("heading", { level: 1, name: "Turn ideas into real products with AI" }).waitFor();
        const main = page.locator("main");
        // Sign Up opens the card on Create Account; every other way in signs in.
        expect(await href(page, "Sign Up Free")).toBe("/auth?mode=sign-up");
        expect(await main.getByRole("link", { name: "Login", exact: true }).getAttribute("href")).toBe("/auth");
        for (const badge of ["No code required", "UX-first workflows", "Fast iteration, free sign-up"]) {
          await expect(main.getByText(badge, { exact: true }).count()).resolves.toBe(1);
        }
        // Tools: both groups, every tool with its one-liner, each linking to its page.
        await main.getByRole("heading", { name: "Founders", exact: true }).waitFor();
        await main.getByRole("heading", { name: "Designers", exact: true }).waitFor();
        for (const feature of FEATURES) {
          const link = main.getByRole("link", { name: new RegExp(`^${escape(feature.title)}`) });
          expect(await link.getAttribute("href")).toBe(`/features/${feature.key}`);
          await expect(link.textContent()).resolves.toContain(feature.description);
        }
        expect(await href(page, "Sign in to access all tools →")).toBe("/auth");
        await main.getByRole("heading", { name: "How it works" }).waitFor();
        await expect(main.locator("ol > li").count()).resolves.toBe(3);
        expect(await href(page, "Get started — it's free →")).toBe("/auth");

        const footer = page.locator("footer");
        expect(await footer.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/auth");
        expect(await footer.getByRole("link", { name: "About", exact: true }).getAttribute("href")).toBe("/about");
        expect(await footer.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe(`mailto:${CONTACT_EMAIL}`);
        expect(await footer.getByRole("link", { name: `Email ${CONTACT_EMAIL}` }).getAttribute("href")).toBe(`mailto:${CONTACT_EMAIL}`);
        expect(await footer.getByRole("link", { name: "LinkedIn profile" }).getAttribute("href")).toBe(PROFILE_URL);
        await footer.getByText("© 2024").waitFor();
        await footer.getByText("Built by UX designers, for creators").waitFor();
        // Dark in either colour scheme: the background is near black.
        const background = await footer.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(luminance(background)).toBeLessThan(0.05);

        // The top bar: transparent until 100 px of scrolling, then white with Login / Sign Up.
        const header = page.locator("header").first();
        const actions = page.getByTestId("header-actions");
        const style = () => header.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, shadow: getComputedStyle(el).boxShadow }));

        expect(await header.getAttribute("data-solid")).toBe("false");
        expect((await style()).bg).toBe("rgba(0, 0, 0, 0)");
        await expect(actions.getByRole("link", { name: "Login" }).isVisible()).resolves.toBe(false);

        // Scroll, and come back once the page has handled the scroll event and rendered what it decided.
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              window.addEventListener("scroll", () => requestAnimationFrame(() => setTimeout(resolve)), { once: true });
              window.scrollTo(0, 80);
            }),
        );
        expect(await header.getAttribute("data-solid")).toBe("false");

        await page.evaluate(() => window.scrollTo(0, 400));
        await page.waitForFunction(() => document.querySelector("header")?.dataset.solid === "true");
        // The 200 ms transition ends when it ends on a busy machine: wait for the final colour.
        await page.waitForFunction(() => getComputedStyle(document.querySelector("header")!).backgroundColor === "rgb(255, 255, 255)");
        const solid = await style();
        expect(solid.bg).toBe("rgb(255, 255, 255)");
        expect(solid.shadow).not.toBe("none");
        const login = actions.getByRole("link", { name: "Login" });
        const signUp = actions.getByRole("link", { name: "Sign Up" });
        await login.waitFor({ state: "visible" });
        expect(await login.getAttribute("href")).toBe("/auth");
        expect(await signUp.getAttribute("href")).toBe("/auth?mode=sign-up");
        expect(await actions.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
        expect(await page.locator("header").getByRole("link", { name: "UX Twin" }).getAttribute("href")).toBe("/");

        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForFunction(() => document.querySelector("header")?.dataset.solid === "false");

        // The hero fades in after 0.3 s over 0.8 s, and not at all once the visitor asks for reduced motion.
        expect(await heroAnimation(page)).toEqual({ name: "ui-rise-in", delay: "0.3s", duration: "0.8s" });
        await page.emulateMedia({ reducedMotion: "reduce" });
        expect((await heroAnimation(page)).name).toBe("none");

        // No diagram or chat code among the scripts the page loaded.
        expect(scripts.length).toBeGreaterThan(0);
        for (const url of scripts) {
          expect(url).not.toMatch(/dashboard|chat|conversation|flow-diagram|xyflow/i);
          const source = await (await fetch(url)).text();
          expect(source, url).not.toContain("react-flow__");
          expect(source, url).not.toContain("dagre");
        }
        expect(errors).toEqual([]);
      });
    },
  );
});

describe("about, founders and designers pages", () => {
  it("/about describes the mission, and shows a visible focus ring when navigating by keyboard", async () => {
    await withPage(async (page, errors) => {
      expect((await open(page, "/about"))?.status()).toBe(200);
      await expectPageMeta(page, "About");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByText(/mission is to democratize expert product strategy and UX design/).waitFor();

      // Nothing has the focus yet: the first Tab reaches the skip link, the second the logo.
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { text: el.textContent, shadow: style.boxShadow, outline: style.outlineStyle };
      });
      expect(ring.text).toContain("UX Twin");
      expect(ring.shadow !== "none" || ring.outline !== "none").toBe(true);
      expect(errors).toEqual([]);
    });
  });

  for (const [path, title, group] of [
    ["/founders", "Tools for Founders", "founders"],
    ["/designers", "Tools for Designers", "designers"],
  ] as const) {
    it(`${path} lists its four tools as cards linking to /features/{key}`, async () => {
      await withPage(async (page, errors) => {
        expect((await open(page, path))?.status()).toBe(200);
        await expectPageMeta(page, title);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        const cards = page.locator("main").locator('a[href^="/features/"]');
        const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs).toEqual(FEATURES.filter((f) => f.group === group).map((f) => `/features/${f.key}`));
        for (const feature of FEATURES.filter((f) => f.group === group)) {
          await page.getByRole("heading", { level: 2, name: feature.title }).waitFor();
        }
        expect(errors).toEqual([]);
      });
    });
  }
});

describe("feature pages", () => {
  for (const feature of FEATURES) {
    it(`/features/${feature.key} shows ${feature.built ? "Get Started" : "Coming Soon"}`, async () => {
      await withPage(async (page, errors) => {
        expect((await open(page, `/features/${feature.key}`))?.status()).toBe(200);
        await expectPageMeta(page, feature.title);
        await page.getByRole("heading", { level: 1, name: feature.title }).waitFor();
        await page.getByText(feature.description, { exact: true }).waitFor();
        const getStarted = page.locator("main").getByRole("link", { name: "Get Started" });
        if (feature.built) {
          expect(await getStarted.getAttribute("href")).toBe("/dashboard");
          await expect(page.getByText("Coming Soon").count()).resolves.toBe(0);
        } else {
          await page.getByText("Coming Soon", { exact: true }).waitFor();
          await page.getByText("This feature is currently under development.").waitFor();
          await expect(getStarted.count()).resolves.toBe(0);
        }
        expect(errors).toEqual([]);
      });
    });
  }

  it("an unknown key shows Feature Not Found with Go Home", async () => {
    await withPage(async (page) => {
      expect((await open(page, "/features/time-machine"))?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Feature Not Found" }).waitFor();
      expect(await page.locator("main").getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    });
  });
});

describe("404 page", () => {
  it("answers 404, shows Return to Home, and logs the path", async () => {
    const path = `/no/such/page-${Date.now()}`;
    await withPage(async (page, errors) => {
      expect((await open(page, path))?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
      expect(await page.locator("main").getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
      // The only console error allowed is the browser's note about the 404 document itself.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
    // wrangler may decorate the line (colours, prefixes); the JSON object itself is the log entry.
    const entry = await vi.waitFor(() => {
      const logged = readFileSync(inject("serverLogFile"), "utf8")
        .match(/\{[^{}\n]*"page_not_found"[^{}\n]*\}/g)
        ?.map((json) => JSON.parse(json) as { path?: string })
        .find((line) => line.path === path);
      if (!logged) throw new Error(`no page_not_found line for ${path} in the server log yet`);
      return logged;
    }, eventually);
    expect(entry).toEqual({ level: "warn", event: "page_not_found", path });
  });
});

const PAGES = ["/", "/about", "/founders", "/designers", "/features/startup-builder", "/features/monetization", "/features/nope", "/nope"];

describe("accessibility and layout", () => {
  // One test per page, so each has its own time budget on a busy machine (two axe runs: a hang
  // guard of twice the usual); the page is loaded once and checked in the light colour scheme,
  // then in the dark one.
  it.each(PAGES)("has no axe-core violations on %s (light and dark)", { timeout: 60_000 }, async (path) => {
    await withPage(
      async (page) => {
        await open(page, path);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          // Contrast is measured on final colours: wait until every animation (hero fade-in, colour transition) has ended.
          await animationsSettled(page);
          expect({ path, colorScheme, violations: await axeViolations(page) }).toEqual({ path, colorScheme, violations: [] });
        }
      },
      { reducedMotion: "reduce", bypassCSP: true },
    );
  });

  // Fitting a 390 px phone screen: phone-layout.test.ts checks these same pages at 390 and 320 px.
});

/**
 * Resolves once no animation is left. A colour transition that another replaces is cancelled,
 * which rejects its `finished`: it is over all the same, and the one that replaced it is awaited
 * in the next round.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.playState === "running");
    for (let left = running(); left.length > 0; left = running())
      await Promise.all(left.map((animation) => animation.finished.catch(() => undefined)));
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
