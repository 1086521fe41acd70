/** Joins class names, skipping falsy ones. No merging: callers add, they do not override. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
