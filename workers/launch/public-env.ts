import type { Database } from "../../db/client";
import { findPageByAddress, findPageById, type PublicPage } from "../../db/queries/launch-public";
import { landingPageDocSchema, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { ADDRESS_PATTERN, ADDRESS_RULES } from "../../shared/contracts/launch";
import type { AppConfig } from "../config";
import { publishOrigin } from "./page-cache";

/** What the public page routes get per request: no user, no session, only config and D1. */
export type PublicEnv = { Bindings: Env; Variables: { config: AppConfig; db: Database } };

/** Only a well-formed address is looked up; anything else is "not found" without a query. */
export function isPageAddress(address: string): boolean {
  return address.length >= ADDRESS_RULES.min && address.length <= ADDRESS_RULES.max && ADDRESS_PATTERN.test(address);
}

export type LoadedPage =
  | { kind: "missing" }
  | { kind: "gone"; page: PublicPage; doc: LandingPageDoc | null }
  | { kind: "broken"; page: PublicPage }
  | { kind: "live"; page: PublicPage; doc: LandingPageDoc };

/** The page at an address with its document checked: a stored document that no longer parses shows a notice, not a crash. */
export async function loadPage(db: Database, address: string): Promise<LoadedPage> {
  if (!isPageAddress(address)) return { kind: "missing" };
  return checked(await findPageByAddress(db, address));
}

/** Page ids are random lowercase base32 (db/ids.ts); anything else is "not found" without a query. */
const PAGE_ID = /^[a-z0-9]{16,64}$/;

/** The page with this id, wherever it is published now (a removal link names the page, not its address). */
export async function loadPageById(db: Database, pageId: string): Promise<LoadedPage> {
  if (!PAGE_ID.test(pageId)) return { kind: "missing" };
  return checked(await findPageById(db, pageId));
}

function checked(page: PublicPage | null): LoadedPage {
  if (!page) return { kind: "missing" };
  const doc = parseDoc(page.doc);
  if (!page.live) return { kind: "gone", page, doc };
  if (!doc) {
    console.error(JSON.stringify({ level: "error", event: "landing_doc_invalid", pageId: page.id }));
    return { kind: "broken", page };
  }
  return { kind: "live", page, doc };
}

function parseDoc(stored: string): LandingPageDoc | null {
  try {
    const parsed = landingPageDocSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The published page's full address (og:url, canonical); the request's origin when none is configured. */
export function canonicalUrl(config: AppConfig, requestUrl: URL, address: string): string {
  return `${publishOrigin(config) ?? requestUrl.origin}/p/${address}`;
}

/** Hosts whose referrals are our own pages, not a source. */
export function ownHosts(config: AppConfig, requestUrl: URL): string[] {
  const hosts = [requestUrl.hostname];
  for (const origin of [config.PUBLISH_ORIGIN, "origin" in config.APP_ORIGIN ? config.APP_ORIGIN.origin : undefined]) {
    if (origin) hosts.push(new URL(origin).hostname);
  }
  return hosts;
}

/** The host a Turnstile pass must have been earned on: the configured page origin, else this request's. */
export function publishHostname(config: AppConfig, requestUrl: URL): string {
  const origin = publishOrigin(config);
  return origin ? new URL(origin).hostname : requestUrl.hostname;
}
