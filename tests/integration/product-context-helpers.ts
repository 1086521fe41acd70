import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { aiStatusSchema } from "../../shared/contracts/ai-status";
import type { Persona } from "../../shared/contracts/products";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../tools/contracts";
import { resultBrief, resultMarkdownParts } from "../../tools/contracts";
import { call, type signedInUser } from "./auth-helpers";
import { toolExamples } from "../tool-examples";

export type Me = Awaited<ReturnType<typeof signedInUser>>;

export const idea = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";

/** A first run of every tool, as its screen sends it. */
export const toolBodies = Object.fromEntries(TOOL_NAMES.map((tool) => [tool, toolExamples[tool].request(idea)])) as Record<
  ToolName,
  Record<string, unknown>
>;

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
