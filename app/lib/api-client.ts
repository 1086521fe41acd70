/** The error the browser shows when an API call fails: the server's message when it sent one. */
export class ClientApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ClientApiError";
  }
}

/** Reads `{error: {code, message}}` from a failed response, falling back to `fallback`. */
export async function errorFromResponse(response: Response, fallback: string): Promise<ClientApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    if (body?.error?.message) return new ClientApiError(body.error.message, response.status, body.error.code);
  } catch {
    // Not JSON: use the fallback.
  }
  return new ClientApiError(fallback, response.status);
}

/** fetch + JSON for the app's own API: same-origin cookies, JSON errors turned into ClientApiError. */
export async function apiJson<T>(path: string, init: RequestInit & { fallbackError: string }): Promise<T> {
  const { fallbackError, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: { ...(rest.body ? { "Content-Type": "application/json" } : {}), ...rest.headers },
    });
  } catch {
    throw new ClientApiError(fallbackError, 0);
  }
  if (!response.ok) throw await errorFromResponse(response, fallbackError);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
