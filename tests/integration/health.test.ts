import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health through the Worker's fetch handler", () => {
  it("reports ok and the active AI provider", async () => {
    const response = await exports.default.fetch(new Request("http://app.test/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, aiProvider: "offline" });
  });

  it("answers unknown API routes with the JSON error shape and a 404", async () => {
    const response = await exports.default.fetch(new Request("http://app.test/api/does-not-exist"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such API route." } });
  });
});
