import { describe, expect, it } from "vitest";
import { fetchWithVars, ORIGIN } from "./auth-helpers";

describe("an invalid configuration", () => {
  it("answers every request with a JSON error that is never cached, sniffed or framed", async () => {
    for (const path of ["/", "/api/health"]) {
      const response = await fetchWithVars({ AI_PROVIDER: "no-such-provider" }, new Request(ORIGIN + path));
      expect(response.status, path).toBe(500);
      expect(response.headers.get("Content-Type"), path).toContain("application/json");
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      expect(response.headers.get("Content-Security-Policy"), path).toContain("default-src 'none'");
      expect(await response.json(), path).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});
