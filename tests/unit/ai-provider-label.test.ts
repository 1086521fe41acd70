import { describe, expect, it } from "vitest";
import { describeAiProvider } from "../../scripts/lib/ai-provider-label.mjs";

describe("the provider npm start names in its closing line", () => {
  it("is the offline model only when the Worker reports the offline provider", () => {
    expect(describeAiProvider("offline")).toEqual({ label: "offline model" });
    expect(describeAiProvider("openai-compatible").label).toBe("OpenAI-compatible model server");
    expect(describeAiProvider("workers-ai").label).toBe("Workers AI");
  });

  it("warns that Workers AI cannot answer from this machine", () => {
    expect(describeAiProvider("workers-ai").note).toContain("only on Cloudflare's network");
    expect(describeAiProvider("offline").note).toBeUndefined();
  });

  it("shows an unknown or missing provider as such, never as the offline model", () => {
    expect(describeAiProvider("anthropic").label).toBe('AI provider "anthropic"');
    expect(describeAiProvider(undefined).label).toBe("unknown AI provider");
  });
});
