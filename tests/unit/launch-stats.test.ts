import { describe, expect, it } from "vitest";
import {
  abTestResult,
  addDays,
  csvCell,
  dailySeries,
  demandVerdict,
  earliestTargetDay,
  logGamma,
  probabilityBBeatsA,
  targetStatus,
  waitlistCsvLine,
  WAITLIST_CSV_COLUMNS,
  csvLine,
} from "../../shared/launch-stats";
import { demandTargetSchema, isCalendarDay } from "../../shared/contracts/launch";
import { launchSummaryLines, type LaunchSummaryInput } from "../../shared/launch-summary";
import { productMarkdown } from "../../shared/product-markdown";

const target = { signups: 40, visitors: 1000, date: "2027-01-15" };

describe("the demand target's date", () => {
  it("is a real calendar day: one that reads back as itself", () => {
    for (const day of ["2027-01-15", "2028-02-29", "2027-12-31", "2000-02-29"]) expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      "2026-13-45",
      "0000-00-00",
      "2026-02-31",
      "2027-02-29",
      "1900-02-29",
      "2027-04-31",
      "2027-1-15",
      "2027-01-15T00:00",
      "",
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it("refuses an impossible date in a target with the date's message", () => {
    const parsed = demandTargetSchema.safeParse({ ...target, date: "2026-02-31" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["date", "Choose a date"]]);
  });

  it("may be set as early as the day it still is in the last time zone (UTC−12)", () => {
    expect(earliestTargetDay(Date.UTC(2027, 0, 15, 11, 59))).toBe("2027-01-14");
    expect(earliestTargetDay(Date.UTC(2027, 0, 15, 12, 0))).toBe("2027-01-15");
    expect(earliestTargetDay(Date.UTC(2027, 0, 15, 23, 59))).toBe("2027-01-15");
  });
});

describe("the probability that headline B beats headline A", () => {
  // Reference values: the closed-form sum and, independently, numerical integration of
  // ∫ f_B(x) F_A(x) dx, both at 30+ digits with mpmath; they agree to every digit shown.
  const known: [string, [number, number], [number, number], number][] = [
    ["no data at all", [0, 0], [0, 0], 0.5],
    ["one sign-up from one visitor against nothing", [0, 0], [1, 1], 2 / 3],
    ["the same counts on both", [100, 10], [100, 10], 0.5],
    ["15 against 10 sign-ups from 100 visitors each", [100, 10], [100, 15], 0.853283789933966],
    ["30 of 180 against 20 of 200", [200, 20], [180, 30], 0.97191179118624],
    ["55 against 40 of 1,000 each", [1000, 40], [1000, 55], 0.941887344179111],
    ["B doing worse: 40 against 50 of 1,000", [1000, 50], [1000, 40], 0.141618517750575],
    ["three sign-ups against none", [500, 0], [500, 3], 0.937874437874438],
    ["none against three", [100, 3], [100, 0], 0.0606390159753994],
    ["12 of 130 against 5 of 120", [120, 5], [130, 12], 0.939560939475919],
    ["300 against 250 of 5,000", [5000, 250], [5000, 300], 0.985825128171235],
    ["2,100 against 2,000 of 20,000", [20000, 2000], [20000, 2100], 0.950361700042014],
    ["1,000 of 19,000 against 1,000 of 20,000", [20000, 1000], [19000, 1000], 0.880575773096958],
    ["5,100 against 5,000 of 100,000", [100000, 5000], [100000, 5100], 0.846398261181895],
  ];
  for (const [name, [av, as], [bv, bs], expected] of known) {
    it(`matches the exact value for ${name}`, () => {
      expect(probabilityBBeatsA({ visitors: av, signups: as }, { visitors: bv, signups: bs })).toBeCloseTo(expected, 9);
    });
  }

  it("uses the normal approximation past 50,000 sign-ups a headline, still within a thousandth of the exact value", () => {
    const p = probabilityBBeatsA({ visitors: 300_000, signups: 60_000 }, { visitors: 300_000, signups: 60_300 });
    expect(Math.abs(p - 0.833312126185508)).toBeLessThan(1e-3);
  });

  it("swapping the headlines gives the complement", () => {
    const a = { visitors: 640, signups: 37 };
    const b = { visitors: 610, signups: 44 };
    expect(probabilityBBeatsA(a, b) + probabilityBBeatsA(b, a)).toBeCloseTo(1, 12);
  });

  it("reads more sign-ups than visitors as every visitor signing up, never as a broken number", () => {
    const p = probabilityBBeatsA({ visitors: 100, signups: 5 }, { visitors: 100, signups: 140 });
    expect(p).toBeGreaterThan(0.999);
    expect(p).toBeLessThanOrEqual(1);
  });

  it("says nothing until each headline has had 100 visitors", () => {
    expect(abTestResult({ visitors: 99, signups: 9 }, { visitors: 400, signups: 40 }).probabilityBBeatsA).toBeNull();
    expect(abTestResult({ visitors: 100, signups: 10 }, { visitors: 100, signups: 15 }).probabilityBBeatsA).toBeCloseTo(
      0.853283789933966,
      9,
    );
  });

  it("computes ln Γ accurately for small and large arguments", () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5723649429247001, 13);
    expect(logGamma(1)).toBeCloseTo(0, 13);
    expect(logGamma(100)).toBeCloseTo(359.1342053695754, 10);
    expect(logGamma(1e6) / 12815504.569147613).toBeCloseTo(1, 13);
  });
});

