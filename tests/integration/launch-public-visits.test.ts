import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../workers/config";
import { edgeCache, pageCacheKey } from "../../workers/launch/page-cache";
import { keepInCache, MAX_VISITORS_PER_NETWORK } from "../../workers/launch/page-view";
import { createDb } from "../../db/client";
import { PAGE_VARS, pageState, publishedPage, visit } from "./launch-helpers";

/** Which requests count as visitors, which addresses reach a page, and what the edge cache may keep. */

describe("the visitors one network can count", () => {
  it(`are at most ${MAX_VISITORS_PER_NETWORK} a page a day, however many browsers it claims to be; every view still counts`, async () => {
    const page = await publishedPage();
    for (let i = 0; i < 12; i++) {
      await visit(`/p/${page.address}`, { headers: { "CF-Connecting-IP": "203.0.113.50", "User-Agent": `Mozilla/5.0 (invented ${i})` } });
    }
    // An IPv6 client has a whole /64: changing the last half of the address is the same network.
    for (let i = 0; i < 12; i++) {
      await visit(`/p/${page.address}`, {
        headers: { "CF-Connecting-IP": `2001:db8:77:1::${(i + 1).toString(16)}`, "User-Agent": `Mozilla/5.0 (v6 ${i})` },
      });
    }
    let state = await pageState(page.id);
    expect(state.views).toBe(24);
    expect(state.visitors).toBe(2 * MAX_VISITORS_PER_NETWORK);

    // Other networks, and the same network on another page, still count.
    await visit(`/p/${page.address}`, { headers: { "CF-Connecting-IP": "203.0.113.51" } });
    state = await pageState(page.id);
    expect(state.visitors).toBe(2 * MAX_VISITORS_PER_NETWORK + 1);
    const other = await publishedPage();
    await visit(`/p/${other.address}`, { headers: { "CF-Connecting-IP": "203.0.113.50" } });
    expect((await pageState(other.id)).visitors).toBe(1);
  });

  it("stores the network only as a hash of the day", async () => {
    const page = await publishedPage();
    await visit(`/p/${page.address}`, { headers: { "CF-Connecting-IP": "203.0.113.60" } });
    const row = await env.DB.prepare("SELECT network FROM landing_visitors WHERE page_id = ?").bind(page.id).first<{ network: string }>();
    expect(row!.network).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a browser's prefetch", () => {
  it("is shown the page but counts neither a view nor a visitor", async () => {
    const page = await publishedPage();
    const prefetches: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch" },
      { "Sec-Purpose": "prefetch;prerender" },
      { Purpose: "prefetch" },
    ];
    for (const headers of prefetches) {
      expect((await visit(`/p/${page.address}`, { headers })).status).toBe(200);
    }
    let state = await pageState(page.id);
    expect([state.views, state.visitors]).toEqual([0, 0]);
    await visit(`/p/${page.address}`);
    state = await pageState(page.id);
    expect([state.views, state.visitors]).toEqual([1, 1]);
  });
});

describe("an address typed in capitals or with a trailing slash", () => {
  it("is sent to the page's own address with a permanent redirect, query kept", async () => {
    const page = await publishedPage();
    for (const path of [`/p/${page.address.toUpperCase()}`, `/p/${page.address}/`, `/p/${page.address.toUpperCase()}/`]) {
      const response = await visit(`${path}?utm_source=print`);
      expect({ path, status: response.status, location: response.headers.get("location") }).toEqual({
        path,
        status: 301,
        location: `/p/${page.address}?utm_source=print`,
      });
    }
    const form = await visit(`/p/${page.address.toUpperCase()}`, { method: "POST" });
    expect([form.status, form.headers.get("location")]).toEqual([308, `/p/${page.address}`]);
    expect((await pageState(page.id)).views).toBe(0);
  });

  it("still answers 404 when no case of it is an address", async () => {
    for (const path of ["/p/Not_An_Address", "/p/AB/", "/p/x/y/"]) expect((await visit(path)).status).toBe(404);
  });
});

describe("a page rendered just before it was taken down", () => {
  it("is not kept in the edge cache when the unpublish and its purge came between reading and storing it", async () => {
    const config = readConfig({ ...env, ...PAGE_VARS });
    const page = await publishedPage();
    const key = pageCacheKey(config, page.address, "a");
    const read = await env.DB.prepare("SELECT published_at AS at FROM landing_pages WHERE id = ?").bind(page.id).first<{ at: number }>();
    // The unpublish (and its purge, with nothing cached yet) lands after the page was read, before the copy is stored.
    await env.DB.prepare("UPDATE landing_pages SET live = 0 WHERE id = ?").bind(page.id).run();
    await keepInCache(createDb(env.DB), key, {
      html: "stale copy",
      policy: "default-src 'none'",
      pageId: page.id,
      variant: "a",
      address: page.address,
      publishedAt: read!.at,
    });
    expect(await edgeCache().match(key)).toBeUndefined();
    const response = await visit(`/p/${page.address}`, { headers: { "CF-Connecting-IP": "192.0.2.10" } });
    expect(response.status).toBe(404);
  });

  it("is kept while the page it was rendered from is still the one published", async () => {
    const config = readConfig({ ...env, ...PAGE_VARS });
    const page = await publishedPage();
    const key = pageCacheKey(config, page.address, "a");
    const read = await env.DB.prepare("SELECT published_at AS at FROM landing_pages WHERE id = ?").bind(page.id).first<{ at: number }>();
    await keepInCache(createDb(env.DB), key, {
      html: "current copy",
      policy: "default-src 'none'",
      pageId: page.id,
      variant: "a",
      address: page.address,
      publishedAt: read!.at,
    });
    expect(await (await edgeCache().match(key))?.text()).toBe("current copy");
    await edgeCache().delete(key);
  });
});
