import { describe, expect, it } from "vitest";
import { signedInUser } from "./auth-helpers";
import { fakeProvider, framesOf, provider, streamedAnswer, viaWorker, wholeAnswer } from "./fake-provider";
import landingRecordings from "../fixtures/model-answers/generate-landing-page.json";

/**
 * Every tool through the Worker against answers written the way open models write them
 * (docs/product.md#real-model-answers): each one reaches the user, repaired on the first answer
 * where it can be, and a cut-off answer is kept and marked.
 */
const persona = { id: "p1", name: "Maya", description: "Busy dog owner", motivation: "Save time" };
const validatorRequest = { prototypeUrl: "https://example.com/proto", personas: [persona], tasks: ["Book a walk"] };
const validatorResult = {
  persona: "Maya",
  task: "Book a walk",
  sentiment: "Frustrated",
  successRate: "75%",
  behavior: "She looked for the price before choosing a walker.",
  feedback: "x ".repeat(500),
  recommendations: ["a", "b", "c", "d", "e", "f"],
};

describe("real model answers through the tool functions", () => {
  it("validator: a fenced answer with 'Frustrated', '75%', six recommendations and 1,000-character feedback is usable first time", async () => {
    const me = await signedInUser("real-validator");
    fakeProvider(() =>
      wholeAnswer(
        `Here are the results:\n\`\`\`json\n${JSON.stringify({ results: [validatorResult] }, null, 2)}\n\`\`\`\nHope this helps!`,
      ),
    );
    const result = await viaWorker("POST", "/api/functions/validate-ux", me.cookie, validatorRequest);
    expect(result.status).toBe(200);
    const [first] = (JSON.parse(result.text) as { results: Array<Record<string, unknown>> }).results;
    expect(first).toMatchObject({ sentiment: "frustrated", successRate: 75 });
    expect(first!.recommendations).toHaveLength(5);
    expect((first!.feedback as string).length).toBeLessThanOrEqual(800);
    expect(provider.calls).toBe(1);
  });

  it("validator: an answer cut off in its second result keeps the complete first and says it was cut off", async () => {
    const me = await signedInUser("real-validator-cut");
    const whole = JSON.stringify({
      results: [
        { ...validatorResult, feedback: "Too slow." },
        { ...validatorResult, task: "Pay" },
      ],
    });
    fakeProvider(() => wholeAnswer(whole.slice(0, whole.lastIndexOf('"behavior"')), "length"));
    const result = await viaWorker("POST", "/api/functions/validate-ux", me.cookie, { ...validatorRequest, tasks: ["Book a walk", "Pay"] });
    expect(result.status).toBe(200);
    const body = JSON.parse(result.text) as { results: unknown[]; cutOff?: boolean };
    expect(body.results).toHaveLength(1);
    expect(body.cutOff).toBe(true);
  });

  it("workshop: minutes written as '15 minutes' and a 150-character title still give an agenda", async () => {
    const me = await signedInUser("real-workshop");
    const plan = {
      title: "T".repeat(150),
      summary: "Find the riskiest assumption.",
      blocks: ["Warm-up", "Mapping", "Voting"].map((title) => ({
        title,
        minutes: "15 minutes",
        activity: `${title} together.`,
        output: "Notes",
      })),
      materials: ["Sticky notes"],
      followUps: ["Share the board"],
    };
    fakeProvider(() => wholeAnswer(JSON.stringify(plan, null, 2).replace(/\n(\s*[}\]])/g, ",\n$1")));
    const result = await viaWorker("POST", "/api/functions/generate-workshop", me.cookie, {
      workshopType: "Discovery Workshop",
      duration: "1 hour",
      participants: "4 people",
      goals: "Scope",
    });
    expect(result.status).toBe(200);
    expect((JSON.parse(result.text) as { agenda: string }).agenda).toMatch(/Warm-up[\s\S]*Voting/);
    expect(provider.calls).toBe(1);
  });

  it("visual flow: a diagram with labels on nodes, 'process'/'end' types, numeric ids and from/to edges is drawn", async () => {
    const me = await signedInUser("real-flow");
    const useCase = {
      title: "Book a walk",
      description: "An owner books a walker.",
      flowchartData: {
        nodes: [
          { id: 1, type: "start", label: "Open app" },
          { id: 2, type: "process", label: "Pick walker" },
          { id: 3, type: "End", label: "Booked" },
        ],
        edges: [
          { from: 1, to: 2 },
          { from: 2, to: 3 },
          { from: 2, to: 3 },
        ],
      },
    };
    fakeProvider(() => wholeAnswer(JSON.stringify({ useCases: [useCase] })));
    const result = await viaWorker("POST", "/api/functions/generate-visual-flow", me.cookie, { appIdea: "Dog walking" });
    expect(result.status).toBe(200);
    const flow = (JSON.parse(result.text) as { useCases: Array<{ flowchartData: { nodes: Array<{ type: string }>; edges: unknown[] } }> })
      .useCases[0]!.flowchartData;
    expect(flow.nodes.map((n) => n.type)).toEqual(["start", "action", "end"]);
    expect(flow.edges).toHaveLength(2);
  });

  it("startup builder: a diagram block with trailing commas is kept, not silently dropped", async () => {
    const me = await signedInUser("real-startup");
    const block =
      '```flowchart-json\n{"nodes": [{"id": "a", "type": "screen", "data": {"label": "Home"},}, {"id": "b", "type": "endpoint", "data": {"label": "Booked", "status": "success"},},], "edges": [{"id": "e1", "source": "a", "target": "b"},],}\n```';
    fakeProvider(() => streamedAnswer(`# MVP plan\n\n## Flow\n\n${block}\n\nShip it.`));
    const result = await viaWorker("POST", "/api/functions/build-startup", me.cookie, { startupIdea: "Dog walking" });
    expect(result.status).toBe(200);
    const body = JSON.parse(result.text) as { strategy: string; flowchart: { nodes: unknown[] } | null };
    expect(body.flowchart?.nodes).toHaveLength(2);
    expect(body.strategy).not.toMatch(/,\s*}/);
  });

  it("landing page: copy in a fence with prose, trailing commas and its own keys becomes the page our template renders", async () => {
    const me = await signedInUser("real-landing");
    const copy =
      '{"product_name": "Walkies", "hero": {"title": "Walks in ten minutes", "subtitle": "Vetted neighbours, pay per walk.", "cta": "Get early access",}, "features": ["GPS reports", "Pay per walk",],}';
    fakeProvider(() => wholeAnswer(`Here is your landing page copy:\n\n\`\`\`json\n${copy}\n\`\`\`\n\nYou can paste it into any host.`));
    const result = await viaWorker("POST", "/api/functions/generate-landing-page", me.cookie, {
      startupIdea: "Dog walking",
      format: "code",
      contentSections: ["pitch", "features"],
    });
    expect(result.status).toBe(200);
    const body = JSON.parse(result.text) as { landingPage: string; sections: { productName: string; sample?: true } };
    expect(body.sections.productName).toBe("Walkies");
    // Another model's copy is not marked as the offline model's sample text.
    expect(body.sections.sample).toBeUndefined();
    expect(body.landingPage).toMatch(/^<!doctype html>[\s\S]*<h1>Walks in ten minutes<\/h1>[\s\S]*<h3>GPS reports<\/h3>[\s\S]*<\/html>$/);
    expect(provider.calls).toBe(1);
  });

  it("landing page: copy in the founder's planning language is asked for again once with the reason, and what is left is taken out", async () => {
    const me = await signedInUser("real-landing-planning");
    const answers = landingRecordings.find((r) => r.id === "lp-planning-language")!.answers;
    fakeProvider(() => wholeAnswer(answers[provider.calls - 1]!.content));
    const result = await viaWorker("POST", "/api/functions/generate-landing-page", me.cookie, {
      startupIdea: "A neighbourhood marketplace where people lend and borrow garden and DIY tools",
      format: "code",
      contentSections: ["pitch", "features"],
    });
    expect(result.status).toBe(200);
    expect(provider.calls).toBe(2);
    // Every model hears what the idea is (two sides) and who the copy is for; the re-ask says what was wrong.
    const [first, second] = provider.bodies.map((body) => JSON.stringify(body.messages));
    expect(first).toContain("It is a marketplace: it has two sides");
    expect(first).toContain("never the founder's planning language");
    expect(second).toContain("features 1: “The single flow”");
    const body = JSON.parse(result.text) as { landingPage: string; sections: unknown };
    expect(body.landingPage).toContain("Borrow the drill");
    expect(JSON.stringify(body)).not.toMatch(/proves the value|single flow|MVP|hypothesis/i);
  });

  it("landing page: when the re-asked answer is unusable, the first one comes back with the planning language taken out", async () => {
    const me = await signedInUser("real-landing-planning-broken");
    const [first] = landingRecordings.find((r) => r.id === "lp-planning-language")!.answers;
    fakeProvider(() => wholeAnswer(provider.calls === 1 ? first!.content : "Sorry, I cannot help with that."));
    const result = await viaWorker("POST", "/api/functions/generate-landing-page", me.cookie, {
      startupIdea: "A neighbourhood marketplace where people lend and borrow garden and DIY tools",
      format: "code",
      contentSections: ["pitch", "features"],
    });
    expect(result.status).toBe(200);
    expect(provider.calls).toBe(2);
    const body = JSON.parse(result.text) as { landingPage: string };
    expect(body.landingPage).toContain("Deposits held safely");
    expect(JSON.stringify(body)).not.toMatch(/proves the value|single flow|MVP|hypothesis|riskiest/i);
  });

  it("landing page: HTML a model wrote instead of the copy never reaches the page", async () => {
    const me = await signedInUser("real-landing-html");
    fakeProvider(() => wholeAnswer("<!DOCTYPE html><html><body><h1>Walkies</h1><script>steal()</script></body></html>"));
    const result = await viaWorker("POST", "/api/functions/generate-landing-page", me.cookie, {
      startupIdea: "Dog walking",
      format: "code",
      contentSections: ["pitch"],
    });
    expect(result.status).toBe(502);
    expect(result.text).not.toContain("steal()");
  });

  it("text tools: a ```markdown fence is unwrapped, and an answer stopped at the length limit is kept and marked, streamed or not", async () => {
    const me = await signedInUser("real-text");
    fakeProvider(() => streamedAnswer("```markdown\n# Pricing\n\n- Freemium with a paid team plan\n```"));
    const fenced = await viaWorker("POST", "/api/functions/monetization-strategy", me.cookie, { productIdea: "Dog walking" });
    expect(JSON.parse(fenced.text)).toEqual({ strategy: "# Pricing\n\n- Freemium with a paid team plan" });

    fakeProvider(() => streamedAnswer("# Launch plan\n\n1. Build a waitlist\n2. Post in the", "length"));
    const cut = await viaWorker("POST", "/api/functions/launch-assistant", me.cookie, { productIdea: "Dog walking" });
    expect(JSON.parse(cut.text)).toEqual({ landingPagePlan: "# Launch plan\n\n1. Build a waitlist\n2. Post in the", cutOff: true });

    const streamed = await viaWorker(
      "POST",
      "/api/functions/ux-feedback",
      me.cookie,
      { designDescription: "A booking screen" },
      { Accept: "text/event-stream" },
    );
    const done = (await framesOf(streamed.text)).find((f) => f.event === "done");
    expect(JSON.parse(done!.data)).toMatchObject({ cutOff: true });
  });

  it("chat: an answer stopped at the length limit reports finish_reason 'length', streamed or not", async () => {
    const me = await signedInUser("real-chat");
    fakeProvider(() => streamedAnswer("Start with a waitlist and", "length"));
    const streamed = await viaWorker("POST", "/api/chat/completions", me.cookie, {
      messages: [{ role: "user", content: "How do I launch?" }],
    });
    const frames = (await framesOf(streamed.text)).map((f) => f.data).filter((d) => d !== "[DONE]");
    expect(JSON.parse(frames.at(-1)!).choices[0].finish_reason).toBe("length");

    const whole = await viaWorker("POST", "/api/chat/completions", me.cookie, {
      stream: false,
      messages: [{ role: "user", content: "How do I launch?" }],
    });
    expect(JSON.parse(whole.text).choices[0].finish_reason).toBe("length");
  });

  it("continue: a cut-off text answer goes on from where it stopped and comes back whole; a structured one cannot be continued", async () => {
    const me = await signedInUser("real-continue");
    const soFar = "# Launch plan\n\n1. Build a waitlist\n2. Post in the";
    fakeProvider(() => streamedAnswer(" Indie Hackers forum\n3. Email the waitlist"));
    const result = await viaWorker("POST", "/api/functions/launch-assistant", me.cookie, {
      productIdea: "Dog walking",
      previous: { landingPagePlan: soFar, cutOff: true },
      instruction: "Continue the answer",
      continueAnswer: true,
    });
    expect(JSON.parse(result.text)).toEqual({ landingPagePlan: `${soFar} Indie Hackers forum\n3. Email the waitlist` });
    const sent = JSON.stringify(provider.bodies[0]);
    expect(sent).toContain("cut off at the length limit");
    expect(sent).toContain("Post in the");

    const structured = await viaWorker("POST", "/api/functions/generate-workshop", me.cookie, {
      workshopType: "Discovery Workshop",
      duration: "1 hour",
      participants: "4",
      goals: "Scope",
      previous: { agenda: "# Agenda" },
      instruction: "Continue the answer",
      continueAnswer: true,
    });
    expect(structured.status).toBe(400);
  });
});

