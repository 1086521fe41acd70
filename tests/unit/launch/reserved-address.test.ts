import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, isReservedAddress, pageAddressSchema } from "@shared/contracts/launch";

describe("reserved page addresses", () => {
  it("are refused when a doubled hyphen splits the brand or a sign-in word", () => {
    for (const address of ["ux--twin-x", "log--in-x", "sign--in-x", "x-sign---in", "sign--up", "ux---twin"]) {
      expect({ address, reserved: isReservedAddress(address) }).toEqual({ address, reserved: true });
      expect(pageAddressSchema.safeParse(address).error?.issues[0]?.message).toBe(ADDRESS_MESSAGES.reserved);
    }
  });

  it("still give addresses that only hold a reserved word inside another word", () => {
    for (const address of ["blogin-tips", "designers-guild-x", "my--dog-walks", "resign--in-style"]) {
      expect({ address, reserved: isReservedAddress(address) }).toEqual({ address, reserved: false });
    }
  });
});
