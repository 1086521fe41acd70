// The root stylesheet as the client build made it (scripts/lib/root-css-plugin.mjs): null in dev.
declare module "virtual:ux-twin/root-css" {
  const stylesheet: { href: string; text: string } | null;
  export default stylesheet;
}
