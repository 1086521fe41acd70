import type { WorkshopPlan, WorkshopRequest } from "./contract";
import { cutAtWord } from "../kit/server/repair/fit-to-schema";
import { workshopPrompt } from "./server-prompt";
import { renderWorkshopAgenda } from "./server-agenda";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"generate-workshop">({
  purpose: "structured",
  prompt: workshopPrompt,
  normalize: planFromBlocks,
  // The agenda is rendered from the plan so its time blocks always add up to the requested duration.
  finishObject: (output, input) => ({ agenda: renderWorkshopAgenda(output as WorkshopPlan, input) }),
});

/**
 * The blocks alone, as a bare list at the root: the rest of the plan comes from the request (the
 * title from the workshop type, the summary from the goals), and no materials or follow-ups are
 * made up (docs/product.md#real-model-answers).
 */
function planFromBlocks(output: unknown, input?: WorkshopRequest): unknown {
  if (!Array.isArray(output) || !input) return output;
  return { title: cutAtWord(input.workshopType, 120), summary: cutAtWord(input.goals, 600), blocks: output, materials: [], followUps: [] };
}