describe("the demand target's verdict", () => {
  it("has no verdict before the target date, and counts the days left", () => {
    expect(targetStatus(target, { visitors: 5000, signups: 900 }, "2027-01-10")).toEqual({ verdict: null, daysLeft: 5 });
  });

  it("gives a verdict on the date, with no days left then or after", () => {
    expect(targetStatus(target, { visitors: 1000, signups: 40 }, "2027-01-15")).toEqual({ verdict: "met", daysLeft: 0 });
    expect(targetStatus(target, { visitors: 1000, signups: 40 }, "2027-03-01")).toEqual({ verdict: "met", daysLeft: 0 });
  });

  it("with enough visitors, is Met when the conversion reached the target's, exactly at the boundary too", () => {
    expect(demandVerdict(target, { visitors: 2000, signups: 80 }, target.date)).toBe("met");
    expect(demandVerdict(target, { visitors: 2000, signups: 79 }, target.date)).toBe("not-met");
    expect(demandVerdict(target, { visitors: 1000, signups: 39 }, target.date)).toBe("not-met");
  });

  it("with fewer visitors, is Met when the sign-ups came anyway, else too little traffic to tell", () => {
    expect(demandVerdict(target, { visitors: 300, signups: 40 }, target.date)).toBe("met");
    expect(demandVerdict(target, { visitors: 999, signups: 39 }, target.date)).toBe("too-little-traffic");
    expect(demandVerdict(target, { visitors: 0, signups: 0 }, target.date)).toBe("too-little-traffic");
  });
});

