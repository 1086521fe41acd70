import type { Browser } from "playwright-core";
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

describe("pages that take an id answer 404 to anyone but the owner", () => {
  // The status and the page's HTML are the server's answer: read with each context's own requests
  // (its cookies), with no tab to load and draw them.
  it("another user's conversation page and a revoked share link are 404 and show nothing of the owner's", async () => {
    const owner = await browser.newContext();
    await signInNewUser(owner, "page-owner");
    const secret = "Owner's secret pricing plan for the garden tool library";
    const saved = await owner.request.post(`${baseUrl()}/api/conversations`, {
      data: { messages: [{ role: "user", content: secret }] },
      headers: { Origin: baseUrl() },
    });
    const { conversation } = (await saved.json()) as { conversation: { id: string } };
    const shared = await owner.request.post(`${baseUrl()}/api/conversations/${conversation.id}/share`, { headers: { Origin: baseUrl() } });
    const { shareId } = (await shared.json()) as { shareId: string };

    const intruder = await browser.newContext();
    await signInNewUser(intruder, "page-intruder");
    const response = await intruder.request.get(`${baseUrl()}/conversation/${conversation.id}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain("secret pricing plan");

    // While shared, the link shows the conversation read-only; once revoked it is 404.
    expect((await intruder.request.get(`${baseUrl()}/share/${shareId}`)).status()).toBe(200);
    await owner.request.delete(`${baseUrl()}/api/conversations/${conversation.id}/share`, { headers: { Origin: baseUrl() } });
    const revoked = await intruder.request.get(`${baseUrl()}/share/${shareId}`);
    expect(revoked.status()).toBe(404);
    expect(await revoked.text()).not.toContain("secret pricing plan");
    await owner.close();
    await intruder.close();
  });
});
