// Vite plugin: the prototype tester's page script, bundled and minified, as text for the Worker.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

/** Import this from Worker code to get `{ code }`: the script, ready to go inline. */
export const TESTER_SCRIPT_MODULE_ID = "virtual:ux-twin/tester-script";
const RESOLVED_ID = `\0${TESTER_SCRIPT_MODULE_ID}`;
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const TESTER_SCRIPT_ENTRY = resolve(projectRoot, "workers/prototype-tests/browser/main.ts");

/**
 * Bundles the tester's script (plain TypeScript, no framework) into one minified script for the
 * page to carry inline (the page's policy lets it in by nonce). Built whenever the Worker
 * is (dev, `npm run build`, the integration tests), so no build output is committed.
 * @returns {Promise<{ code: string, files: string[] }>}
 */
export async function buildTesterScript() {
  const result = await build({
    configFile: false,
    root: projectRoot,
    publicDir: false,
    envFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      // Browsers from the last few years; the page says so if its script cannot run.
      target: "es2020",
      lib: { entry: TESTER_SCRIPT_ENTRY, formats: ["iife"], name: "testerPage" },
      rolldownOptions: { output: { comments: false } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ("output" in output ? output.output : [])).find((item) => item.type === "chunk");
  if (!chunk) throw new Error("The tester page's script did not build");
  // Inline in the page: a "</script" in it would end the element early.
  const code = chunk.code.trim().replace(/<\/script/gi, "<\\/script");
  return { code, files: chunk.moduleIds.filter((id) => !id.startsWith("\0")) };
}

/** @returns {import("vite").Plugin} */
export function testerScriptPlugin() {
  return {
    name: "ux-twin:tester-script",
    resolveId(id) {
      return id === TESTER_SCRIPT_MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { code, files } = await buildTesterScript();
      // In dev, an edit to the script's modules rebuilds it.
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify({ code })};`;
    },
  };
}
