import { expect } from "vitest";

/**
 * What every fuzzed request must get: a success, or a 4xx in the JSON error shape with a code
 * and a message — never a 5xx. Returns the status, so a test can also check that some bodies
 * were accepted (fuzzing that never gets past validation proves little about the handler).
 */
export async function expectNoServerError(response: Response, label: string): Promise<number> {
  expect(response.status, label).toBeLessThan(500);
  const text = await response.text();
  if (response.status >= 400) {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, `${label}: ${text}`).toBe("string");
    expect(String(body.error?.message ?? "").length, `${label}: ${text}`).toBeGreaterThan(0);
  }
  return response.status;
}
