import { BookOpen, LayoutTemplate } from "lucide-react";
import { useNavigate } from "react-router";
import type { ProductSummaryDto } from "@shared/contracts/products";
import type { ToolRequest } from "@tools/kit/contract-kit";
import {
  dashboardHref,
  type HandOffAction,
  LANDING_PANEL_ID,
  type SaveResultProps,
  useEnsureSaved,
  useHandOff,
  useWorkingProduct,
} from "../kit/client-screen";
import { caseStudyStart } from "./client-case-study-start";
import { toolView } from "@shared/contracts/tool-names";

type ReportNextStepsInput = {
  /** What the report was run with. */
  request: ToolRequest<"validate-ux"> | null;
  /** Saving the report (into the product): what the case study is written from. */
  save: SaveResultProps;
  brief: ProductSummaryDto | null;
  /** Saved results the validation came from (the flow it tested), handed over with it. */
  sources: string[];
};

/** The validator report's next steps (docs/product.md#products): "Write the case study" and "Make a landing page". */
export function useReportNextSteps({ request, save, brief, sources }: ReportNextStepsInput): HandOffAction[] {
  const handOff = useHandOff();
  const ensureSaved = useEnsureSaved();
  const navigate = useNavigate();
  const { productId } = useWorkingProduct();

  // The report is saved (into the product) first; the case study is written from it and the flow it tested.
  const writeCaseStudy = async () => {
    const reportId = await ensureSaved(save);
    if (!reportId || !request) return;
    const flowIds = sources.filter((id) => id !== reportId);
    handOff.toTool("case-study-generator", {
      text: caseStudyStart(brief, request),
      sourceConversationIds: [reportId, ...flowIds].slice(0, 5),
    });
  };

  // Startup Builder in the same product, opened at its landing-page panel (the anchor the product's Launch card
  // links to too), which starts from the product's idea.
  const makeLandingPage = () => navigate(`${dashboardHref({ view: toolView("build-startup") }, productId)}#${LANDING_PANEL_ID}`);

  return [
    { label: "Write the case study", icon: BookOpen, run: writeCaseStudy },
    { label: "Make a landing page", icon: LayoutTemplate, run: makeLandingPage },
  ];
}
