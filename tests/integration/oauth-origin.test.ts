import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWithVars } from "./auth-helpers";

/** The whole Worker with GitHub sign-in configured and the given APP_ORIGIN (or none). */
function startOAuth(appOrigin: string | undefined, host = "evil.example") {
  const vars = { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret", APP_ORIGIN: appOrigin };
  // workerd builds request.url from the Host header, so a forged Host is a forged URL.
  return fetchWithVars(vars, new Request(`http://${host}/api/auth/oauth/github`, { headers: { Host: host } }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the OAuth callback URL", () => {
  it("comes from APP_ORIGIN, never from the request's Host header", async () => {
    const response = await startOAuth("https://uxtwin.example");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe("https://github.com");
    expect(location.searchParams.get("redirect_uri")).toBe("https://uxtwin.example/api/auth/oauth/github/callback");
    // The flow cookies follow the configured origin's scheme.
    expect(response.headers.getSetCookie().every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);
  });

  it("accepts a trailing slash on APP_ORIGIN", async () => {
    const location = new URL((await startOAuth("http://127.0.0.1:8787/")).headers.get("location")!);
    expect(location.searchParams.get("redirect_uri")).toBe("http://127.0.0.1:8787/api/auth/oauth/github/callback");
  });

  it("without a valid APP_ORIGIN, sign-in answers 503 naming APP_ORIGIN and logs the problem once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const bad of [
      undefined,
      "",
      "uxtwin.example",
      "ftp://uxtwin.example",
      "https://uxtwin.example/app",
      "https://uxtwin.example?x=1",
    ]) {
      const response = await startOAuth(bad);
      expect({ bad, status: response.status }).toEqual({ bad, status: 503 });
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toMatch(/APP_ORIGIN/);
      expect(response.headers.get("location")).toBeNull();
    }
    const before = logged.mock.calls.length;
    await startOAuth("https://uxtwin.example/app");
    expect(logged.mock.calls.length).toBe(before);
    expect(logged.mock.calls.some(([line]) => /APP_ORIGIN/.test(String(line)))).toBe(true);
  });
});
