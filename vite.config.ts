import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { rootCssPlugin } from "./scripts/lib/root-css-plugin.mjs";
import { testerScriptPlugin } from "./scripts/lib/tester-script-plugin.mjs";

export default defineConfig({
  // `~/*` → app/* (tsconfig paths), so imports read the same in every module.
  resolve: { tsconfigPaths: true },
  plugins: [
    // The AI binding only exists on Cloudflare's network; local runs use the offline model,
    // so never reach out for remote bindings (no login, no network).
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    UnoCSS(),
    reactRouter(),
    // The root stylesheet as text for the server, inlined on a first visit (app/components/site/critical-styles.tsx).
    rootCssPlugin(),
    // The prototype tester's page script, bundled as text for the Worker (workers/prototype-tests/tester-page.ts).
    testerScriptPlugin(),
  ],
});
