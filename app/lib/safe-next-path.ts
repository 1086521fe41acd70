/** Where signing in leads when no (acceptable) `next` was given. */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/** Only to check that a path stays on this origin; never requested. */
const PROBE_ORIGIN = "https://origin.invalid";

/**
 * The `next` of /auth?next=… as a same-origin path, or DEFAULT_AFTER_SIGN_IN
 * (docs/product.md#continue-copy-and-edit). Only a path that starts with exactly one "/" is
 * taken: "//evil.example" and "/\evil.example" are protocol-relative to browsers (a backslash
 * counts as a slash), and "https:…", "javascript:…" or "evil" are not paths. Control characters
 * are refused because URL parsers drop tabs and newlines ("/\t/evil" would become "//evil").
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2_000) return DEFAULT_AFTER_SIGN_IN;
  if (raw[0] !== "/" || raw[1] === "/" || raw.includes("\\")) return DEFAULT_AFTER_SIGN_IN;
  if (/\p{Cc}/u.test(raw)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // Belt and braces: whatever the checks above missed, a path that leaves the origin is refused.
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_AFTER_SIGN_IN;
  // Dot segments collapse: "/..//evil" has the path "//evil", protocol-relative once navigated to.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? DEFAULT_AFTER_SIGN_IN : path;
}

/** The /auth address that signs in and then comes back to `path`. */
export function authPathReturningTo(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
