import { Presentation } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: Presentation,
  feature: {
    title: "UX Workshop Generator",
    navLabel: "UX Workshop",
    description: "Structured workshop plans and exercises.",
    details: "Plan a workshop for your team in minutes: a timed agenda with exercises matched to your goals, duration and participants.",
    group: "designers",
    built: true,
    menuPosition: 2,
    View: lazy(() => import("./client-view")),
  },
});
