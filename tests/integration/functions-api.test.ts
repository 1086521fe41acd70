import { describe, expect, it } from "vitest";
import { readSse } from "../../app/lib/sse";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../tools/contracts";
import { call, signedInUser } from "./auth-helpers";
import { toolExamples } from "../tool-examples";

const idea = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";

/** A valid body for every tool function, written as a user of each screen would fill it in. */
/** A valid body for every tool function, as its screen sends it (from its examples). */
const bodies = Object.fromEntries(TOOL_NAMES.map((tool) => [tool, toolExamples[tool].request(idea)])) as Record<ToolName, unknown>;

describe("POST /api/functions/<name>", () => {
  it("needs a session", async () => {
    const response = await call("POST", "/api/functions/build-startup", { body: bodies["build-startup"] });
    expect(response.status).toBe(401);
  });

  it("answers an unknown tool with 404", async () => {
    const me = await signedInUser("fn-unknown");
    expect((await call("POST", "/api/functions/make-me-rich", { cookie: me.cookie, body: {} })).status).toBe(404);
  });

  it("answers every tool with a response that matches its contract", { timeout: 30_000 }, async () => {
    const me = await signedInUser("fn-all");
    for (const [name, body] of Object.entries(bodies) as [ToolName, unknown][]) {
      const response = await call("POST", `/api/functions/${name}`, { cookie: me.cookie, body });
      expect(response.status, name).toBe(200);
      const json = await response.json();
      const contract = toolContracts[name];
      expect(contract.response.safeParse(json).success, name).toBe(true);
      expect((json as Record<string, unknown>)[contract.field], name).toBeTruthy();
    }
  });

  it("validates the startup flowchart on the server and returns it parsed", async () => {
    const me = await signedInUser("fn-flow");
    const json = (await (
      await call("POST", "/api/functions/build-startup", { cookie: me.cookie, body: bodies["build-startup"] })
    ).json()) as {
      strategy: string;
      flowchart: { nodes: unknown[]; edges: unknown[] } | null;
    };
    expect(json.strategy).toContain("flowchart-json");
    expect(json.flowchart?.nodes.length).toBeGreaterThan(2);
  });

  it("uses the spec's validation messages", async () => {
    const me = await signedInUser("fn-invalid");
    const cases: [ToolName, unknown, string][] = [
      ["build-startup", { startupIdea: "  " }, "Please describe your startup idea"],
      ["generate-visual-flow", { appIdea: "" }, "Please describe your app idea first"],
      ["monetization-strategy", { productIdea: "" }, "Please describe your product idea"],
      ["ux-feedback", { designDescription: "" }, "Please describe your UX/UI design"],
      ["case-study-generator", { projectDescription: "" }, "Please describe your UX project"],
      [
        "generate-workshop",
        { workshopType: "Design Sprint", duration: "", participants: "x", goals: "y" },
        "Please fill in all fields to generate a workshop agenda.",
      ],
      // A field left out entirely reads the same as an empty one.
      ["build-startup", {}, "Please describe your startup idea"],
      ["generate-workshop", { workshopType: "Design Sprint" }, "Please fill in all fields to generate a workshop agenda."],
    ];
    for (const [name, body, message] of cases) {
      const response = await call("POST", `/api/functions/${name}`, { cookie: me.cookie, body });
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message, name).toBe(message);
    }
  });

  it("streams text tools as delta events followed by one done event", async () => {
    const me = await signedInUser("fn-stream");
    const response = await call("POST", "/api/functions/monetization-strategy", {
      cookie: me.cookie,
      body: bodies["monetization-strategy"],
      headers: { Accept: "text/event-stream" },
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const raw = await response.text();
    const events = [...raw.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events.filter((e) => e === "delta").length).toBeGreaterThan(3);
    expect(events.at(-1)).toBe("done");
    const data: string[] = [];
    for await (const d of readSse(new Response(raw).body!)) data.push(d);
    const done = JSON.parse(data.at(-1)!) as { strategy: string };
    const streamed = data
      .slice(0, -1)
      .map((d) => (JSON.parse(d) as { text: string }).text)
      .join("");
    expect(done.strategy).toBe(streamed);
  });

  it("refuses an over-long idea with 413", async () => {
    const me = await signedInUser("fn-long");
    const response = await call("POST", "/api/functions/build-startup", { cookie: me.cookie, body: { startupIdea: "x".repeat(7_000) } });
    expect([400, 413]).toContain(response.status);
  });
});

describe("inputs that look like object internals", () => {
  it("treat a workshop type such as __proto__ as any other free text", async () => {
    const me = await signedInUser("fn-proto");
    for (const workshopType of ["__proto__", "constructor", "toString"]) {
      const response = await call("POST", "/api/functions/generate-workshop", {
        cookie: me.cookie,
        body: { workshopType, duration: "45 minutes", participants: "3 designers", goals: "Pick a direction" },
      });
      expect(response.status, workshopType).toBe(200);
    }
  });
});
