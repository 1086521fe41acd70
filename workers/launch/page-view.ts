import type { Context } from "hono";
import type { Database } from "../../db/client";
import { livePageVersion, recordView, type PublicPage } from "../../db/queries/launch-public";
import type { LandingPageDoc } from "../../shared/contracts/landing-page";
import { renderLandingHtml, type LandingFormView } from "../../shared/landing-html";
import { clientAddress } from "../auth/client-address";
import type { AppConfig } from "../config";
import { daySalts, todaysSalt, type DaySalts } from "./daily-salt";
import { signFormToken } from "./form-token";
import { gonePage, notFoundPage, unavailablePage } from "./notices";
import { edgeCache, pageCacheKey, type PageVariant } from "./page-cache";
import { landingPagePolicy, pageHeaders } from "./page-headers";
import { canonicalUrl, isPageAddress, loadPage, ownHosts, type PublicEnv } from "./public-env";
import { clientNetwork, networkHash, variantSlot, visitorHash, visitSource } from "./visitor";

/**
 * `GET /p/:address` (docs/product.md#launch): the published page, rendered by the one template.
 * The rendered page is kept in the edge cache per headline variant (purged on publish and
 * unpublish; a minute at most elsewhere); only the form token is filled in per request, and
 * every view is counted, cache hit or not, except a browser's prefetch (nobody saw it yet).
 */

/** Unique visitors kept per page and day; views past it still count. */
export const MAX_VISITORS_PER_DAY = 100_000;
/**
 * Unique visitors one network (IPv4 address or IPv6 /64) can add to a page a day: a household or
 * an office with a few browsers counts them all, a client inventing user agents counts no more.
 */
export const MAX_VISITORS_PER_NETWORK = 3;
/** How long another data centre may keep serving a copy after a purge here (the Cache API purges locally). */
const EDGE_CACHE_SECONDS = 60;
/** Stands in for the per-request token in the cached copy; only the exact hidden-field markup is replaced. */
const TOKEN_SLOT = "form-token-slot";
const tokenField = (token: string) => `name="token" value="${token}"`;

type RenderedPage = { html: string; policy: string; pageId: string; variant: PageVariant };
/** A freshly rendered copy, with the publish it was rendered from. */
export type FreshPage = RenderedPage & { address: string; publishedAt: number };

/** The page's HTML for one variant; `form` carries the token (or the slot) and, after a refused sign-up, what went wrong. */
export function renderPublishedPage(
  config: AppConfig,
  requestUrl: URL,
  page: PublicPage,
  doc: LandingPageDoc,
  variant: PageVariant,
  form: Pick<LandingFormView, "token" | "error" | "email" | "answer" | "submitLabel">,
) {
  return renderLandingHtml(doc, {
    published: true,
    headline: variant === "b" && page.headlineB ? page.headlineB : undefined,
    canonicalUrl: canonicalUrl(config, requestUrl, page.address),
    form: {
      action: `/p/${page.address}`,
      question: page.question,
      contactEmail: page.contactEmail,
      turnstileSiteKey: config.turnstile?.siteKey ?? null,
      ...form,
    },
  });
}

async function cachedPage(key: string): Promise<RenderedPage | null> {
  const hit = await edgeCache().match(key);
  if (!hit) return null;
  const pageId = hit.headers.get("x-launch-page");
  const variant = hit.headers.get("x-launch-variant");
  const policy = hit.headers.get("x-launch-policy");
  if (!pageId || !policy || (variant !== "a" && variant !== "b")) return null;
  return { html: await hit.text(), policy, pageId, variant };
}

/**
 * Keeps a freshly rendered copy in the edge cache, then reads the page again and drops the copy
 * if a publish or unpublish came after the read it was rendered from. Whichever way they meet,
 * no stale copy stays: the change was either written before the second read (seen there) or its
 * purge runs after this put (and deletes it).
 */
