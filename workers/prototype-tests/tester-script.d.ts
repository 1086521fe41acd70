// The tester page's script, bundled and minified at build time (scripts/lib/tester-script-plugin.mjs),
// with its Content-Security-Policy source (`'sha256-…'`).
declare module "virtual:ux-twin/tester-script" {
  const script: { code: string; hash: string };
  export default script;
}
