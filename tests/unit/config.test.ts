import { readFileSync } from "node:fs";
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

  it("limits sign-ups to 10 per address an hour unless configured, and refuses a limit that is not a positive whole number", () => {
    expect(readConfig({}).SIGN_UP_LIMIT_PER_HOUR).toBe(10);
    expect(readConfig({ SIGN_UP_LIMIT_PER_HOUR: "25" }).SIGN_UP_LIMIT_PER_HOUR).toBe(25);
    for (const wrong of ["0", "-1", "2.5", "ten"]) {
      expect(() => readConfig({ SIGN_UP_LIMIT_PER_HOUR: wrong })).toThrow(/SIGN_UP_LIMIT_PER_HOUR/);
    }
  });

  it("hashes passwords at production cost unless a test server asks for the fast test cost, and no deployment config does", () => {
    expect(readConfig({}).PASSWORD_HASHING).toBe("standard");
    expect(readConfig({ PASSWORD_HASHING: "fast-for-tests" }).PASSWORD_HASHING).toBe("fast-for-tests");
    expect(() => readConfig({ PASSWORD_HASHING: "fast" })).toThrow(/PASSWORD_HASHING/);
    expect(readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8")).not.toMatch(/PASSWORD_HASHING/);
  });

  it("fails loudly on a misspelt provider instead of silently using a default", () => {
    expect(() => readConfig({ AI_PROVIDER: "workersai" })).toThrow(/AI_PROVIDER/);
  });
});

describe("one config for every reader", () => {
  it("names the expert in prompts even when EXPERT_NAME is unset, but shows no name on the site then", () => {
    const config = readConfig({});
    expect(config.EXPERT_NAME).toBe("your UX expert");
    expect(config.site.expertName).toBeUndefined();
    expect(readConfig({ EXPERT_NAME: " Dana " })).toMatchObject({ EXPERT_NAME: "Dana", site: { expertName: "Dana" } });
  });

  it("offers an OAuth provider only when both its client id and secret are set", () => {
    expect(readConfig({}).oauth).toEqual({ github: null, google: null });
    expect(readConfig({ GITHUB_CLIENT_ID: " id ", GITHUB_CLIENT_SECRET: "secret", GOOGLE_CLIENT_ID: "only-id" }).oauth).toEqual({
      github: { clientId: "id", clientSecret: "secret" },
      google: null,
    });
  });
});
