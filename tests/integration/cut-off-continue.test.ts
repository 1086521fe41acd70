import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, signedInUser } from "./auth-helpers";

/**
 * Cut-off answers with the offline model (docs/product.md#cut-off-answers): with a small output
 * limit it stops mid-answer like a real model, says so, and Continue brings the rest, until the
 * answer is the one an unlimited run writes.
 */
async function run(body: Record<string, unknown>, cookie: string, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/functions/launch-assistant`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request, { ...env, ...vars } as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return (await response.json()) as { landingPagePlan: string; cutOff?: boolean };
}

describe("an answer cut off at the output limit", () => {
  it("is marked, and Continue appends the rest until it matches an unlimited answer", async () => {
    const me = await signedInUser("cut-off-continue");
    const idea = { productIdea: "A marketplace where neighbours lend garden tools" };
    const whole = await run(idea, me.cookie);
    expect(whole.cutOff).toBeUndefined();

    const limited = { AI_MAX_OUTPUT_TOKENS: "60" };
    let answer = await run(idea, me.cookie, limited);
    expect(answer.cutOff).toBe(true);
    expect(whole.landingPagePlan.startsWith(answer.landingPagePlan)).toBe(true);
    for (let round = 0; answer.cutOff && round < 20; round++) {
      answer = await run({ ...idea, previous: answer, instruction: "Continue the answer", continueAnswer: true }, me.cookie, limited);
    }
    expect(answer).toEqual({ landingPagePlan: whole.landingPagePlan });
  });
});
