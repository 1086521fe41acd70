import { scrypt } from "node:crypto";
import { encodeBase64 } from "@oslojs/encoding";

/** Writes a v1 hash string with arbitrary (older) parameters, as a past release would have. */
export function hashWithParams(password: string, N: number, r: number, p: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$v1$N=${N},r=${r},p=${p}$${encodeBase64(salt)}$${encodeBase64(new Uint8Array(key))}`),
    ),
  );
}
