import { readFileSync } from "node:fs";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { FEATURES } from "../../app/lib/features";
import { animationsSettled, axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The file's one tab, in a context of its own: the landing page's test loads first, into an empty
 * cache, so it sees every script the page needs; then each page checked with axe is loaded in the
 * same tab. Media emulation keeps a tab from being handed on (kept-tabs.ts), and a page loaded in
 * a new tab or context costs Chromium several times what a load in a tab it has costs.
 */
let tab: { page: Page; errors: string[] } | undefined;
async function theTab() {
  tab ??= await openPage(await browser.newContext());
  tab.errors.length = 0;
  return tab;
}

// Values of CONTACT_EMAIL / PROFILE_URL in wrangler.toml [vars].
const CONTACT_EMAIL = "hello@uxtwin.app";
const PROFILE_URL = "https://www.linkedin.com/company/uxtwin";

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
  // One load of the landing page, the first in the file's context so it sees every script the page
  // needs: the checks read it, scroll it, switch reduced motion on and run axe, in that order. The limit
  // is a hang guard for all of them on a busy machine, not a speed budget.
  it(
    "has the spec's texts, links, meta and dark footer, a top bar that turns white after 100 px of scrolling, a hero that fades in unless motion is reduced, no diagram or chat code, no console errors, and no axe-core violations (light and dark)",
    { timeout: 90_000 },
    async () => {
      const { page, errors } = await theTab();
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.setViewportSize({ width: 1280, height: 800 });
      const scripts: string[] = [];
      const recordScript = (response: Response) => {
        if (response.request().resourceType() === "script") scripts.push(response.url());
      };
      page.on("response", recordScript);
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
      page.off("response", recordScript);
      expect(scripts.length).toBeGreaterThan(0);
      for (const url of scripts) {
        expect(url).not.toMatch(/dashboard|chat|conversation|flow-diagram|xyflow/i);
        const source = await (await fetch(url)).text();
        expect(source, url).not.toContain("react-flow__");
        expect(source, url).not.toContain("dagre");
      }
      expect(errors).toEqual([]);

      // axe-core in the light colour scheme, then the dark one, on the same load.
      await expectNoAxeViolations(page, "/");
    },
  );
});

/**
 * The server's HTML of a page. Server-rendered copy, links, meta and status codes need no browser:
 * they are read here, and the browser loads each page the file checks with axe once, for what
 * needs it (axe, the focus ring, console errors).
 */
async function serverPage(path: string) {
  const response = await fetch(baseUrl() + path);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return { status: response.status, html, main };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: "\u00a0" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
/** The text a reader sees in a piece of HTML: no scripts or styles, no tags, spaces collapsed. */
const textOf = (html: string) =>
  decode(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "").replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
const attribute = (attributes: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
  return value === undefined ? undefined : decode(value);
};
/** Each `tag` element of the HTML (not nested in one of its kind) with its attributes and text. */
const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "g"))].map(([, attributes, inner]) => ({
    attributes: attributes!,
    text: textOf(inner!),
  }));
/** The href of the first link whose text is `name`. */
const linkHref = (html: string, name: string) => {
  const link = elements(html, "a").find((a) => a.text === name);
  return link && attribute(link.attributes, "href");
};

function expectServerMeta(html: string, title: string) {
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toContain(title);
  const tags = [...html.matchAll(/<(meta|link)\b([^>]*)>/g)].map(([, , attributes]) => attributes!);
  const content = (key: string, value: string) => {
    const tag = tags.find((attributes) => attribute(attributes, key) === value);
    return tag && (attribute(tag, "content") ?? attribute(tag, "href"));
  };
  const description = content("name", "description");
  expect(description?.length ?? 0).toBeGreaterThan(40);
  expect(content("property", "og:title")).toContain(title);
  expect(content("property", "og:description")).toBe(description);
  expect(content("rel", "icon")).toBe("/favicon.svg");
}

describe("about, founders and designers pages (server-rendered copy)", () => {
  it("/about describes the mission", async () => {
    const { status, html, main } = await serverPage("/about");
    expect(status).toBe(200);
    expectServerMeta(html, "About");
    expect(elements(main, "h1")).toHaveLength(1);
    expect(textOf(main)).toMatch(/mission is to democratize expert product strategy and UX design/);
  });

  for (const [path, title, group] of [
    ["/founders", "Tools for Founders", "founders"],
    ["/designers", "Tools for Designers", "designers"],
  ] as const) {
    it(`${path} lists its four tools as cards linking to /features/{key}`, async () => {
      const { status, html, main } = await serverPage(path);
      expect(status).toBe(200);
      expectServerMeta(html, title);
      expect(elements(main, "h1").map((h1) => h1.text)).toEqual([title]);
      const hrefs = elements(main, "a")
        .map((a) => attribute(a.attributes, "href"))
        .filter((href) => href?.startsWith("/features/"));
      expect(hrefs).toEqual(FEATURES.filter((f) => f.group === group).map((f) => `/features/${f.key}`));
      const headings = elements(main, "h2").map((h2) => h2.text);
      for (const feature of FEATURES.filter((f) => f.group === group)) expect(headings).toContain(feature.title);
    });
  }
});

