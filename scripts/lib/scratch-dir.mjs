import { accessSync, constants, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the test servers keep their throw-away local D1, R2 and Durable Objects: in memory
 * (/dev/shm) where the machine has it, so every write's sync returns without waiting on a disk
 * that other jobs on the machine share; the system temp folder elsewhere.
 */
function scratchRoot() {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
}

/** A new empty folder under the scratch root, named from `prefix`; the caller removes it. */
export function makeScratchDir(prefix) {
  return mkdtempSync(join(scratchRoot(), prefix));
}
