import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import recordings from "../fixtures/model-answers/case-study-generator.json";
import type { ToolName } from "../../tools/contracts";
import { call, signedInUser } from "./auth-helpers";
import { fakeProvider, framesOf, provider, streamedAnswer, viaWorker } from "./fake-provider";
import { freshAddress, publishBody, published } from "./launch-owner-helpers";
import { createProduct, type Me } from "./product-helpers";
import { savedResult, toolBodies, usedToday } from "./product-context-helpers";

/** The journey of issue 32: everything was saved in the product, then a case study was written in it. */
const JOURNEY: [ToolName, string][] = [
  ["build-startup", "2026-03-01"],
  ["generate-visual-flow", "2026-03-02"],
  ["generate-wireframes", "2026-03-03"],
  ["validate-ux", "2026-03-04"],
];

/** A tool's result saved into the product and last saved on `day`, the date a case study cites it by. */
async function savedInProduct(me: Me, productId: string, tool: ToolName, day: string): Promise<string> {
  const { id } = await savedResult(me, tool, toolBodies[tool]);
  await env.DB.prepare("UPDATE conversations SET product_id = ?, updated_at = ? WHERE id = ?")
    .bind(productId, Date.parse(`${day}T12:00:00Z`), id)
    .run();
  return id;
}

async function productWithJourney(label: string) {
  const me = await signedInUser(label);
  const product = await createProduct(me);
  for (const [tool, day] of JOURNEY) await savedInProduct(me, product.id, tool, day);
  return { me, productId: product.id };
}

describe("a case study written in a product", () => {
  it("reads every saved item, cites each by kind and date in the order it happened, and claims no research that none records", async () => {
    const { me, productId } = await productWithJourney("case-study-journey");
    await published(me, productId, publishBody(freshAddress("journey")));
    const today = new Date().toISOString().slice(0, 10);

    const response = await call("POST", "/api/functions/case-study-generator", {
      cookie: me.cookie,
      body: { projectDescription: "Home-cooked meal boxes for neighbours, from idea to a published page", productId },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { caseStudy } = (await response.json()) as { caseStudy: string };

    // Not only the landing page: the plan, the flows, the wireframes and the predictions too.
    expect(caseStudy).toContain(
      `Written from 5 saved items: plan (2026-03-01), flows (2026-03-02), wireframes (2026-03-03), predictions by synthetic users (2026-03-04), launch figures and verdict (${today}).`,
    );
    const steps = ["1. **Plan** (2026-03-01)", "2. **Flows** (2026-03-02)", "3. **Wireframes** (2026-03-03)"];
    steps.push("4. **Predictions by synthetic users** (2026-03-04)", `5. **Launch figures and verdict** (${today})`);
    const at = steps.map((step) => caseStudy.indexOf(step));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(caseStudy).toContain(
      "No user interviews are recorded. No surveys are recorded. No usability test with real people is recorded.",
    );
    expect(caseStudy).toContain("*Predictions by synthetic users (2026-03-04), not measured user data.*");
    expect(caseStudy).toContain(`*Measured from real visitors: launch figures and verdict (${today}).*`);
    expect(caseStudy).not.toMatch(/interviews and a review of support requests|rounds of usability testing/);
  });

  it("reads the newest items first and says how many older ones were left out", async () => {
    const me = await signedInUser("case-study-many-items");
    const product = await createProduct(me);
    const { id } = await savedResult(me, "ux-feedback", toolBodies["ux-feedback"]);
    // Fourteen saved items: twelve are read, the two oldest are not.
    const copies = Array.from({ length: 14 }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO conversations (id, user_id, title, tool, product_id, created_at, updated_at)
         SELECT ?, user_id, ?, tool, ?, ?, ? FROM conversations WHERE id = ?`,
      ).bind(`${id}-${i}`, `Feedback ${i}`, product.id, Date.UTC(2026, 2, i + 1), Date.UTC(2026, 2, i + 1), id),
    );
    await env.DB.batch(copies);
    const response = await call("POST", "/api/functions/case-study-generator", {
      cookie: me.cookie,
      body: { projectDescription: "Feedback rounds", productId: product.id },
    });
    const { caseStudy } = (await response.json()) as { caseStudy: string };
    expect(caseStudy).toContain("2 older saved items were left out: only the newest fit.");
    expect(caseStudy).toContain("“Feedback 13”");
    expect(caseStudy).not.toContain("“Feedback 1”");
  });
});

describe("a case study whose model claims research that nothing records", () => {
  const [first, second] = recordings.find((r) => r.id === "cs-invents-interviews")!.answers.map((a) => a.content);

  it("is asked once more with the reason, and what is still claimed is taken out with a visible note, for one AI request", async () => {
    const { me, productId } = await productWithJourney("case-study-reask");
    const answers = [first!, second!];
    fakeProvider(() => streamedAnswer(answers.shift()!));
    const used = await usedToday(me);

    const { status, text } = await viaWorker(
      "POST",
      "/api/functions/case-study-generator",
      me.cookie,
      { projectDescription: "Checked the meal-box ordering flow with synthetic users", productId },
      { Accept: "text/event-stream" },
    );
    expect(status).toBe(200);
    expect(provider.calls).toBe(2);
    const reask = JSON.stringify(provider.bodies[1]);
    expect(reask).toContain("Your case study claims user interviews and usability tests, which no saved item");
    expect(reask).toContain("I conducted 8 in-depth interviews");
    const done = (await framesOf(text)).find((frame) => frame.event === "done")!;
    const { caseStudy } = JSON.parse(done.data) as { caseStudy: string };
    expect(caseStudy).not.toMatch(/interviews|rounds of usability testing|survey of 40 neighbours/);
    expect(caseStudy).toContain("3. **Predictions by synthetic users** — the Prototype Validator predicted");
    expect(caseStudy).toMatch(
      /\n> \*\*Removed from this case study:\*\* a claim of surveys that no saved item and nothing in the project description records\.$/,
    );
    expect(await usedToday(me)).toBe(used + 1);
  });

  it("takes the claims out of the first answer when asking again fails", async () => {
    const { me, productId } = await productWithJourney("case-study-reask-fails");
    let calls = 0;
    fakeProvider(() => (calls++ === 0 ? streamedAnswer(first!) : new Response("down", { status: 503 })));
    const { status, text } = await viaWorker("POST", "/api/functions/case-study-generator", me.cookie, {
      projectDescription: "Checked the meal-box ordering flow with synthetic users",
      productId,
    });
    expect(status).toBe(200);
    const { caseStudy } = JSON.parse(text) as { caseStudy: string };
    expect(caseStudy).not.toMatch(/in-depth interviews|rounds of usability testing/);
    expect(caseStudy).toContain("## Outcome");
    expect(caseStudy).toContain("> **Removed from this case study:** 3 claims of user interviews and usability tests");
  });
});
