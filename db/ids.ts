import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/**
 * Random, unguessable identifiers (160 bits, base32). Used for every primary key so that
 * ids leak neither counts nor creation order and cannot be enumerated.
 */
export function newId(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}
