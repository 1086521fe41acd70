// The tester page's script, bundled and minified at build time (scripts/lib/tester-script-plugin.mjs).
declare module "virtual:ux-twin/tester-script" {
  const script: { code: string };
  export default script;
}