describe("feature pages (server-rendered copy)", () => {
  for (const feature of FEATURES) {
    it(`/features/${feature.key} shows ${feature.built ? "Get Started" : "Coming Soon"}`, async () => {
      const { status, html, main } = await serverPage(`/features/${feature.key}`);
      expect(status).toBe(200);
      expectServerMeta(html, feature.title);
      expect(elements(main, "h1").map((h1) => h1.text)).toEqual([feature.title]);
      expect(elements(main, "p").map((p) => p.text)).toContain(feature.description);
      const getStarted = linkHref(main, "Get Started");
      if (feature.built) {
        expect(getStarted).toBe("/dashboard");
        expect(textOf(html)).not.toMatch(/coming soon/i);
      } else {
        expect(elements(main, "h2").map((h2) => h2.text)).toContain("Coming Soon");
        expect(elements(main, "p").map((p) => p.text)).toContain("This feature is currently under development.");
        expect(getStarted).toBeUndefined();
      }
    });
  }

  it("an unknown key shows Feature Not Found with Go Home", async () => {
    const { status, main } = await serverPage("/features/time-machine");
    expect(status).toBe(404);
    expect(elements(main, "h1").map((h1) => h1.text)).toEqual(["Feature Not Found"]);
    expect(linkHref(main, "Go Home")).toBe("/");
  });
});

describe("404 page", () => {
  it("answers 404, shows Return to Home, and logs the path", async () => {
    const path = `/no/such/page-${Date.now()}`;
    const { status, main } = await serverPage(path);
    expect(status).toBe(404);
    expect(elements(main, "h1").map((h1) => h1.text)).toEqual(["Oops! Page not found"]);
    expect(linkHref(main, "Return to Home")).toBe("/");
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

const featureTitle = (key: string) => FEATURES.find((feature) => feature.key === key)!.title;

/**
 * The pages loaded in the browser after the landing page, each once: what a page needs a browser
 * for (axe, the focus ring, what it shows once hydrated, console errors) is checked on that load.
 * The only console error allowed on a 404 is the browser's note about the 404 document itself.
 */
const IN_THE_BROWSER: { path: string; status: number; heading?: string; focusRing?: true }[] = [
  { path: "/about", status: 200, focusRing: true },
  { path: "/founders", status: 200, heading: "Tools for Founders" },
  { path: "/designers", status: 200, heading: "Tools for Designers" },
  { path: "/features/startup-builder", status: 200, heading: featureTitle("startup-builder") },
  { path: "/features/monetization", status: 200, heading: featureTitle("monetization") },
  { path: "/features/nope", status: 404, heading: "Feature Not Found" },
  { path: "/nope", status: 404, heading: "Oops! Page not found" },
];

describe("accessibility and layout", () => {
  // One test per page, so each has its own time budget on a busy machine (two axe runs: a hang
  // guard of twice the usual); the page is loaded once and checked in the light colour scheme,
  // then in the dark one.
  for (const { path, status, heading, focusRing } of IN_THE_BROWSER) {
    const also = focusRing ? ", and shows a visible focus ring when navigating by keyboard" : "";
    it(
      `has no axe-core violations on ${path} (light and dark), answers ${status}, and logs no console error${also}`,
      { timeout: 60_000 },
      async () => {
        const { page, errors } = await theTab();
        await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
        expect((await open(page, path))?.status()).toBe(status);
        await page.getByRole("heading", heading === undefined ? { level: 1 } : { level: 1, name: heading }).waitFor();
        if (focusRing) await expectFocusRing(page);
        await expectNoAxeViolations(page, path);
        expect(errors.filter((error) => status !== 404 || !/status of 404/.test(error))).toEqual([]);
      },
    );
  }

  // Fitting a 390 px phone screen: phone-layout.test.ts checks these same pages at 390 and 320 px.
});

/** Nothing has the focus yet: the first Tab reaches the skip link, the second the logo, which shows a ring. */
async function expectFocusRing(page: Page) {
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
}

async function expectNoAxeViolations(page: Page, path: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // Contrast is measured on final colours: wait until every animation (hero fade-in, colour transition) has ended.
    await animationsSettled(page);
    expect({ path, colorScheme, violations: await axeViolations(page) }).toEqual({ path, colorScheme, violations: [] });
  }
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
