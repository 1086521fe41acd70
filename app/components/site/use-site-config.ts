import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "~/lib/site-config";

/** The site config loaded by the public layout (routes/site-layout.tsx). */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("routes/site-layout") as { site: SiteConfig } | undefined;
  return data?.site ?? DEFAULT_SITE_CONFIG;
}
