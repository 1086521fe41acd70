import { describe, expect, it } from "vitest";
import { cleanSource, variantSlot, visitorHash, visitSource } from "../../../workers/launch/visitor";

const own = ["uxtwin.app", "pages.uxtwin.app"];
const page = (query = "") => new URL(`https://pages.uxtwin.app/p/tool-library${query}`);

describe("a visitor's daily hash", () => {
  const visitor = { salt: "salt-of-today", address: "tool-library", clientAddress: "203.0.113.7", userAgent: "Mozilla/5.0 Safari" };

  it("is the same all day for the same address and browser, and never contains either", async () => {
    const hash = await visitorHash(visitor);
    expect(await visitorHash({ ...visitor })).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with the day's salt, the page, the address and the browser", async () => {
    const hash = await visitorHash(visitor);
    for (const change of [
      { salt: "salt-of-tomorrow" },
      { address: "other-page" },
      { clientAddress: "203.0.113.8" },
      { userAgent: "Mozilla/5.0 Chrome" },
    ]) {
      expect(await visitorHash({ ...visitor, ...change })).not.toBe(hash);
    }
  });

  it("does not let two fields run into each other", async () => {
    const a = await visitorHash({ ...visitor, clientAddress: "1.2.3.4", userAgent: "5x" });
    const b = await visitorHash({ ...visitor, clientAddress: "1.2.3.45", userAgent: "x" });
    expect(a).not.toBe(b);
  });
});

describe("the headline a visitor sees", () => {
  it("splits hashes about evenly between a and b", async () => {
    const slots = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        visitorHash({ salt: "s", address: "p", clientAddress: `10.0.${i >> 8}.${i & 255}`, userAgent: "ua" }).then(variantSlot),
      ),
    );
    const b = slots.filter((slot) => slot === "b").length;
    expect(b).toBeGreaterThan(140);
    expect(b).toBeLessThan(260);
  });
});

describe("where a visitor came from", () => {
  it("prefers utm_source, lower-cased, trimmed and bounded", () => {
    expect(visitSource(page("?utm_source=%20NewsLetter%20"), "https://twitter.com/", own)).toBe("newsletter");
    expect(visitSource(page(`?utm_source=${"a".repeat(300)}`), null, own)).toHaveLength(60);
  });

  it("takes the referring site's host, but not our own pages", () => {
    expect(visitSource(page(), "https://News.YCombinator.com/item?id=1", own)).toBe("news.ycombinator.com");
    expect(visitSource(page(), "https://pages.uxtwin.app/p/tool-library", own)).toBe("");
    expect(visitSource(page(), "https://uxtwin.app/products/1", own)).toBe("");
  });

  it("is direct when there is no referrer or it cannot be read", () => {
    expect(visitSource(page(), null, own)).toBe("");
    expect(visitSource(page("?utm_source="), "not a url", own)).toBe("");
  });

  it("keeps only printable characters", () => {
    expect(cleanSource("a\u0000b\nc <script>")).toBe("a-b-c-script-");
  });
});
