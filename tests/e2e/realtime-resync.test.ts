import type { Browser, BrowserContext, WebSocketRoute } from "playwright-core";
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

const save = (context: BrowserContext, title: string) => saveConversation(context, { messages: [{ role: "user", content: title }] });

describe("realtime after a dropped socket", () => {
  // Several saves, a dropped socket and a reconnect with backoff: the time limit is a hang guard, not a speed budget.
  it("reconnects, resyncs from D1 and shows the save it missed, then keeps receiving events", { timeout: 90_000 }, async () => {
    const context = await browser.newContext();
    await signInNewUser(context, "resync");
    const { page, errors } = await openPage(context);

    // Every page socket goes through this proxy, so the test can lose events and drop the line
    // the way a flaky network does, while the server side stays real.
    const connections: WebSocketRoute[] = [];
    // Connections opened before the drop lose their events once `swallowBefore` is set.
    let swallowBefore = 0;
    const swallowed: string[] = [];
    await recordRealtimeSockets(page);
    await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
      const index = connections.push(ws) - 1;
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (index >= swallowBefore) ws.send(message);
        else swallowed.push(String(message));
      });
      ws.onMessage((message) => server.send(message));
    });

    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByText("No recent projects yet — start a new one above.").waitFor();
    // Live events reach an open socket only.
    await expect.poll(async () => (await newestRealtimeSocket(page)).state, eventually).toBe(1);

    await save(context, "Seen live before the drop");
    await page.getByRole("link", { name: /Seen live before the drop/ }).waitFor();

    // The event for this save never reaches the page; then the connection drops.
    const before = connections.length;
    swallowBefore = before;
    await save(context, "Missed while the socket was down");
    // Its event reached the proxy and went no further: the page has no other way to learn of it.
    await expect.poll(() => swallowed.some((message) => message.includes("Missed while the socket was down")), eventually).toBe(true);
    expect(await page.getByRole("link", { name: /Missed while the socket was down/ }).count()).toBe(0);
    for (const connection of connections) await connection.close({ code: 4000, reason: "network dropped" }).catch(() => {});

    // The client reconnects with backoff and re-reads the list: D1 had the save, so it appears.
    await expect.poll(() => connections.length, eventually).toBeGreaterThan(before);
    await page.getByRole("link", { name: /Missed while the socket was down/ }).waitFor();

    // Live events flow again on the new socket.
    await save(context, "Seen live after the reconnect");
    await page.getByRole("link", { name: /Seen live after the reconnect/ }).waitFor();

    // Nothing D1 has is missing from the page: the three newest saved titles, in order.
    const api = (await (await context.request.get(`${baseUrl()}/api/conversations`)).json()) as { conversations: { title: string }[] };
    const shown = await page.locator('section[aria-labelledby="recent-projects"] li').allInnerTexts();
    expect(shown.map((text) => text.split("\n")[0])).toEqual(api.conversations.slice(0, 3).map((c) => c.title));
    expect(errors).toEqual([]);
    await context.close();
  });
});
