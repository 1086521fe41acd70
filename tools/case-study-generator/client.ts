import { BookOpenText } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: BookOpenText,
  feature: {
    title: "Case Study Generator",
    navLabel: "Case Study",
    description: "Turns projects into portfolio case studies.",
    details:
      "Turn project notes into a structured portfolio case study: the problem, your process, the decisions you made and the outcome.",
    group: "designers",
    built: true,
    menuPosition: 4,
    View: lazy(() => import("./client-view")),
  },
});
