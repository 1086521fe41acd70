import { describe, expect, it } from "vitest";
import { formatBytes, storageUsedText } from "../../shared/contracts/storage";

describe("storage as the profile shows it", () => {
  it("writes bytes in decimal units, one decimal below 100", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(830)).toBe("830 bytes");
    expect(formatBytes(1_000)).toBe("1 KB");
    expect(formatBytes(1_234_567)).toBe("1.2 MB");
    expect(formatBytes(12_500_000)).toBe("12.5 MB");
    expect(formatBytes(100_000_000)).toBe("100 MB");
    expect(formatBytes(999_999)).toBe("1 MB");
    expect(formatBytes(999_400)).toBe("999 KB");
    expect(formatBytes(2_000_000_000_000)).toBe("2 TB");
  });

  it("says how much of the limit is used", () => {
    expect(storageUsedText({ usedBytes: 1_234_567, limitBytes: 100_000_000, items: 3, limitItems: 5_000 })).toBe(
      "Storage: 1.2 MB of 100 MB used",
    );
  });
});
