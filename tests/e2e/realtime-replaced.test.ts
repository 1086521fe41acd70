import type { Browser, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, launchBrowser, openPage } from "./browser";
import { saveConversation } from "./conversations";
import { newestRealtimeSocket, recordRealtimeSockets } from "./realtime-sockets";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a tab whose socket was replaced by newer tabs (close code 4429)", () => {
  // Several round trips to the server and a socket: the time limit is a hang guard, not a speed budget.
  it("does not reconnect on a timer, and reconnects and resyncs once the user comes back to it", { timeout: 90_000 }, async () => {
    const context = await browser.newContext();
    await signInNewUser(context, "replaced");
    const { page, errors } = await openPage(context);
    // Fake timers: "no reconnect within two minutes" is checked by advancing the clock, not by waiting.
    await page.clock.install();
    await recordRealtimeSockets(page);
    const connections: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
      connections.push(ws);
      const server = ws.connectToServer();
      server.onMessage((message) => ws.send(message));
      ws.onMessage((message) => server.send(message));
    });

    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByText("No recent projects yet — start a new one above.").waitFor();
    // The tab's current socket is its last one, once it is open and proxied.
    const current = () => newestRealtimeSocket(page);
    await expect.poll(async () => (await current()).state === 1 && (await current()).count === connections.length, eventually).toBe(true);
    const { count } = await current();

    await connections.at(-1)!.close({ code: 4429, reason: "replaced by a newer connection: at most 20 per user" });
    await expect.poll(async () => (await current()).state, eventually).toBe(3); // CLOSED
    await page.clock.runFor(120_000);
    expect((await current()).count).toBe(count);

    // Meanwhile something was saved; coming back to the tab reconnects and re-reads the list.
    await saveConversation(context, { messages: [{ role: "user", content: "Saved while this tab was replaced" }] });
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    expect((await current()).count).toBe(count + 1);
    await page.getByRole("link", { name: /Saved while this tab was replaced/ }).waitFor();
    // Further focus events while connected open nothing more.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    expect((await current()).count).toBe(count + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
