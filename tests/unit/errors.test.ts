import { describe, expect, it, vi } from "vitest";
import { ApiError, toErrorResponse, tryAgainLater } from "../../workers/errors";

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

describe("tryAgainLater", () => {
  const refusal = (waitMs: number) => {
    const error = tryAgainLater("You have done a lot this hour.", waitMs);
    return { status: error.status, code: error.code, message: error.message, retryAfter: error.headers["Retry-After"] };
  };

  it("says the wait in whole minutes, rounded up, and gives Retry-After in whole seconds", () => {
    expect(refusal(61_000)).toEqual({
      status: 429,
      code: "rate_limited",
      message: "You have done a lot this hour. Please try again in 2 minutes.",
      retryAfter: "61",
    });
    expect(refusal(59_001)).toMatchObject({ message: "You have done a lot this hour. Please try again in 1 minute.", retryAfter: "60" });
  });

  it("never asks for less than a second, even when the window has just ended", () => {
    expect(refusal(1)).toMatchObject({ message: "You have done a lot this hour. Please try again in 1 minute.", retryAfter: "1" });
    expect(refusal(-500)).toMatchObject({ retryAfter: "1" });
  });
});
