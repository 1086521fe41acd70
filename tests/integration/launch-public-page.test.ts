import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../workers/config";
import { purgePublishedPage } from "../../workers/launch/page-cache";
import { ORIGIN } from "./auth-helpers";
import { PAGE_VARS, pageState, publishedPage, sampleDoc, uniquePageAddress, visit } from "./launch-helpers";

const sameVisitor = { "CF-Connecting-IP": "203.0.113.7", "User-Agent": "Mozilla/5.0 (Macintosh) Safari/605.1.15" };

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe("a published landing page", () => {
  it("is server-rendered HTML with a working form and runs no script at all", async () => {
    const page = await publishedPage({ question: "How do you borrow tools today?" });
    const response = await visit(`/p/${page.address}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();

    expect(html).toContain("Borrow garden tools from neighbours");
    expect(html).toContain(`<form method="post" action="/p/${page.address}#waitlist-message">`);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toContain("Join the waitlist");
    expect(html).toContain("How do you borrow tools today?");
    expect(html).toContain('<meta property="og:title" content="Borrow garden tools from neighbours | Tool Library">');
    // A testimonial the model made up is never published.
    expect(html).not.toContain("Invented praise");
    expect(html).not.toMatch(/<script/i);
  });

  it("carries a policy that allows no script and names each of its style blocks by hash", async () => {
    const page = await publishedPage();
    const response = await visit(`/p/${page.address}`);
    const policy = response.headers.get("content-security-policy")!;
    const directives = Object.fromEntries(
      policy
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives["default-src"]).toEqual(["'none'"]);
    expect(directives["script-src"]).toEqual(["'none'"]);
    expect(directives["img-src"]).toEqual(["data:"]);
    expect(directives["form-action"]).toEqual(["'self'"]);
    expect(directives["base-uri"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    const html = await response.text();
    const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    const hashes = await Promise.all(blocks.map(async (css) => `'sha256-${await sha256Base64(css)}'`));
    expect(directives["style-src"]!.sort()).toEqual(hashes.sort());
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("shows a headline containing <script> as text", async () => {
    const page = await publishedPage({ doc: sampleDoc({ headline: `<script>alert("owned")</script> Tools` }) });
    const html = await (await visit(`/p/${page.address}`)).text();
    expect(html).toContain("&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Tools");
    expect(html).not.toMatch(/<script/i);
  });

  it("neither reads nor sets a cookie, even for a browser that is signed in to the app", async () => {
    const page = await publishedPage();
    const response = await visit(`/p/${page.address}`, { headers: { Cookie: "ux_twin_session=some-session; ux_twin_d1=0000-0001" } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 404 for an address nobody published, and for one that cannot be an address", async () => {
    for (const path of [`/p/${uniquePageAddress("nobody")}`, "/p/Not_An_Address", "/p/ab", "/p", "/p/", `/p/${"a".repeat(41)}`]) {
      const response = await visit(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain("Page not found");
    }
  });

  it("answers 404 'This page is no longer available' once unpublished", async () => {
    const page = await publishedPage({ live: false });
    const response = await visit(`/p/${page.address}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("This page is no longer available");
    expect(html).not.toContain("Join the waitlist");
  });
});

describe("what a published page counts, without cookies", () => {
  it("counts every view, and each visitor (address and browser) once a day", async () => {
    const page = await publishedPage();
    for (let i = 0; i < 3; i++) await visit(`/p/${page.address}`, { headers: sameVisitor });
    await visit(`/p/${page.address}`, { headers: { ...sameVisitor, "User-Agent": "Mozilla/5.0 (Android) Chrome/130" } });
    await visit(`/p/${page.address}`, { headers: { ...sameVisitor, "CF-Connecting-IP": "198.51.100.9" } });
    const state = await pageState(page.id);
    expect(state.views).toBe(5);
    expect(state.visitors).toBe(3);
  });

  it("never stores a visitor's address or browser, only a hash of them", async () => {
    const page = await publishedPage();
    await visit(`/p/${page.address}`, { headers: sameVisitor });
    const rows = await env.DB.prepare("SELECT * FROM landing_visitors WHERE page_id = ?").bind(page.id).all<Record<string, string>>();
    expect(rows.results).toHaveLength(1);
    const stored = JSON.stringify(rows.results);
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("Safari");
    expect(rows.results[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("tells sources apart: utm_source, the referring site, and direct visits (our own pages are not a source)", async () => {
    const page = await publishedPage();
    await visit(`/p/${page.address}?utm_source=%20Newsletter%20`);
    await visit(`/p/${page.address}`, { headers: { Referer: "https://news.ycombinator.com/item?id=1" } });
    await visit(`/p/${page.address}`, { headers: { Referer: "https://news.ycombinator.com/" } });
    await visit(`/p/${page.address}`, { headers: { Referer: `${ORIGIN}/p/${page.address}` } });
    await visit(`/p/${page.address}`);
    const { sources } = await pageState(page.id);
    expect(sources).toEqual([
      { source: "", visitors: 2 },
      { source: "news.ycombinator.com", visitors: 2 },
      { source: "newsletter", visitors: 1 },
    ]);
  });

  it("with a second headline, splits visitors between the two and shows each visitor one headline all day", async () => {
    const page = await publishedPage({ headlineB: "Your street's shed, shared" });
    const seen = new Map<string, string>();
    for (let i = 0; i < 40; i++) {
      const visitor = { "CF-Connecting-IP": `192.0.2.${i + 1}` };
      const html = await (await visit(`/p/${page.address}`, { headers: visitor })).text();
      seen.set(visitor["CF-Connecting-IP"], html.includes("Your street&#39;s shed, shared") ? "b" : "a");
    }
    expect(new Set(seen.values())).toEqual(new Set(["a", "b"]));
    for (const [ip, variant] of [...seen].slice(0, 5)) {
      const again = await (await visit(`/p/${page.address}`, { headers: { "CF-Connecting-IP": ip } })).text();
      expect(again.includes("Your street&#39;s shed, shared") ? "b" : "a").toBe(variant);
    }
    const { daily } = await pageState(page.id);
    const visitorsOf = (variant: string) => Number(daily.find((row) => row.variant === variant)?.visitors ?? 0);
    expect(visitorsOf("a")).toBe([...seen.values()].filter((v) => v === "a").length);
    expect(visitorsOf("b")).toBe([...seen.values()].filter((v) => v === "b").length);
  });

  it("without a second headline, shows every visitor the page's own", async () => {
    const page = await publishedPage();
    for (let i = 0; i < 12; i++) {
      expect(await (await visit(`/p/${page.address}`)).text()).toContain("Borrow garden tools from neighbours");
    }
    const { daily } = await pageState(page.id);
    expect(daily.map((row) => row.variant)).toEqual(["a"]);
    expect(Number(daily[0]!.visitors)).toBe(12);
  });
  it("clears the visitor hashes of earlier days as views come in, since they mean nothing once the salt has changed", async () => {
    const page = await publishedPage();
    const insert = env.DB.prepare(
      "INSERT INTO landing_visitors (page_id, day, hash, variant, source) VALUES (?, '2020-01-01', ?, 'a', '')",
    );
    await env.DB.batch(Array.from({ length: 25 }, (_, i) => insert.bind(page.id, `old-${i}`)));
    await visit(`/p/${page.address}`, { headers: sameVisitor });
    await visit(`/p/${page.address}`, { headers: sameVisitor });
    const left = await env.DB.prepare("SELECT day, count(*) AS rows FROM landing_visitors WHERE page_id = ? GROUP BY day ORDER BY day")
      .bind(page.id)
      .all();
    expect(left.results).toEqual([{ day: new Date().toISOString().slice(0, 10), rows: 1 }]);
  });
});

describe("the edge cache of a published page", () => {
  it("serves the cached page until it is purged, and still counts every view", async () => {
    const page = await publishedPage();
    await visit(`/p/${page.address}`, { headers: sameVisitor });
    await env.DB.prepare("UPDATE landing_pages SET doc = ? WHERE id = ?")
      .bind(JSON.stringify(sampleDoc({ headline: "A newer headline" })), page.id)
      .run();
    expect(await (await visit(`/p/${page.address}`, { headers: sameVisitor })).text()).toContain("Borrow garden tools from neighbours");

    await purgePublishedPage(readConfig({ ...env, ...PAGE_VARS }), page.address);
    expect(await (await visit(`/p/${page.address}`, { headers: sameVisitor })).text()).toContain("A newer headline");
    expect((await pageState(page.id)).views).toBe(3);
  });

  it("counts nothing for a copy still cached after the page was taken down", async () => {
    const page = await publishedPage();
    await visit(`/p/${page.address}`, { headers: sameVisitor });
    await env.DB.prepare("UPDATE landing_pages SET live = 0 WHERE id = ?").bind(page.id).run();
    // Another data centre, which the purge does not reach, still has the page for up to a minute.
    expect((await visit(`/p/${page.address}`, { headers: sameVisitor })).status).toBe(200);
    expect((await pageState(page.id)).views).toBe(1);
  });

  it("answers 404 right after an unpublish is purged", async () => {
    const page = await publishedPage({ headlineB: "Second headline" });
    for (let i = 0; i < 6; i++) expect((await visit(`/p/${page.address}`)).status).toBe(200);
    await env.DB.prepare("UPDATE landing_pages SET live = 0 WHERE id = ?").bind(page.id).run();
    await purgePublishedPage(readConfig({ ...env, ...PAGE_VARS }), page.address);
    for (let i = 0; i < 6; i++) {
      const response = await visit(`/p/${page.address}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("This page is no longer available");
    }
  });
});
