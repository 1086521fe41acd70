// The app's own TypeScript modules loaded into a Node script, transformed by Vite as the app build
// transforms them (TSX, `~/`, `@shared/` and `@tools/` paths, `import.meta.glob` of the tool folders).
import { join } from "node:path";
import { createServer } from "vite";
import { projectRoot } from "./app-server.mjs";

/** Loads each repository path; `close()` when done with them. */
export async function loadAppModules(paths) {
  const vite = await createServer({
    configFile: false,
    root: projectRoot,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { tsconfigPaths: true },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const modules = await Promise.all(paths.map((path) => vite.ssrLoadModule(join(projectRoot, path))));
    return { modules, close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
