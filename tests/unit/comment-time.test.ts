import { describe, expect, it } from "vitest";
import { timeAgo } from "../../app/lib/comments/time";

const now = Date.UTC(2026, 10, 28, 12, 0, 0);

describe("when a comment was written, as the panel and the bell say it", () => {
  it("says just now, minutes and hours, then the date in UTC", () => {
    expect(timeAgo(now - 20_000, now)).toBe("just now");
    expect(timeAgo(now - 5 * 60_000, now)).toBe("5 min ago");
    expect(timeAgo(now - 3 * 3_600_000, now)).toBe("3 h ago");
    expect(timeAgo(Date.UTC(2026, 10, 20, 9, 5), now)).toBe("Nov 20, 9:05 AM UTC");
  });

  it("reads a time a little ahead of this clock (another device's) as just now", () => {
    expect(timeAgo(now + 30_000, now)).toBe("just now");
  });
});
