import "./components/ui/reset.css";
import "virtual:uno.css";
import "./styles/tokens.css";
import "./components/ui/ui.css";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { CriticalStyles } from "~/components/site/critical-styles";
import { Toaster } from "~/components/ui/toast";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <CriticalStyles />
        {/* Stylesheets need no CSP nonce; an explicit empty one stops the page nonce (a script
            nonce, see entry.server.tsx) landing here, where the browser hides it and hydration
            would report a mismatch. */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-canvas font-sans text-ink">
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The one test hook in production markup: `<html data-hydrated="true">` once the app has
 * hydrated and its controls respond. End-to-end tests wait on it (`waitUntilInteractive` in
 * tests/e2e/browser.ts) before they type or click; nothing else reads it.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useMarkInteractive();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-xl font-medium">{title}</h1>
      <p className="mt-3 text-muted">Please reload the page. If it keeps happening, come back in a minute.</p>
      <a className="focus-ring mt-6 inline-block rounded-control text-accent underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
