import type { Batch, SendResult } from "./sender";

/**
 * The tester's two requests to the server (workers/prototype-tests/tester-session.ts and
 * tester-events.ts), and what each answer means to the page.
 */

export type Credentials = { id: string; token: string };

/** A batch's body: the session's credentials travel in it, so the leave beacon (which sends no header) works too. */
export function batchBody(session: Credentials | null, batch: Batch): string {
  return JSON.stringify({ sessionId: session?.id, sessionToken: session?.token, batchId: batch.id, events: batch.events });
}

/** Sends one batch and says what the sender does next. */
export async function postBatch(base: string, body: string): Promise<SendResult> {
  const response = await fetch(`${base}/events`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  await response.body?.cancel();
  if (response.ok) return { kind: "stored" };
  // Refused whole: sending it again would be refused again.
  if (response.status === 400 || response.status === 413) return { kind: "refused" };
  // The test was closed or deleted, or the session is no more: nothing will be stored.
  if ([401, 403, 404, 409, 410].includes(response.status)) return { kind: "closed" };
  const seconds = Number(response.headers.get("Retry-After"));
  return { kind: "retry", afterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined };
}

/** A batch's idempotency id: 16 random bytes in hex. */
export function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export type SessionStart = { ok: true; session: Credentials } | { ok: false; message: string };

/** Starts a session with the page's token: the session, or the message the intro shows. */
export async function requestSession(base: string, pageToken: string): Promise<SessionStart> {
  try {
    const response = await fetch(`${base}/sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: pageToken }),
    });
    const answer = (await response.json().catch(() => null)) as {
      sessionId?: string;
      sessionToken?: string;
      error?: { message?: string };
    } | null;
    if (response.ok && answer?.sessionId && answer.sessionToken)
      return { ok: true, session: { id: answer.sessionId, token: answer.sessionToken } };
    return {
      ok: false,
      message:
        answer?.error?.message ??
        (response.status === 429
          ? "Too many tests were started from your network. Please try again in a few minutes."
          : "The test could not start. Please reload the page and try again."),
    };
  } catch {
    return { ok: false, message: "The test could not start. Check your connection and try again." };
  }
}
