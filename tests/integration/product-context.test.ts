import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readSseFrames } from "../../app/lib/sse";
import { TOOL_NAMES } from "../../tools/contracts";
import { call, signedInUser } from "./auth-helpers";
import { chat, createProduct, idea, runTool, savedResult, toolBodies, usedToday, versionCount } from "./product-context-helpers";
import { until } from "./wait";

const AUDIENCE = "Busy parents who garden at weekends";
const brief = { name: "ShedShare", audience: AUDIENCE, notes: "Launch in Leipzig first" };

describe("a tool run inside a product (productId)", () => {
  for (const tool of TOOL_NAMES) {
    it(`${tool}: the server adds the brief, so the product's name and audience reach the answer, for one AI request`, async () => {
      const me = await signedInUser(`product-${tool}`);
      const productId = await createProduct(me, brief);
      const used = await usedToday(me);
      const response = await runTool(me, tool, { ...toolBodies[tool], productId });
      expect(response.status).toBe(200);
      const answer = JSON.stringify(await response.json());
      expect(answer).toContain("ShedShare");
      expect(answer).toContain(AUDIENCE);
      expect(await usedToday(me)).toBe(used + 1);
    });
  }

  it("streams a text tool's answer with the brief in it, like a first run", async () => {
    const me = await signedInUser("product-stream");
    const productId = await createProduct(me, brief);
    const response = await runTool(me, "launch-assistant", { productIdea: idea, productId }, { Accept: "text/event-stream" });
    expect(response.status).toBe(200);
    const frames: { event: string; data: string }[] = [];
    for await (const frame of readSseFrames(response.body!)) frames.push(frame);
    const done = JSON.parse(frames.find((f) => f.event === "done")!.data) as { landingPagePlan: string };
    expect(done.landingPagePlan).toMatch(/^# Launch landing page plan: ShedShare/);
  });

  it("reads the brief as it is now: an edit reaches the next run", async () => {
    const me = await signedInUser("product-edit");
    const productId = await createProduct(me, brief);
    await env.DB.prepare("UPDATE products SET name = ? WHERE id = ?").bind("ToolLoop", productId).run();
    const answer = (await (await runTool(me, "monetization-strategy", { productIdea: idea, productId })).json()) as { strategy: string };
    expect(answer.strategy).toMatch(/^# Monetization strategy for ToolLoop/);
  });

  it("accepts productId on a refine too", async () => {
    const me = await signedInUser("product-refine");
    const productId = await createProduct(me, brief);
    const previous = { strategy: "# Monetization strategy for ShedShare\n\n- Free plan" };
    const response = await runTool(me, "monetization-strategy", {
      productIdea: idea,
      productId,
      previous,
      instruction: "Add a referral discount",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { strategy: string }).strategy).toContain("referral discount");
  });
});

describe("Quick Chat inside a product", () => {
  it("answers for the product: the reply starts “For {product name}: ” and speaks of its audience", async () => {
    const me = await signedInUser("product-chat");
    const productId = await createProduct(me, brief);
    const response = await chat({ cookie: me.cookie }, { productId, messages: [{ role: "user", content: "What should I test first?" }] });
    expect(response.status).toBe(200);
    const reply = ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content;
    expect(reply).toMatch(/^For ShedShare: /);
    expect(reply).toContain(AUDIENCE);
  });

  it("streams the same way, and a chat without a product stays as it was", async () => {
    const me = await signedInUser("product-chat-stream");
    const productId = await createProduct(me, brief);
    const streamed = await call("POST", "/api/chat/completions", {
      cookie: me.cookie,
      body: { productId, messages: [{ role: "user", content: "Pricing?" }] },
    });
    const text = await streamedText(streamed);
    expect(text).toMatch(/^For ShedShare: /);
    const plain = await streamedText(
      await call("POST", "/api/chat/completions", { cookie: me.cookie, body: { messages: [{ role: "user", content: "Pricing?" }] } }),
    );
    expect(plain).not.toContain("ShedShare");
  });
});

async function streamedText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  let text = "";
  for await (const frame of readSseFrames(response.body!)) {
    if (frame.data === "[DONE]") break;
    text += (JSON.parse(frame.data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? "";
  }
  return text;
}

describe("a case study written from saved work (sourceConversationIds)", () => {
  it("tells the validated tasks and personas, the flows' use cases and what changed between versions", async () => {
    const me = await signedInUser("case-study-sources");
    const productId = await createProduct(me, brief);
    const flows = await savedResult(me, "generate-visual-flow", { appIdea: idea, productId });
    const validation = await savedResult(me, "validate-ux", { ...toolBodies["validate-ux"], productId });
    // A refine of the saved validation becomes its version 2, with the instruction as its note.
    const refined = await runTool(me, "validate-ux", {
      ...toolBodies["validate-ux"],
      previous: validation.response,
      instruction: "Make Maya more frustrated",
      conversationId: validation.id,
    });
    expect(refined.status).toBe(200);
    await until(async () => (await versionCount(validation.id)) === 2);

    const used = await usedToday(me);
    const response = await runTool(me, "case-study-generator", {
      projectDescription: "Tested the garden tool lending flow with synthetic users",
      productId,
      sourceConversationIds: [flows.id, validation.id],
    });
    expect(response.status).toBe(200);
    const { caseStudy } = (await response.json()) as { caseStudy: string };
    for (const task of toolBodies["validate-ux"].tasks as string[]) expect(caseStudy).toContain(task);
    expect(caseStudy).toContain("Maya");
    expect(caseStudy).toContain("Sam");
    for (const useCase of (flows.response as { useCases: { title: string }[] }).useCases) expect(caseStudy).toContain(useCase.title);
    expect(caseStudy).toContain("version 2: Make Maya more frustrated");
    expect(caseStudy).toMatch(/^# Case study: ShedShare/);
    expect(await usedToday(me)).toBe(used + 1);
  });

  it("works without a product, and without sources keeps the standard case study", async () => {
    const me = await signedInUser("case-study-plain");
    const validation = await savedResult(me, "validate-ux", toolBodies["validate-ux"]);
    const [task] = toolBodies["validate-ux"].tasks as string[];
    const withSource = (await (
      await runTool(me, "case-study-generator", { projectDescription: "A usability test", sourceConversationIds: [validation.id] })
    ).json()) as { caseStudy: string };
    expect(withSource.caseStudy).toContain(task);
    const without = (await (await runTool(me, "case-study-generator", { projectDescription: "A usability test" })).json()) as {
      caseStudy: string;
    };
    expect(without.caseStudy).not.toContain(task);
  });

  it("refuses more than five sources before any AI request is counted", async () => {
    const me = await signedInUser("case-study-many");
    const used = await usedToday(me);
    const response = await runTool(me, "case-study-generator", {
      projectDescription: "x",
      sourceConversationIds: ["a", "b", "c", "d", "e", "f"],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "A case study can draw on at most 5 saved results",
    );
    expect(await usedToday(me)).toBe(used);
  });
});
