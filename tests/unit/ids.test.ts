import { describe, expect, it } from "vitest";
import { newId } from "../../db/ids";

describe("newId", () => {
  it("is 160 random bits in lower-case base32, never repeating", () => {
    const ids = Array.from({ length: 1_000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