describe("the daily series", () => {
  it("lists the last 30 UTC days up to today, oldest first, with the headlines summed and empty days at zero", () => {
    const series = dailySeries(
      [
        { day: "2027-01-15", views: 10, visitors: 7, signups: 1 },
        { day: "2027-01-15", views: 4, visitors: 3, signups: 2 },
        { day: "2026-12-20", views: 2, visitors: 2, signups: 0 },
        // Older than the window: left out.
        { day: "2026-12-16", views: 99, visitors: 99, signups: 9 },
      ],
      "2027-01-15",
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-12-17", views: 0, visitors: 0, signups: 0 });
    expect(series.find((d) => d.day === "2026-12-20")).toEqual({ day: "2026-12-20", views: 2, visitors: 2, signups: 0 });
    expect(series.at(-1)).toEqual({ day: "2027-01-15", views: 14, visitors: 10, signups: 3 });
    expect(series.reduce((sum, d) => sum + d.views, 0)).toBe(16);
  });

  it("crosses month and leap-year ends", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("the waitlist CSV", () => {
  it("neutralizes every cell a spreadsheet would run as a formula", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    }
  });

  it("keeps ordinary text as it is, quoted, with its quotes doubled and its commas and line breaks inside the cell", () => {
    expect(csvCell("ada@example.com")).toBe('"ada@example.com"');
    expect(csvCell('I use "Notion", then\nspreadsheets')).toBe('"I use ""Notion"", then\nspreadsheets"');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("writes a sign-up as email, answer, source, headline and the time in ISO UTC", () => {
    expect(csvLine(WAITLIST_CSV_COLUMNS)).toBe('"email","answer","source","headline","signed up"\r\n');
    const line = waitlistCsvLine({
      email: "ada@example.com",
      answer: "=cmd|' /C calc'!A0",
      source: "news.ycombinator.com",
      variant: "b",
      createdAt: Date.UTC(2027, 0, 2, 3, 4, 5),
    });
    expect(line).toBe(`"ada@example.com","'=cmd|' /C calc'!A0","news.ycombinator.com","B","2027-01-02T03:04:05.000Z"\r\n`);
  });
});

describe("the launch summary in the product export and the case study", () => {
  const launch: LaunchSummaryInput = {
    page: {
      address: "paw-pals",
      url: "https://pages.example/p/paw-pals",
      live: true,
      publishedAt: Date.UTC(2027, 0, 2),
      doc: {
        productName: "Paw Pals",
        accent: "#4f46e5",
        sections: [
          { kind: "hero", headline: "Dog walks without the group chat", subheadline: "", cta: "Join" },
          { kind: "waitlist", title: "", body: "" },
        ],
      },
      question: "",
      contactEmail: "founder@example.com",
      headlineB: "Your dog, walked by a neighbour",
      target: { signups: 40, visitors: 1000, date: "2027-01-15" },
    },
    totals: { views: 1500, visitors: 1200, signups: 50 },
    abTest: { a: { visitors: 600, signups: 20 }, b: { visitors: 600, signups: 30 }, probabilityBBeatsA: 0.912 },
    target: { verdict: "met", daysLeft: 0 },
  };

  it("states the measured figures, the target with its verdict and the headline test", () => {
    expect(launchSummaryLines(launch)).toEqual([
      "- **Landing page:** https://pages.example/p/paw-pals (live, published 2027-01-02)",
      "- **Measured from real visitors:** 1,200 unique visitors (counted once a day), 1,500 page views, 50 waitlist sign-ups — 4.2% conversion",
      "- **Demand target:** at least 40 sign-ups from 1,000 visitors by 2027-01-15 — verdict: **Met**",
      "- **Headline test:** A “Dog walks without the group chat”: 20 sign-ups from 600 visitors (3.3%); B “Your dog, walked by a neighbour”: 30 sign-ups from 600 visitors (5.0%) — the chance that B converts better than A is 91%",
    ]);
  });

  it("says when there is no verdict yet, and when the headline test cannot tell", () => {
    const lines = launchSummaryLines({
      ...launch,
      target: { verdict: null, daysLeft: 1 },
      abTest: { ...launch.abTest!, probabilityBBeatsA: null },
    });
    expect(lines[2]).toBe("- **Demand target:** at least 40 sign-ups from 1,000 visitors by 2027-01-15 — no verdict yet (1 day left)");
    expect(lines[3]).toMatch(/— Not enough visitors to tell yet$/);
  });

  it("is absent for a product that was never published, in the export too", () => {
    const none = { page: null, totals: { views: 0, visitors: 0, signups: 0 }, abTest: null, target: null };
    expect(launchSummaryLines(none)).toEqual([]);
    const product = {
      id: "p",
      name: "Paw Pals",
      idea: "Dog walks",
      audience: "",
      notes: "",
      personas: [],
      items: 0,
      role: "owner" as const,
      ownerEmail: null,
      createdAt: 0,
      updatedAt: 0,
    };
    expect(productMarkdown(product, [], 0, none)).not.toContain("## Launch");
    const exported = productMarkdown(product, [], 0, launch);
    expect(exported).toContain("## Launch\n\n- **Landing page:** https://pages.example/p/paw-pals");
    expect(exported).toContain("verdict: **Met**");
    // A section of the product itself, after its brief and personas, listed in the contents.
    expect(exported).toContain("- [Launch](#launch)");
    expect(exported.indexOf("## Personas")).toBeLessThan(exported.indexOf("## Launch"));
  });
});
