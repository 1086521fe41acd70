import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { landingPagePolicy, pageHeaders } from "../../../workers/launch/page-headers";

const hashOf = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

describe("the published page's policy", () => {
  it("allows the page's own style blocks by hash, and no script, frame or other source (fetches only to its own origin)", async () => {
    const policy = await landingPagePolicy(["body{margin:0}", ".lp{--accent:#4f46e5}"], false);
    expect(policy).toBe(
      `default-src 'none'; style-src ${hashOf("body{margin:0}")} ${hashOf(".lp{--accent:#4f46e5}")}; img-src data:; connect-src 'self'; script-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
  });

  it("with Turnstile, allows Cloudflare's challenge script and frame only", async () => {
    const policy = await landingPagePolicy(["body{margin:0}"], true);
    expect(policy).toContain("script-src https://challenges.cloudflare.com;");
    expect(policy).toContain("frame-src https://challenges.cloudflare.com;");
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it("comes with headers that keep the page out of shared caches, frames and MIME sniffing", () => {
    const headers = pageHeaders("default-src 'none'");
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.has("set-cookie")).toBe(false);
  });
});
