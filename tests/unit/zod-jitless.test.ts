import { describe, expect, it } from "vitest";
import "../../app/lib/zod-jitless";
import { config } from "zod/v4/core";

describe("zod-jitless", () => {
  it("switches zod's eval-based fast path off without importing zod", () => {
    expect(config().jitless).toBe(true);
  });
});
