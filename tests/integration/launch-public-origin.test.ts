import { describe, expect, it } from "vitest";
import { uniqueAddress } from "./auth-helpers";
import { formTokenIn, HONEYPOT, pageState, publishedPage, submit, visit } from "./launch-helpers";

/** Pages served from an origin of their own (docs/launch.md). */
const PAGES = "http://pages.test";
const vars = { PUBLISH_ORIGIN: PAGES };

describe("with PUBLISH_ORIGIN set", () => {
  it("serves the page on the publish origin, with its address there as og:url", async () => {
    const page = await publishedPage();
    const response = await visit(`/p/${page.address}`, { vars, origin: PAGES });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<meta property="og:url" content="${PAGES}/p/${page.address}">`);
  });

  it("sends the app's /p/ addresses there with a permanent redirect, query included", async () => {
    const page = await publishedPage();
    const response = await visit(`/p/${page.address}?utm_source=x`, { vars });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${PAGES}/p/${page.address}?utm_source=x`);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await pageState(page.id)).views).toBe(0);
  });

  // Static files (robots.txt, the favicon, scripts) are answered by the platform before the Worker
  // runs, on every host: docs/launch.md says why that is harmless.
  it("answers nothing else of the app from the Worker on the publish origin", async () => {
    for (const path of ["/", "/api/health", "/api/auth/me", "/sign-in", "/robots.txt"]) {
      const response = await visit(path, { vars, origin: PAGES });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("takes sign-ups on the publish origin", async () => {
    const page = await publishedPage();
    const headers = uniqueAddress();
    const html = await (await visit(`/p/${page.address}`, { vars, origin: PAGES, headers })).text();
    const response = await submit(
      `/p/${page.address}`,
      { token: formTokenIn(html), email: "there@example.com", [HONEYPOT]: "" },
      { vars, origin: PAGES, headers },
    );
    expect(response.status).toBe(200);
    expect((await pageState(page.id)).signups).toHaveLength(1);
  });
});

describe("without PUBLISH_ORIGIN", () => {
  it("serves pages under /p/ on the app's origin and leaves the rest of the app alone", async () => {
    const page = await publishedPage();
    expect((await visit(`/p/${page.address}`)).status).toBe(200);
    const health = await visit("/api/health");
    expect(health.status).toBe(200);
  });
});
