import type { Context } from "hono";
import { MAX_PROTOTYPE_IMAGES } from "../../../app/lib/contracts/validate-ux";
import type { ToolName } from "../../../app/lib/contracts/tools";
import type { AppEnv } from "../../hono-env";

/**
 * The images a tool call shows the vision model. Only the prototype validator takes images:
 * the first three data URLs it was sent (spec section 5).
 */
export async function toolImages(_c: Context<AppEnv>, name: ToolName, input: unknown, _userId: string): Promise<string[]> {
  if (name !== "validate-ux") return [];
  const images = (input as { prototypeImages?: string[] }).prototypeImages ?? [];
  return images.slice(0, MAX_PROTOTYPE_IMAGES);
}
