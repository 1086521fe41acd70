import type { EntryContext } from "react-router";
import builtRootCss from "virtual:ux-twin/root-css";
import { STYLESHEET_COOKIE, stylesheetVersion, type Stylesheet } from "./critical-styles";

/**
 * The root stylesheet to inline into this page, or null to link it: inlined when the request
 * does not say (cookie) that the browser already holds this version of the file, and only when
 * the build's stylesheet is exactly the one the route manifest links.
 */
export function stylesheetToInline(
  request: Request,
  manifest: EntryContext["manifest"],
  built: Stylesheet | null = builtRootCss,
): Stylesheet | null {
  const linked = manifest.routes.root?.css ?? [];
  if (!built || linked.length !== 1 || linked[0] !== built.href) return null;
  return readCookie(request.headers.get("Cookie"), STYLESHEET_COOKIE) === stylesheetVersion(built.href) ? null : built;
}

/**
 * The same context without the root stylesheet in its route manifest, so neither <Links /> nor
 * the manifest the browser hydrates with links the file that is already inline.
 */
export function withoutRootStylesheet(context: EntryContext): EntryContext {
  const root = context.manifest.routes.root;
  if (!root) return context;
  return { ...context, manifest: { ...context.manifest, routes: { ...context.manifest.routes, root: { ...root, css: [] } } } };
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}
