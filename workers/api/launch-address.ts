import { ADDRESS_MESSAGES, ADDRESS_RULES, addressFrom, pageAddressSchema, type AddressAvailability } from "../../shared/contracts/launch";
import type { Database } from "../../db/client";
import { findAddressHolders, type AddressHolder } from "../../db/queries/launch-pages";

/**
 * Whether a page address can be the user's (docs/product.md#launch), and a free one to offer when
 * it cannot: the typed address with -2, -3 … after it, or one made from the product's name.
 */

/** Numbered alternatives tried at once (one indexed lookup), plus a random one that is all but certainly free. */
const NUMBERED = 12;

/** `base-n`, shortened so that it stays a valid address. */
function numbered(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, ADDRESS_RULES.max - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/** The address is free for this user: nobody's, or already this user's (this product's, when named). */
const freeFor = (holder: AddressHolder | undefined, userId: string, productId: string | null) =>
  !holder || (holder.userId === userId && (productId === null || holder.productId === productId));

/**
 * The first of `candidates` that is a valid address and free by `isFree`, given who holds each
 * (`holdersOf` looks them all up at once); undefined when none is. Landing pages and prototype
 * tests each have their own addresses and holders.
 */
export async function firstFreeOf<H extends { address: string }>(
  candidates: readonly string[],
  holdersOf: (addresses: string[]) => Promise<H[]>,
  isFree: (holder: H | undefined) => boolean,
): Promise<string | undefined> {
  const valid = [...new Set(candidates)].filter((address) => pageAddressSchema.safeParse(address).success);
  const holders = new Map((await holdersOf(valid)).map((holder) => [holder.address, holder]));
  return valid.find((address) => isFree(holders.get(address)));
}

/** The first of `candidates` that is a valid address no other page holds; undefined when none is. */
export function firstFreeAddress(
  db: Database,
  userId: string,
  productId: string | null,
  candidates: readonly string[],
): Promise<string | undefined> {
  return firstFreeOf(
    candidates,
    (addresses) => findAddressHolders(db, addresses),
    (holder) => freeFor(holder, userId, productId),
  );
}

/** Alternatives to `address`, best first: its cleaned form, then numbered, then from the product's name, then random. */
export function alternativesTo(address: string, productName: string | null): string[] {
  const base = addressFrom(address);
  const random = numbered(base, 100 + Math.floor(Math.random() * 9900));
  const fromName = productName ? [addressFrom(productName)] : [];
  return [...(base !== address ? [base] : []), ...Array.from({ length: NUMBERED }, (_, i) => numbered(base, i + 2)), ...fromName, random];
}

/**
 * The answer of `GET /api/launch/addresses/:address`: refused for its form (with the first
 * failing rule's message), or held by another page; else available.
 */
export async function addressAvailability(
  db: Database,
  userId: string,
  address: string,
  product: { id: string; name: string } | null,
): Promise<AddressAvailability> {
  const parsed = pageAddressSchema.safeParse(address);
  const productId = product?.id ?? null;
  if (parsed.success) {
    const [holder] = await findAddressHolders(db, [parsed.data]);
    if (freeFor(holder, userId, productId)) return { available: true };
  }
  const message = parsed.success ? ADDRESS_MESSAGES.taken : (parsed.error.issues[0]?.message ?? ADDRESS_MESSAGES.format);
  const suggestion = await firstFreeAddress(
    db,
    userId,
    productId,
    alternativesTo(parsed.success ? parsed.data : address.trim().toLowerCase(), product?.name ?? null),
  );
  return suggestion ? { available: false, message, suggestion } : { available: false, message };
}
