import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { join, leaveLinkIn, publishedPage, visit } from "./launch-helpers";
import { recordQueries, type RecordedQuery } from "./query-recorder";

/**
 * The public side's statements are bounded by the one page they name (docs/product.md#launch):
 * a page with a million visitors or sign-ups makes no other page slower. Every statement a visit,
 * a sign-up (stored, repeated, limited, full) and a removal run is planned by SQLite here, and no
 * plan may read a table from end to end or search an index without pinning the page (or key).
 */

type PlanRow = { detail: string };
/** Ranges that are one prefix of a primary key (a page's per-address counters), and a table of at most three rows (the day salts). */
const BOUNDED_RANGES = new Set(["sign_in_throttle", "daily_salts"]);

function planProblems(plan: PlanRow[]): string[] {
  const derived = new Set(plan.map((row) => /^(?:MATERIALIZE|CO-ROUTINE) (\S+)/.exec(row.detail)?.[1]).filter(Boolean));
  return plan
    .map((row) => row.detail)
    .filter((detail) => {
      const search = /^SEARCH (\S+) USING [^(]*\((.*)\)$/.exec(detail);
      if (search) return !/(^|\W)\w+=\?/.test(search[2]!) && !BOUNDED_RANGES.has(search[1]!);
      const scan = /^SCAN (\S+)/.exec(detail);
      return Boolean(scan) && scan![1] !== "CONSTANT" && !scan![1]!.startsWith("(subquery") && !derived.has(scan![1]!);
    });
}

describe("the public side of a published page", () => {
  it("plans no statement to read a table from end to end", async () => {
    const page = await publishedPage({ question: "Why?", headlineB: "Another headline" });
    const recording = recordQueries(env.DB);
    try {
      await visit(`/p/${page.address}`);
      await visit(`/p/${page.address}?utm_source=plans`, { headers: { Referer: "https://elsewhere.example/" } });
      const network = { "CF-Connecting-IP": "198.51.100.200" };
      const thanks = await (
        await join(page, { email: "plans@example.com", answer: "Because" }, { headers: network, vars: { WAITLIST_LIMIT_PER_HOUR: "2" } })
      ).text();
      await join(page, { email: "PLANS@example.com" }, { headers: network, vars: { WAITLIST_LIMIT_PER_HOUR: "2" } });
      await join(page, { email: "third@example.com" }, { headers: network, vars: { WAITLIST_LIMIT_PER_HOUR: "2" } });
      await join(page, { email: "full@example.com" }, { vars: { WAITLIST_MAX_SIGNUPS: "1" } });
      const leave = leaveLinkIn(thanks)!;
      await visit(leave);
      await visit(leave, { method: "POST" });
    } finally {
      recording.stop();
    }

    const statements = new Map<string, RecordedQuery>();
    for (const query of recording.seen) if (/^\s*(select|insert|update|delete|with)\b/i.test(query.sql)) statements.set(query.sql, query);
    expect(statements.size).toBeGreaterThan(8);
    const report: string[] = [];
    for (const query of statements.values()) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<PlanRow>();
      const problems = planProblems(results);
      if (problems.length > 0) report.push(`${query.sql.replace(/\s+/g, " ").slice(0, 300)}\n    → ${problems.join("\n    → ")}`);
    }
    expect(report, report.join("\n\n")).toEqual([]);
  });
});
