import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONFIG, profileLabel } from "~/lib/site-config";
import { DEFAULT_SUPPORT_URL } from "../../shared/site-config";
import { readConfig } from "../../workers/config";

describe("the site's contact details and links in the config", () => {
  it("use the defaults when the vars are unset or blank", () => {
    expect(readConfig({}).site).toEqual(DEFAULT_SITE_CONFIG);
    expect(readConfig({ CONTACT_EMAIL: " ", PROFILE_URL: "", EXPERT_NAME: "" }).site).toEqual(DEFAULT_SITE_CONFIG);
    expect(readConfig({ SUPPORT_URL: " " }).SUPPORT_URL).toBe(DEFAULT_SUPPORT_URL);
  });

  it("read configured values, trimmed", () => {
    const config = readConfig({
      CONTACT_EMAIL: " team@example.org ",
      PROFILE_URL: "https://example.org/me",
      EXPERT_NAME: " Ada Lovelace ",
      SUPPORT_URL: " https://chat.example.org/x ",
    });
    expect(config.site).toEqual({ contactEmail: "team@example.org", profileUrl: "https://example.org/me", expertName: "Ada Lovelace" });
    expect(config.SUPPORT_URL).toBe("https://chat.example.org/x");
  });

  it("fail loudly on a malformed address or link", () => {
    expect(() => readConfig({ CONTACT_EMAIL: "not-an-address" })).toThrow(/CONTACT_EMAIL/);
    expect(() => readConfig({ PROFILE_URL: "javascript:alert(1)" })).toThrow(/PROFILE_URL/);
    expect(() => readConfig({ SUPPORT_URL: "javascript:alert(1)" })).toThrow(/SUPPORT_URL/);
  });
});

describe("profileLabel", () => {
  it("names LinkedIn links as such and anything else generically", () => {
    expect(profileLabel("https://www.linkedin.com/in/someone")).toBe("LinkedIn profile");
    expect(profileLabel("https://notlinkedin.com/x")).toBe("Professional profile");
  });
});
