import { describe, expect, it } from "vitest";
import { addressBucket } from "../../workers/auth/address-bucket";

describe("addressBucket", () => {
  it("counts an IPv4 address as itself", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 together, however it is written", () => {
    const bucket = "2001:db8:a:b::/64";
    for (const address of ["2001:db8:a:b::1", "2001:0db8:000a:000b:ffff:ffff:ffff:ffff", "2001:DB8:A:B:1:2:3:4"]) {
      expect(addressBucket(address)).toBe(bucket);
    }
    expect(addressBucket("2001:db8:a:c::1")).not.toBe(bucket);
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("has no bucket without an address, and keeps anything unparseable as it is", () => {
    expect(addressBucket(null)).toBeNull();
    expect(addressBucket("")).toBeNull();
    expect(addressBucket("1:2:3")).toBe("1:2:3");
    expect(addressBucket("1::2::3")).toBe("1::2::3");
  });
});
