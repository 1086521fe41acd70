import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../workers/config";
import { purgePublishedPage } from "../../workers/launch/page-cache";
import { ORIGIN } from "./auth-helpers";
import { join, leaveLinkIn, PAGE_VARS, pageState, publishedPage, uniquePageAddress, visit } from "./launch-helpers";

/** The private link to leave a waitlist (docs/launch.md). */

const moveTo = (pageId: string, address: string) =>
  env.DB.prepare("UPDATE landing_pages SET address = ? WHERE id = ?").bind(address, pageId).run();

describe("the private link to leave the waitlist", () => {
  it("only asks when opened, removes the address when confirmed, and removes nothing more after", async () => {
    const page = await publishedPage();
    const link = leaveLinkIn(await (await join(page, { email: "leaver@example.com" })).text())!;
    expect(link).toMatch(new RegExp(`^/p/leave/${page.id}/`));

    const asked = await visit(link);
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain("Leave the waitlist?");
    expect(html).toContain(`<form method="post" action="${link}">`);
    expect((await pageState(page.id)).signupCount).toBe(1);

    const removed = await visit(link, { method: "POST", headers: { Origin: ORIGIN } });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("You have left the waitlist");
    const state = await pageState(page.id);
    expect(state.signups).toEqual([]);
    expect(state.signupCount).toBe(0);
    expect(state.daily[0]).toMatchObject({ signups: 0 });

    // Pressing again says the same (the address is off the list) and changes nothing.
    const again = await visit(link, { method: "POST" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("You have left the waitlist");
    expect((await pageState(page.id)).signupCount).toBe(0);
  });

  it("keeps working after the page moves to a new address, and never reaches the page that takes the old one", async () => {
    const page = await publishedPage();
    const stays = leaveLinkIn(await (await join(page, { email: "stays@example.com" })).text())!;
    const leaves = leaveLinkIn(await (await join(page, { email: "moved-leaver@example.com" })).text())!;
    const oldAddress = page.address;
    await moveTo(page.id, uniquePageAddress("moved"));
    // As publishing does, for both addresses.
    await purgePublishedPage(readConfig({ ...env, ...PAGE_VARS }), oldAddress);
    // Another founder publishes at the freed address and gets sign-ups of their own.
    const stranger = await publishedPage({ address: oldAddress });
    await join(stranger, { email: "stranger-fan@example.com" });

    const asked = await (await visit(leaves)).text();
    expect(asked).toContain("Leave the waitlist?");
    expect(asked).toContain("Tool Library");
    expect((await visit(leaves, { method: "POST" })).status).toBe(200);
    expect((await pageState(page.id)).signups.map((row) => row.email)).toEqual(["stays@example.com"]);
    expect((await pageState(stranger.id)).signupCount).toBe(1);
    expect(await (await visit(stays)).text()).toContain("Leave the waitlist?");
  });

  it("removes nobody for a made-up link or another page's", async () => {
    const page = await publishedPage();
    const other = await publishedPage();
    const link = leaveLinkIn(await (await join(page, { email: "stays@example.com" })).text())!;
    const token = link.split("/").at(-1)!;
    await join(other, { email: "other@example.com" });
    for (const path of [`/p/leave/${other.id}/${token}`, `/p/leave/${page.id}/${"A".repeat(43)}`]) {
      expect((await visit(path, { method: "POST" })).status).toBe(200);
    }
    for (const path of [`/p/leave/${page.id}/short`, `/p/leave/nosuchpage0000000000000000/${token}`, `/p/${page.address}/leave/${token}`]) {
      expect({ path, status: (await visit(path, { method: "POST" })).status }).toEqual({ path, status: 404 });
    }
    expect((await pageState(page.id)).signupCount).toBe(1);
    expect((await pageState(other.id)).signupCount).toBe(1);
  });

  it("refuses a removal another website makes a browser send", async () => {
    const page = await publishedPage();
    const link = leaveLinkIn(await (await join(page, { email: "kept@example.com" })).text())!;
    const crossSite: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of crossSite) {
      expect((await visit(link, { method: "POST", headers })).status).toBe(403);
    }
    expect((await pageState(page.id)).signupCount).toBe(1);
  });

  it("works on a page that was taken down", async () => {
    const page = await publishedPage();
    const link = leaveLinkIn(await (await join(page, { email: "after@example.com" })).text())!;
    await env.DB.prepare("UPDATE landing_pages SET live = 0 WHERE id = ?").bind(page.id).run();
    expect(await (await visit(link)).text()).toContain("Leave the waitlist?");
    expect((await visit(link, { method: "POST" })).status).toBe(200);
    expect((await pageState(page.id)).signupCount).toBe(0);
  });
});
