import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, uniqueAddress, uniqueEmail } from "./auth-helpers";

/**
 * The other integration tests run with the sign-up limit lifted (vitest.config.ts); here the
 * Worker runs with a limit of two an hour, so the limit itself costs only three hashes to test.
 */
const limitedEnv = { ...env, SIGN_UP_LIMIT_PER_HOUR: "2" } as unknown as Env;

async function signUpFrom(address: Record<string, string>, email = uniqueEmail("signup")) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/auth/sign-up`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", ...address },
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
  const response = await worker.fetch(request, limitedEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function accountExists(email: string): Promise<boolean> {
  return (await env.DB.prepare("SELECT 1 FROM users WHERE email = ?").bind(email).first()) !== null;
}

describe("sign-up limit per client address", () => {
  it(
    "refuses sign-ups beyond the hourly limit from one address with 429 and Retry-After, and creates nothing",
    { timeout: 30_000 },
    async () => {
      const address = uniqueAddress();
      expect((await signUpFrom(address)).status).toBe(201);
      expect((await signUpFrom(address)).status).toBe(201);

      const refusedEmail = uniqueEmail("refused");
      const refused = await signUpFrom(address, refusedEmail);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("rate_limited");
      expect(body.error.message).toMatch(/^Too many new accounts from your network\. Please try again in \d+ minutes?\.$/);
      expect(await accountExists(refusedEmail)).toBe(false);

      // Another client address is unaffected.
      expect((await signUpFrom(uniqueAddress())).status).toBe(201);
    },
  );
});
