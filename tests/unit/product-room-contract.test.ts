import { describe, expect, it } from "vitest";
import {
  PRESENCE_COLORS,
  presenceColor,
  presenceInitials,
  roomClientMessageSchema,
  PRODUCT_ROOM_LIMITS,
} from "../../shared/contracts/product-room";

/** WCAG relative luminance of a "#rrggbb" colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe("presence avatars", () => {
  it("takes two initials from the e-mail's name part", () => {
    expect(presenceInitials("ada.lovelace@example.com")).toBe("AL");
    expect(presenceInitials("bob@example.com")).toBe("BO");
    expect(presenceInitials("presence-owner-1@example.com")).toBe("PO");
    expect(presenceInitials("ß@example.com")).toBe("SS");
    expect(presenceInitials("...@example.com")).toBe("?");
  });

  it("picks the same colour for the same user every time, and spreads users over the palette", () => {
    expect(presenceColor("user-1")).toBe(presenceColor("user-1"));
    const used = new Set(Array.from({ length: 200 }, (_, index) => presenceColor(`user-${index}`)));
    expect(used).toEqual(new Set(PRESENCE_COLORS));
  });

  it("keeps white initials readable on every colour (WCAG AA, 4.5:1)", () => {
    for (const colour of PRESENCE_COLORS) expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the room's client message", () => {
  it("accepts where on the product or an item, and refuses anything else", () => {
    expect(roomClientMessageSchema.safeParse({ type: "where", itemId: null }).success).toBe(true);
    expect(roomClientMessageSchema.safeParse({ type: "where", itemId: "c-1" }).success).toBe(true);
    expect(roomClientMessageSchema.safeParse({ type: "where", itemId: "" }).success).toBe(false);
    expect(roomClientMessageSchema.safeParse({ type: "where", itemId: "x".repeat(PRODUCT_ROOM_LIMITS.itemIdCharacters + 1) }).success).toBe(
      false,
    );
    expect(roomClientMessageSchema.safeParse({ type: "presence", people: [] }).success).toBe(false);
  });
});
