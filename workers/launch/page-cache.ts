import type { AppConfig } from "../config";

/** Both headline variants are cached apart, so a purge must name each one. */
export const PAGE_VARIANTS = ["a", "b"] as const;
export type PageVariant = (typeof PAGE_VARIANTS)[number];

/** Used for cache keys only when neither origin is configured (local runs without APP_ORIGIN). */
const FALLBACK_ORIGIN = "http://localhost";

/** The origin published pages are served from: PUBLISH_ORIGIN, else the app's own origin. */
export function publishOrigin(config: AppConfig): string | null {
  if (config.PUBLISH_ORIGIN) return config.PUBLISH_ORIGIN;
  return "origin" in config.APP_ORIGIN ? config.APP_ORIGIN.origin : null;
}

/** The address a visitor opens; relative when no origin is configured, so it still works on the same host. */
export function publishedPageUrl(config: AppConfig, address: string): string {
  return `${publishOrigin(config) ?? ""}/p/${address}`;
}

/**
 * The edge-cache key of one variant of a page. It never depends on the request's Host header, so
 * a purge (which has no request) names exactly the keys the page handler wrote.
 */
export function pageCacheKey(config: AppConfig, address: string, variant: PageVariant): string {
  return `${publishOrigin(config) ?? FALLBACK_ORIGIN}/p/${address}?variant=${variant}`;
}

/** Deletes every cached variant of `/p/{address}`: called on publish, unpublish and edits. */
export async function purgePublishedPage(config: AppConfig, address: string): Promise<void> {
  await Promise.all(PAGE_VARIANTS.map((variant) => edgeCache().delete(pageCacheKey(config, address, variant))));
}

/** The zone's edge cache; the DOM lib's CacheStorage type (also in scope here) lacks `default`. */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
