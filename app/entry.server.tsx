import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
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
  let shellRendered = false;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
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
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
