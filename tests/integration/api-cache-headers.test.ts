import { describe, expect, it } from "vitest";
import { call, signedInUser } from "./auth-helpers";

describe("API responses are never stored by shared caches or the back button", () => {
  it("every /api response without its own cache header gets no-store: success, error, unknown route", async () => {
    const me = await signedInUser("api-cache");
    const responses = {
      health: await call("GET", "/api/health"),
      list: await call("GET", "/api/conversations", { cookie: me.cookie }),
      unauthorized: await call("GET", "/api/conversations"),
      notFound: await call("GET", "/api/no-such-route", { cookie: me.cookie }),
      invalid: await call("POST", "/api/conversations", { cookie: me.cookie, body: { messages: "nope" } }),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect({ name, cache: response.headers.get("cache-control") }).toEqual({ name, cache: "no-store" });
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("a streamed chat reply is not stored either", async () => {
    const me = await signedInUser("api-cache-sse");
    const response = await call("POST", "/api/chat/completions", {
      cookie: me.cookie,
      body: { messages: [{ role: "user", content: "hi" }] },
    });
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    await response.body?.cancel();
  });
});
