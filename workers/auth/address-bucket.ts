/**
 * What a per-address limit counts: an IPv4 address, or the /64 network of an IPv6 address.
 * One IPv6 subscriber is usually given a whole /64 (2^64 addresses), so counting single IPv6
 * addresses would hand them an endless supply of fresh limits.
 */
export function addressBucket(address: string | null): string | null {
  const ip = address?.trim().toLowerCase().slice(0, 64);
  if (!ip) return null;
  if (!ip.includes(":")) return ip;
  const mappedIpv4 = ip.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mappedIpv4) return mappedIpv4[1]!;
  const network = firstFourGroups(ip);
  // Anything that is not a plain IPv6 address is counted as it is rather than guessed at.
  return network ? `${network.join(":")}::/64` : ip;
}

/** The first four groups of an IPv6 address ("::" expanded, leading zeros dropped), or null. */
function firstFourGroups(ip: string): string[] | null {
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(":") : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const parts = [...head, ...tail];
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) takes the place of two groups.
  const missing = 8 - parts.length - (parts.at(-1)?.includes(".") ? 1 : 0);
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail].slice(0, 4);
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
