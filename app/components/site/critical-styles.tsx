import { createContext, useContext, useEffect } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/** The root stylesheet's URL and text, as the build made it. */
export type Stylesheet = { href: string; text: string };

/**
 * Set by app/entry.server.tsx on a visitor's first page load: the root stylesheet to write into
 * the page. Null on later visits and always in the browser.
 */
export const InlineStylesheetContext = createContext<Stylesheet | null>(null);

/**
 * Remembers which stylesheet the browser was told to keep (its file name, which changes with its
 * content). While it matches, pages link the file instead of inlining it.
 */
export const STYLESHEET_COOKIE = "ux_css";

/**
 * The app's stylesheet, first in <head>, so first paint never waits for the JavaScript.
 *
 * First visit: the whole stylesheet (small enough to inline) is written into the page as a React style
 * resource, so the page paints as soon as its HTML arrives, with no render-blocking request, and
 * the file itself is prefetched (idle priority) for later pages. Later visits (cookie set once
 * the page ran): a React stylesheet resource (`precedence`), which React writes before the
 * JavaScript module preloads it hoists into <head>; the file then comes from the browser cache.
 * On a first visit the server also drops the file from the route manifest, so <Links /> does
 * not link it a second time (see app/components/site/first-visit-styles.server.ts).
 */
export function CriticalStyles() {
  const inline = useContext(InlineStylesheetContext);
  const framework = useContext(UNSAFE_FrameworkContext);
  useEffect(rememberInlinedStylesheet, []);
  if (inline) {
    return (
      <>
        <style href={inline.href} precedence="default">
          {inline.text}
        </style>
        <link rel="prefetch" as="style" href={inline.href} />
      </>
    );
  }
  const hrefs = framework?.manifest.routes.root?.css ?? [];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />);
}

/** After a page that carried the stylesheet inline: the next pages may link the (prefetched) file. */
function rememberInlinedStylesheet() {
  const href = document.querySelector("style[data-precedence][data-href]")?.getAttribute("data-href");
  const version = href ? stylesheetVersion(href) : null;
  if (!version) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${STYLESHEET_COOKIE}=${version}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** "/assets/root-CPalca-O.css" → "root-CPalca-O.css": the part of the URL that changes with the content. */
export function stylesheetVersion(href: string): string | null {
  const name = href.split("/").pop() ?? "";
  return /^[\w.-]+\.css$/.test(name) ? name : null;
}
