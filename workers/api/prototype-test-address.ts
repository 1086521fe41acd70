import { ADDRESS_MESSAGES, pageAddressSchema, type AddressAvailability } from "../../shared/contracts/launch";
import type { Database } from "../../db/client";
import { findTestAddressHolders, type TestAddressHolder } from "../../db/queries/prototype-tests";
import { alternativesTo, firstFreeOf } from "./launch-address";

/**
 * Whether an address can be a prototype test's (docs/product.md#prototype-tests): the landing
 * page's rules and messages, in the tests' own namespace (`/t/{address}`; a landing page may hold
 * the same words at `/p/`), with a free one to offer when it cannot.
 */

/** Free for this user: nobody's, or the named test's own. */
const freeFor = (holder: TestAddressHolder | undefined, userId: string, testId: string | null) =>
  !holder || (testId !== null && holder.userId === userId && holder.testId === testId);

/** The first of `candidates` no other test holds; undefined when none is. */
export function firstFreeTestAddress(db: Database, userId: string, testId: string | null, candidates: readonly string[]) {
  return firstFreeOf(
    candidates,
    (addresses) => findTestAddressHolders(db, addresses),
    (holder) => freeFor(holder, userId, testId),
  );
}

/** The answer of `GET /api/tests/addresses/:address`: refused for its form, or held by another test; else available. */
export async function testAddressAvailability(
  db: Database,
  userId: string,
  address: string,
  testId: string | null,
): Promise<AddressAvailability> {
  const parsed = pageAddressSchema.safeParse(address);
  if (parsed.success) {
    const [holder] = await findTestAddressHolders(db, [parsed.data]);
    if (freeFor(holder, userId, testId)) return { available: true };
  }
  const message = parsed.success ? ADDRESS_MESSAGES.taken : (parsed.error.issues[0]?.message ?? ADDRESS_MESSAGES.format);
  const suggestion = await firstFreeTestAddress(
    db,
    userId,
    testId,
    alternativesTo(parsed.success ? parsed.data : address.trim().toLowerCase(), null),
  );
  return suggestion ? { available: false, message, suggestion } : { available: false, message };
}
