import { describe, expect, it } from "vitest";
import { limitReachedText, newerQuota, quotaLeftText, resetTimeText } from "../../app/lib/ai-quota";

const quota = (used: number, resetsAt = "2030-05-02T00:00:00.000Z", limit = 5, revision = used) => ({
  limit,
  used,
  remaining: limit - used,
  revision,
  resetsAt,
});

describe("the quota label", () => {
  it("counts requests in plain words, singular for one", () => {
    expect(quotaLeftText(300)).toBe("300 AI requests left today");
    expect(quotaLeftText(1)).toBe("1 AI request left today");
    expect(quotaLeftText(0)).toBe("0 AI requests left today");
    expect(quotaLeftText(-2)).toBe("0 AI requests left today");
  });
});

describe("readings that arrive out of order", () => {
  it("keep the higher count within a day, since a day's count only goes up", () => {
    const older = quota(1);
    const newer = quota(2);
    expect(newerQuota(older, newer)).toBe(newer);
    expect(newerQuota(newer, older)).toBe(newer);
  });

  it("keep a reading after a request was given back, though its count is lower: its revision is higher", () => {
    const spent = quota(3, undefined, 5, 3);
    const givenBack = quota(2, undefined, 5, 4);
    expect(newerQuota(spent, givenBack)).toBe(givenBack);
    expect(newerQuota(givenBack, spent)).toBe(givenBack);
  });

  it("take a later day's reading even though its count is lower", () => {
    const yesterday = quota(5, "2030-05-02T00:00:00.000Z");
    const today = quota(0, "2030-05-03T00:00:00.000Z");
    expect(newerQuota(yesterday, today)).toBe(today);
    expect(newerQuota(today, yesterday)).toBe(today);
  });

  it("use whichever reading exists", () => {
    const only = quota(3);
    expect(newerQuota(null, only)).toBe(only);
    expect(newerQuota(only, null)).toBe(only);
    expect(newerQuota(null, null)).toBeNull();
  });
});

describe("when the limit resets, in the reader's own time", () => {
  const resetsAt = "2030-05-02T00:00:00.000Z";

  it("says the local clock time of UTC midnight, or just midnight where that is local midnight", () => {
    // 23:30 UTC is 00:30 in Paris (summer time), so the reset at 02:00 Paris is later the same local day.
    expect(resetTimeText(resetsAt, new Date("2030-05-01T23:30:00Z"), { locale: "en-US", timeZone: "Europe/Paris" })).toBe("at 2:00 AM");
    expect(resetTimeText(resetsAt, new Date("2030-05-01T23:30:00Z"), { locale: "en-US", timeZone: "UTC" })).toBe("at midnight");
  });

  it("says tomorrow when the reset falls on the next local day", () => {
    // 20:00 in New York is already 00:00 UTC; the next reset is 20:00 New York the next day.
    expect(
      resetTimeText("2030-05-03T00:00:00.000Z", new Date("2030-05-02T00:00:00Z"), { locale: "en-US", timeZone: "America/New_York" }),
    ).toBe("tomorrow at 8:00 PM");
    expect(resetTimeText(resetsAt, new Date("2030-05-01T15:00:00Z"), { locale: "en-US", timeZone: "Asia/Tokyo" })).toBe("at 9:00 AM");
    expect(resetTimeText(resetsAt, new Date("2030-05-01T12:00:00Z"), { locale: "en-US", timeZone: "Asia/Tokyo" })).toBe(
      "tomorrow at 9:00 AM",
    );
  });

  it("makes the limit message, falling back to UTC words without the reader's clock", () => {
    expect(limitReachedText(resetsAt, new Date("2030-05-01T23:30:00Z"), { locale: "en-US", timeZone: "Europe/Paris" })).toBe(
      "Daily AI limit reached. Resets at 2:00 AM.",
    );
    expect(limitReachedText(resetsAt, null)).toBe("Daily AI limit reached. Resets at midnight UTC.");
  });
});
