import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import type { Route } from "./+types/site-layout";

export { loader } from "./site-layout.server";

/** Shell of the public pages: visitor top bar, content, dark footer. Contact details come from vars. */

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-control bg-surface px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader overlay={pathname === "/"} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter site={loaderData.site} />
    </div>
  );
}
