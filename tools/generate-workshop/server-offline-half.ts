import type { WorkshopPlan } from "./contract";
import { refineSpec } from "../kit/server/refine/spec";
import { parseAgenda, refineWorkshopPlan, withSummaryLine } from "./server-refine";
import { workshopAgendaText, workshopPlan } from "./server-offline";
import { renderWorkshopAgenda } from "./server-agenda";
import { defineToolOffline } from "../kit/server-kit";

/** How the offline model writes and refines generate-workshop (tools/server.ts loads it only when the offline model answers). */
export default defineToolOffline<"generate-workshop">({
  write: (input, _screens, { product }) => ({ text: workshopAgendaText(input, product), object: workshopPlan(input, product) }),
  refine: refineSpec<"generate-workshop", WorkshopPlan>({
    start: (input) => parseAgenda(input.previous.agenda) ?? workshopPlan(input),
    refine: (plan, instruction) => refineWorkshopPlan(plan, instruction),
    line: withSummaryLine,
    render: (plan, input) => renderWorkshopAgenda(plan, input),
  }),
});
