// Vite plugin: the root route's built stylesheet, as text, for the server build.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Import this from server code to get the root route's built stylesheet: `{ href, text }`, or null. */
export const ROOT_CSS_MODULE_ID = "virtual:ux-twin/root-css";
const RESOLVED_ID = `\0${ROOT_CSS_MODULE_ID}`;

/**
 * Hands the server build the text of the stylesheet the client build made for the root route,
 * so a first visit can get it inline instead of waiting for a render-blocking request (see
 * app/components/site/critical-styles.tsx). React Router builds the client first and keeps its
 * Vite manifest until the server build is done; the stylesheet is read from there. In dev, or if
 * it cannot be found, the module exports null and pages keep linking the stylesheet.
 * @returns {import("vite").Plugin}
 */
export function rootCssPlugin() {
  return {
    name: "ux-twin:root-css",
    resolveId(id) {
      return id === ROOT_CSS_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { command, root, base, environments } = this.environment.config;
      const clientDir = environments.client?.build.outDir;
      const stylesheet = command === "build" && clientDir ? readRootStylesheet(resolve(root, clientDir), base) : null;
      return `export default ${JSON.stringify(stylesheet)};`;
    },
  };
}

/** @returns {{ href: string, text: string } | null} */
function readRootStylesheet(clientDir, base) {
  const manifestPath = join(clientDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  // React Router builds route modules under a query: "app/root.tsx?__react-router-build-client-route".
  const root = Object.entries(manifest).filter(([key]) => key === "app/root.tsx" || key.startsWith("app/root.tsx?"));
  const files = [...new Set(root.flatMap(([, chunk]) => chunk.css ?? []))];
  if (files.length !== 1) return null;
  return { href: `${base}${files[0]}`, text: readFileSync(join(clientDir, files[0]), "utf8") };
}
