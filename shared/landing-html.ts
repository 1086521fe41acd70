import { WAITLIST_TEXT, heroOf, type LandingPageDoc, type LandingSectionData } from "./contracts/landing-page";
import { WAITLIST_LIMITS } from "./contracts/launch";
import { LANDING_CSS } from "./landing-css";
import { landingTheme } from "./landing-theme";
import { escapeHtml } from "./escape-html";

/**
 * The one landing page template (docs/product.md#launch): the page document rendered as HTML,
 * every text escaped. The same markup is the published page, the HTML a founder copies, and
 * (with `editable`) the in-place editor's canvas.
 */

/** The waitlist form as a published page shows it; absent for a page copied as HTML. */
export type LandingFormView = {
  /** Where the form posts (the page's own address). */
  action: string;
  /** The signed form token (hidden field `token`). */
  token: string;
  /** The founder's qualifying question, or "". */
  question: string;
  /** Named in the consent line under the form. */
  contactEmail: string;
  /** Shown above the field after a refused sign-up. */
  error?: string;
  /** The button's label in place of "Join the waitlist" (the "Confirm" step after a very quick send). */
  submitLabel?: string;
  /** What the visitor typed, kept after a refused sign-up. */
  email?: string;
  answer?: string;
  /** Cloudflare Turnstile widget when configured. */
  turnstileSiteKey?: string | null;
};

export type LandingRenderOptions = {
  /** The A/B test's headline for this visitor, in place of the hero's. */
  headline?: string;
  form?: LandingFormView;
  /** og:url of a published page. */
  canonicalUrl?: string;
  /** A published page leaves out placeholder testimonials (hidden sections are never shown). */
  published?: boolean;
  /**
   * For the in-place editor: every text is a span that carries `data-edit="<path into the doc>"` (for example
   * `sections.0.headline`, `sections.1.items.2.title`, `productName`), `contenteditable="plaintext-only"`,
   * `role="textbox"` and an `aria-label`; placeholder testimonials carry a visible "Placeholder" mark.
   */
  editable?: boolean;
};

/** The rendered document and its inline style blocks (for a Content-Security-Policy hash each). */
export type RenderedLanding = { html: string; styles: string[] };

export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

export { escapeHtml };

type Ctx = { options: LandingRenderOptions; index: number };

/** One text of the page: escaped; in the editor, an editable box named after what it is. */
function field(tag: string, ctx: Ctx, path: string, value: string, label: string, attrs = ""): string {
  const extra = attrs ? ` ${attrs}` : "";
  if (ctx.options.editable) {
    const at = path === "productName" ? path : `sections.${ctx.index}.${path}`;
    // The text box is a span inside the element, so a heading stays a heading for assistive technology.
    const box = `<span data-edit="${at}" data-placeholder="${escapeHtml(label)}" contenteditable="plaintext-only" role="textbox" aria-label="${escapeHtml(label)}">${escapeHtml(value)}</span>`;
    return `<${tag}${extra}>${box}</${tag}>`;
  }
  return value ? `<${tag}${extra}>${escapeHtml(value)}</${tag}>` : "";
}

function heroHtml(section: Extract<LandingSectionData, { kind: "hero" }>, ctx: Ctx): string {
  const headline = ctx.options.headline ?? section.headline;
  const cta = ctx.options.editable
    ? field("span", ctx, "cta", section.cta, "Call to action", 'class="btn"')
    : `<a class="btn" href="#waitlist">${escapeHtml(section.cta)}</a>`;
  return `<section class="hero">${field("h1", ctx, "headline", headline, "Headline")}${field("p", ctx, "subheadline", section.subheadline, "Subheadline", 'class="sub"')}${cta}</section>`;
}

function cardsHtml(ctx: Ctx, items: { title: string; body: string }[], key: "items" | "steps", tag: "ul" | "ol", what: string): string {
  const cards = items.map(
    (item, i) =>
      `<li>${field("h3", ctx, `${key}.${i}.title`, item.title, `${what} ${i + 1} title`)}${field("p", ctx, `${key}.${i}.body`, item.body, `${what} ${i + 1} text`)}</li>`,
  );
  return `<${tag} class="cards">${cards.join("")}</${tag}>`;
}

