import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONFIG, profileLabel } from "~/lib/site-config";
import { readSiteConfig } from "~/lib/site-config.server";

describe("readSiteConfig", () => {
  it("uses the defaults when the vars are unset or blank", () => {
    expect(readSiteConfig({})).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig({ CONTACT_EMAIL: " ", PROFILE_URL: "", EXPERT_NAME: "" })).toEqual(DEFAULT_SITE_CONFIG);
  });

  it("reads configured values, trimmed", () => {
    expect(
      readSiteConfig({ CONTACT_EMAIL: " team@example.org ", PROFILE_URL: "https://example.org/me", EXPERT_NAME: " Ada Lovelace " }),
    ).toEqual({ contactEmail: "team@example.org", profileUrl: "https://example.org/me", expertName: "Ada Lovelace" });
  });

  it("fails loudly on a malformed address or link", () => {
    expect(() => readSiteConfig({ CONTACT_EMAIL: "not-an-address" })).toThrow(/contactEmail/);
    expect(() => readSiteConfig({ PROFILE_URL: "javascript:alert(1)" })).toThrow(/profileUrl/);
  });
});

describe("profileLabel", () => {
  it("names LinkedIn links as such and anything else generically", () => {
    expect(profileLabel("https://www.linkedin.com/in/someone")).toBe("LinkedIn profile");
    expect(profileLabel("https://notlinkedin.com/x")).toBe("Professional profile");
  });
});
