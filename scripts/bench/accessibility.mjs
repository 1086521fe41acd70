// axe-core (WCAG 2.x A/AA, WCAG 2.2 AA and best practices) on every public page and the main
// signed-in pages, in headless Chromium at desktop and phone width, light and dark. The same
// checks run in the end-to-end tests; here the counts go into the bench report.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { createBenchContext } from "./context.mjs";
import { signedInAccount } from "./measure.mjs";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/founders",
  "/designers",
  "/features/startup-builder",
  "/features/monetization",
  "/auth",
  "/no-such-page",
];
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/dashboard?view=startup-builder",
  "/dashboard?view=ux-validator",
  "/dashboard?view=workshop-generator",
  "/profile",
];
const VARIANTS = [
  ["desktop light", { width: 1280, height: 900 }, "light"],
  ["phone dark", { width: 390, height: 844 }, "dark"],
];

async function violations(page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

export async function runAccessibility(ctx) {
  const app = await ctx.server();
  const account = await signedInAccount(app.url, "axe");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const [variant, viewport, colorScheme] of VARIANTS) {
      // bypassCSP: axe is injected as a script, which the pages' CSP (rightly) forbids.
      const context = await browser.newContext({ viewport, colorScheme, bypassCSP: true });
      const [name, value] = account.cookie.split("=");
      await context.addCookies([{ name, value, url: app.url }]);
      const page = await context.newPage();
      for (const path of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]) {
        await page.goto(app.url + path, { waitUntil: "networkidle" });
        const found = await violations(page);
        rows.push({ page: path, variant, violations: found.length, details: found.join(", ") || "—" });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log("\naxe-core accessibility checks\n");
  console.table(rows);
  const clean = rows.every((row) => row.violations === 0);
  console.log(`No axe violations on any page: ${clean ? "yes" : "NO"}\n`);
  return clean;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ctx = createBenchContext();
  try {
    process.exitCode = (await runAccessibility(ctx)) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}
