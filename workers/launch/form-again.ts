import type { Context } from "hono";
import type { PublicPage } from "../../db/queries/launch-public";
import type { LandingPageDoc } from "../../shared/contracts/landing-page";
import { clientAddress } from "../auth/client-address";
import { todaysSalt, type DaySalts } from "./daily-salt";
import { signFormToken } from "./form-token";
import type { PageVariant } from "./page-cache";
import { landingPagePolicy, pageHeaders } from "./page-headers";
import { renderPublishedPage } from "./page-view";
import type { PublicEnv } from "./public-env";
import { clientNetwork, variantSlot, visitorHash } from "./visitor";

/**
 * The page again after a refused sign-up: the same headline, the message above the field (the
 * page opens at it: FORM_MESSAGE_ID), and what the visitor typed, so nothing has to be typed
 * twice. Never cached, never counted as a view.
 */

export type FormView = { c: Context<PublicEnv>; page: PublicPage; doc: LandingPageDoc; typed: { email: string; answer: string } };

export async function formAgain(
  view: FormView,
  form: { token: string; variant: PageVariant; submitLabel?: string },
  status: number,
  message: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const { config } = view.c.var;
  const rendered = renderPublishedPage(config, new URL(view.c.req.url), view.page, view.doc, form.variant, {
    token: form.token,
    submitLabel: form.submitLabel,
    error: message,
    email: view.typed.email,
    answer: view.typed.answer,
  });
  const headers = pageHeaders(await landingPagePolicy(rendered.styles, config.turnstile !== null));
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Response(rendered.html, { status, headers });
}

/** With a new token (the one sent was expired or not ours), for the headline this visitor sees today. */
export async function freshFormAgain(view: FormView, salts: DaySalts, message: string): Promise<Response> {
  const hash = await visitorHash({
    salt: todaysSalt(salts),
    address: view.page.address,
    clientAddress: clientAddress(view.c.req.raw.headers),
    userAgent: view.c.req.header("user-agent") ?? null,
  });
  const variant: PageVariant = variantSlot(hash) === "b" && view.page.headlineB ? "b" : "a";
  const token = await signFormToken(
    { pageId: view.page.id, variant, issuedAt: Date.now(), source: "" },
    salts,
    clientNetwork(view.c.req.raw.headers),
  );
  return formAgain(view, { token, variant }, 400, message);
}
