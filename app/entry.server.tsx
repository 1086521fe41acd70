import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { InlineStylesheetContext } from "./components/site/critical-styles";
import { stylesheetToInline, withoutRootStylesheet } from "./components/site/first-visit-styles.server";
import { lowPriorityModulePreloads } from "./components/site/module-preload-priority.server";
import { applyPageSecurityHeaders, createNonce } from "../workers/auth/security-headers";

/**
 * Streams SSR HTML from the Worker; bots get the fully rendered document. Every page gets a
 * fresh CSP nonce: React Router puts it on its own inline scripts (`<Scripts>`,
 * `<ScrollRestoration>`) through `<ServerRouter nonce>`, and React on its streaming scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = createNonce();
  // A first visit gets the stylesheet inline (first paint needs no second request); see critical-styles.tsx.
  const stylesheet = stylesheetToInline(request, routerContext.manifest);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <InlineStylesheetContext value={stylesheet}>
      <ServerRouter context={stylesheet ? withoutRootStylesheet(routerContext) : routerContext} url={request.url} nonce={nonce} />
    </InlineStylesheetContext>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready are reported by React Router itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyPageSecurityHeaders(responseHeaders, nonce);
  // The hydration modules must not compete with the first paint (see module-preload-priority.server.ts).
  return new Response(body.pipeThrough(lowPriorityModulePreloads()), { headers: responseHeaders, status: responseStatusCode });
}
