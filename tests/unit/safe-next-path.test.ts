import { describe, expect, it } from "vitest";
import { authPathReturningTo, DEFAULT_AFTER_SIGN_IN, safeNextPath } from "../../app/lib/safe-next-path";

describe("the next path after signing in", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeNextPath("/share/abc")).toBe("/share/abc");
    expect(safeNextPath("/dashboard?continue=abc#end")).toBe("/dashboard?continue=abc#end");
  });

  it("falls back to the dashboard when there is none", () => {
    for (const empty of [null, undefined, ""]) expect(safeNextPath(empty)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(DEFAULT_AFTER_SIGN_IN).toBe("/dashboard");
  });

  it("refuses everything that could leave the site", () => {
    const hostile = [
      "//evil.example",
      "//evil.example/share/abc",
      "/\\evil.example",
      "\\\\evil.example",
      "/share\\..\\..\\evil",
      "https://evil.example",
      "http:evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.example",
      " /dashboard",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\u0000x",
      `/${"a".repeat(2_100)}`,
    ];
    for (const raw of hostile) expect(safeNextPath(raw), JSON.stringify(raw.slice(0, 40))).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("never returns anything but a path on this origin, for any input", () => {
    const samples = ["/a/../../b", "/%2F%2Fevil.example", "/..//evil", "/./", "/?next=//evil", "/#//evil"];
    for (const raw of samples) {
      const next = safeNextPath(raw);
      expect(next.startsWith("/") && !next.startsWith("//"), `${raw} → ${next}`).toBe(true);
      expect(new URL(next, "https://app.example").origin).toBe("https://app.example");
    }
  });

  it("builds the /auth address that comes back to a page", () => {
    expect(authPathReturningTo("/share/abc")).toBe("/auth?next=%2Fshare%2Fabc");
    expect(safeNextPath(new URL(authPathReturningTo("/share/abc"), "https://x.example").searchParams.get("next"))).toBe("/share/abc");
  });
});
