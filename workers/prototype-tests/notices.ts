import { noticeResponse } from "../launch/notices";

/** The short pages of `/t/…` (docs/product.md#prototype-tests), in the notices' plain look: no script, no cookie. */

export const TEST_CLOSED_TITLE = "This test is closed";

/** A closed test: 410, since it takes no testers now (opening it again serves the test at the same address). */
export const testClosedPage = (title: string) =>
  noticeResponse({
    status: 410,
    title: TEST_CLOSED_TITLE,
    message: `The test of ${title} is not taking testers right now. Thank you for wanting to help.`,
  });

export const testNotFoundPage = () =>
  noticeResponse({ status: 404, title: "Test not found", message: "There is no test at this address. Check the link you followed." });

export const testUnavailablePage = () =>
  noticeResponse({
    status: 503,
    title: "This test cannot be shown right now",
    message: "Something went wrong on our side. Please try again in a minute.",
  });
