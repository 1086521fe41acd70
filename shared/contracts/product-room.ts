import { z } from "zod";

/**
 * A product's room (GET /api/products/:id/room, docs/product.md#members-and-roles): who is on the
 * product's page or one of its items, live. Both directions are zod-validated with these schemas.
 */
export const PRODUCT_ROOM_LIMITS = {
  /** Sockets one user may hold to one room (a tab opens one). */
  socketsPerUser: 10,
  /** Sockets in one room: members per product are bounded, and each has a few tabs at most. */
  socketsPerRoom: 100,
  /** Characters of a client message; a larger one closes the socket (1009). */
  messageCharacters: 256,
  /** Characters of an item id a client may name. */
  itemIdCharacters: 64,
  /**
   * "where" messages one socket may send in a minute: each is told to everyone in the room, so a
   * flood from one tab would crowd out the others. A person opening items moves a few times a minute.
   */
  movesPerMinute: 60,
} as const;

/** The keep-alive frame the runtime answers itself, without waking the room. */
export const ROOM_PING = "ping";
export const ROOM_PONG = "pong";

/** Client → room: which item the user looks at; null for the product page itself. */
export const roomClientMessageSchema = z.object({
  type: z.literal("where"),
  itemId: z.string().min(1).max(PRODUCT_ROOM_LIMITS.itemIdCharacters).nullable(),
});
export type RoomClientMessage = z.infer<typeof roomClientMessageSchema>;

const presentPersonSchema = z.object({
  userId: z.string().max(200),
  email: z.string().max(320),
  initials: z.string().min(1).max(2),
  /** A background colour with white text at AA contrast, picked from the user id. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** "product" for the product page, else the id of the item they look at. */
  where: z.string().max(PRODUCT_ROOM_LIMITS.itemIdCharacters),
});
export type PresentPerson = z.infer<typeof presentPersonSchema>;

const itemChange = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), conversationId: z.string().max(PRODUCT_ROOM_LIMITS.itemIdCharacters) });

/**
 * Room → client. "presence": everyone present, one entry per user, sent on every join, leave and
 * move. The others say that something in the product changed, for the pages that show it to
 * re-read (D1 is the truth; a message carries no content, so nothing is told to a socket that
 * the reading route would not answer): an item got a new version or title, was deleted, or its
 * comments changed.
 */
/** What the Worker asks a room to tell its sockets (presence is the room's own). */
export const roomChangeMessageSchema = z.discriminatedUnion("type", [
  itemChange("item.updated"),
  itemChange("item.deleted"),
  itemChange("comments"),
]);
export type RoomChangeMessage = z.infer<typeof roomChangeMessageSchema>;
export const roomServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("presence"), people: z.array(presentPersonSchema).max(PRODUCT_ROOM_LIMITS.socketsPerRoom) }),
  ...roomChangeMessageSchema.options,
]);
export type RoomServerMessage = z.infer<typeof roomServerMessageSchema>;

/**
 * Avatar backgrounds, each dark enough for white initials at WCAG AA (4.5:1) in both themes. A
 * colour follows the user id, so a person keeps theirs on every page and in every tab.
 */
export const PRESENCE_COLORS = ["#1d4ed8", "#b91c1c", "#047857", "#7e22ce", "#b45309", "#0e7490", "#be185d", "#4d7c0f"] as const;

export function presenceColor(userId: string): string {
  // FNV-1a: cheap, stable across runtimes, and spreads near-identical ids.
  let hash = 0x811c9dc5;
  for (let index = 0; index < userId.length; index++) {
    hash ^= userId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return PRESENCE_COLORS[hash % PRESENCE_COLORS.length]!;
}

/** Two letters from the e-mail's name part ("ada.lovelace@…" → "AL", "bob@…" → "BO"). */
export function presenceInitials(email: string): string {
  const name = email.split("@")[0] ?? "";
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length >= 2 ? [...words[0]!].slice(0, 1).concat([...words[1]!].slice(0, 1)) : [...(words[0] ?? "?")].slice(0, 2);
  // Upper-casing can lengthen a letter ("ß" → "SS"): cut again after it.
  return [...letters.join("").toUpperCase()].slice(0, 2).join("") || "?";
}
