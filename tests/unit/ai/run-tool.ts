import { toolContracts, type ToolName, type ToolResponse } from "../../../tools/contracts";
import { prepareToolCall } from "../../../workers/ai/calls";
import { generateStructured } from "../../../workers/ai/structured";
import { collectText, openTextStream } from "../../../workers/ai/text-stream";
import { toolServers } from "../../../tools/server";
import { readConfig } from "../../../workers/config";
import { workerTools } from "../../../tools/server";

const setup = { config: readConfig({ AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: "0" }), tools: workerTools };

/** A tool call as the API route makes it (prompt, offline model, finisher, response schema), without HTTP. */
export async function runTool<T extends ToolName>(tool: T, body: unknown): Promise<ToolResponse<T>> {
  const contract = toolContracts[tool];
  const input = contract.request.parse(body);
  const call = prepareToolCall(setup, tool, input as never);
  if (contract.modelOutput) {
    const output = await generateStructured({ ...call, schema: contract.modelOutput });
    const finish = toolServers[tool].finishObject as ((o: unknown, i: unknown) => unknown) | undefined;
    return contract.response.parse(finish ? finish(output, input) : output) as ToolResponse<T>;
  }
  const text = await collectText(await openTextStream(call));
  const finish = toolServers[tool].finishText as ((t: string, i: unknown) => unknown) | undefined;
  return contract.response.parse(finish ? finish(text, input) : { [contract.field]: text }) as ToolResponse<T>;
}
