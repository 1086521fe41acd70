import { describe, expect, it, vi } from "vitest";
import { ApiError, toErrorResponse } from "../../workers/errors";

describe("toErrorResponse", () => {
  it("keeps the status, code, message and headers of an ApiError", async () => {
    const response = toErrorResponse(new ApiError(429, "rate_limited", "Slow down.", { "Retry-After": "60" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: "Slow down." } });
  });

  it("hides the details of unexpected errors behind a generic 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = toErrorResponse(new Error("database password is hunter2"));
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("internal_error");
    expect(body.error.message).not.toContain("hunter2");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
