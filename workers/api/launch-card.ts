import { DEFAULT_ACCENT, landingPageDocSchema, WAITLIST_TEXT, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { demandTargetSchema, type DemandTarget, type LaunchCard } from "../../shared/contracts/launch";
import { readLandingBlock } from "../../shared/landing-block";
import { abTestResult, addDays, dailySeries, targetStatus, utcDay, type VariantCounts } from "../../shared/launch-stats";
import type { Database } from "../../db/client";
import { findLaunchPage } from "../../db/queries/launch-pages";
import { readDraftCandidates, readLaunchFigures } from "../../db/queries/launch-stats";
import type { AppConfig } from "../config";
import { publishedPageUrl } from "../launch/page-cache";
import { refusedForStorage } from "./strangers-refused";

/** Days the card's chart and sources cover, today included. */
export const CARD_DAYS = 30;

type PageRow = NonNullable<Awaited<ReturnType<typeof findLaunchPage>>>;

/**
 * The stored target, when the founder set one. One stored before dates were checked (2026-02-31)
 * reads as none, so the card stays readable; a date now past is still the target.
 */
function targetOf(page: PageRow): DemandTarget | null {
  const { targetSignups: signups, targetVisitors: visitors, targetDate: date } = page;
  if (signups === null || visitors === null || date === null) return null;
  const parsed = demandTargetSchema.safeParse({ signups, visitors, date });
  return parsed.success ? parsed.data : null;
}

/** The published document; one that no longer reads (a rule changed since) shows as the draft, else as a bare page. */
function docOf(page: PageRow, draft: LandingPageDoc | null): LandingPageDoc {
  try {
    const parsed = landingPageDocSchema.safeParse(JSON.parse(page.doc));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through: the card still shows the figures.
  }
  const bare: LandingPageDoc = {
    productName: page.address,
    accent: DEFAULT_ACCENT,
    sections: [
      { kind: "hero", headline: page.address, subheadline: "", cta: WAITLIST_TEXT.join },
      { kind: "waitlist", title: "", body: "" },
    ],
  };
  return draft ?? bare;
}

const count = (value: unknown) => Number(value ?? 0) || 0;

/**
 * `GET /api/products/:productId/launch` (docs/product.md#launch), for a product the caller has
 * found to be the user's: the page, its totals, the last 30 days, sources, the A/B test, the
 * target, the latest sign-ups and the newest saved landing page.
 */
export async function launchCard(
  db: Database,
  config: AppConfig,
  userId: string,
  productId: string,
  now = Date.now(),
): Promise<LaunchCard> {
  const today = utcDay(now);
  const [page, figures, candidates, refused] = await Promise.all([
    findLaunchPage(db, userId, productId),
    readLaunchFigures(db, userId, productId, addDays(today, -(CARD_DAYS - 1))),
    readDraftCandidates(db, userId, productId),
    refusedForStorage(db, userId, config.storage),
  ]);
  let draft: LandingPageDoc | null = null;
  for (const markdown of candidates) if ((draft = readLandingBlock(markdown))) break;

  const variant = (name: "a" | "b") => figures.variants.find((row) => row.variant === name);
  // The test's figures count only the days since its second headline was set (ab_since).
  const counts = (name: "a" | "b"): VariantCounts => ({
    visitors: count(variant(name)?.visitorsInTest),
    signups: count(variant(name)?.signupsInTest),
  });
  const all = (key: "views" | "visitors" | "visitorsByTarget" | "signupsByTarget") =>
    figures.variants.reduce((total, row) => total + count(row[key]), 0);
  const target = page ? targetOf(page) : null;

  return {
    page: page && {
      address: page.address,
      url: publishedPageUrl(config, page.address),
      live: page.live,
      publishedAt: page.publishedAt.getTime(),
      doc: docOf(page, draft),
      question: page.question,
      contactEmail: page.contactEmail,
      headlineB: page.headlineB,
      target,
    },
    totals: { views: all("views"), visitors: all("visitors"), signups: page?.signups ?? 0 },
    daily: dailySeries(
      figures.days.map((row) => ({ day: row.day, views: count(row.views), visitors: count(row.visitors), signups: count(row.signups) })),
      today,
      CARD_DAYS,
    ),
    sources: figures.sources.map((row) => ({ source: row.source, visitors: count(row.visitors) })),
    abTest: page?.headlineB ? abTestResult(counts("a"), counts("b")) : null,
    target: target && targetStatus(target, { visitors: all("visitorsByTarget"), signups: all("signupsByTarget") }, today),
    signups: figures.latest.map(({ id, email, answer, source, createdAt }) => ({ id, email, answer, source, createdAt })),
    draft,
    signupsRefusedForStorage: refused.signups,
  };
}
