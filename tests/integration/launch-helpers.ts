import { env } from "cloudflare:workers";
import { createDb } from "../../db/client";
import { landingPages, products, users } from "../../db/schema";
import { landingPageDocSchema, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { fetchWithVars, ORIGIN, uniqueAddress, uniqueEmail } from "./auth-helpers";

/**
 * Published pages for the tests of the public side (tests/integration/launch-public*.test.ts):
 * the rows the owner API would write, inserted directly, so these tests need neither a password
 * hash nor the publish route. Every page gets an address of its own, so the edge cache and the
 * counters of one test never meet another's.
 */

/** The vars every public-page test runs with: the minimum fill time is off (a test sends at once) unless a test sets it. */
export const PAGE_VARS: Record<string, string | undefined> = { WAITLIST_MIN_FILL_MS: "0", APP_ORIGIN: ORIGIN };

export function sampleDoc(overrides: { headline?: string; productName?: string } = {}): LandingPageDoc {
  return landingPageDocSchema.parse({
    productName: overrides.productName ?? "Tool Library",
    accent: "#4f46e5",
    sections: [
      {
        kind: "hero",
        headline: overrides.headline ?? "Borrow garden tools from neighbours",
        subheadline: "No shed full of things you use once a year.",
        cta: "Get early access",
      },
      { kind: "features", title: "Why people use it", items: [{ title: "Near you", body: "Tools within a five-minute walk." }] },
      {
        kind: "testimonials",
        title: "What early users say",
        items: [{ quote: "Invented praise", name: "Model Writer", role: "Placeholder", placeholder: true }],
      },
      { kind: "waitlist", title: "Be first in line", body: "Join and we tell you when your street is live." },
    ],
  });
}

let pages = 0;
const run = crypto.getRandomValues(new Uint16Array(1))[0]!.toString(36);
export const uniquePageAddress = (label = "page") => `${label}-${run}-${(++pages).toString(36)}`;

export type PageOptions = { doc?: LandingPageDoc; headlineB?: string | null; question?: string; live?: boolean; address?: string };
export type Published = { id: string; userId: string; productId: string; address: string };

/** An owner, their product and its published page, as rows. */
export async function publishedPage(options: PageOptions = {}): Promise<Published> {
  const db = createDb(env.DB);
  const [user] = await db
    .insert(users)
    .values({ email: uniqueEmail("founder") })
    .returning({ id: users.id });
  const [product] = await db
    .insert(products)
    .values({ userId: user!.id, name: "Tool Library", idea: "Neighbours lend tools" })
    .returning({ id: products.id });
  return publishPageFor(user!.id, product!.id, options);
}

export async function publishPageFor(userId: string, productId: string, options: PageOptions = {}): Promise<Published> {
  const address = options.address ?? uniquePageAddress();
  const [page] = await createDb(env.DB)
    .insert(landingPages)
    .values({
      userId,
      productId,
      address,
      live: options.live ?? true,
      doc: JSON.stringify(options.doc ?? sampleDoc()),
      headlineB: options.headlineB ?? null,
      question: options.question ?? "",
      contactEmail: "founder@example.com",
      publishedAt: new Date(),
    })
    .returning({ id: landingPages.id });
  return { id: page!.id, userId, productId, address };
}

type VisitOptions = { headers?: Record<string, string>; vars?: Record<string, string | undefined>; origin?: string; method?: string };

/** Opens a page (or any path) like a browser would, with its own client address unless given one. */
export function visit(path: string, options: VisitOptions = {}): Promise<Response> {
  const headers = { "User-Agent": "Mozilla/5.0 (test browser)", ...uniqueAddress(), ...options.headers };
  return fetchWithVars(
    { ...PAGE_VARS, ...options.vars },
    new Request(`${options.origin ?? ORIGIN}${path}`, { method: options.method ?? "GET", headers }),
  );
}

/** Sends the waitlist form as a browser does (urlencoded, from the page's own origin). */
export function submit(path: string, fields: Record<string, string>, options: VisitOptions = {}): Promise<Response> {
  const headers = {
    "User-Agent": "Mozilla/5.0 (test browser)",
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: options.origin ?? ORIGIN,
    ...uniqueAddress(),
    ...options.headers,
  };
  return fetchWithVars(
    { ...PAGE_VARS, ...options.vars },
    new Request(`${options.origin ?? ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() }),
  );
}

/** The hidden form token a served page carries. */
export function formTokenIn(html: string): string {
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (!token) throw new Error("the page has no form token");
  return token;
}

/** The waitlist form's hidden field that only bots fill. */
export const HONEYPOT = "leave_empty";

/** Opens the page and sends its form with these fields (the served token included), from one network as a person would. */
export async function join(page: Published, fields: Record<string, string>, options: VisitOptions = {}): Promise<Response> {
  const person = { ...options, headers: { ...uniqueAddress(), ...options.headers } };
  const served = await visit(`/p/${page.address}`, person);
  const token = formTokenIn(await served.text());
  return submit(`/p/${page.address}`, { token, [HONEYPOT]: "", ...fields }, person);
}

/** The private removal link on a thank-you page, or null. */
export const leaveLinkIn = (html: string) => html.match(/href="(\/p\/leave\/[a-z0-9]+\/[A-Za-z0-9_-]+)"/)?.[1] ?? null;

/** What D1 holds for a page: its sign-ups and counters. */
export async function pageState(pageId: string) {
  const signups = await env.DB.prepare(
    "SELECT email, email_key, answer, variant, source, removal_hash FROM landing_signups WHERE page_id = ? ORDER BY created_at",
  )
    .bind(pageId)
    .all<Record<string, string>>();
  const daily = await env.DB.prepare("SELECT variant, views, visitors, signups FROM landing_daily WHERE page_id = ? ORDER BY variant")
    .bind(pageId)
    .all<Record<string, number | string>>();
  const sources = await env.DB.prepare("SELECT source, visitors FROM landing_sources WHERE page_id = ? ORDER BY source")
    .bind(pageId)
    .all<{ source: string; visitors: number }>();
  const page = await env.DB.prepare("SELECT signups FROM landing_pages WHERE id = ?").bind(pageId).first<{ signups: number }>();
  const total = (key: "views" | "visitors" | "signups") => daily.results.reduce((sum, row) => sum + Number(row[key]), 0);
  return {
    signups: signups.results,
    daily: daily.results,
    sources: sources.results,
    signupCount: page?.signups ?? 0,
    views: total("views"),
    visitors: total("visitors"),
  };
}
