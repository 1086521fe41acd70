import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { startServerWithVars, type OwnServer } from "./own-server";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

/**
 * A reasoning model on screen (docs/product.md#reasoning-models), on a server of its own whose
 * model is a scripted OpenAI-style server: it sends its thinking as `reasoning_content`, then
 * holds the answer until the test has seen the screen while the model thinks. The tool screen and
 * Quick Chat say "Thinking…", and no word of the thinking ever shows.
 */
const THOUGHT = "They want a plan for a secret pricing idea";
const ANSWER = "# Monetization strategy\n\nCharge regional networks, keep single food banks free.";

let model: Server;
let server: OwnServer;
let browser: Browser;
let context: BrowserContext;
/** Lets the held answer go (one per request). */
let release: () => void = () => {};

function answer(res: ServerResponse) {
  const chunk = (delta: Record<string, string>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "qwen3", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  res.write(chunk({ role: "assistant", content: "" }));
  for (const word of THOUGHT.split(" ")) res.write(chunk({ reasoning_content: `${word} ` }));
  release = () => {
    for (const line of ANSWER.split(/(?<=\n)/)) res.write(chunk({ content: line }));
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  };
}

beforeAll(async () => {
  model = createServer((req, res) => {
    req.resume();
    req.on("end", () => answer(res));
  });
  await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
  const modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  server = await startServerWithVars("reasoning", {
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: modelUrl,
    AI_MODEL: "qwen3",
    AI_MAX_RETRIES: "0",
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: "light" });
  await signInNewUser(context, "reasoning", server.url);
}, 240_000);

afterAll(async () => {
  release();
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => model?.close(() => resolve()));
});

async function screenshot(page: Page, name: string) {
  await saveScreenshot(page, `reasoning-${name}`, { fullPage: false });
}

describe("a reasoning model in Chromium", () => {
  it("shows Thinking… on a tool screen, then the answer without the thinking", { timeout: 90_000 }, async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/dashboard?view=monetization`);
    await waitUntilInteractive(page);
    await page.getByLabel("Your product idea").fill("A volunteer-scheduling app for food banks");
    await page.getByRole("button", { name: "Build monetization strategy" }).click();

    await page.getByRole("status").filter({ hasText: "Thinking…" }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(THOUGHT.split(" ").slice(0, 4).join(" ")).count()).toBe(0);
    await page.getByRole("status").filter({ hasText: "Thinking…" }).scrollIntoViewIfNeeded();
    await screenshot(page, "tool-1366");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("status").filter({ hasText: "Thinking…" }).scrollIntoViewIfNeeded();
    await screenshot(page, "tool-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    release();
    await page.getByText("Charge regional networks, keep single food banks free.").waitFor({ timeout: 30_000 });
    expect(await page.getByRole("status").filter({ hasText: "Thinking…" }).count()).toBe(0);
    expect(await page.locator("body").innerText()).not.toContain("secret pricing");
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(errors).toEqual([]);
  });

  it("shows Thinking… in Quick Chat instead of the typing dots, then the reply alone", { timeout: 90_000 }, async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/dashboard`);
    await waitUntilInteractive(page);
    await page.locator("#quick-question-input").click();
    await page.keyboard.type("How should we price this?");
    await page.keyboard.press("Enter");

    const reply = page.locator('li[data-role="assistant"]').last();
    await reply.getByRole("status").filter({ hasText: "Thinking…" }).waitFor({ timeout: 30_000 });
    expect(await reply.getByRole("status", { name: "The assistant is typing" }).count()).toBe(0);
    await reply.scrollIntoViewIfNeeded();
    await screenshot(page, "chat-1366");

    release();
    await reply.getByText("Charge regional networks").waitFor({ timeout: 30_000 });
    expect(await reply.innerText()).not.toContain("secret pricing");
    expect(errors).toEqual([]);
  });
});
