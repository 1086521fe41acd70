import { describe, expect, it } from "vitest";
import { addDays, utcDay } from "../../shared/launch-stats";
import { CSV_PAGE_ROWS } from "../../db/queries/launch-stats";
import { call, signedInUser } from "./auth-helpers";
import {
  abSinceOf,
  addSignups,
  addVisitors,
  card,
  freshAddress,
  landingDoc,
  launchPath,
  pageIdOf,
  publishBody,
  published,
  setPageDay,
} from "./launch-owner-helpers";
import { createProduct, listen } from "./product-helpers";
import { until } from "./wait";

describe("the Launch card's figures", () => {
  it("counts visitors, views, sign-ups and sources, and fills the 30 days with zeros where nothing happened", async () => {
    const me = await signedInUser("launch-figures");
    const product = await createProduct(me);
    const address = freshAddress("figures");
    await published(me, product.id, publishBody(address));
    const pageId = await pageIdOf(address);
    const today = utcDay(Date.now());
    const recent = addDays(today, -3);
    const old = addDays(today, -45);
    await addVisitors(pageId, recent, "a", 12, "news.ycombinator.com");
    await addVisitors(pageId, recent, "a", 5, "");
    await addVisitors(pageId, old, "a", 7, "old.example");
    for (let i = 0; i < 12; i++) await addVisitors(pageId, recent, "a", 1, `source-${String(i).padStart(2, "0")}.example`);
    await addSignups(pageId, [
      { email: "one@example.com", day: recent, source: "news.ycombinator.com", createdAt: 1_000 },
      { email: "two@example.com", day: recent, createdAt: 2_000 },
    ]);
    const shown = await card(me, product.id);
    expect(shown.totals).toEqual({ views: 12 + 5 + 7 + 12, visitors: 12 + 5 + 7 + 12, signups: 2 });
    expect(shown.daily).toHaveLength(30);
    expect(shown.daily.find((d) => d.day === recent)).toEqual({ day: recent, views: 29, visitors: 29, signups: 2 });
    expect(shown.daily.filter((d) => d.day !== recent).every((d) => d.views === 0 && d.visitors === 0 && d.signups === 0)).toBe(true);
    expect(new Set(shown.daily.map((d) => d.day)).size).toBe(30);
    // Top 10 of the last 30 days, most visitors first: the 45-day-old source is not among them.
    expect(shown.sources.slice(0, 2)).toEqual([
      { source: "news.ycombinator.com", visitors: 12 },
      { source: "", visitors: 5 },
    ]);
    expect(shown.sources).toHaveLength(10);
    expect(shown.sources.some((s) => s.source === "old.example")).toBe(false);
    expect(shown.signups.map((s) => s.email)).toEqual(["two@example.com", "one@example.com"]);
  });

  it("lists the latest 20 sign-ups, newest first", async () => {
    const me = await signedInUser("launch-latest");
    const product = await createProduct(me);
    const address = freshAddress("latest");
    await published(me, product.id, publishBody(address));
    await addSignups(
      await pageIdOf(address),
      Array.from({ length: 25 }, (_, i) => ({ email: `p${i}@example.com`, createdAt: 10_000 + i })),
    );
    const shown = await card(me, product.id);
    expect(shown.totals.signups).toBe(25);
    expect(shown.signups.map((s) => s.email)).toEqual(Array.from({ length: 20 }, (_, i) => `p${24 - i}@example.com`));
  });

  it("tells the A/B test's chance only once each headline has had 100 visitors", async () => {
    const me = await signedInUser("launch-ab");
    const product = await createProduct(me);
    const address = freshAddress("ab");
    await published(me, product.id, publishBody(address, { headlineB: "Walks while you work" }));
    const pageId = await pageIdOf(address);
    const day = utcDay(Date.now());
    await addVisitors(pageId, day, "a", 100);
    await addVisitors(pageId, day, "b", 99);
    await addSignups(pageId, [
      ...Array.from({ length: 10 }, (_, i) => ({ email: `a${i}@example.com`, variant: "a" as const, day })),
      ...Array.from({ length: 15 }, (_, i) => ({ email: `b${i}@example.com`, variant: "b" as const, day })),
    ]);
    expect((await card(me, product.id)).abTest).toEqual({
      a: { visitors: 100, signups: 10 },
      b: { visitors: 99, signups: 15 },
      probabilityBBeatsA: null,
    });
    await addVisitors(pageId, day, "b", 1);
    const test = (await card(me, product.id)).abTest!;
    expect(test.b).toEqual({ visitors: 100, signups: 15 });
    // The exact Beta-posterior value for 15 of 100 against 10 of 100 (tests/unit/launch-stats.test.ts).
    expect(test.probabilityBBeatsA).toBeCloseTo(0.853283789933966, 9);
  });

  it("counts the headline test only from the day its second headline was set, and starts it again when that headline changes or goes", async () => {
    const me = await signedInUser("launch-ab-since");
    const product = await createProduct(me);
    const address = freshAddress("ab-since");
    const today = utcDay(Date.now());
    const [before, during] = [addDays(today, -5), addDays(today, -2)];
    await published(me, product.id, publishBody(address));
    const pageId = await pageIdOf(address);
    // Days of headline A alone, before any test.
    await addVisitors(pageId, before, "a", 200);
    await addSignups(
      pageId,
      Array.from({ length: 20 }, (_, i) => ({ email: `old${i}@example.com`, day: before })),
    );
    const started = await published(me, product.id, publishBody(address, { headlineB: "Walks while you work" }));
    expect(started.abTest).toEqual({ a: { visitors: 0, signups: 0 }, b: { visitors: 0, signups: 0 }, probabilityBBeatsA: null });
    expect(started.totals.visitors).toBe(200);
    expect(await abSinceOf(pageId)).toBe(today);

    // The test began three days ago; publishing the same headline again keeps counting from then.
    await setPageDay(pageId, "ab_since", addDays(today, -3));
    await addVisitors(pageId, during, "a", 4);
    await addVisitors(pageId, during, "b", 6);
    await addSignups(pageId, [{ email: "during@example.com", variant: "b", day: during }]);
    const again = await published(me, product.id, {
      ...publishBody(address, { headlineB: "Walks while you work" }),
      doc: landingDoc("New words for A"),
    });
    expect(again.abTest).toMatchObject({ a: { visitors: 4, signups: 0 }, b: { visitors: 6, signups: 1 } });

    // A new second headline is a new test: what the old one counted is left out.
    const changed = await published(me, product.id, publishBody(address, { headlineB: "Your dog, walked by a neighbour" }));
    expect(changed.abTest).toMatchObject({ a: { visitors: 0, signups: 0 }, b: { visitors: 0, signups: 0 } });
    await addVisitors(pageId, today, "b", 3);
    expect((await card(me, product.id)).abTest).toMatchObject({ a: { visitors: 0, signups: 0 }, b: { visitors: 3, signups: 0 } });

    // Without a second headline there is no test; a headline set later starts from its own day.
    expect((await published(me, product.id, publishBody(address))).abTest).toBeNull();
    expect(await abSinceOf(pageId)).toBeNull();
    await published(me, product.id, publishBody(address, { headlineB: "Walks while you work" }));
    expect(await abSinceOf(pageId)).toBe(today);
  });

  it("counts every day in the headline test of a page whose test began before its start day was kept", async () => {
    const me = await signedInUser("launch-ab-legacy");
    const product = await createProduct(me);
    const address = freshAddress("ab-legacy");
    await published(me, product.id, publishBody(address, { headlineB: "Walks while you work" }));
    const pageId = await pageIdOf(address);
    await setPageDay(pageId, "ab_since", null);
    await addVisitors(pageId, addDays(utcDay(Date.now()), -40), "a", 5);
    await addVisitors(pageId, addDays(utcDay(Date.now()), -40), "b", 7);
    expect((await card(me, product.id)).abTest).toMatchObject({ a: { visitors: 5, signups: 0 }, b: { visitors: 7, signups: 0 } });
  });

  it("gives the demand target's verdict from what was counted up to the target date", async () => {
    const me = await signedInUser("launch-verdict");
    const cases = [
      // 50 of 1,200 by the date against 40 of 1,000: the conversion was reached.
      { visitors: 1200, signups: 50, verdict: "met" },
      { visitors: 1200, signups: 47, verdict: "not-met" },
      // Fewer visitors than planned, but the sign-ups came.
      { visitors: 300, signups: 40, verdict: "met" },
      { visitors: 300, signups: 39, verdict: "too-little-traffic" },
    ] as const;
    for (const { visitors, signups, verdict } of cases) {
      const product = await createProduct(me, { name: `Verdict ${verdict} ${visitors}`, idea: "x" });
      const address = freshAddress("verdict");
      await published(
        me,
        product.id,
        publishBody(address, { target: { signups: 40, visitors: 1000, date: addDays(utcDay(Date.now()), 30) } }),
      );
      const pageId = await pageIdOf(address);
      // The date has come and gone since publishing.
      await setPageDay(pageId, "target_date", "2020-01-15");
      await addVisitors(pageId, "2020-01-10", "a", visitors);
      await addSignups(
        pageId,
        Array.from({ length: signups }, (_, i) => ({ email: `v${i}@example.com`, day: "2020-01-10" })),
      );
      // After the date: neither changes the verdict.
      await addVisitors(pageId, "2020-01-16", "a", 5000);
      await addSignups(
        pageId,
        Array.from({ length: 60 }, (_, i) => ({ email: `late${i}@example.com`, day: "2020-01-16" })),
      );
      expect((await card(me, product.id)).target, `${signups} of ${visitors}`).toEqual({ verdict, daysLeft: 0 });
    }
  });
});

