import { z } from "zod";

/** What an account stores and may store (docs/product.md#storage). */
export const storageStatusSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().positive(),
  items: z.number().int().nonnegative(),
  limitItems: z.number().int().positive(),
});
export type StorageStatus = z.infer<typeof storageStatusSchema>;

/**
 * What strangers' writes to an account (its waitlists' sign-ups, its prototype tests' answers) may
 * fill of its storage, in tenths: the rest stays for the owner's own work, so a crowd can never
 * leave the founder unable to save (docs/product.md#storage).
 */
export const STRANGERS_SHARE_TENTHS = 9;

/** The answer to a write that would take an account past its storage (403 `storage_full`). */
export const STORAGE_FULL_MESSAGE = "Your storage is full. Delete saved work you no longer need, then try again.";

/**
 * The answer to a member whose save would take the product owner's storage past the share others
 * may fill (403 `storage_full`): the storage is the owner's, so is the choice of what to delete.
 */
export const OWNER_STORAGE_FULL_MESSAGE = "The product owner's storage is full. Ask them to delete saved work they no longer need.";

/** The answer to a write that would take one saved chat or result past its size (409). */
export const CONVERSATION_FULL_MESSAGE = "This conversation is full: a saved chat or result holds at most 2 MB. Start a new one to go on.";

const UNITS = ["bytes", "KB", "MB", "GB", "TB"] as const;

/** Bytes as people read them: "830 bytes", "1.2 MB", "100 MB" (decimal units, like disks). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  // 999.5 and up would round to "1000": the next unit reads better.
  while (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 || Number.isInteger(value) ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, "");
  return `${shown} ${UNITS[unit]}`;
}

/** "Storage: {used} of {limit} used". */
export function storageUsedText(status: StorageStatus): string {
  return `Storage: ${formatBytes(status.usedBytes)} of ${formatBytes(status.limitBytes)} used`;
}
