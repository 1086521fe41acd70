import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { WAITLIST_TEXT, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { ADDRESS_MESSAGES, TARGET_MESSAGES } from "../../shared/contracts/launch";
import { addDays, utcDay } from "../../shared/launch-stats";
import { landingPagePart } from "../../shared/landing-markdown";
import { publishThrottleKey } from "../../db/queries/launch-pages";
import { PUBLISHES_PER_HOUR } from "../../workers/api/launch";
import { readConfig } from "../../workers/config";
import { edgeCache, pageCacheKey } from "../../workers/launch/page-cache";
import { call, signedInUser } from "./auth-helpers";
import {
  addSignups,
  card,
  errorOf,
  freshAddress,
  landingDoc,
  launchPath,
  pageIdOf,
  publish,
  publishBody,
  published,
  setPageDay,
} from "./launch-owner-helpers";
import { createProduct, listen, saveItem, savedId } from "./product-helpers";
import { until } from "./wait";

describe("publishing a product's landing page", () => {
  it("puts the page live at its address and answers the Launch card, telling the owner's other tabs", async () => {
    const me = await signedInUser("launch-publish");
    const product = await createProduct(me);
    const tab = await listen(me.cookie);
    const address = freshAddress("paw-pals");
    const answered = await published(me, product.id, publishBody(address));
    expect(answered.page).toMatchObject({
      address,
      live: true,
      question: "How do you find a walker today?",
      contactEmail: "founder@example.com",
      headlineB: null,
      target: null,
    });
    expect(answered.page!.url.endsWith(`/p/${address}`)).toBe(true);
    expect(answered.page!.doc).toEqual(landingDoc("Dog walks without the group chat"));
    expect(answered.totals).toEqual({ views: 0, visitors: 0, signups: 0 });
    expect(answered.daily).toHaveLength(30);
    expect(answered).toMatchObject({ abTest: null, target: null, signups: [], sources: [] });
    expect(await card(me, product.id)).toEqual(answered);
    await until(() => tab.some((event) => event.type === "launch.updated" && event.productId === product.id));
    const page = await call("GET", `/p/${address}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Dog walks without the group chat");
  });

  it("shows a product that was never published with no page, and offers its newest saved landing page as the draft", async () => {
    const me = await signedInUser("launch-draft");
    const product = await createProduct(me);
    const other = await createProduct(me, { name: "Elsewhere", idea: "Another idea" });
    expect((await card(me, product.id)).draft).toBeNull();
    const save = (doc: LandingPageDoc, productId: string) =>
      saveItem(me, {
        tool: "generate-landing-page",
        productId,
        messages: [
          { role: "user", content: "A landing page" },
          { role: "assistant", content: landingPagePart(doc) },
        ],
      });
    await savedId(await save(landingDoc("The older page"), product.id));
    await savedId(await save(landingDoc("The newer page"), product.id));
    await savedId(await save(landingDoc("Another product's page"), other.id));
    const shown = await card(me, product.id);
    expect(shown.page).toBeNull();
    expect(shown.totals).toEqual({ views: 0, visitors: 0, signups: 0 });
    expect(shown.draft).toEqual(landingDoc("The newer page"));
  });

  it("refuses badly formed and reserved addresses with the rule's message, and publishes nothing", async () => {
    const me = await signedInUser("launch-bad-address");
    const product = await createProduct(me);
    for (const [address, message] of [
      ["Paw Pals", ADDRESS_MESSAGES.format],
      ["ab", ADDRESS_MESSAGES.format],
      ["a".repeat(41), ADDRESS_MESSAGES.format],
      ["-paw", ADDRESS_MESSAGES.format],
      ["paw_pals", ADDRESS_MESSAGES.format],
      ["admin", ADDRESS_MESSAGES.reserved],
      ["api", ADDRESS_MESSAGES.reserved],
      // The brand anywhere, sign-in words as words, and the pages a company itself has.
      ["uxtwin-official", ADDRESS_MESSAGES.reserved],
      ["ux-twin-support", ADDRESS_MESSAGES.reserved],
      ["get-uxtwin", ADDRESS_MESSAGES.reserved],
      ["login-help", ADDRESS_MESSAGES.reserved],
      ["bank-sign-in", ADDRESS_MESSAGES.reserved],
      ["pricing", ADDRESS_MESSAGES.reserved],
      ["contact", ADDRESS_MESSAGES.reserved],
      ["abuse", ADDRESS_MESSAGES.reserved],
      ["legal", ADDRESS_MESSAGES.reserved],
      ["invoices", ADDRESS_MESSAGES.reserved],
      ["help-center", ADDRESS_MESSAGES.reserved],
    ] as const) {
      expect(await errorOf(await publish(me, product.id, publishBody(address))), address).toMatchObject({
        status: 400,
        code: "validation_error",
        message,
      });
    }
    expect((await card(me, product.id)).page).toBeNull();
  });

  it("gives an address that only holds a reserved word inside another word", async () => {
    const me = await signedInUser("launch-word-inside");
    const product = await createProduct(me);
    const address = freshAddress("catalogin");
    expect((await published(me, product.id, publishBody(address))).page?.address).toBe(address);
  });

  it("refuses a target date that is no calendar day, or a new one that has passed, and publishes nothing", async () => {
    const me = await signedInUser("launch-bad-date");
    const product = await createProduct(me);
    const address = freshAddress("dates");
    const target = (date: string, signups = 40) => ({ signups, visitors: 1000, date });
    const today = utcDay(Date.now());
    for (const [date, message] of [
      ["2026-13-45", "Choose a date"],
      ["0000-00-00", "Choose a date"],
      ["2026-02-31", "Choose a date"],
      ["2999-02-29", "Choose a date"],
      [addDays(today, -2), TARGET_MESSAGES.past],
      ["2020-01-15", TARGET_MESSAGES.past],
    ] as const) {
      expect(await errorOf(await publish(me, product.id, publishBody(address, { target: target(date) }))), date).toMatchObject({
        status: 400,
        code: "validation_error",
        message,
      });
    }
    expect((await card(me, product.id)).page).toBeNull();
    // A leap day is a day; today is not yet past.
    expect((await published(me, product.id, publishBody(address, { target: target("2028-02-29") }))).page?.target).toEqual(
      target("2028-02-29"),
    );
    expect((await published(me, product.id, publishBody(address, { target: target(today) }))).target).toMatchObject({ daysLeft: 0 });
  });

  it("reads a page whose target date has passed, publishes it again with that target unchanged, but not with the target changed", async () => {
    const me = await signedInUser("launch-past-target");
    const product = await createProduct(me);
    const address = freshAddress("past");
    const target = { signups: 40, visitors: 1000, date: addDays(utcDay(Date.now()), 10) };
    await published(me, product.id, publishBody(address, { target }));
    const pageId = await pageIdOf(address);
    const passed = { ...target, date: "2020-01-15" };
    await setPageDay(pageId, "target_date", passed.date);
    const shown = await card(me, product.id);
    expect(shown.page?.target).toEqual(passed);
    expect(shown.target).toEqual({ verdict: "too-little-traffic", daysLeft: 0 });
    const edited = await published(me, product.id, { ...publishBody(address, { target: passed }), doc: landingDoc("Walks, fixed typo") });
    expect(edited.page?.doc).toEqual(landingDoc("Walks, fixed typo"));
    expect(edited.page?.target).toEqual(passed);
    expect((await errorOf(await publish(me, product.id, publishBody(address, { target: { ...passed, signups: 10 } })))).message).toBe(
      TARGET_MESSAGES.past,
    );
    // One stored before dates were checked reads as no target, and the card still reads.
    await setPageDay(pageId, "target_date", "2026-02-31");
    const unreadable = await card(me, product.id);
    expect(unreadable.page).toMatchObject({ address, target: null });
    expect(unreadable.target).toBeNull();
  });

  it("refuses an address another user's page holds with 409, the message and a free address to take instead", async () => {
    const owner = await signedInUser("launch-holder");
    const me = await signedInUser("launch-taker");
    const address = freshAddress("dog-walks");
    await published(owner, (await createProduct(owner)).id, publishBody(address));
    await published(owner, (await createProduct(owner, { name: "Second", idea: "x" })).id, publishBody(`${address}-2`));
    const mine = await createProduct(me);
    expect(await errorOf(await publish(me, mine.id, publishBody(address)))).toEqual({
      status: 409,
      code: "conflict",
      message: ADDRESS_MESSAGES.taken,
      suggestion: `${address}-3`,
      fields: { address: ADDRESS_MESSAGES.taken },
    });
    expect((await card(me, mine.id)).page).toBeNull();
    // The suggestion is really free.
    expect((await published(me, mine.id, publishBody(`${address}-3`))).page?.address).toBe(`${address}-3`);
  });

  it("publishing again keeps the page's sign-ups and takes the new address, text, question, second headline and target", async () => {
    const me = await signedInUser("launch-again");
    const product = await createProduct(me);
    const first = freshAddress("first");
    await published(me, product.id, publishBody(first));
    const pageId = await pageIdOf(first);
    await addSignups(pageId, [{ email: "a@example.com" }, { email: "b@example.com" }, { email: "c@example.com" }]);
    const second = freshAddress("second");
    const target = { signups: 40, visitors: 1000, date: "2999-01-15" };
    const again = await published(me, product.id, {
      ...publishBody(second, { question: "", headlineB: "Your dog, walked by a neighbour", target }),
      doc: landingDoc("A new headline"),
    });
    expect(await pageIdOf(second)).toBe(pageId);
    expect(again.page).toMatchObject({ address: second, live: true, question: "", headlineB: "Your dog, walked by a neighbour", target });
    expect(again.page!.doc).toEqual(landingDoc("A new headline"));
    expect(again.totals.signups).toBe(3);
    expect(again.signups.map((s) => s.email).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(again.abTest).toEqual({ a: { visitors: 0, signups: 3 }, b: { visitors: 0, signups: 0 }, probabilityBBeatsA: null });
    expect(again.target).toEqual({ verdict: null, daysLeft: expect.any(Number) });
    // The old address is free for anyone again.
    const stranger = await signedInUser("launch-again-stranger");
    expect(await (await call("GET", `/api/launch/addresses/${first}`, { cookie: stranger.cookie })).json()).toEqual({ available: true });
  });

  it("serves the new text at once after publishing again: the cached page is purged", async () => {
    const me = await signedInUser("launch-purge");
    const product = await createProduct(me);
    const address = freshAddress("purge");
    await published(me, product.id, publishBody(address));
    expect(await (await call("GET", `/p/${address}`)).text()).toContain("Dog walks without the group chat");
    await published(me, product.id, { ...publishBody(address), doc: landingDoc("Walks on your schedule") });
    const html = await (await call("GET", `/p/${address}`)).text();
    expect(html).toContain("Walks on your schedule");
    expect(html).not.toContain("Dog walks without the group chat");
  });

  it("unpublishing takes the page down, keeping its address and sign-ups for the next publish", async () => {
    const me = await signedInUser("launch-unpublish");
    const product = await createProduct(me);
    const address = freshAddress("down");
    await published(me, product.id, publishBody(address));
    await addSignups(await pageIdOf(address), [{ email: "keep@example.com" }]);
    // Seen once, so the edge holds a copy that taking the page down must purge.
    expect((await call("GET", `/p/${address}`)).status).toBe(200);
    const tab = await listen(me.cookie);
    expect((await call("DELETE", `${launchPath(product.id)}/live`, { cookie: me.cookie })).status).toBe(204);
    await until(() => tab.some((event) => event.type === "launch.updated" && event.productId === product.id));
    const down = await card(me, product.id);
    expect(down.page).toMatchObject({ address, live: false });
    expect(down.totals.signups).toBe(1);
    const gone = await call("GET", `/p/${address}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(WAITLIST_TEXT.gone);
    // Nobody else can take the address while it is the product's.
    const stranger = await signedInUser("launch-unpublish-stranger");
    expect(await (await call("GET", `/api/launch/addresses/${address}`, { cookie: stranger.cookie })).json()).toMatchObject({
      available: false,
      message: ADDRESS_MESSAGES.taken,
    });
    const back = await published(me, product.id, publishBody(address));
    expect(back.page).toMatchObject({ address, live: true });
    expect(back.totals.signups).toBe(1);
  });

  it("unpublishing a page that is already down answers 204 and neither purges nor tells the owner's tabs again", async () => {
    const me = await signedInUser("launch-unpublish-twice");
    const product = await createProduct(me);
    const other = await createProduct(me, { name: "Other", idea: "x" });
    const address = freshAddress("twice");
    await published(me, product.id, publishBody(address));
    const config = readConfig(env);
    // A marker in the page's cache slot shows whether a call purged it.
    const mark = () =>
      edgeCache().put(pageCacheKey(config, address, "a"), new Response("marker", { headers: { "Cache-Control": "max-age=600" } }));
    const marked = async () => Boolean(await edgeCache().match(pageCacheKey(config, address, "a")));
    await mark();
    expect(await marked()).toBe(true);
    const tab = await listen(me.cookie);
    const unpublish = () => call("DELETE", `${launchPath(product.id)}/live`, { cookie: me.cookie });
    expect((await unpublish()).status).toBe(204);
    expect(await marked()).toBe(false);
    await mark();
    expect((await unpublish()).status).toBe(204);
    expect((await unpublish()).status).toBe(204);
    expect(await marked()).toBe(true);
    // Another product's publish arrives after anything the repeated calls could have sent.
    await published(me, other.id, publishBody(freshAddress("sentinel")));
    await until(() => tab.some((event) => event.type === "launch.updated" && event.productId === other.id));
    expect(tab.filter((event) => event.type === "launch.updated" && event.productId === product.id)).toHaveLength(1);
    expect((await card(me, product.id)).page).toMatchObject({ address, live: false });
  });

  it("refuses a publish body over 100 kB, and publishes past 60 an hour with 429 and Retry-After, but never an unpublish", async () => {
    const me = await signedInUser("launch-limits");
    const product = await createProduct(me);
    const huge = await publish(me, product.id, { ...publishBody(freshAddress("huge")), question: "q".repeat(120_000) });
    expect(huge.status).toBe(413);
    const address = freshAddress("limit");
    await published(me, product.id, publishBody(address));
    // The hour's window as 60 publishes leave it (the counter the route keeps), without making 60 calls.
    await env.DB.prepare("UPDATE sign_in_throttle SET failures = ? WHERE key = ?")
      .bind(PUBLISHES_PER_HOUR, publishThrottleKey(me.user.id))
      .run();
    const refused = await publish(me, product.id, publishBody(address));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toMatch(/^You have published a lot this hour/);
    // Taking a page down is never refused.
    expect((await call("DELETE", `${launchPath(product.id)}/live`, { cookie: me.cookie })).status).toBe(204);
  });
});

describe("checking a page address", () => {
  it("says whether an address is free, why not, and offers a free one", async () => {
    const me = await signedInUser("launch-check");
    const owner = await signedInUser("launch-check-owner");
    const product = await createProduct(me, { name: "Paw Pals!", idea: "Dog walks" });
    const held = freshAddress("held");
    await published(owner, (await createProduct(owner)).id, publishBody(held));
    const check = async (address: string, query = "") =>
      (await call("GET", `/api/launch/addresses/${encodeURIComponent(address)}${query}`, { cookie: me.cookie })).json();
    expect(await check(freshAddress("free"))).toEqual({ available: true });
    expect(await check(held)).toEqual({ available: false, message: ADDRESS_MESSAGES.taken, suggestion: `${held}-2` });
    expect(await check("Dog Walks!")).toMatchObject({
      available: false,
      message: ADDRESS_MESSAGES.format,
      suggestion: expect.stringMatching(/^dog-walks/),
    });
    expect(await check("api")).toEqual({ available: false, message: ADDRESS_MESSAGES.reserved, suggestion: "api-2" });
    // One's own page's address is one's own to keep.
    const mine = freshAddress("mine");
    await published(me, product.id, publishBody(mine));
    expect(await check(mine)).toEqual({ available: true });
    expect(await check(mine, `?productId=${product.id}`)).toEqual({ available: true });
    // Named for another of one's products, it is taken: a product has its own page.
    const second = await createProduct(me, { name: "Second", idea: "x" });
    expect(await check(mine, `?productId=${second.id}`)).toMatchObject({ available: false, message: ADDRESS_MESSAGES.taken });
    // Someone else's product id is the 404 of an unknown one.
    const theirs = await createProduct(owner, { name: "Theirs", idea: "x" });
    expect(await check("anything-free", `?productId=${theirs.id}`)).toEqual({
      error: { code: "not_found", message: "Product not found." },
    });
  });
});

describe("someone else's product", () => {
  it("is the same 404 as an unknown product on every launch route, and nothing changes", async () => {
    const owner = await signedInUser("launch-owner");
    const stranger = await signedInUser("launch-stranger");
    const product = await createProduct(owner);
    const address = freshAddress("private");
    await published(owner, product.id, publishBody(address));
    const pageId = await pageIdOf(address);
    await addSignups(pageId, [{ email: "secret@example.com" }]);
    const signupId = (await card(owner, product.id)).signups[0]!.id;
    const routes = (productId: string) =>
      [
        ["GET", launchPath(productId), undefined],
        ["PUT", launchPath(productId), publishBody(freshAddress("hijack"))],
        ["DELETE", `${launchPath(productId)}/live`, undefined],
        ["GET", `${launchPath(productId)}/signups.csv`, undefined],
        ["DELETE", `${launchPath(productId)}/signups/${signupId}`, undefined],
      ] as const;
    const unknown = (
      await Promise.all(routes("no-such-product").map(([method, path, body]) => call(method, path, { cookie: stranger.cookie, body })))
    ).map((r) => r.status);
    expect(unknown).toEqual([404, 404, 404, 404, 404]);
    for (const [method, path, body] of routes(product.id)) {
      const response = await call(method, path, { cookie: stranger.cookie, body });
      expect(await errorOf(response), `${method} ${path}`).toEqual({ status: 404, code: "not_found", message: "Product not found." });
    }
    const still = await card(owner, product.id);
    expect(still.page).toMatchObject({ address, live: true });
    expect(still.signups.map((s) => s.email)).toEqual(["secret@example.com"]);
  });

  it("needs a session on every launch route", async () => {
    for (const [method, path] of [
      ["GET", "/api/launch/addresses/paw-pals"],
      ["GET", "/api/products/x/launch"],
      ["PUT", "/api/products/x/launch"],
      ["DELETE", "/api/products/x/launch/live"],
      ["GET", "/api/products/x/launch/signups.csv"],
      ["DELETE", "/api/products/x/launch/signups/y"],
    ] as const) {
      expect((await call(method, path, { body: method === "PUT" ? publishBody("paw-pals") : undefined })).status, `${method} ${path}`).toBe(
        401,
      );
    }
  });
});