describe("the demand verdict elsewhere", () => {
  it("a case study written in the product tells the page's measured demand and the target's verdict", async () => {
    const me = await signedInUser("launch-case-study");
    const product = await createProduct(me);
    const address = freshAddress("story");
    await published(
      me,
      product.id,
      publishBody(address, { target: { signups: 40, visitors: 1000, date: addDays(utcDay(Date.now()), 30) } }),
    );
    const pageId = await pageIdOf(address);
    await setPageDay(pageId, "target_date", "2020-01-15");
    await addVisitors(pageId, "2020-01-10", "a", 1200);
    await addSignups(
      pageId,
      Array.from({ length: 50 }, (_, i) => ({ email: `c${i}@example.com`, day: "2020-01-10" })),
    );
    const response = await call("POST", "/api/functions/case-study-generator", {
      cookie: me.cookie,
      body: { projectDescription: "Tested demand for dog walks with a landing page", productId: product.id },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { caseStudy } = (await response.json()) as { caseStudy: string };
    expect(caseStudy).toContain("1,200 unique visitors");
    expect(caseStudy).toContain("50 waitlist sign-ups");
    expect(caseStudy).toContain("at least 40 sign-ups from 1,000 visitors by 2020-01-15 — verdict: **Met**");
  });

  it("a case study in a product that never published one says nothing of a launch", async () => {
    const me = await signedInUser("launch-case-study-none");
    const product = await createProduct(me);
    const response = await call("POST", "/api/functions/case-study-generator", {
      cookie: me.cookie,
      body: { projectDescription: "A grocery checkout", productId: product.id },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { caseStudy: string }).caseStudy).not.toMatch(/Landing page|Demand target|real visitors/);
  });
});

describe("the waitlist as CSV", () => {
  it("downloads every sign-up, oldest first, across query pages, with spreadsheet formulas neutralized", async () => {
    const me = await signedInUser("launch-csv");
    const product = await createProduct(me);
    const address = freshAddress("csv");
    await published(me, product.id, publishBody(address));
    const pageId = await pageIdOf(address);
    await addSignups(pageId, [
      {
        email: "ada@example.com",
        answer: '=HYPERLINK("http://evil.example","click")',
        source: "news.ycombinator.com",
        variant: "b",
        createdAt: Date.UTC(2027, 0, 2, 3, 4, 5),
      },
      { email: "bob@example.com", answer: 'I use a paper list, then\na spreadsheet, "mostly"', createdAt: Date.UTC(2027, 0, 2, 3, 4, 6) },
      { email: "+cmd@example.com", answer: "-1+2", source: "@home", createdAt: Date.UTC(2027, 0, 2, 3, 4, 7) },
    ]);
    const many = CSV_PAGE_ROWS * 2 + 7;
    await addSignups(
      pageId,
      Array.from({ length: many }, (_, i) => ({ email: `bulk${i}@example.com`, createdAt: Date.UTC(2027, 1, 1) + i })),
    );
    const response = await call("GET", `${launchPath(product.id)}/signups.csv`, { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${address}-waitlist.csv"`);
    const text = await response.text();
    expect(text.startsWith('"email","answer","source","headline","signed up"\r\n')).toBe(true);
    expect(text).toContain(
      `"ada@example.com","'=HYPERLINK(""http://evil.example"",""click"")","news.ycombinator.com","B","2027-01-02T03:04:05.000Z"\r\n`,
    );
    expect(text).toContain(`"bob@example.com","I use a paper list, then\na spreadsheet, ""mostly""","","A","2027-01-02T03:04:06.000Z"\r\n`);
    expect(text).toContain(`"'+cmd@example.com","'-1+2","'@home","A","2027-01-02T03:04:07.000Z"\r\n`);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1 + 3 + many);
    const bulk = lines.filter((line) => line.startsWith('"bulk'));
    expect(bulk.map((line) => line.split(",")[0])).toEqual(Array.from({ length: many }, (_, i) => `"bulk${i}@example.com"`));
  });

  it("is a 404 for a product with no published page", async () => {
    const me = await signedInUser("launch-csv-none");
    const product = await createProduct(me);
    expect((await call("GET", `${launchPath(product.id)}/signups.csv`, { cookie: me.cookie })).status).toBe(404);
  });
});

describe("deleting one sign-up", () => {
  it("takes it off the list, the CSV and every count, and tells the owner's tabs", async () => {
    const me = await signedInUser("launch-delete-signup");
    const product = await createProduct(me);
    const address = freshAddress("del");
    await published(me, product.id, publishBody(address, { headlineB: "B side" }));
    const day = utcDay(Date.now());
    await addSignups(await pageIdOf(address), [
      { email: "stay@example.com", day, variant: "b" },
      { email: "go@example.com", day, variant: "b" },
    ]);
    const before = await card(me, product.id);
    const goner = before.signups.find((s) => s.email === "go@example.com")!;
    const tab = await listen(me.cookie);
    expect((await call("DELETE", `${launchPath(product.id)}/signups/${goner.id}`, { cookie: me.cookie })).status).toBe(204);
    await until(() => tab.some((event) => event.type === "launch.updated" && event.productId === product.id));
    const after = await card(me, product.id);
    expect(after.totals.signups).toBe(1);
    expect(after.signups.map((s) => s.email)).toEqual(["stay@example.com"]);
    expect(after.daily.at(-1)!.signups + after.daily.at(-2)!.signups).toBe(1);
    expect(after.abTest?.b.signups).toBe(1);
    const csv = await (await call("GET", `${launchPath(product.id)}/signups.csv`, { cookie: me.cookie })).text();
    expect(csv).not.toContain("go@example.com");
    expect((await call("DELETE", `${launchPath(product.id)}/signups/${goner.id}`, { cookie: me.cookie })).status).toBe(404);
  });
});
