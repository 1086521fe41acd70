import { describe, expect, it } from "vitest";
import { niceMax } from "../../app/components/launch/launch-card-figures";
import {
  abVerdict,
  chartSummary,
  conversionText,
  signupTime,
  sourceName,
  targetProgress,
} from "../../app/components/launch/launch-card-format";

const day = (date: string, visitors: number, signups: number) => ({ day: date, views: visitors, visitors, signups });

describe("how the Launch card words its numbers", () => {
  it("gives conversion as a percentage with one decimal, and a dash before the first visitor", () => {
    expect(conversionText(310, 12)).toBe("3.9%");
    expect(conversionText(1, 1)).toBe("100.0%");
    expect(conversionText(3, 0)).toBe("0.0%");
    expect(conversionText(0, 0)).toBe("—");
  });

  it("names a visitor who came straight to the address Direct, and keeps every other source as counted", () => {
    expect(sourceName("")).toBe("Direct");
    expect(sourceName("news.ycombinator.com")).toBe("news.ycombinator.com");
  });

  it("reads the target's progress as one line, with the days left only before the date", () => {
    const target = { signups: 40, visitors: 1000 };
    expect(targetProgress({ totals: { views: 400, visitors: 310, signups: 12 } }, target, 34)).toBe(
      "12 of 40 sign-ups · 310 of 1,000 visitors · 34 days left",
    );
    expect(targetProgress({ totals: { views: 0, visitors: 0, signups: 0 } }, { signups: 1, visitors: 1 }, 1)).toBe(
      "0 of 1 sign-up · 0 of 1 visitor · 1 day left",
    );
    expect(targetProgress({ totals: { views: 1500, visitors: 1200, signups: 52 } }, target, 0)).toBe(
      "52 of 40 sign-ups · 1,200 of 1,000 visitors",
    );
  });

  it("states the A/B test plainly: not yet, no clear winner, or which headline is very likely better", () => {
    expect(abVerdict(null)).toBe("Not enough visitors to tell yet");
    expect(abVerdict(0.86)).toBe("86% chance that headline B converts better than headline A: no clear winner yet.");
    expect(abVerdict(0.97)).toBe("97% chance that headline B converts better than headline A: B is very likely the better headline.");
    expect(abVerdict(0.02)).toBe("2% chance that headline B converts better than headline A: A is very likely the better headline.");
    // Never "100%" or "0%" for what is only nearly certain.
    expect(abVerdict(0.9996)).toMatch(/^>99% chance/);
    expect(abVerdict(0.0004)).toMatch(/^<1% chance/);
  });

  it("sums up the chart in a sentence a screen reader can say, naming the busiest day", () => {
    expect(chartSummary([day("2027-01-01", 0, 0), day("2027-01-02", 40, 2), day("2027-01-03", 12, 1)])).toBe(
      "Last 3 days: 52 visitors, 3 sign-ups; the busiest day was 2 Jan with 40 visitors.",
    );
    expect(chartSummary([day("2027-01-01", 0, 0)])).toBe("Last 1 day: 0 visitors, 0 sign-ups.");
  });

  it("puts a round number at the top of the chart's scale, and a few visitors' own count", () => {
    expect([0, 1, 2, 3, 4, 5, 11, 26, 99, 101, 240, 260, 7_300].map(niceMax)).toEqual([
      1, 1, 2, 3, 4, 5, 20, 50, 100, 200, 250, 500, 10_000,
    ]);
  });

  it("shows when a sign-up arrived in UTC, as the server counts days", () => {
    expect(signupTime(Date.UTC(2027, 0, 15, 14, 5))).toBe("1/15/27, 2:05 PM UTC");
  });
});
