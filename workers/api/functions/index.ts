import { Hono, type Context } from "hono";
import { toolContracts, TOOL_NAMES, type ToolName } from "../../../shared/contracts/tools";
import {
  assertToolTextWithinLimits,
  collectText,
  generateStructured,
  openTextStream,
  prepareToolCall,
  sseResponse,
  toolSse,
} from "../../ai";
import { requireUser } from "../../auth/session-middleware";
import { ApiError } from "../../errors";
import type { AppEnv } from "../../hono-env";
import { readJson } from "../read-json";
import { spendAiRequest } from "../spend-ai-request";
import { structuredFinishers, textFinishers } from "./finishers";
import { toolImages } from "./tool-images";

const isToolName = (name: string): name is ToolName => (TOOL_NAMES as readonly string[]).includes(name);

/**
 * POST /api/functions/<name> — the nine tool functions (docs/product.md#tool-functions), one code path:
 * session → body validated by the tool's contract → input caps → daily quota → model. Text
 * tools stream as server-sent events when the client sends `Accept: text/event-stream`.
 */
export const functionRoutes = new Hono<AppEnv>().post("/:name", async (c) => {
  const name = c.req.param("name");
  if (!isToolName(name)) throw new ApiError(404, "not_found", `There is no tool function called “${name}”.`);
  const user = requireUser(c);
  const contract = toolContracts[name];
  const input = await readJson(c, contract.request, { maxBytes: name === "validate-ux" ? 12_000_000 : undefined });
  const { config } = c.var;
  assertToolTextWithinLimits(input as Record<string, unknown>, config);
  // Bad input (e.g. someone else's upload key) must fail before it costs a quota request.
  const images = await toolImages(c, name, input, user.id);
  // Preparing the call checks the model configuration, so a misconfigured provider costs no quota.
  const call = prepareToolCall({ config, ai: c.env.AI }, name, input as never, { images, signal: c.req.raw.signal });
  await spendAiRequest(c, user.id);

  if (contract.modelOutput) {
    const output = await generateStructured({ ...call, schema: contract.modelOutput });
    const finish = structuredFinishers[name] as ((o: unknown, i: unknown) => unknown) | undefined;
    return c.json(contract.response.parse(finish ? finish(output, input) : output));
  }

  const text = await openTextStream(call);
  const finish = (full: string) => {
    const finisher = textFinishers[name] as ((t: string, i: unknown) => unknown) | undefined;
    return contract.response.parse(finisher ? finisher(full, input) : { [contract.field]: full }) as Record<string, unknown>;
  };
  if (wantsStream(c)) return sseResponse(toolSse(text, finish));
  return c.json(finish(await collectText(text)));
});

function wantsStream(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").includes("text/event-stream");
}
