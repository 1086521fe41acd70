import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, signedInUser, uniqueEmail } from "./auth-helpers";

const FORBIDDEN = { error: { code: "forbidden", message: "Cross-site request refused." } };

describe("the same-origin check on state-changing requests", () => {
  it("refuses a sign-in posted from another site", async () => {
    const response = await call("POST", "/api/auth/sign-in", {
      body: { email: uniqueEmail(), password: "correct horse battery" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FORBIDDEN);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("refuses a cross-site sign-out that rides the cookie, and the session survives", async () => {
    const { cookie, email } = await signedInUser("csrf");
    const response = await call("POST", "/api/auth/sign-out", { cookie, headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await (await call("GET", "/api/auth/session", { cookie })).json()).toMatchObject({ user: { email } });
  });

  it("uses Sec-Fetch-Site when there is no Origin header", async () => {
    const { cookie } = await signedInUser("fetch-site");
    const crossSite = await exports.default.fetch(
      new Request("http://app.test/api/auth/sign-out-everywhere", {
        method: "POST",
        headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
      }),
    );
    expect(crossSite.status).toBe(403);
    const sameOrigin = await exports.default.fetch(
      new Request("http://app.test/api/auth/sign-out-everywhere", {
        method: "POST",
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      }),
    );
    expect(sameOrigin.status).toBe(200);
  });

  it("refuses a cookie-authenticated change with neither header, but lets a bearer client through", async () => {
    const { cookie, token } = await signedInUser("headerless");
    const withCookie = await exports.default.fetch(
      new Request("http://app.test/api/auth/sign-out", { method: "POST", headers: { Cookie: cookie } }),
    );
    expect(withCookie.status).toBe(403);
    const withBearer = await exports.default.fetch(
      new Request("http://app.test/api/auth/sign-out", { method: "POST", headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(withBearer.status).toBe(200);
  });

  it("lets reads through from anywhere (they change nothing)", async () => {
    const response = await call("GET", "/api/health", { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});
