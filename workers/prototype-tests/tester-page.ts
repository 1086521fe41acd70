import testerScript from "virtual:ux-twin/tester-script";
import type { PrototypeTest } from "../../shared/contracts/prototype-tests";
import { noticeResponse } from "../launch/notices";
import { pageHeaders, styleHash } from "../launch/page-headers";
import { TESTER_CSS } from "./tester-css";
import { testerPageHtml } from "./tester-page-html";

/**
 * `GET /t/{address}` (docs/product.md#the-testers-page): the page a tester without an account
 * takes the test on. Like a published landing page it reads and sets no cookie, is never stored by
 * a cache (it carries a per-request token) and may not be framed; unlike one it runs a script, the
 * one the build made, named in the policy by its hash like the stylesheet. It may fetch only its
 * own origin (the session and event requests).
 */

export async function testerPagePolicy(): Promise<string> {
  return [
    "default-src 'none'",
    `style-src ${await styleHash(TESTER_CSS)}`,
    `script-src ${testerScript.hash}`,
    "img-src data:",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The whole HTML document for a test, with the signed page token the tester starts a session with. */
export function renderTesterPage(test: PrototypeTest, pageToken: string): string {
  return testerPageHtml(test, pageToken, testerScript);
}

export async function testerPageResponse(test: PrototypeTest, pageToken: string): Promise<Response> {
  return new Response(renderTesterPage(test, pageToken), { status: 200, headers: pageHeaders(await testerPagePolicy()) });
}

/**
 * A closed test says so. It answers 404, as an unpublished landing page does: there is nothing
 * to take at the address until its owner opens the test again.
 */
export const testClosedPage = () =>
  noticeResponse({
    status: 404,
    title: "This test is closed",
    message: "Its owner is not taking more answers now. Thank you for your time.",
  });

export const testNotFoundPage = () =>
  noticeResponse({ status: 404, title: "Test not found", message: "There is no test at this address. Check the link you followed." });
