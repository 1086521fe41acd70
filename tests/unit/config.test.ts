import { describe, expect, it } from "vitest";
import { readConfig } from "../../workers/config";

describe("readConfig", () => {
  it("defaults to the offline model when no provider is configured", () => {
    expect(readConfig({})).toMatchObject({ AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: 8 });
  });

  it("accepts each known provider and parses numeric vars", () => {
    for (const provider of ["offline", "workers-ai", "openai-compatible"]) {
      expect(readConfig({ AI_PROVIDER: provider, OFFLINE_TOKEN_DELAY_MS: "0" })).toMatchObject({
        AI_PROVIDER: provider,
        OFFLINE_TOKEN_DELAY_MS: 0,
      });
    }
  });

  it("fails loudly on a misspelt provider instead of silently using a default", () => {
    expect(() => readConfig({ AI_PROVIDER: "workersai" })).toThrow(/AI_PROVIDER/);
  });
});