function testimonialsHtml(section: Extract<LandingSectionData, { kind: "testimonials" }>, ctx: Ctx): string {
  const shown = section.items.map((item, i) => ({ item, i })).filter(({ item }) => !(ctx.options.published && item.placeholder));
  if (shown.length === 0 && !ctx.options.editable) return "";
  const quotes = shown.map(({ item, i }) => {
    const mark = ctx.options.editable && item.placeholder ? `<span class="mark">Placeholder</span>` : "";
    const caption = `${field("span", ctx, `items.${i}.name`, item.name, `Testimonial ${i + 1} name`)}${field("span", ctx, `items.${i}.role`, item.role, `Testimonial ${i + 1} role`, 'class="role"')}`;
    return `<figure>${mark}${field("blockquote", ctx, `items.${i}.quote`, item.quote, `Testimonial ${i + 1} quote`)}<figcaption>${caption}</figcaption></figure>`;
  });
  return `<section>${field("h2", ctx, "title", section.title, "Testimonials title")}<div class="quotes">${quotes.join("")}</div></section>`;
}

function faqHtml(section: Extract<LandingSectionData, { kind: "faq" }>, ctx: Ctx): string {
  const open = ctx.options.editable ? " open" : "";
  const items = section.items.map(
    (item, i) =>
      `<details${open}>${field("summary", ctx, `items.${i}.question`, item.question, `Question ${i + 1}`)}${field("p", ctx, `items.${i}.answer`, item.answer, `Answer ${i + 1}`)}</details>`,
  );
  return `<section class="faq">${field("h2", ctx, "title", section.title, "FAQ title")}${items.join("")}</section>`;
}

/**
 * The id of a refused sign-up's message. The form posts to `#` it, so the page that answers a
 * refusal opens scrolled to the message, with focus on it (a browser focuses a focusable fragment
 * target), right above the field: no script needed. Any other answer has no such element and opens at its top.
 */
export const FORM_MESSAGE_ID = "waitlist-message";

/** The waitlist form; in the editor a look-alike that cannot be sent (its texts are fixed). */
function formHtml(doc: LandingPageDoc, form: LandingFormView | undefined, preview = false): string {
  const error = form?.error ? `<p class="error" id="${FORM_MESSAGE_ID}" role="alert" tabindex="-1">${escapeHtml(form.error)}</p>` : "";
  const described = form?.error ? ` aria-invalid="true" aria-describedby="${FORM_MESSAGE_ID}"` : "";
  const question = form?.question
    ? `<label for="answer">${escapeHtml(form.question)} <span class="opt">(optional)</span></label><textarea id="answer" name="answer" rows="2" maxlength="${WAITLIST_LIMITS.answer}">${escapeHtml(form.answer ?? "")}</textarea>`
    : "";
  const hidden = form
    ? `<input type="hidden" name="token" value="${escapeHtml(form.token)}"><div class="hp" aria-hidden="true"><label for="leave_empty">Leave this field empty</label><input id="leave_empty" name="leave_empty" tabindex="-1" autocomplete="off"></div>`
    : "";
  const turnstile = form?.turnstileSiteKey
    ? `<div class="cf-turnstile" data-sitekey="${escapeHtml(form.turnstileSiteKey)}" data-action="waitlist"></div>`
    : "";
  const consent = form
    ? `By joining you agree that ${escapeHtml(doc.productName)} may e-mail you at this address about the product. Questions: <a href="mailto:${escapeHtml(form.contactEmail)}">${escapeHtml(form.contactEmail)}</a>. Every e-mail you get has a link to leave the list.`
    : `We will only e-mail you about ${escapeHtml(doc.productName)}.`;
  const action = form ? `${escapeHtml(form.action)}#${FORM_MESSAGE_ID}` : "#";
  const open = preview ? `<div class="form">` : `<form method="post" action="${action}">`;
  const input = preview
    ? `<input id="email" type="email" disabled>`
    : `<input id="email" name="email" type="email" autocomplete="email" required maxlength="${WAITLIST_LIMITS.email}" value="${escapeHtml(form?.email ?? "")}"${described}>`;
  return (
    `${open}${error}<label for="email">${WAITLIST_TEXT.email}</label>${input}` +
    `${question}${hidden}${turnstile}<button type="${preview ? "button" : "submit"}">${escapeHtml(form?.submitLabel ?? WAITLIST_TEXT.join)}</button><p class="consent">${consent}</p>${preview ? "</div>" : "</form>"}`
  );
}

