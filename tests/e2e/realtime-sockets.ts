import type { Page } from "playwright-core";

declare global {
  interface Window {
    __realtimeSockets: WebSocket[];
  }
}

/** Records every realtime socket the page creates, the moment it is constructed. Takes effect from the page's next load. */
export async function recordRealtimeSockets(page: Page): Promise<void> {
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
}

/** How many realtime sockets the page has created, and the readyState of the newest (1 open, 3 closed). */
export function newestRealtimeSocket(page: Page): Promise<{ count: number; state: number | undefined }> {
  return page.evaluate(() => ({ count: window.__realtimeSockets.length, state: window.__realtimeSockets.at(-1)?.readyState }));
}
