/**
 * What the tester's page hands its script (docs/product.md#the-testers-page), as JSON in a data
 * block the server writes (workers/prototype-tests/tester-page.ts). Types only: the script ships
 * no zod and no contract code, so it stays small; the server builds this from the checked test.
 */

/** A box of a linking component with a target, in the screen's pixels: `[x, y, width, height, targetScreenId]`. */
export type LinkBox = [number, number, number, number, string];

export type PageScreen = {
  name: string;
  /** In drawing order: the last box holding a point is the topmost, as on the server. */
  links: LinkBox[];
};

export type PageTask = { text: string; start: string; goal: string };

export type TesterPageData = {
  testId: string;
  /** Where the session and event requests go: `/t/{address}`. */
  base: string;
  /** The signed, network-bound page token for starting a session. */
  token: string;
  /** The drawing's own size in pixels (clicks are reported in these). */
  width: number;
  height: number;
  tasks: PageTask[];
  ease: boolean;
  sus: boolean;
  opening: boolean;
  screens: Record<string, PageScreen>;
  /** Events one session may store, and events per request (PROTOTYPE_TEST_LIMITS). */
  maxEvents: number;
  batchEvents: number;
};
