import { Workflow } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Workflow,
  feature: {
    title: "Generate Visual User Flows",
    navLabel: "Visual Flow",
    description: "Clear, editable flows.",
    details:
      "Turn an app idea into its main use cases, each drawn as a clear flow of screens, decisions and outcomes that you can rearrange and refine.",
    group: "founders",
    built: true,
    menuPosition: 2,
    View: lazy(() => import("./client-view")),
  },
});
