import testerScript from "virtual:ux-twin/tester-script";
import type { PrototypeTest } from "../../shared/contracts/prototype-tests";
import { testerPageHtml } from "./tester-page-html";

/**
 * `GET /t/{address}` (docs/product.md#the-testers-page): the page a tester without an account
 * takes the test on, served by ./tester-session.ts with the headers of a public page and a
 * policy that lets in only the inline style and script carrying this response's nonce. The
 * script is the one the build made from ./browser/ (scripts/lib/tester-script-plugin.mjs).
 */
export function renderTesterPage(test: PrototypeTest, pageToken: string, nonce: string): string {
  return testerPageHtml(test, pageToken, { code: testerScript.code, nonce });
}
