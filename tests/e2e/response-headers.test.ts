import type { APIResponse, Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser } from "./browser";
import { signInNewUser } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A saved, shared conversation of a fresh signed-in user. */
async function sharedConversation(context: BrowserContext) {
  await signInNewUser(context, "headers");
  const headers = { Origin: baseUrl() };
  const saved = await context.request.post(`${baseUrl()}/api/conversations`, {
    data: { messages: [{ role: "user", content: "Pricing for a tool library" }] },
    headers,
  });
  const { conversation } = (await saved.json()) as { conversation: { id: string } };
  const shared = await context.request.post(`${baseUrl()}/api/conversations/${conversation.id}/share`, { headers });
  const { shareId } = (await shared.json()) as { shareId: string };
  return { conversationId: conversation.id, shareId };
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect({ url: response.url(), nosniff: headers["x-content-type-options"], frame: headers["x-frame-options"] }).toEqual({
    url: response.url(),
    nosniff: "nosniff",
    frame: "DENY",
  });
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

const cacheControl = (response: APIResponse) => response.headers()["cache-control"] ?? "";

describe("response headers of pages and their data requests", () => {
  it("single-fetch data (.data) carries the same security headers as the page, and a signed-in user's is never stored", async () => {
    const owner = await browser.newContext();
    const { conversationId, shareId } = await sharedConversation(owner);

    const data = await owner.request.get(`${baseUrl()}/conversation/${conversationId}.data`);
    expect(data.status()).toBe(200);
    expect(await data.text()).toContain("Pricing for a tool library");
    expectSecurityHeaders(data);
    expect(cacheControl(data)).toMatch(/private/);
    expect(cacheControl(data)).toMatch(/no-store/);

    // The public share link's data, fetched by someone signed out.
    const visitor = await browser.newContext();
    const shareData = await visitor.request.get(`${baseUrl()}/share/${shareId}.data`);
    expect(shareData.status()).toBe(200);
    expectSecurityHeaders(shareData);
    // The same link fetched by the signed-in owner is theirs alone.
    expect(cacheControl(await owner.request.get(`${baseUrl()}/share/${shareId}.data`))).toMatch(/no-store/);
    await owner.close();
    await visitor.close();
  });

  it("signed-in pages are private and never stored; public pages for visitors stay cacheable", async () => {
    const context = await browser.newContext();
    await signInNewUser(context, "headers-page");
    for (const path of ["/dashboard", "/profile", "/"]) {
      const page = await context.request.get(`${baseUrl()}${path}`);
      expect(page.status()).toBe(200);
      expectSecurityHeaders(page);
      expect({ path, cache: cacheControl(page) }).toEqual({ path, cache: expect.stringMatching(/^private, no-store/) });
    }
    const visitor = await browser.newContext();
    const about = await visitor.request.get(`${baseUrl()}/about`);
    expectSecurityHeaders(about);
    expect(cacheControl(about)).not.toMatch(/no-store/);
    await context.close();
    await visitor.close();
  });

  it("hashed build assets are kept for a year without revalidation, while the page itself is not cached", async () => {
    const visitor = await browser.newContext();
    const home = await visitor.request.get(`${baseUrl()}/`);
    const assetPaths = [...new Set((await home.text()).match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    expect(assetPaths.length).toBeGreaterThan(0);
    for (const path of assetPaths) {
      const asset = await visitor.request.get(`${baseUrl()}${path}`);
      expect({ path, status: asset.status(), cache: cacheControl(asset) }).toEqual({
        path,
        status: 200,
        cache: "public, max-age=31536000, immutable",
      });
    }
    expect(cacheControl(home)).not.toMatch(/max-age=[1-9]|immutable/);
    // The headers file configures the asset server; it is not itself served.
    expect((await visitor.request.get(`${baseUrl()}/_headers`)).status()).toBe(404);
    await visitor.close();
  });
});
