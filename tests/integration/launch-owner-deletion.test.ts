import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { utcDay } from "../../shared/launch-stats";
import { PAGE_DELETION_CHUNK_ROWS } from "../../db/queries/launch-pages";
import { call, finishAccountDeletion, signedInUser } from "./auth-helpers";
import { addSignups, addVisitors, card, freshAddress, pageIdOf, pageRows, publishBody, published } from "./launch-owner-helpers";
import { createProduct } from "./product-helpers";
import { recordQueries } from "./query-recorder";

describe("deleting", () => {
  it("a product removes its page, sign-ups and counters in chunks, takes the page down and frees its address", async () => {
    const me = await signedInUser("launch-delete-product");
    const product = await createProduct(me);
    const address = freshAddress("bye");
    await published(me, product.id, publishBody(address, { headlineB: "Other" }));
    const pageId = await pageIdOf(address);
    const day = utcDay(Date.now());
    await addVisitors(pageId, day, "a", 30, "news.example");
    await addSignups(
      pageId,
      Array.from({ length: PAGE_DELETION_CHUNK_ROWS * 2 + 3 }, (_, i) => ({ email: `w${i}@example.com`, day })),
    );
    expect(await pageRows(pageId)).toEqual({ page: 1, signups: PAGE_DELETION_CHUNK_ROWS * 2 + 3, visitors: 30, daily: 1, sources: 1 });
    expect((await call("GET", `/p/${address}`)).status).toBe(200);
    const recording = recordQueries(env.DB);
    try {
      expect((await call("DELETE", `/api/products/${product.id}?items=keep`, { cookie: me.cookie })).status).toBe(204);
    } finally {
      recording.stop();
    }
    expect(await pageRows(pageId)).toEqual({ page: 0, signups: 0, visitors: 0, daily: 0, sources: 0 });
    // No statement deleted more than a chunk of the waitlist: three statements for 1,003 sign-ups.
    const signupDeletes = recording.seen.filter((query) => /^delete from "landing_signups"/i.test(query.sql.trim()));
    expect(signupDeletes.length).toBeGreaterThanOrEqual(3);
    expect(signupDeletes.every((query) => /LIMIT \?/.test(query.sql))).toBe(true);
    expect((await call("GET", `/p/${address}`)).status).toBe(404);
    const stranger = await signedInUser("launch-delete-product-next");
    expect(await (await call("GET", `/api/launch/addresses/${address}`, { cookie: stranger.cookie })).json()).toEqual({ available: true });
  });

  it("the account takes its pages down at once and removes them with their sign-ups in the background", async () => {
    const me = await signedInUser("launch-delete-account");
    const other = await signedInUser("launch-delete-account-other");
    const addresses = [freshAddress("acct"), freshAddress("acct")];
    const pageIds: string[] = [];
    for (const address of addresses) {
      await published(me, (await createProduct(me, { name: address, idea: "x" })).id, publishBody(address));
      const pageId = await pageIdOf(address);
      pageIds.push(pageId);
      await addVisitors(pageId, utcDay(Date.now()), "a", 3, "ref.example");
      await addSignups(
        pageId,
        Array.from({ length: 250 }, (_, i) => ({ email: `s${i}@example.com` })),
      );
    }
    const kept = freshAddress("kept");
    const otherProduct = await createProduct(other);
    await published(other, otherProduct.id, publishBody(kept));
    await addSignups(await pageIdOf(kept), [{ email: "kept@example.com" }]);
    for (const address of addresses) expect((await call("GET", `/p/${address}`)).status).toBe(200);

    expect((await call("DELETE", "/api/auth/account", { cookie: me.cookie })).status).toBe(200);
    for (const address of addresses) expect((await call("GET", `/p/${address}`)).status).toBe(404);
    await finishAccountDeletion(me.user.id);
    for (const pageId of pageIds) expect(await pageRows(pageId)).toEqual({ page: 0, signups: 0, visitors: 0, daily: 0, sources: 0 });
    const theirs = await card(other, otherProduct.id);
    expect(theirs.page).toMatchObject({ address: kept, live: true });
    expect(theirs.totals.signups).toBe(1);
  });
});
