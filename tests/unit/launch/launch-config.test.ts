import { describe, expect, it } from "vitest";
import { readConfig } from "../../../workers/config";
import { pageCacheKey, publishedPageUrl } from "../../../workers/launch/page-cache";

describe("the waitlist's configuration", () => {
  it("limits to 5 sign-ups per network and page an hour, 2 seconds to fill the form and 20,000 sign-ups unless configured", () => {
    expect(readConfig({})).toMatchObject({ WAITLIST_LIMIT_PER_HOUR: 5, WAITLIST_MIN_FILL_MS: 2000, WAITLIST_MAX_SIGNUPS: 20000 });
    expect(readConfig({ WAITLIST_LIMIT_PER_HOUR: "9", WAITLIST_MIN_FILL_MS: "0", WAITLIST_MAX_SIGNUPS: "3" })).toMatchObject({
      WAITLIST_LIMIT_PER_HOUR: 9,
      WAITLIST_MIN_FILL_MS: 0,
      WAITLIST_MAX_SIGNUPS: 3,
    });
    for (const wrong of ["0", "-1", "2.5", "five"])
      expect(() => readConfig({ WAITLIST_LIMIT_PER_HOUR: wrong })).toThrow(/WAITLIST_LIMIT_PER_HOUR/);
  });

  it("uses Turnstile only when both its site key and secret are set, checked at Cloudflare unless told otherwise", () => {
    expect(readConfig({}).turnstile).toBeNull();
    expect(readConfig({ TURNSTILE_SITE_KEY: "site" }).turnstile).toBeNull();
    expect(readConfig({ TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" }).turnstile).toEqual({
      siteKey: "site",
      secretKey: "secret",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
    expect(() => readConfig({ TURNSTILE_VERIFY_URL: "not a url" })).toThrow(/TURNSTILE_VERIFY_URL/);
  });

  it("accepts an origin only as PUBLISH_ORIGIN", () => {
    expect(readConfig({ PUBLISH_ORIGIN: "https://pages.example/" }).PUBLISH_ORIGIN).toBe("https://pages.example");
    expect(readConfig({ PUBLISH_ORIGIN: " " }).PUBLISH_ORIGIN).toBeUndefined();
    for (const wrong of ["pages.example", "https://pages.example/p", "ftp://pages.example"]) {
      expect(() => readConfig({ PUBLISH_ORIGIN: wrong })).toThrow(/PUBLISH_ORIGIN/);
    }
  });
});

describe("a published page's address", () => {
  it("is on PUBLISH_ORIGIN when set, else on the app's origin, else relative", () => {
    expect(publishedPageUrl(readConfig({ APP_ORIGIN: "https://uxtwin.app", PUBLISH_ORIGIN: "https://pages.uxtwin.app" }), "paw-pals")).toBe(
      "https://pages.uxtwin.app/p/paw-pals",
    );
    expect(publishedPageUrl(readConfig({ APP_ORIGIN: "https://uxtwin.app" }), "paw-pals")).toBe("https://uxtwin.app/p/paw-pals");
    expect(publishedPageUrl(readConfig({}), "paw-pals")).toBe("/p/paw-pals");
  });

  it("is cached under one key per headline, whatever host a request named", () => {
    const config = readConfig({ APP_ORIGIN: "https://uxtwin.app" });
    expect(pageCacheKey(config, "paw-pals", "a")).not.toBe(pageCacheKey(config, "paw-pals", "b"));
    expect(pageCacheKey(config, "paw-pals", "a")).toMatch(/^https:\/\/uxtwin\.app\/p\/paw-pals\?/);
  });
});
