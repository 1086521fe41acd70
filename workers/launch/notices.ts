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

export const notFoundPage = () =>
  noticeResponse({ status: 404, title: "Page not found", message: "There is no page at this address. Check the link you followed." });

/** An unpublished page: the address answers 404 until its owner publishes again. */
export const gonePage = (look?: NoticeLook | null) =>
  noticeResponse({
    status: 404,
    look,
    title: WAITLIST_TEXT.gone,
    message: "Its owner has taken it down. Sign-ups already made are kept by the owner.",
  });

export const unavailablePage = (look?: NoticeLook | null) =>
  noticeResponse({
    status: 503,
    look,
    title: "This page cannot be shown right now",
    message: "Something went wrong on our side. Please try again in a minute.",
  });

/**
 * After joining. Every sign-up that reaches this page gets the same words and a removal link of
 * the same shape: only the one that stored the address gets a link that removes it; a repeated
 * address or a bot gets one that matches nothing, so the page never tells anyone whether an
 * address was already on the list, or that the hidden field gave a bot away.
 */
export const thanksPage = (look: NoticeLook, removalHref: string) =>
  noticeResponse({
    status: 200,
    look,
    title: WAITLIST_TEXT.thanks,
    message: `Thank you for joining. ${look.productName} will e-mail you when there is news. Keep the link below: it is your private way to leave the list at any time. If you had joined before, the link you got then is the one that works.`,
    link: { href: removalHref, text: "Leave the waitlist" },
  });

/** A form POST another website made a browser send (`isFromOwnPage`): nothing is read or stored. */
export const crossSiteFormPage = () =>
  noticeResponse({
    status: 403,
    title: "This form could not be sent from here",
    message: "Please open the page itself and send the form from there.",
  });

export const waitlistFullPage = (look: NoticeLook) =>
  noticeResponse({
    status: 409,
    look,
    title: "This waitlist is full",
    message: `${look.productName} is not taking more sign-ups right now. Please check back later.`,
  });

export const bodyTooLargePage = (look?: NoticeLook | null) =>
  noticeResponse({
    status: 413,
    look,
    title: "That was too much text",
    message: "The form sent more than a sign-up needs. Go back, shorten your answer and try again.",
  });

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

/** The same whether the link removed an address just now, earlier, or never named one (see thanksPage). */
export const leftPage = (look: NoticeLook) =>
  noticeResponse({
    status: 200,
    look,
    title: "You have left the waitlist",
    message: `The address this link was given for is not on the list: ${look.productName} will not e-mail it about the waitlist.`,
  });

/** Only a link cut short or mistyped gets here: a whole link is answered the same whatever it names. */
export const leaveLinkInvalidPage = (look?: NoticeLook | null) =>
  noticeResponse({
    status: 404,
    look,
    title: "This link is incomplete",
    message: "Part of the link is missing. Open the whole link from the page you got it on.",
  });
