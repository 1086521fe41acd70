import { afterEach, describe, expect, it, vi } from "vitest";
import { join, pageState, publishedPage, visit } from "./launch-helpers";

/**
 * Cloudflare Turnstile with a local stand-in for siteverify: the Worker's fetches to
 * turnstile.test are answered here (the same isolate runs the Worker), so a pass and every way of
 * failing can be tested without the network.
 */
const VERIFY_URL = "http://turnstile.test/siteverify";
const vars = { TURNSTILE_SITE_KEY: "0x4AAAAAAA-site", TURNSTILE_SECRET_KEY: "0x4AAAAAAA-secret", TURNSTILE_VERIFY_URL: VERIFY_URL };
const PASS = { success: true, hostname: "app.test", action: "waitlist" };

type Verdict = Record<string, unknown> | "down" | "error-status";
const asked: URLSearchParams[] = [];

function standIn(verdict: Verdict) {
  asked.length = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(VERIFY_URL)) return realFetch(input, init);
    asked.push(new URLSearchParams(String(init?.body ?? "")));
    if (verdict === "down") throw new TypeError("connection refused");
    if (verdict === "error-status") return new Response("upstream error", { status: 502 });
    return Response.json(verdict);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the waitlist with Turnstile configured", () => {
  it("shows the widget, and its policy allows Turnstile's script and frame and nothing else", async () => {
    const page = await publishedPage();
    const response = await visit(`/p/${page.address}`, { vars });
    const html = await response.text();
    expect(html).toContain('<div class="cf-turnstile" data-sitekey="0x4AAAAAAA-site" data-action="waitlist"></div>');
    expect(html).toContain('<script src="https://challenges.cloudflare.com/turnstile/v0/api.js"');
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toContain("script-src https://challenges.cloudflare.com;");
    expect(policy).toContain("frame-src https://challenges.cloudflare.com;");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("stores a sign-up that passed the check, verified with the secret, the answer and the visitor's address", async () => {
    standIn(PASS);
    const page = await publishedPage();
    const response = await join(
      page,
      { email: "human@example.com", "cf-turnstile-response": "solved-token" },
      { vars, headers: { "CF-Connecting-IP": "198.51.100.23" } },
    );
    expect(response.status).toBe(200);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!)).toEqual({ secret: "0x4AAAAAAA-secret", response: "solved-token", remoteip: "198.51.100.23" });
    expect((await pageState(page.id)).signups.map((row) => row.email)).toEqual(["human@example.com"]);
  });

  const failures: [string, Verdict][] = [
    ["the check failed", { success: false, "error-codes": ["invalid-input-response"] }],
    ["it was solved on another site", { ...PASS, hostname: "evil.example" }],
    ["it was solved for another action", { ...PASS, action: "login" }],
  ];
  for (const [why, verdict] of failures) {
    it(`refuses the sign-up when ${why}, with the form again`, async () => {
      standIn(verdict);
      const page = await publishedPage();
      const response = await join(page, { email: "maybe@example.com", "cf-turnstile-response": "some-token" }, { vars });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("We could not confirm you are a person");
      expect(html).toContain('value="maybe@example.com"');
      expect((await pageState(page.id)).signups).toEqual([]);
    });
  }

  it("refuses a form sent without the widget's answer, without asking siteverify", async () => {
    standIn(PASS);
    const page = await publishedPage();
    const response = await join(page, { email: "nowidget@example.com" }, { vars });
    expect(response.status).toBe(400);
    expect(asked).toHaveLength(0);
    expect((await pageState(page.id)).signups).toEqual([]);
  });

  for (const outage of ["down", "error-status"] as const) {
    it(`says the check is not available when siteverify is ${outage === "down" ? "unreachable" : "failing"}, and stores nothing`, async () => {
      standIn(outage);
      vi.spyOn(console, "error").mockImplementation(() => {});
      const page = await publishedPage();
      const response = await join(page, { email: "wait@example.com", "cf-turnstile-response": "solved-token" }, { vars });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("The check that you are a person is not available right now");
      expect((await pageState(page.id)).signups).toEqual([]);
    });
  }
});
