import type { Context } from "hono";
import { z } from "zod";
import { insertSignup, waitlistLimitKey } from "../../db/queries/launch-public";
import { strangersLimits } from "../../db/queries/storage";
import { WAITLIST_LIMITS } from "../../shared/contracts/launch";
import { readBodyText } from "../api/read-body";
import { clientAddress } from "../auth/client-address";
import { ApiError } from "../errors";
import { tellOwner } from "./owner-notice";
import { daySalts } from "./daily-salt";
import { readFormToken, signFormToken, TOKEN_MAX_CHARS } from "./form-token";
import { isFromOwnPage } from "./form-origin";
import { removalPath } from "./leave";
import {
  bodyTooLargePage,
  crossSiteFormPage,
  gonePage,
  notFoundPage,
  thanksPage,
  unavailablePage,
  unsupportedFormPage,
  waitlistFullPage,
} from "./notices";
import { formAgain, freshFormAgain } from "./form-again";
import { loadPage, publishHostname, type PublicEnv } from "./public-env";
import { TURNSTILE_FIELD, verifyTurnstile } from "./turnstile";
import { newRemovalToken, sha256Hex } from "./removal-token";
import { clientNetwork } from "./visitor";

/**
 * `POST /p/:address` (docs/product.md#launch): the waitlist form, sent by a browser without
 * JavaScript. Nothing is stored unless every check passes; a person is always told what to do
 * next, a bot learns nothing (see docs/launch.md for what each refusal shows).
 */

/** A sign-up is a few short fields; anything bigger is refused before it is read. */
export const FORM_MAX_BYTES = 8 * 1024;
/**
 * The hidden field only a bot fills. Its name and label mean nothing to a browser's or password
 * manager's autofill (which fills fields such as "website" for real people).
 */
export const HONEYPOT_FIELD = "leave_empty";
/**
 * WAITLIST_LIMIT_PER_HOUR counts sign-ups per client address (an IPv4 address or an IPv6 /64)
 * per page in this window. Every sign-up that passed the form's checks counts, repeated addresses
 * too, so one network cannot fill a waitlist with invented addresses.
 */
const LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** The button of the form served again after a send quicker than the minimum fill time. */
export const CONFIRM_LABEL = "Confirm";

export const WAITLIST_MESSAGES = {
  email: "Enter your e-mail address, like name@example.com",
  answer: `Your answer can be at most ${WAITLIST_LIMITS.answer} characters`,
  expired: "This form was open too long. Please send it again.",
  tooFast: "That was quicker than we expect from a person. Please check your address and press Confirm.",
  turnstileFailed: "We could not confirm you are a person. Please complete the check and try again.",
  turnstileUnavailable: "The check that you are a person is not available right now. Please try again in a minute.",
} as const;

const emailSchema = z.string().trim().max(WAITLIST_LIMITS.email).pipe(z.email());
/** Control characters other than tab and newline never reach the owner's list or CSV. */
const cleanAnswer = (answer: string) => answer.replace(/[^\P{Cc}\t\n]/gu, "").trim();

