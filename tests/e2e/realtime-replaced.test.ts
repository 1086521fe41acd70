import type { Browser, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./browser";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __realtimeSockets: WebSocket[];
  }
}

describe("a tab whose socket was replaced by newer tabs (close code 4429)", () => {
  it("does not reconnect on a timer, and reconnects and resyncs once the user comes back to it", async () => {
    const context = await browser.newContext();
    await signInNewUser(context, "replaced");
    const { page, errors } = await openPage(context);
    // Fake timers: "no reconnect within two minutes" is checked by advancing the clock, not by waiting.
    await page.clock.install();
    // Every realtime socket the page creates, counted the moment it is constructed.
    await page.addInitScript(() => {
      const Native = window.WebSocket;
      window.__realtimeSockets = [];
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          if (String(url).includes("/api/realtime")) window.__realtimeSockets.push(this);
        }
      };
    });
    const connections: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
      connections.push(ws);
      const server = ws.connectToServer();
      server.onMessage((message) => ws.send(message));
      ws.onMessage((message) => server.send(message));
    });

    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByText("No recent projects yet — start a new one above.").waitFor();
    // The tab's current socket is its last one, once it is open and proxied.
    const current = () =>
      page.evaluate(() => ({ count: window.__realtimeSockets.length, state: window.__realtimeSockets.at(-1)?.readyState }));
    await expect.poll(async () => (await current()).state === 1 && (await current()).count === connections.length).toBe(true);
    const { count } = await current();

    await connections.at(-1)!.close({ code: 4429, reason: "replaced by a newer connection: at most 20 per user" });
    await expect.poll(async () => (await current()).state).toBe(3); // CLOSED
    await page.clock.runFor(120_000);
    expect((await current()).count).toBe(count);

    // Meanwhile something was saved; coming back to the tab reconnects and re-reads the list.
    const saved = await context.request.post(`${baseUrl()}/api/conversations`, {
      data: { messages: [{ role: "user", content: "Saved while this tab was replaced" }] },
      headers: { Origin: baseUrl() },
    });
    expect(saved.status()).toBe(201);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    expect((await current()).count).toBe(count + 1);
    await page.getByRole("link", { name: /Saved while this tab was replaced/ }).waitFor({ timeout: 10_000 });
    // Further focus events while connected open nothing more.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    expect((await current()).count).toBe(count + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
