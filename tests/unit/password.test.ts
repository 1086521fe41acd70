import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  SCRYPT_RUNTIME_LIMITS,
  scryptMemoryBytes,
  verifyPassword,
} from "../../workers/auth/password";

describe("password hashing parameters", () => {
  it("stay within workerd's scrypt limits (N·r·p ≤ 2^20, memory under the cap)", () => {
    const { N, r, p } = SCRYPT_PARAMS;
    expect(N * r * p).toBeLessThanOrEqual(SCRYPT_RUNTIME_LIMITS.maxNrp);
    expect(SCRYPT_RUNTIME_LIMITS.maxNrp).toBe(2 ** 20);
    expect(scryptMemoryBytes(SCRYPT_PARAMS)).toBeLessThanOrEqual(SCRYPT_RUNTIME_LIMITS.maxMemoryBytes);
    expect(Math.log2(N) % 1).toBe(0);
  });

  it("are strong enough: at least N=2^15 with r=8", () => {
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 15);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
    expect(SCRYPT_PARAMS.saltLength).toBeGreaterThanOrEqual(16);
  });
});

describe("hashPassword / verifyPassword", () => {
  it("verifies the right password and rejects a wrong one; each hash has its own salt", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery", first)).toBe(true);
    expect(await verifyPassword("correct horse batterx", first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it("treats malformed or unknown-version hashes as non-matching and due for replacement", async () => {
    for (const stored of ["", "bcrypt$2b$...", "scrypt$v9$N=16384,r=8,p=1$AAAA$AAAA", "scrypt$v1$N=1048576,r=8,p=8$AAAA$AAAA"]) {
      expect(await verifyPassword("anything goes", stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
