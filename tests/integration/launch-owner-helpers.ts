import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { DEFAULT_ACCENT, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { launchCardSchema, type LaunchCard } from "../../shared/contracts/launch";
import { utcDay } from "../../shared/launch-stats";
import { call } from "./auth-helpers";
import type { Me } from "./product-helpers";

/** Publishing, reading the Launch card, and a page's rows seeded the way the public side writes them (docs/product.md#launch). */

let pages = 0;
/** An address no other test uses. */
export const freshAddress = (label: string) => `${label}-${Date.now().toString(36)}-${++pages}`;

export function landingDoc(headline: string, productName = "Paw Pals"): LandingPageDoc {
  return {
    productName,
    accent: DEFAULT_ACCENT,
    sections: [
      { kind: "hero", headline, subheadline: "Walks booked in a tap", cta: "Get early access" },
      { kind: "features", title: "Why", items: [{ title: "Trusted walkers", body: "Every walker is vetted." }] },
      { kind: "waitlist", title: "Be first", body: "We open in spring." },
    ],
  };
}

export const publishBody = (address: string, extra: Record<string, unknown> = {}) => ({
  address,
  doc: landingDoc("Dog walks without the group chat"),
  question: "How do you find a walker today?",
  contactEmail: "founder@example.com",
  ...extra,
});

export const launchPath = (productId: string) => `/api/products/${productId}/launch`;

export async function publish(me: Me, productId: string, body: Record<string, unknown>): Promise<Response> {
  return call("PUT", launchPath(productId), { cookie: me.cookie, body });
}

export async function published(me: Me, productId: string, body: Record<string, unknown>): Promise<LaunchCard> {
  const response = await publish(me, productId, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return launchCardSchema.parse(await response.json());
}

export async function card(me: Me, productId: string): Promise<LaunchCard> {
  const response = await call("GET", launchPath(productId), { cookie: me.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return launchCardSchema.parse(await response.json());
}

export async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; suggestion?: string } };
  return { status: response.status, ...body.error };
}

export const pageIdOf = async (address: string) =>
  (await env.DB.prepare("SELECT id FROM landing_pages WHERE address = ?").bind(address).first<{ id: string }>())!.id;

type SignupSeed = { email: string; answer?: string; source?: string; variant?: "a" | "b"; day?: string; createdAt?: number };

/** Sign-ups stored the way the waitlist stores them (the triggers keep the counts), many per batch. */
export async function addSignups(pageId: string, signups: readonly SignupSeed[]): Promise<void> {
  const statements = signups.map((s, i) =>
    env.DB.prepare(
      "INSERT INTO landing_signups (id, page_id, email, email_key, answer, variant, source, day, removal_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).bind(
      crypto.randomUUID(),
      pageId,
      s.email,
      s.email.toLowerCase(),
      s.answer ?? "",
      s.variant ?? "a",
      s.source ?? "",
      s.day ?? utcDay(Date.now()),
      crypto.randomUUID(),
      s.createdAt ?? Date.now() + i,
    ),
  );
  for (let start = 0; start < statements.length; start += 200) await env.DB.batch(statements.slice(start, start + 200));
}

/** `count` distinct visitors of one day and headline from one source (their trigger counts them), each with one view. */
export async function addVisitors(pageId: string, day: string, variant: "a" | "b", count: number, source = ""): Promise<void> {
  // One statement makes every row (the visitor triggers still run per row): thousands of
  // one-row statements made this helper the slowest part of the layer on a busy machine.
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO landing_visitors (page_id, day, hash, variant, source)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       SELECT ?, ?, lower(hex(randomblob(16))), ?, ? FROM n`,
    ).bind(count, pageId, day, variant, source),
    env.DB.prepare("UPDATE landing_daily SET views = views + ? WHERE page_id = ? AND day = ? AND variant = ?").bind(
      count,
      pageId,
      day,
      variant,
    ),
  ]);
}

/** Rows the page still has in each of its tables. */
export async function pageRows(pageId: string) {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE page_id = ?`).bind(pageId).first<{ n: number }>())!.n;
  return {
    page: (await env.DB.prepare("SELECT count(*) AS n FROM landing_pages WHERE id = ?").bind(pageId).first<{ n: number }>())!.n,
    signups: await count("landing_signups"),
    visitors: await count("landing_visitors"),
    daily: await count("landing_daily"),
    sources: await count("landing_sources"),
  };
}

/**
 * Time passing for a stored page, set in D1: its demand target's date, or the day its A/B test
 * began (`ab_since`; null as on a page published before the column existed).
 */
export async function setPageDay(pageId: string, column: "target_date" | "ab_since", day: string | null): Promise<void> {
  await env.DB.prepare(`UPDATE landing_pages SET ${column} = ? WHERE id = ?`).bind(day, pageId).run();
}

export const abSinceOf = async (pageId: string) =>
  (await env.DB.prepare("SELECT ab_since FROM landing_pages WHERE id = ?").bind(pageId).first<{ ab_since: string | null }>())!.ab_since;
