import { describe, expect, it } from "vitest";
import { readConfig } from "../../workers/config";

const readAppOrigin = (vars: { APP_ORIGIN?: string }) => readConfig(vars).APP_ORIGIN;

describe("APP_ORIGIN in the config", () => {
  it("accepts an absolute http(s) origin, with or without a trailing slash", () => {
    expect(readAppOrigin({ APP_ORIGIN: "https://uxtwin.app" })).toEqual({ origin: "https://uxtwin.app" });
    expect(readAppOrigin({ APP_ORIGIN: " http://127.0.0.1:8787/ " })).toEqual({ origin: "http://127.0.0.1:8787" });
  });

  it("names APP_ORIGIN when it is missing, not a URL, not http(s), or more than an origin", () => {
    for (const value of [
      undefined,
      "",
      "uxtwin.app",
      "ftp://uxtwin.app",
      "javascript:alert(1)",
      "https://uxtwin.app/app",
      "https://uxtwin.app/?x=1",
      "https://user:pw@uxtwin.app",
    ]) {
      const result = readAppOrigin({ APP_ORIGIN: value });
      expect({ value, result }).toEqual({ value, result: { problem: expect.stringMatching(/APP_ORIGIN/) } });
    }
  });
});
