import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import type { Persona } from "../../shared/contracts/products";
import { toolContracts, type ToolName } from "../../tools/contracts";
import { resultBrief, resultMarkdownParts } from "../../tools/contracts";
import { call, type signedInUser } from "./auth-helpers";

export type Me = Awaited<ReturnType<typeof signedInUser>>;

export const idea = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";

/** A first run of every tool, as its screen sends it. */
export const toolBodies: Record<ToolName, Record<string, unknown>> = {
  "validate-ux": {
    prototypeUrl: "https://www.figma.com/proto/abc/garden-tools",
    personas: [
      { id: "p1", name: "Maya", description: "Busy parent, first-time gardener", motivation: "Borrow a hedge trimmer this weekend" },
      { id: "p2", name: "Sam", description: "Retired neighbour with a full shed" },
    ],
    tasks: ["Find a hedge trimmer nearby", "Book it for Saturday"],
  },
  "generate-workshop": {
    workshopType: "Discovery Workshop",
    duration: "90 minutes",
    participants: "1 PO, 2 designers, 2 developers",
    goals: "Agree on the MVP scope",
  },
  "build-startup": { startupIdea: idea },
  "generate-landing-page": { startupIdea: idea, format: "code", contentSections: ["pitch", "features", "cta"] },
  "generate-visual-flow": { appIdea: idea },
  "monetization-strategy": { productIdea: idea },
  "launch-assistant": { productIdea: idea },
  "ux-feedback": { designDescription: "A sign-up form with 12 fields on one screen and a small grey submit button" },
  "case-study-generator": { projectDescription: "Redesigned the checkout of a grocery app" },
  "generate-wireframes": { idea: "An app where dog owners find trusted walkers nearby and pay per walk", device: "phone" },
};

type ProductFields = { name: string; idea?: string; audience?: string; notes?: string; personas?: Persona[] };

/**
 * A product in D1 as the products API stores it (the row is the fixture here: these tests are
 * about what the model is given, not about creating products).
 */
export async function createProduct(me: Me, fields: ProductFields): Promise<string> {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  await env.DB.prepare("INSERT INTO products (id, user_id, name, idea, audience, notes, personas) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(
      id,
      me.user.id,
      fields.name,
      fields.idea ?? idea,
      fields.audience ?? "",
      fields.notes ?? "",
      JSON.stringify(fields.personas ?? []),
    )
    .run();
  return id;
}

export const runTool = (me: Me, tool: ToolName, body: unknown, headers?: Record<string, string>) =>
  call("POST", `/api/functions/${tool}`, { cookie: me.cookie, body, headers });

export const chat = (credentials: { cookie?: string; bearer?: string }, body: Record<string, unknown>) =>
  call("POST", "/api/chat/completions", { ...credentials, body: { model: "ux-twin", stream: false, ...body } });

export const usedToday = async (me: Me) =>
  aiStatusSchema.parse(await (await call("GET", "/api/usage", { cookie: me.cookie })).json()).quota.used;

/** Runs a tool and saves its result as the screen's Save button does; answers the saved id and the response. */
export async function savedResult(me: Me, tool: ToolName, body: Record<string, unknown>) {
  const ran = await runTool(me, tool, body);
  expect(ran.status, tool).toBe(200);
  const response = (await ran.json()) as never;
  const request = toolContracts[tool].request.parse(body) as never;
  const messages = [
    { role: "user", content: resultBrief(tool, request) },
    ...resultMarkdownParts(tool, request, response).map((content) => ({ role: "assistant", content })),
  ];
  const saved = await call("POST", "/api/conversations", { cookie: me.cookie, body: { tool, messages } });
  expect(saved.status).toBe(201);
  const { conversation } = (await saved.json()) as { conversation: { id: string } };
  return { id: conversation.id, response };
}

export async function versionCount(conversationId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM result_versions WHERE conversation_id = ?")
    .bind(conversationId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
