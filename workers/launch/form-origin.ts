import type { AppConfig } from "../config";
import { publishOrigin } from "./page-cache";

/**
 * Whether a POST to a published page (the waitlist form, a removal) was sent from our own pages.
 * Browsers send `Origin` with every form POST and `Sec-Fetch-Site` with every request, and a page
 * cannot forge either, so another website making its visitors' browsers join a waitlist is
 * refused here. A client sending neither is not a browser being driven by another site; it is
 * bounded by the form token and the per-network limit instead.
 */
export function isFromOwnPage(request: Request, config: AppConfig): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  return origin === null || origin === new URL(request.url).origin || origin === publishOrigin(config);
}