function sectionHtml(doc: LandingPageDoc, section: LandingSectionData, ctx: Ctx): string {
  switch (section.kind) {
    case "hero":
      return heroHtml(section, ctx);
    case "features":
      return `<section>${field("h2", ctx, "title", section.title, "Features title")}${cardsHtml(ctx, section.items, "items", "ul", "Feature")}</section>`;
    case "how-it-works":
      return `<section>${field("h2", ctx, "title", section.title, "How it works title")}${cardsHtml(ctx, section.steps, "steps", "ol", "Step")}</section>`;
    case "testimonials":
      return testimonialsHtml(section, ctx);
    case "faq":
      return faqHtml(section, ctx);
    case "waitlist":
      return `<section id="waitlist" class="waitlist">${field("h2", ctx, "title", section.title, "Waitlist title")}${field("p", ctx, "body", section.body, "Waitlist text")}${ctx.options.editable ? formHtml(doc, undefined, true) : formHtml(doc, ctx.options.form)}</section>`;
  }
}

/** The page's theme as a style block of its own: the base stylesheet never changes, so its hash is fixed. */
function themeCss(doc: LandingPageDoc): string {
  const theme = landingTheme(doc.accent);
  return `.lp{--accent:${theme.accent};--on-accent:${theme.onAccent};--accent-ink:${theme.accentInk}}`;
}

/** The page's body markup and its style blocks, for showing it inside the app (in a shadow root). */
export function renderLandingBody(doc: LandingPageDoc, options: LandingRenderOptions = {}): { body: string; styles: string[] } {
  const sections = doc.sections
    .map((section, index) => (section.hidden ? "" : sectionHtml(doc, section, { options, index })))
    .filter(Boolean)
    .join("");
  const brand = field("span", { options, index: -1 }, "productName", doc.productName, "Product name", 'class="brand"');
  const cta = heroOf(doc).cta;
  const top = `<header class="top">${brand}${options.editable ? "" : `<a class="btn small" href="#waitlist">${escapeHtml(cta)}</a>`}</header>`;
  const year = new Date().getUTCFullYear();
  const body = `<div class="lp">${top}<main>${sections}</main><footer>© ${year} ${escapeHtml(doc.productName)}</footer></div>`;
  return { body, styles: [LANDING_CSS, themeCss(doc)] };
}

function head(title: string, description: string, styles: string[], options: LandingRenderOptions): string {
  const og = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : "",
    options.canonicalUrl
      ? `<meta property="og:url" content="${escapeHtml(options.canonicalUrl)}"><link rel="canonical" href="${escapeHtml(options.canonicalUrl)}">`
      : "",
    `<meta name="twitter:card" content="summary">`,
  ].join("");
  const script = options.form?.turnstileSiteKey ? `<script src="${TURNSTILE_SCRIPT}" async defer></script>` : "";
  return (
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description || title)}">${og}<link rel="icon" href="data:,">` +
    `${styles.map((css) => `<style>${css}</style>`).join("")}${script}</head>`
  );
}

export function renderLandingHtml(doc: LandingPageDoc, options: LandingRenderOptions = {}): RenderedLanding {
  const { body, styles } = renderLandingBody(doc, { ...options, editable: false });
  const hero = heroOf(doc);
  const headline = options.headline ?? hero.headline;
  const html = `<!doctype html><html lang="en">${head(`${headline} | ${doc.productName}`, hero.subheadline, styles, options)}<body>${body}</body></html>`;
  return { html, styles };
}

/** A short page in the page's look: thank-you, removed, gone, too many attempts. */
export function renderLandingNotice(notice: {
  productName: string;
  accent: string;
  title: string;
  message: string;
  linkHref?: string;
  linkText?: string;
  form?: { action: string; button: string };
}): RenderedLanding {
  const theme = landingTheme(notice.accent);
  const styles = [LANDING_CSS, `.lp{--accent:${theme.accent};--on-accent:${theme.onAccent};--accent-ink:${theme.accentInk}}`];
  const form = notice.form
    ? `<form method="post" action="${escapeHtml(notice.form.action)}"><button type="submit">${escapeHtml(notice.form.button)}</button></form>`
    : "";
  const link = notice.linkHref
    ? `<p><a href="${escapeHtml(notice.linkHref)}">${escapeHtml(notice.linkText ?? notice.linkHref)}</a></p>`
    : "";
  const name = notice.productName ? `<header class="top"><span class="brand">${escapeHtml(notice.productName)}</span></header>` : "";
  const body = `<div class="lp">${name}<main class="notice"><h1>${escapeHtml(notice.title)}</h1><p>${escapeHtml(notice.message)}</p>${form}${link}</main></div>`;
  const title = notice.productName ? `${notice.title} | ${notice.productName}` : notice.title;
  return { html: `<!doctype html><html lang="en">${head(title, notice.message, styles, {})}<body>${body}</body></html>`, styles };
}
