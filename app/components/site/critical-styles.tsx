import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * The app's stylesheet as a React 19 stylesheet resource (`precedence`). React writes such
 * resources into <head> before the JavaScript module preloads it hoists there, so the one
 * render-blocking file is requested first instead of queueing behind ~25 preloads; first paint
 * no longer waits for the JavaScript to download. The browser fetches the file once: <Links />
 * renders the same href.
 */
export function CriticalStyles() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const hrefs = framework?.manifest.routes.root?.css ?? [];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />);
}