export async function keepInCache(db: Database, key: string, page: FreshPage): Promise<void> {
  try {
    await storePage(key, page);
    const now = await livePageVersion(db, page.address);
    if (!now || now.id !== page.pageId || now.publishedAt.getTime() !== page.publishedAt) await edgeCache().delete(key);
  } catch (error) {
    // A copy that cannot be checked is not kept: the next view renders from D1 again.
    await edgeCache()
      .delete(key)
      .catch(() => false);
    console.error(JSON.stringify({ level: "error", event: "landing_page_not_cached", pageId: page.pageId, message: String(error) }));
  }
}

function storePage(key: string, page: RenderedPage): Promise<void> {
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": `public, max-age=${EDGE_CACHE_SECONDS}`,
    "x-launch-page": page.pageId,
    "x-launch-variant": page.variant,
    "x-launch-policy": page.policy,
  };
  return edgeCache().put(key, new Response(page.html, { headers }));
}

export async function servePage(c: Context<PublicEnv>, address: string): Promise<Response> {
  const started = performance.now();
  if (!isPageAddress(address)) return notFoundPage();
  const { config, db } = c.var;
  const url = new URL(c.req.url);
  const salts = await daySalts(db);
  const network = clientNetwork(c.req.raw.headers);
  const hash = await visitorHash({
    salt: todaysSalt(salts),
    address,
    clientAddress: clientAddress(c.req.raw.headers),
    userAgent: c.req.header("user-agent") ?? null,
  });
  const slot = variantSlot(hash);
  const key = pageCacheKey(config, address, slot);
  let page = await cachedPage(key);
  const hit = page !== null;
  if (!page) {
    const loaded = await loadPage(db, address);
    if (loaded.kind === "missing") return notFoundPage();
    if (loaded.kind === "gone") return gonePage(loaded.doc);
    if (loaded.kind === "broken") return unavailablePage();
    const variant: PageVariant = slot === "b" && loaded.page.headlineB ? "b" : "a";
    const rendered = renderPublishedPage(config, url, loaded.page, loaded.doc, variant, { token: TOKEN_SLOT });
    const policy = await landingPagePolicy(rendered.styles, config.turnstile !== null);
    const fresh: FreshPage = {
      html: rendered.html,
      policy,
      pageId: loaded.page.id,
      variant,
      address,
      publishedAt: loaded.page.publishedAt.getTime(),
    };
    c.executionCtx.waitUntil(keepInCache(db, key, fresh));
    page = fresh;
  }

  const source = visitSource(url, c.req.header("referer") ?? null, ownHosts(config, url));
  const token = await signFormToken({ pageId: page.pageId, variant: page.variant, issuedAt: Date.now(), source }, salts, network);
  if (c.req.method === "GET" && !isPrefetch(c.req.raw.headers)) {
    const networkId = await networkHash({ salt: todaysSalt(salts), address, network });
    c.executionCtx.waitUntil(countView(c, salts, { pageId: page.pageId, variant: page.variant, hash, source, network: networkId }));
  }
  const headers = pageHeaders(page.policy);
  headers.set("Server-Timing", `page;dur=${(performance.now() - started).toFixed(1)};desc="${hit ? "edge cache" : "rendered"}"`);
  return new Response(page.html.replace(tokenField(TOKEN_SLOT), tokenField(token)), { status: 200, headers });
}

/**
 * A browser fetching the page ahead of a click it may never make (`Sec-Purpose: prefetch`, or
 * the older `Purpose: prefetch`) is not a visit; if the page is then opened, the browser shows
 * the fetched copy, and that visit goes uncounted rather than a prefetch counting as one.
 */
function isPrefetch(headers: Headers): boolean {
  return /prefetch/i.test(`${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`);
}

/** Counting never fails the page: a lost count is logged, the visitor still sees the page. */
async function countView(
  c: Context<PublicEnv>,
  salts: DaySalts,
  view: { pageId: string; variant: PageVariant; hash: string; source: string; network: string },
) {
  try {
    await recordView(c.var.db, { ...view, day: salts.today }, MAX_VISITORS_PER_DAY, MAX_VISITORS_PER_NETWORK);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "landing_view_not_counted", pageId: view.pageId, message: String(error) }));
  }
}
