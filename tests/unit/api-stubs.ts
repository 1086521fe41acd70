import { expect, vi } from "vitest";
import { ClientApiError } from "../../app/lib/api-client";

export type Sent = { path: string; init: RequestInit };

/** The API as the browser would see it: every call answers `response`; what was sent is kept. */
export function answer(response: () => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    sent.push({ path, init });
    return response();
  });
  return sent;
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

/** The error a call rejects with. */
export async function failure(call: Promise<unknown>): Promise<ClientApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ClientApiError);
  return error as ClientApiError;
}
