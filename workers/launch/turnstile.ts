import { z } from "zod";

/**
 * Cloudflare Turnstile on the waitlist form, when both keys are set (docs/launch.md). The widget's
 * answer is checked on the server with the secret; a pass only counts if it was earned on this
 * page's host for the "waitlist" action, so an answer solved on another site (with the same public
 * site key) cannot be replayed here.
 */

export const TURNSTILE_ACTION = "waitlist";
export const TURNSTILE_FIELD = "cf-turnstile-response";
/** Turnstile answers are at most 2048 characters. */
export const TURNSTILE_RESPONSE_MAX = 2048;
/** Long enough for siteverify on a slow day, short enough that a visitor is not left waiting. */
const VERIFY_TIMEOUT_MS = 5_000;

export type TurnstileSettings = { secretKey: string; verifyUrl: string };
export type TurnstileCheck = { ok: true } | { ok: false; reason: "missing" | "failed" | "unavailable" };

const verdictSchema = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  action: z.string().optional(),
});

export async function verifyTurnstile(
  settings: TurnstileSettings,
  answer: { response: string; remoteIp: string | null; hostname: string },
): Promise<TurnstileCheck> {
  if (!answer.response || answer.response.length > TURNSTILE_RESPONSE_MAX) return { ok: false, reason: "missing" };
  const form = new URLSearchParams({ secret: settings.secretKey, response: answer.response });
  if (answer.remoteIp) form.set("remoteip", answer.remoteIp);
  let verdict: z.infer<typeof verdictSchema>;
  try {
    const reply = await fetch(settings.verifyUrl, { method: "POST", body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!reply.ok) throw new Error(`siteverify answered ${reply.status}`);
    verdict = verdictSchema.parse(await reply.json());
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "turnstile_unavailable", message: String(error) }));
    return { ok: false, reason: "unavailable" };
  }
  const earnedHere = verdict.success && verdict.hostname === answer.hostname && verdict.action === TURNSTILE_ACTION;
  return earnedHere ? { ok: true } : { ok: false, reason: "failed" };
}