export async function joinWaitlist(c: Context<PublicEnv>, address: string): Promise<Response> {
  const { config, db } = c.var;
  if (!isFromOwnPage(c.req.raw, config)) return crossSiteFormPage();
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const loaded = await loadPage(db, address);
  if (loaded.kind === "missing") return notFoundPage();
  if (loaded.kind === "gone") return gonePage(loaded.doc);
  if (loaded.kind === "broken") return unavailablePage();
  const { page, doc } = loaded;
  if (type !== "application/x-www-form-urlencoded") return unsupportedFormPage(doc);
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(await readBodyText(c.req.raw, FORM_MAX_BYTES, () => new ApiError(413, "payload_too_large", "")));
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) return bodyTooLargePage(doc);
    throw error;
  }

  const typed = {
    email: (fields.get("email") ?? "").slice(0, WAITLIST_LIMITS.email * 2),
    answer: (fields.get("answer") ?? "").slice(0, WAITLIST_LIMITS.answer * 2),
  };
  const view = { c, page, doc, typed };
  // The link every thank-you page shows: only a stored sign-up's removes anything (see thanksPage).
  const removal = newRemovalToken();
  const thanks = () => thanksPage(doc, removalPath(page.id, removal));
  // A filled honeypot is a bot: it sees the same thank-you a person would, and nothing is stored.
  if ((fields.get(HONEYPOT_FIELD) ?? "") !== "") return thanks();

  const salts = await daySalts(db);
  const token = (fields.get("token") ?? "").slice(0, TOKEN_MAX_CHARS + 1);
  const network = clientNetwork(c.req.raw.headers);
  const claims = await readFormToken(token, page.id, salts, network);
  if (!claims) return freshFormAgain(view, salts, WAITLIST_MESSAGES.expired);
  // The form keeps its token, so pressing again needs nothing retyped.
  const again = (status: number, message: string, headers?: Record<string, string>) =>
    formAgain(view, { token, variant: claims.variant }, status, message, headers);
  if (!claims.confirmed && Date.now() - claims.issuedAt < config.WAITLIST_MIN_FILL_MS) {
    // Autofill makes a person this quick too. They get the form back with "Confirm", whose token
    // skips this check, so one press always takes them. A script that reads the answer and
    // presses too gets no further than one that waits the minimum time always could: the
    // honeypot, the network-bound token and the hourly limit per network are what bound it.
    const confirmToken = await signFormToken({ ...claims, confirmed: true }, salts, network);
    return formAgain(view, { token: confirmToken, variant: claims.variant, submitLabel: CONFIRM_LABEL }, 400, WAITLIST_MESSAGES.tooFast);
  }

  const email = emailSchema.safeParse(typed.email);
  if (!email.success) return again(400, WAITLIST_MESSAGES.email);
  const answer = page.question ? cleanAnswer(fields.get("answer") ?? "") : "";
  if (answer.length > WAITLIST_LIMITS.answer) return again(400, WAITLIST_MESSAGES.answer);

  const client = clientAddress(c.req.raw.headers);
  if (config.turnstile) {
    const check = await verifyTurnstile(config.turnstile, {
      response: fields.get(TURNSTILE_FIELD) ?? "",
      remoteIp: client,
      hostname: publishHostname(config, new URL(c.req.url)),
    });
    if (!check.ok)
      return check.reason === "unavailable"
        ? again(503, WAITLIST_MESSAGES.turnstileUnavailable)
        : again(400, WAITLIST_MESSAGES.turnstileFailed);
  }

  // The per-address limit, the waitlist's bound and the store are one batch (db/queries/launch-public.ts).
  const now = Date.now();
  const stored = await insertSignup(
    db,
    {
      pageId: page.id,
      email: email.data,
      answer,
      variant: claims.variant,
      source: claims.source,
      day: salts.today,
      removalHash: await sha256Hex(removal),
    },
    {
      key: waitlistLimitKey(page.id, network),
      windowMs: LIMIT_WINDOW_MS,
      perWindow: config.WAITLIST_LIMIT_PER_HOUR,
      maxSignups: config.WAITLIST_MAX_SIGNUPS,
      ownerStorageBytes: strangersLimits(config.storage).bytes,
    },
    now,
  );
  if (stored.outcome === "limited") {
    const seconds = Math.max(1, Math.ceil((stored.windowEnds - now) / 1000));
    return again(429, tooManySignupsMessage(seconds), { "Retry-After": String(seconds) });
  }
  if (stored.outcome === "gone") return gonePage(doc);
  if (stored.outcome === "full") return waitlistFullPage(doc);
  if (stored.outcome === "duplicate") return thanks();
  c.executionCtx.waitUntil(tellOwner(c.env, page));
  return thanks();
}

export function tooManySignupsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
