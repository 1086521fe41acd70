import type { ErrorFields } from "@shared/contracts/api-error";

/** The error the browser shows when an API call fails: the server's message when it sent one. */
export class ClientApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The request's field the refusal is about, when the server names it (`address`, `tasks.1.goalScreenId`). */
    readonly field?: string,
    /** Each refused field's path with its message (`target.signups`), when the server names them. */
    readonly fields?: ErrorFields,
    /** The whole answer, for a refusal that carries more than its message (a version conflict's `latest`); read it with a reader. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ClientApiError";
  }
}

/** Reads `{error: {code, message, fields?}}` from a failed response, falling back to `fallback`. */
export async function errorFromResponse(response: Response, fallback: string): Promise<ClientApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string; field?: unknown; fields?: unknown } };
    const field = typeof body?.error?.field === "string" ? body.error.field : undefined;
    if (body?.error?.message)
      return new ClientApiError(body.error.message, response.status, body.error.code, field, fieldsOf(body.error.fields), body);
  } catch {
    // Not JSON: use the fallback.
  }
  return new ClientApiError(fallback, response.status);
}

/** The answer's `fields`, only its text messages (a body is read, not trusted). */
function fieldsOf(value: unknown): ErrorFields | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * What checks an answer's body: a shared zod contract (its `safeParse`), or a zod-free reader held
 * to one by tests (`contractOf`) where a page must not ship zod.
 */
export type ResponseContract<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/** A zod-free reader (null for a body it refuses) as a response contract. */
export function contractOf<T>(read: (value: unknown) => T | null): ResponseContract<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}

/** `fallbackError` is what the user reads when the server gives no message of its own. */
export type ApiInit = RequestInit & { fallbackError: string };

/** Code of the error for an answer that is not what its contract says (a server that drifted, a proxy's page). */
export const INVALID_RESPONSE = "invalid_response";

async function send(path: string, { fallbackError, ...init }: ApiInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...init,
      headers: { ...(init.body ? { "Content-Type": "application/json" } : {}), ...init.headers },
    });
  } catch {
    throw new ClientApiError(fallbackError, 0);
  }
  if (!response.ok) throw await errorFromResponse(response, fallbackError);
  return response;
}

/**
 * A call to the app's own API whose answer is used: same-origin cookies, JSON errors turned into
 * ClientApiError, and the body checked against `contract`. A body that does not match is refused
 * with `fallbackError`, so a view never draws half of an unexpected shape.
 */
export async function apiRequest<T>(path: string, contract: ResponseContract<T>, init: ApiInit): Promise<T> {
  const response = await send(path, init);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const checked = contract.safeParse(body);
  if (!checked.success) throw new ClientApiError(init.fallbackError, response.status, INVALID_RESPONSE);
  return checked.data;
}

/** A call whose answer carries nothing the app reads (204, `{ok: true}`): it succeeds or throws ClientApiError. */
export async function apiSend(path: string, init: ApiInit): Promise<void> {
  await send(path, init);
}
