import { addressAvailabilitySchema, type AddressAvailability } from "@shared/contracts/launch";
import {
  ownerTestResultsSchema,
  prototypeTestListSchema,
  prototypeTestSchema,
  type CreatePrototypeTestRequest,
  type OwnerTestResults,
  type PrototypeTest,
  type PrototypeTestList,
  type PrototypeTestSummary,
} from "@shared/contracts/prototype-tests";
import type { PrototypeTestReport } from "@shared/prototype-test-summary";
import { apiRequest, apiSend, ClientApiError } from "../api-client";

/**
 * The owner's prototype tests API (docs/product.md#prototype-tests). Every answer is checked
 * against its contract, so a server that drifts shows an error instead of half a results page.
 */

const testsPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/tests`;
const testPath = (productId: string, testId: string) => `${testsPath(productId)}/${encodeURIComponent(testId)}`;

/** Whether `address` can be a test's address (its own namespace, apart from landing pages), with a free one when not. */
export function checkTestAddress(address: string, init: { signal?: AbortSignal } = {}): Promise<AddressAvailability> {
  return apiRequest(`/api/tests/addresses/${encodeURIComponent(address)}`, addressAvailabilitySchema, {
    signal: init.signal,
    fallbackError: "Could not check the address",
  });
}

/** "Open test": a test of the newest version of a saved wireframe result in the product. */
export function createPrototypeTest(productId: string, request: CreatePrototypeTestRequest): Promise<PrototypeTest> {
  return apiRequest(testsPath(productId), prototypeTestSchema, {
    method: "POST",
    body: JSON.stringify(request),
    fallbackError: "Could not open the test",
  });
}

/** The product's tests, and whether new testers are turned away for the owner's storage. */
export function readPrototypeTestList(productId: string, init: { signal?: AbortSignal } = {}): Promise<PrototypeTestList> {
  return apiRequest(testsPath(productId), prototypeTestListSchema, { ...init, fallbackError: "Could not read the tests" });
}

export async function listPrototypeTests(productId: string, init: { signal?: AbortSignal } = {}): Promise<PrototypeTestSummary[]> {
  return (await readPrototypeTestList(productId, init)).tests;
}

/** "Open test" and "Close test" of a test made before: a closed test tells testers so and keeps its results. */
export function setPrototypeTestOpen(productId: string, testId: string, open: boolean): Promise<PrototypeTest> {
  return apiRequest(testPath(productId, testId), prototypeTestSchema, {
    method: "PATCH",
    body: JSON.stringify({ open }),
    fallbackError: open ? "Could not open the test" : "Could not close the test",
  });
}

export function deletePrototypeTest(productId: string, testId: string): Promise<void> {
  return apiSend(testPath(productId, testId), { method: "DELETE", fallbackError: "Could not delete the test" });
}

export function readPrototypeTestResults(
  productId: string,
  testId: string,
  init: { signal?: AbortSignal } = {},
): Promise<OwnerTestResults> {
  return apiRequest(`${testPath(productId, testId)}/results`, ownerTestResultsSchema, {
    ...init,
    fallbackError: "Could not read the results",
  });
}

/** Results read at a time for the product's export: quick on a good connection, gentle on the app's own server. */
const REPORTS_AT_ONCE = 4;

/**
 * Every test of the product with its results and prediction (at most the per-product cap the list
 * answers), in the order they were made: what the product's export and PDF write under
 * "Prototype tests". A test deleted while they are read is left out.
 */
export async function readPrototypeTestReports(productId: string): Promise<PrototypeTestReport[]> {
  const tests = [...(await listPrototypeTests(productId))].sort((a, b) => a.createdAt - b.createdAt);
  const reports: PrototypeTestReport[] = [];
  for (let start = 0; start < tests.length; start += REPORTS_AT_ONCE) {
    const read = tests.slice(start, start + REPORTS_AT_ONCE).map((test) =>
      readPrototypeTestResults(productId, test.id).catch((error: unknown) => {
        if (error instanceof ClientApiError && error.status === 404) return null;
        throw error;
      }),
    );
    for (const results of await Promise.all(read)) if (results) reports.push({ results, prediction: results.prediction ?? null });
  }
  return reports;
}

/** Deletes one tester's session with its events: it leaves every figure. */
export function deleteTesterSession(productId: string, testId: string, sessionId: string): Promise<void> {
  return apiSend(`${testPath(productId, testId)}/sessions/${encodeURIComponent(sessionId)}`, {
    method: "DELETE",
    fallbackError: "Could not delete the session",
  });
}

/** A link target, not a fetch: the browser downloads the file with the session cookie. */
export function testEventsCsvUrl(productId: string, testId: string): string {
  return `${testPath(productId, testId)}/events.csv`;
}

/** The results page of a test. */
export function testResultsHref(productId: string, testId: string): string {
  return `/products/${encodeURIComponent(productId)}/tests/${encodeURIComponent(testId)}`;
}
