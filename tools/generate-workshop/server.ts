import type { WorkshopPlan, WorkshopRequest } from "./contract";
import { cutAtWord } from "../kit/server/repair/fit-to-schema";
import { refineSpec } from "../kit/server/refine/spec";
import { parseAgenda, refineWorkshopPlan, withSummaryLine } from "./server-refine";
import { workshopAgendaText, workshopPlan } from "./server-offline";
import { workshopPrompt } from "./server-prompt";
import { renderWorkshopAgenda } from "./server-agenda";
import { defineToolServer } from "../kit/server-kit";

export default defineToolServer<"generate-workshop">({
  purpose: "structured",
  prompt: workshopPrompt,
  normalize: planFromBlocks,
  // The agenda is rendered from the plan so its time blocks always add up to the requested duration.
  finishObject: (output, input) => ({ agenda: renderWorkshopAgenda(output as WorkshopPlan, input) }),
  offline: {
    write: (input, _screens, { product }) => ({ text: workshopAgendaText(input, product), object: workshopPlan(input, product) }),
    refine: refineSpec<"generate-workshop", WorkshopPlan>({
      start: (input) => parseAgenda(input.previous.agenda) ?? workshopPlan(input),
      refine: (plan, instruction) => refineWorkshopPlan(plan, instruction),
      line: withSummaryLine,
      render: (plan, input) => renderWorkshopAgenda(plan, input),
    }),
  },
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
