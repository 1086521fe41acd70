import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flowchartDataSchema } from "../../shared/contracts/flowchart";
import { extractFlowchart } from "../../tools/build-startup/server-diagram";
import { buildStartupResponseSchema, visualFlowResponseSchema } from "../../shared/contracts/flow-results";
import { landingPageResponseSchema } from "../../tools/generate-landing-page/contract";
import { launchResponseSchema } from "../../tools/launch-assistant/contract";
import { monetizationResponseSchema } from "../../tools/monetization-strategy/contract";
import { toolServers } from "../../tools/server";
import worker from "../../workers/app";
import { call, ORIGIN, signedInUser } from "./auth-helpers";

const idea = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";

async function post(cookie: string, name: string, body: unknown) {
  const response = await call("POST", `/api/functions/${name}`, { cookie, body });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string } },
  };
}

describe("founder functions with the offline model", () => {
  it("build-startup answers a strategy with a server-validated diagram of the four startup node types", async () => {
    const me = await signedInUser("founder-build");
    const { status, json } = await post(me.cookie, "build-startup", { startupIdea: idea });
    expect(status).toBe(200);
    const body = buildStartupResponseSchema.parse(json);
    expect(body.strategy).toMatch(/MVP/);
    expect(body.flowchart).toEqual(extractFlowchart(body.strategy));
    const types = new Set(body.flowchart!.nodes.map((n) => n.type));
    expect([...types].sort()).toEqual(["action", "decision", "endpoint", "screen"]);
    const statuses = body.flowchart!.nodes.filter((n) => n.type === "endpoint").map((n) => n.data.status);
    expect(statuses).toEqual(expect.arrayContaining(["success", "failure"]));
  });

  it("generate-landing-page renders a self-contained HTML page from sections, showing only the chosen ones", async () => {
    const me = await signedInUser("founder-landing");
    const { status, json } = await post(me.cookie, "generate-landing-page", {
      startupIdea: idea,
      format: "code",
      contentSections: ["pitch", "cta"],
      strategy: "",
    });
    expect(status).toBe(200);
    const { landingPage: page, sections } = landingPageResponseSchema.parse(json);
    expect(page.startsWith("<!doctype html>")).toBe(true);
    expect(page).toContain("</html>");
    // Nothing loaded from elsewhere: no script, no stylesheet or image from another address.
    expect(page).not.toMatch(/<script|src=|href="https?:/i);
    expect(page).toContain('id="waitlist"');
    expect(page).not.toContain("What early users say");
    expect(sections.sections.filter((s) => !s.hidden).map((s) => s.kind)).toEqual(["hero", "how-it-works", "waitlist"]);
    // The offline model's copy is sample text, which Publish warns about.
    expect(sections.sample).toBe(true);
  });

  it("generate-landing-page as a template is a Markdown outline of the chosen sections", async () => {
    const me = await signedInUser("founder-template");
    const { json } = await post(me.cookie, "generate-landing-page", {
      startupIdea: idea,
      format: "template",
      contentSections: ["testimonials", "features"],
      strategy: "# Plan\nMVP features",
    });
    const outline = landingPageResponseSchema.parse(json).landingPage;
    expect(outline).not.toContain("<html");
    const headings = [...outline.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.slice(1)).toEqual(["Why people use it", "What early users say", "Questions and answers", "Be first in line"]);
  });

  it("generate-visual-flow answers use cases whose diagrams all pass the schema", async () => {
    const me = await signedInUser("founder-flow");
    const { status, json } = await post(me.cookie, "generate-visual-flow", { appIdea: idea });
    expect(status).toBe(200);
    const { useCases } = visualFlowResponseSchema.parse(json);
    expect(useCases.length).toBeGreaterThanOrEqual(2);
    for (const useCase of useCases) {
      expect(flowchartDataSchema.safeParse(useCase.flowchartData).success).toBe(true);
      const types = useCase.flowchartData.nodes.map((n) => n.type);
      expect(types).toEqual(expect.arrayContaining(["start", "end", "decision", "endpoint", "userAction", "systemAction"]));
    }
  });

  it("monetization-strategy and launch-assistant answer Markdown in the spec's fields", async () => {
    const me = await signedInUser("founder-text");
    const money = await post(me.cookie, "monetization-strategy", { productIdea: idea });
    expect(monetizationResponseSchema.parse(money.json).strategy).toMatch(/^# Monetization strategy/);
    const launch = await post(me.cookie, "launch-assistant", { productIdea: idea });
    expect(launchResponseSchema.parse(launch.json).landingPagePlan).toMatch(/^# Launch landing page plan/);
  });

  it("refuses invalid bodies with the spec's messages", async () => {
    const me = await signedInUser("founder-invalid");
    const cases: [string, unknown, string][] = [
      ["build-startup", { startupIdea: "   " }, "Please describe your startup idea"],
      ["generate-landing-page", { startupIdea: " ", format: "code", contentSections: ["pitch"] }, "Please generate a strategy first"],
      ["generate-landing-page", { startupIdea: idea, format: "code", contentSections: [] }, "Choose at least one content section"],
      ["generate-visual-flow", { appIdea: "\n" }, "Please describe your app idea first"],
      ["monetization-strategy", { productIdea: "" }, "Please describe your product idea"],
      ["launch-assistant", { productIdea: " " }, "Please describe your product idea"],
    ];
    for (const [name, body, message] of cases) {
      const { status, json } = await post(me.cookie, name, body);
      expect(status, `${name} ${JSON.stringify(body)}`).toBe(400);
      expect(json.error?.message, name).toBe(message);
    }
    const badFormat = await post(me.cookie, "generate-landing-page", { startupIdea: idea, format: "pdf", contentSections: ["pitch"] });
    expect(badFormat.status).toBe(400);
    const badSection = await post(me.cookie, "generate-landing-page", { startupIdea: idea, format: "code", contentSections: ["pricing"] });
    expect(badSection.status).toBe(400);
  });
});

describe("the build-startup finisher with malformed model output", () => {
  const finish = toolServers["build-startup"].finishText!;
  const cases: Record<string, string> = {
    "no block": "# Plan\n\nJust text, no diagram.",
    "not JSON": "# Plan\n\n```flowchart-json\n{nodes: [oops\n```",
    "edge to a missing node":
      '```flowchart-json\n{"nodes":[{"id":"a","type":"screen","data":{"label":"A"}},{"id":"b","type":"action","data":{"label":"B"}}],"edges":[{"id":"e","source":"a","target":"zzz"}]}\n```',
    "a single node":
      '```flowchart-json\n{"nodes":[{"id":"a","type":"screen","data":{"label":"A"}}],"edges":[{"id":"e","source":"a","target":"a"}]}\n```',
    "unclosed block": '```flowchart-json\n{"nodes":[',
  };
  for (const [name, text] of Object.entries(cases)) {
    it(`keeps the strategy and drops the diagram: ${name}`, () => {
      const result = buildStartupResponseSchema.parse(finish(text, { startupIdea: idea }));
      expect(result).toEqual({ strategy: text, flowchart: null });
    });
  }

  it("draws a node of an unknown type as a step instead of dropping the diagram", () => {
    const text =
      '```flowchart-json\n{"nodes":[{"id":"a","type":"cloud","data":{"label":"A"}},{"id":"b","type":"action","data":{"label":"B"}}],"edges":[{"id":"e","source":"a","target":"b"}]}\n```';
    expect(finish(text, { startupIdea: idea }).flowchart?.nodes.map((n) => n.type)).toEqual(["action", "action"]);
  });

  it("accepts a plain json block holding the diagram", () => {
    const text =
      '```json\n{"nodes":[{"id":"a","type":"screen","data":{"label":"A"}},{"id":"b","type":"endpoint","data":{"label":"B","status":"success"}}],"edges":[{"id":"e","source":"a","target":"b"}]}\n```';
    expect(finish(text, { startupIdea: idea }).flowchart?.nodes).toHaveLength(2);
  });
});

/**
 * The real route against an OpenAI-compatible model server that answers badly: the Worker is
 * called with the provider switched and `fetch` to the model server answered here.
 */
describe("the routes with a model that answers badly", () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeModel(content: string) {
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (!request.url.startsWith("http://model.test/")) return original(input as RequestInfo, init);
      const body = (await request.json()) as { stream?: boolean };
      const base = { id: "c1", created: 0, model: "fake" };
      if (!body.stream) {
        return Response.json({
          ...base,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        });
      }
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      const sse = chunk({ role: "assistant", content }, null) + chunk({}, "stop") + "data: [DONE]\n\n";
      return new Response(sse, { headers: { "Content-Type": "text/event-stream" } });
    });
  }

  async function callWithModel(cookie: string, name: string, body: unknown) {
    const ctx = createExecutionContext();
    const modelEnv = {
      ...env,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://model.test/v1",
      AI_MODEL: "fake",
      AI_MAX_RETRIES: "0",
    };
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/functions/${name}`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      modelEnv as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("build-startup with a broken diagram block answers the strategy without a diagram", async () => {
    const me = await signedInUser("founder-bad-block");
    const strategy = '# Plan\n\n## MVP features\n- One\n\n```flowchart-json\n{"nodes": [{"id": "a"}], "edges": []}\n```';
    fakeModel(strategy);
    const response = await callWithModel(me.cookie, "build-startup", { startupIdea: idea });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ strategy, flowchart: null });
  });

  it("generate-visual-flow with output that is not valid JSON fails with a clear 502, never a crash", async () => {
    const me = await signedInUser("founder-bad-json");
    fakeModel("Sure! Here are your flows: start -> login -> done");
    const response = await callWithModel(me.cookie, "generate-visual-flow", { appIdea: idea });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: "ai_invalid_output", message: expect.stringMatching(/wrong format/) } });
  });

  it("generate-visual-flow whose diagram points at missing nodes is refused the same way", async () => {
    const me = await signedInUser("founder-bad-graph");
    const broken = {
      useCases: [
        {
          title: "Sign up",
          description: "A new user signs up",
          flowchartData: {
            nodes: [
              { id: "a", type: "start", data: { label: "Start" } },
              { id: "b", type: "end", data: { label: "End" } },
            ],
            edges: [{ id: "e", source: "a", target: "nowhere" }],
          },
        },
      ],
    };
    fakeModel(JSON.stringify(broken));
    const response = await callWithModel(me.cookie, "generate-visual-flow", { appIdea: idea });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("ai_invalid_output");
  });
});
