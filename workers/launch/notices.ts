import { DEFAULT_ACCENT, WAITLIST_TEXT, type LandingPageDoc } from "../../shared/contracts/landing-page";
import { renderLandingNotice } from "../../shared/landing-html";
import { landingPagePolicy, pageHeaders } from "./page-headers";

/**
 * The short pages around a published page (docs/product.md#launch), in the page's own look when
 * there is one: not found, gone, thank-you, removal, limits. Plain HTML with the same headers as
 * the page (no script, no cookie, never stored by a cache).
 */

export type NoticeLook = Pick<LandingPageDoc, "productName" | "accent">;
const PLAIN: NoticeLook = { productName: "", accent: DEFAULT_ACCENT };

type Notice = {
  title: string;
  message: string;
  status: number;
  look?: NoticeLook | null;
  link?: { href: string; text: string };
  form?: { action: string; button: string };
  headers?: Record<string, string>;
};

export async function noticeResponse(notice: Notice): Promise<Response> {
  const look = notice.look ?? PLAIN;
  const { html, styles } = renderLandingNotice({
    productName: look.productName,
    accent: look.accent,
    title: notice.title,
    message: notice.message,
    linkHref: notice.link?.href,
    linkText: notice.link?.text,
    form: notice.form,
  });
  const headers = pageHeaders(await landingPagePolicy(styles, false));
  for (const [name, value] of Object.entries(notice.headers ?? {})) headers.set(name, value);
  return new Response(html, { status: notice.status, headers });
}

export const notFoundPage = () => noticeResponse({ status: 404, title: "Page not found", message: "There is no page at this address. Check the link you followed." });

/** An unpublished page: the address answers 404 until its owner publishes again. */
export const gonePage = (look?: NoticeLook | null) =>
  noticeResponse({ status: 404, look, title: WAITLIST_TEXT.gone, message: "Its owner has taken it down. Sign-ups already made are kept by the owner." });

export const unavailablePage = (look?: NoticeLook | null) =>
  noticeResponse({ status: 503, look, title: "This page cannot be shown right now", message: "Something went wrong on our side. Please try again in a minute." });

/**
 * After joining. The private removal link is shown once, on the sign-up that stored the address;
 * a repeated or refused sign-up gets the same words without one (only its first link removes it).
 */
export const thanksPage = (look: NoticeLook, removalHref: string | null) =>
  noticeResponse({
    status: 200,
    look,
    title: WAITLIST_TEXT.thanks,
    message: removalHref
      ? `Thank you for joining. ${look.productName} will e-mail you when there is news. Keep the link below: it is your private way to leave the list at any time.`
      : `Thank you for joining. ${look.productName} will e-mail you when there is news. Every e-mail you get has a link to leave the list.`,
    link: removalHref ? { href: removalHref, text: "Leave the waitlist" } : undefined,
  });

export function tooManySignupsPage(look: NoticeLook, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return noticeResponse({
    status: 429,
    look,
    title: "Too many sign-ups from your network",
    message: `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

export const waitlistFullPage = (look: NoticeLook) =>
  noticeResponse({ status: 409, look, title: "This waitlist is full", message: `${look.productName} is not taking more sign-ups right now. Please check back later.` });

export const bodyTooLargePage = (look?: NoticeLook | null) =>
  noticeResponse({ status: 413, look, title: "That was too much text", message: "The form sent more than a sign-up needs. Go back, shorten your answer and try again." });

export const unsupportedFormPage = (look?: NoticeLook | null) =>
  noticeResponse({ status: 415, look, title: "This form could not be read", message: "Please go back and send the form from the page." });

export const leaveConfirmPage = (look: NoticeLook, action: string) =>
  noticeResponse({
    status: 200,
    look,
    title: "Leave the waitlist?",
    message: `Your address will be removed from the ${look.productName} waitlist.`,
    form: { action, button: "Remove my address" },
  });

export const leftPage = (look: NoticeLook) =>
  noticeResponse({ status: 200, look, title: "You have left the waitlist", message: `Your address was removed. ${look.productName} will not e-mail you about it.` });

export const leaveLinkInvalidPage = (look?: NoticeLook | null) =>
  noticeResponse({ status: 404, look, title: "This link is no longer valid", message: "The address was already removed from the list, or the link is incomplete." });