describe("continuing a cut-off answer", () => {
  it("appends the rest cleaned on its own, so a fence around the continuation never swallows the text so far", async () => {
    const me = await signedInUser("real-continue-fence");
    const soFar = "# Pricing\n\n- Freemium for one walker\n- A team plan at";
    fakeProvider(() => streamedAnswer("Here is the rest:\n```markdown\n £9 a month.\n```"));
    const result = await viaWorker("POST", "/api/functions/monetization-strategy", me.cookie, {
      productIdea: "Dog walking",
      previous: { strategy: soFar, cutOff: true },
      instruction: "Continue the answer",
      continueAnswer: true,
    });
    expect(JSON.parse(result.text)).toEqual({ strategy: `${soFar} £9 a month.` });
  });

  it("refuses to continue an answer already as long as a saved result can be, before any AI work", async () => {
    const me = await signedInUser("real-continue-long");
    fakeProvider(() => streamedAnswer("more"));
    const result = await viaWorker("POST", "/api/functions/ux-feedback", me.cookie, {
      designDescription: "A booking screen",
      previous: { feedback: "x".repeat(31_000) },
      instruction: "Continue the answer",
      continueAnswer: true,
    });
    expect(result.status).toBe(400);
    expect(JSON.parse(result.text).error.message).toMatch(/cannot be continued/);
    expect(provider.calls).toBe(0);
  });
});

describe("real model answers in the chat", () => {
  it("a reply wrapped in a ```markdown fence reaches the client unwrapped", async () => {
    const me = await signedInUser("real-chat-fence");
    fakeProvider(() => streamedAnswer("```markdown\n## Pricing\n\n- Start with one plan\n```\nHope this helps!"));
    const streamed = await viaWorker("POST", "/api/chat/completions", me.cookie, {
      messages: [{ role: "user", content: "How do I price it?" }],
    });
    const text = (await framesOf(streamed.text))
      .map((f) => f.data)
      .filter((d) => d !== "[DONE]")
      .map((d) => JSON.parse(d).choices[0].delta.content ?? "")
      .join("");
    expect(text.trim()).toBe("## Pricing\n\n- Start with one plan");
  });
});
