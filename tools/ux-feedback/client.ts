import { MessageSquareText } from "lucide-react";
import { lazy } from "react";
import { defineToolClient } from "../kit/client-kit";

export default defineToolClient({
  icon: MessageSquareText,
  feature: {
    title: "UX Feedback Mentor",
    navLabel: "UX Mentor",
    description: "Actionable feedback on usability and clarity.",
    details:
      "Describe a screen or a flow and get the kind of review a senior UX designer would give: what is unclear, what slows people down, and what to change first.",
    group: "designers",
    built: true,
    menuPosition: 3,
    View: lazy(() => import("./client-view")),
  },
});
